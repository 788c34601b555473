import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '../../api/api-client';
import { useClientDropdown } from '../../api/clients';
import { createJob, useInvalidateStaffJobs } from '../../api/jobs-staff';
import { Button } from '../../components/button';
import { JobFields } from './job-fields';
import { emptyJobForm, formFieldOf, jobFormSchema, jobRequestBody } from './job-form';
import type { Notice } from './job-messages';
import { NoticeBanner } from '../../components/notice-banner';
import { TextInput } from '../../components/text-input';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { applyServerErrors } from '../../components/ui/server-errors';
import { ConfidentialWarning, useConfidentialCheck } from './confidential-warning';

const schema = jobFormSchema('create');

/** The texts of staff-portal.md §5 "Requirement form" and §8 "Requirement form". */
export const REQUIREMENT_MESSAGES = {
  invalid: '❌ Please fix the validation errors below.',
  serverInvalid: 'Please fix the validation errors.',
  serverError: '❌ Server error. Please try again later.',
  network: '❌ Network error. Please check your internet connection.',
  other: '❌ Something went wrong.',
} as const;

/** What a failed create says: 422 field errors, 500, no answer, or the server's own message. */
export function requirementFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return REQUIREMENT_MESSAGES.network;
  if (error.status === 422) return REQUIREMENT_MESSAGES.serverInvalid;
  if (error.status >= 500) return REQUIREMENT_MESSAGES.serverError;
  return error.message || REQUIREMENT_MESSAGES.other;
}

/** /businessdashboard/recruitment-page (CR FORM): creates a job for a client (staff-portal.md §2, §3 "Job", §5). */
export default function RecruitmentFormPage() {
  usePageTitle('Client Requirement Form');
  const clients = useClientDropdown();
  const invalidateJobs = useInvalidateStaffJobs();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: emptyJobForm(company.name) });
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const confidential = useConfidentialCheck(getValues);

  const onSubmit = handleSubmit(
    async (payload) => {
      setNotice(null);
      if (!confidential.mayProceed()) return;
      const jd = getValues('jd_file')?.[0];
      try {
        const answer = await createJob(jobRequestBody(payload, jd, 'jd_document'));
        reset(emptyJobForm(company.name));
        void invalidateJobs();
        setNotice({
          tone: 'success',
          title: answer.message ?? 'Job requirement created successfully!',
          lines: [`${answer.data.job_title} (${answer.data.client_name ?? ''})`],
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) applyServerErrors(error, setError, formFieldOf);
        setNotice({ tone: 'error', title: requirementFailure(error) });
      }
    },
    () => setNotice({ tone: 'error', title: REQUIREMENT_MESSAGES.invalid }),
  );

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Client Requirement Form</h1>
        <p className="mt-1 text-ink-700">A new job requirement for a client. Fields marked * are required.</p>
      </div>
      {clients.isError ? <NoticeBanner notice={{ tone: 'error', title: 'Failed to load clients.' }} /> : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        aria-label="Client Requirement Form"
      >
        <JobFields
          form={form}
          mode="create"
          clients={clients.data}
          clientsLoading={clients.isLoading}
          defaultClientName={company.name}
          idPrefix="cr"
        />
        <TextInput
          id="cr-jd_file"
          label="JD Document (PDF)"
          type="file"
          accept="application/pdf"
          hint="Optional. A PDF of at most 2 MB."
          error={errors.jd_file?.message}
          {...register('jd_file')}
        />
        <ConfidentialWarning
          named={confidential.named}
          onSaveAnyway={() => {
            confidential.allowOnce();
            void onSubmit();
          }}
          onEdit={(field) => {
            confidential.dismiss();
            setFocus(field);
          }}
        />
        <NoticeBanner notice={notice} />
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            onClick={() => {
              reset(emptyJobForm(company.name));
              setNotice(null);
              confidential.dismiss();
            }}
          >
            Clear Form
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Requirement'}
          </Button>
        </div>
      </form>
    </section>
  );
}
