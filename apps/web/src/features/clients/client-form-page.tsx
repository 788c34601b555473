import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ClientCreateSchema } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { createClient, useInvalidateClients } from '../../api/clients';
import { Button } from '../../components/button';
import { clientValues, fileList, logoProblem, slaProblem, type ClientValues } from './client-fields';
import { ClientFieldsets } from './client-fieldsets';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import { usePageTitle } from '../../hooks/use-page-title';
import { applyServerErrors } from '../../components/ui/server-errors';

export const CLIENT_FORM_OK = 'Form submitted successfully!';
export const CLIENT_FORM_FAILED = 'Error submitting form. Please try again.';

/** The contract's ClientCreateSchema plus the two required files (staff-portal.md §5 "Client form"). */
const ClientFormFields = ClientCreateSchema.extend({
  company_logo: fileList((f) => logoProblem(f, true)),
  sla_document: fileList((f) => slaProblem(f, true, false)),
});
type ClientFormOutput = z.output<typeof ClientFormFields>;
// the contract's fields take `unknown` (multipart strings, JSON numbers); the inputs hold strings
const ClientFormSchema = ClientFormFields as unknown as z.ZodType<ClientFormOutput, ClientValues>;
const EMPTY = clientValues();

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
  } = useForm<ClientValues, unknown, ClientFormOutput>({ resolver: zodResolver(ClientFormSchema), defaultValues: EMPTY });

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
      // a refusal about a field (422, or a 409 for a GSTIN or name already taken) goes under that field, which takes the focus
      applyServerErrors(error, setError, (field) => (field in EMPTY ? (field as keyof ClientValues) : undefined), { focus: true });
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
        <ClientFieldsets mode="create" idPrefix="client" register={register} setValue={setValue} errors={errors} />
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
