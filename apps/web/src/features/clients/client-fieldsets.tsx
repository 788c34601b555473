import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { TextInput } from '../../components/text-input';
import { cn } from '../../lib/cn';
import {
  CLIENT_REQUIRED,
  CLIENT_SECTIONS,
  digitsOnly,
  LOGO_ACCEPT,
  PHONE_FIELDS,
  SLA_ACCEPT_CREATE,
  SLA_ACCEPT_EDIT,
  type ClientTextField,
  type ClientValues,
} from './client-fields';

export type ClientFile = 'company_logo' | 'sla_document';

/** The two files: what each form takes and says (staff-portal.md §5 "Client form", "Client edit"). */
const FILES: readonly { name: ClientFile; label: string; create: { accept: string; hint: string }; edit: { accept: string; hint: string } }[] = [
  {
    name: 'company_logo',
    label: 'Company Logo',
    create: { accept: LOGO_ACCEPT, hint: 'An image: JPG, PNG or SVG, at most 2MB.' },
    edit: { accept: LOGO_ACCEPT, hint: 'Optional: a new JPG, PNG or SVG replaces the current logo.' },
  },
  {
    name: 'sla_document',
    label: 'SLA Document',
    create: { accept: SLA_ACCEPT_CREATE, hint: 'PDF, DOC or DOCX, at most 2MB.' },
    edit: { accept: SLA_ACCEPT_EDIT, hint: 'Optional: a new PDF replaces the current SLA.' },
  },
];

interface ClientFieldsetsProps {
  /** Create (the Client Details form: every field of the first two sections and both files required, placeholders) or edit. */
  mode: 'create' | 'edit';
  /** Each input's id is `${idPrefix}-${field}`. */
  idPrefix: string;
  register: UseFormRegister<ClientValues>;
  setValue: UseFormSetValue<ClientValues>;
  errors: FieldErrors<ClientValues>;
  /** Under a file input (the edit form's link to the file on record). */
  afterFile?: (file: ClientFile) => ReactNode;
}

/** The client's sections as fieldsets, the logo and SLA after the company's fields; phone fields keep digits only. */
export function ClientFieldsets({ mode, idPrefix, register, setValue, errors, afterFile }: ClientFieldsetsProps) {
  const create = mode === 'create';
  const required = (field: ClientTextField) => (create ? CLIENT_REQUIRED.has(field) : field === 'company_name');
  return CLIENT_SECTIONS.map((section, index) => (
    <fieldset key={section.title} className="space-y-4">
      <legend className={cn('font-semibold text-ink-900', create ? 'text-xl' : 'text-base')}>{section.title}</legend>
      <div className={cn('grid sm:grid-cols-2', create ? 'gap-5' : 'gap-4')}>
        {section.fields.map((field) => {
          const phone = PHONE_FIELDS.has(field.name);
          return (
            <TextInput
              key={field.name}
              id={`${idPrefix}-${field.name}`}
              label={field.label}
              type={field.type}
              inputMode={phone ? 'numeric' : field.type === 'email' ? 'email' : undefined}
              maxLength={phone ? 15 : undefined}
              placeholder={create ? field.placeholder : undefined}
              autoComplete={create ? field.autoComplete : undefined}
              required={required(field.name)}
              error={errors[field.name]?.message}
              {...register(field.name, {
                onChange: phone
                  ? (event: { target: { value: string } }) => {
                      const digits = digitsOnly(event.target.value);
                      if (digits !== event.target.value) setValue(field.name, digits);
                    }
                  : undefined,
              })}
            />
          );
        })}
        {index === 0
          ? FILES.map((file) => {
              const input = (
                <TextInput
                  key={file.name}
                  id={`${idPrefix}-${file.name}`}
                  label={file.label}
                  type="file"
                  accept={file[mode].accept}
                  required={create}
                  hint={file[mode].hint}
                  error={errors[file.name]?.message}
                  {...register(file.name)}
                />
              );
              return afterFile ? (
                <div key={file.name} className="space-y-1">
                  {input}
                  {afterFile(file.name)}
                </div>
              ) : (
                input
              );
            })
          : null}
      </div>
    </fieldset>
  ));
}
