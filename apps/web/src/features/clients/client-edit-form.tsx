import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ClientCreateSchema, ClientUpdateSchema } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { updateClient, useInvalidateClients, type Client } from '../../api/clients';
import { Button } from '../../components/button';
import { TextInput } from '../../components/text-input';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import {
  CLIENT_LABELS,
  CLIENT_SECTIONS,
  CLIENT_TEXT_FIELDS,
  digitsOnly,
  LOGO_ACCEPT,
  logoProblem,
  PHONE_FIELDS,
  SLA_ACCEPT_EDIT,
  slaProblem,
  type ClientTextField,
} from './client-fields';
import { applyServerErrors } from '../../components/ui/server-errors';

export const CLIENT_UPDATED = 'Client updated successfully!';
export const CLIENT_UPDATE_FAILED = 'Failed to update client.';
export const CLIENT_VALIDATION_ERRORS = 'Validation Errors:';
export const CLIENT_NOTHING_CHANGED = 'Nothing to update: no field was changed.';

type ClientEditValues = Record<ClientTextField, string> & { company_logo: FileList | null; sla_document: FileList | null };

const fileList = (check: (file: File | undefined) => string | undefined) =>
  z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const problem = check(files?.[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Client edit (staff-portal.md §5 "Client edit"): company_name required; every other field is only
 * judged (by the contract's ClientUpdateSchema) when it holds something, because blank fields are
 * not sent. Logo .jpg/.jpeg/.png/.svg, SLA .pdf.
 */
const ClientEditFields = ClientUpdateSchema.extend({
  company_name: ClientCreateSchema.shape.company_name,
  company_logo: fileList((f) => logoProblem(f, false)),
  sla_document: fileList((f) => slaProblem(f, false, true)),
});
const withoutBlanks = (values: unknown) =>
  Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(([key, v]) => key === 'company_name' || !(typeof v === 'string' && v.trim() === '')),
  );
const ClientEditSchema = z.preprocess(withoutBlanks, ClientEditFields) as unknown as z.ZodType<z.output<typeof ClientEditFields>, ClientEditValues>;

export function clientToValues(client: Client): ClientEditValues {
  const values = Object.fromEntries(CLIENT_TEXT_FIELDS.map((f) => [f, client[f] ?? ''])) as Record<ClientTextField, string>;
  return { ...values, company_logo: null, sla_document: null };
}

/**
 * What is sent: the text fields changed from what the server has and not blank, and newly chosen
 * files (the stored logo and SLA are never resent).
 */
export function changedClientFields(values: ClientEditValues, original: Client): FormData | null {
  const body = new FormData();
  let any = false;
  for (const field of CLIENT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === '' || value === (original[field] ?? '')) continue;
    body.append(field, value);
    any = true;
  }
  for (const field of ['company_logo', 'sla_document'] as const) {
    const file = values[field]?.[0];
    if (file) {
      body.append(field, file);
      any = true;
    }
  }
  return any ? body : null;
}

export interface ClientEditFormProps {
  client: Client;
  onCancel: () => void;
  /** After a successful update, with the client as the server now has it. */
  onSaved: (client: Client, message: string) => void;
  idPrefix?: string;
}

/** The 'Edit Client' form: used by the Client List modal and by /businessdashboard/clientformedit/:id. */
export function ClientEditForm({ client, onCancel, onSaved, idPrefix = 'client-edit' }: ClientEditFormProps) {
  const [original, setOriginal] = useState(client);
  const [notice, setNotice] = useState<Notice | null>(null);
  const invalidate = useInvalidateClients();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClientEditValues, unknown, z.output<typeof ClientEditFields>>({
    resolver: zodResolver(ClientEditSchema),
    defaultValues: clientToValues(client),
  });

  const onSubmit = handleSubmit(async () => {
    setNotice(null);
    const body = changedClientFields(getValues(), original);
    if (!body) {
      setNotice({ tone: 'success', title: CLIENT_NOTHING_CHANGED });
      return;
    }
    try {
      const answer = await updateClient(original.id, body);
      setOriginal(answer.data);
      reset(clientToValues(answer.data));
      void invalidate();
      onSaved(answer.data, answer.message ?? CLIENT_UPDATED);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const lines: string[] = [];
        const values = clientToValues(original);
        applyServerErrors(error, setError, (field) => (field in values ? (field as keyof ClientEditValues) : undefined));
        for (const [field, messages] of Object.entries(error.errors)) lines.push(...messages.map((m) => `${CLIENT_LABELS[field] ?? field}: ${m}`));
        setNotice({ tone: 'error', title: CLIENT_VALIDATION_ERRORS, lines: lines.length ? lines : [error.message] });
      } else {
        setNotice({ tone: 'error', title: CLIENT_UPDATE_FAILED });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={`Edit client ${original.company_name}`}>
      {CLIENT_SECTIONS.map((section, index) => (
        <fieldset key={section.title} className="space-y-4">
          <legend className="text-base font-semibold text-ink-900">{section.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
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
                  required={field.name === 'company_name'}
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
            {index === 0 ? (
              <>
                <div className="space-y-1">
                  <TextInput
                    id={`${idPrefix}-company_logo`}
                    label="Company Logo"
                    type="file"
                    accept={LOGO_ACCEPT}
                    hint="Optional: a new JPG, PNG or SVG replaces the current logo."
                    error={errors.company_logo?.message}
                    {...register('company_logo')}
                  />
                  {original.company_logo ? (
                    <a
                      href={original.company_logo}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-brand-800 underline"
                    >
                      View current logo{original.company_logo_name ? ` (${original.company_logo_name})` : ''}
                    </a>
                  ) : (
                    <p className="text-sm text-ink-500">No logo on file</p>
                  )}
                </div>
                <div className="space-y-1">
                  <TextInput
                    id={`${idPrefix}-sla_document`}
                    label="SLA Document"
                    type="file"
                    accept={SLA_ACCEPT_EDIT}
                    hint="Optional: a new PDF replaces the current SLA."
                    error={errors.sla_document?.message}
                    {...register('sla_document')}
                  />
                  {original.sla_document ? (
                    <a
                      href={original.sla_document}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-brand-800 underline"
                    >
                      View current SLA{original.sla_document_name ? ` (${original.sla_document_name})` : ''}
                    </a>
                  ) : (
                    <p className="text-sm text-ink-500">No SLA on file</p>
                  )}
                </div>
              </>
            ) : null}
          </div>
        </fieldset>
      ))}
      <NoticeBanner notice={notice} />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Update Client'}
        </Button>
      </div>
    </form>
  );
}
