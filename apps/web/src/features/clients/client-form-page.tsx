import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ClientCreateSchema } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { createClient, useInvalidateClients } from '../../api/clients';
import { Button } from '../../components/button';
import {
  CLIENT_REQUIRED,
  CLIENT_SECTIONS,
  digitsOnly,
  LOGO_ACCEPT,
  logoProblem,
  PHONE_FIELDS,
  SLA_ACCEPT_CREATE,
  slaProblem,
  type ClientTextField,
} from './client-fields';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { applyServerErrors } from '../../components/ui/server-errors';

export const CLIENT_FORM_OK = 'Form submitted successfully!';
export const CLIENT_FORM_FAILED = 'Error submitting form. Please try again.';

const fileList = (check: (file: File | undefined) => string | undefined) =>
  z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const problem = check(files?.[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

type ClientFormValues = Record<ClientTextField, string> & { company_logo: FileList | null; sla_document: FileList | null };

/** The contract's ClientCreateSchema plus the two required files (staff-portal.md §5 "Client form"). */
const ClientFormFields = ClientCreateSchema.extend({
  company_logo: fileList((f) => logoProblem(f, true)),
  sla_document: fileList((f) => slaProblem(f, true, false)),
});
type ClientFormOutput = z.output<typeof ClientFormFields>;
// the contract's fields take `unknown` (multipart strings, JSON numbers); the inputs hold strings
const ClientFormSchema = ClientFormFields as unknown as z.ZodType<ClientFormOutput, ClientFormValues>;
const EMPTY: ClientFormValues = {
  company_name: '',
  website: '',
  email: '',
  phone: '',
  location: '',
  gst_number: '',
  contact_name: '',
  designation: '',
  contact_email: '',
  contact_phone: '',
  contact_Name2: '',
  Designation2: '',
  contact_Email2: '',
  contact_Mobile2: '',
  company_logo: null,
  sla_document: null,
};

/** /businessdashboard/clientform-page (CO FORM): a new client with its logo and SLA (staff-portal.md §2, §5, §8). */
export default function ClientFormPage() {
  usePageTitle('Client Details Form');
  const invalidateClients = useInvalidateClients();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues, unknown, ClientFormOutput>({ resolver: zodResolver(ClientFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ company_logo, sla_document, ...fields }) => {
    setNotice(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) body.append(key, String(value));
    body.append('company_logo', company_logo![0]!);
    body.append('sla_document', sla_document![0]!);
    try {
      const answer = await createClient(body);
      reset(EMPTY);
      void invalidateClients();
      setNotice({ tone: 'success', title: answer.message ?? CLIENT_FORM_OK });
    } catch (error) {
      applyServerErrors(error, setError, (field) => (field in EMPTY ? (field as keyof ClientFormValues) : undefined));
      setNotice({ tone: 'error', title: error instanceof ApiError && error.status !== 0 && error.message ? error.message : CLIENT_FORM_FAILED });
    }
  });

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Client Details Form</h1>
        <p className="mt-1 text-ink-700">A new client company and its contact person. Fields marked * are required.</p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Client Details Form"
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {CLIENT_SECTIONS.map((section, index) => (
          <fieldset key={section.title} className="space-y-4">
            <legend className="text-xl font-semibold text-ink-900">{section.title}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {section.fields.map((field) => {
                const phone = PHONE_FIELDS.has(field.name);
                return (
                  <TextInput
                    key={field.name}
                    id={`client-${field.name}`}
                    label={field.label}
                    type={field.type}
                    inputMode={phone ? 'numeric' : field.type === 'email' ? 'email' : undefined}
                    maxLength={phone ? 15 : undefined}
                    placeholder={field.placeholder}
                    autoComplete={field.autoComplete}
                    required={CLIENT_REQUIRED.has(field.name)}
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
                  <TextInput
                    id="client-company_logo"
                    label="Company Logo"
                    type="file"
                    accept={LOGO_ACCEPT}
                    required
                    hint="An image: JPG, PNG or SVG, at most 2MB."
                    error={errors.company_logo?.message}
                    {...register('company_logo')}
                  />
                  <TextInput
                    id="client-sla_document"
                    label="SLA Document"
                    type="file"
                    accept={SLA_ACCEPT_CREATE}
                    required
                    hint="PDF, DOC or DOCX, at most 2MB."
                    error={errors.sla_document?.message}
                    {...register('sla_document')}
                  />
                </>
              ) : null}
            </div>
          </fieldset>
        ))}
        <NoticeBanner notice={notice} />
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY);
              setNotice(null);
            }}
          >
            Clear Form
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </section>
  );
}
