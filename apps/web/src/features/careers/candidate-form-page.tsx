import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useSearchParams } from '../../lib/location';
import { CheckCircle2 } from 'lucide-react';
import { ApiError } from '../../api/api-client';
import { submitApplication } from '../../api/candidates-public';
import { fetchOpenJobs } from '../../api/jobs-public';
import { usePublicJobPage, type PublicJob } from '../../api/public-job';
import { useFetched } from '../../hooks/use-fetched';
import { CONSENT_TEXT, FORM_PAGE_HEADS } from '@talentra/contract';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import type { SelectOption } from '../../components/select';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { TextInput } from '../../components/text-input';
import { Textarea } from '../../components/textarea';
import { usePageTitle } from '../../hooks/use-page-title';
import {
  APPLICATION_FIELDS,
  RESUME_ACCEPT,
  applicationFormData,
  applicationReceivedMessage,
  mobileDigits,
  type ApplicationField,
  type ApplicationFormValues,
} from './application-form';
import { positiveId, readApplyState } from './navigation-state';
import { ConsentLabel } from './consent-label';
import { Alert } from '../../components/ui/alert';
import { applyServerErrors } from '../../components/ui/server-errors';
import { lazyModule } from '../../lib/lazy-module';
import { useNativeForm } from '../../lib/native-form';

// zod and the contract's rules come with the form's first use, not with the page (issue 41)
const rules = lazyModule(() => import('./application-schema').then((m) => m.applicationRules));

const FAILURE_MESSAGE = 'Something went wrong.';

const jobLabel = (job: Pick<PublicJob, 'job_title' | 'client_name' | 'job_location'>) =>
  `${job.job_title}${job.client_name ? ` – ${job.client_name}` : ''}${job.job_location ? ` (${job.job_location})` : ''}`;

/** /candidateform (staff-portal.md §5 Candidate form, §8): the public application with a resume. */
export default function CandidateFormPage() {
  usePageTitle(FORM_PAGE_HEADS.apply.title, FORM_PAGE_HEADS.apply.description);
  const location = useLocation();
  const [params] = useSearchParams();
  const stateJob = readApplyState(location.state);
  const preselectedId = stateJob?.job_id ?? positiveId(params.get('job_id'));

  // without react-query (hooks/use-fetched.ts): a smaller first load (issue 41)
  const jobsQuery = useFetched('open-jobs', fetchOpenJobs);
  const listed = jobsQuery.data ?? [];
  // a preselected job missing from the list (more than 100 openings) is asked for alone
  const missing = preselectedId !== undefined && !jobsQuery.isPending && !listed.some((job) => job.job_id === preselectedId);
  const single = usePublicJobPage(preselectedId, { enabled: missing });

  const options: SelectOption[] = listed.map((job) => ({ value: String(job.job_id), label: jobLabel(job) }));
  if (missing && preselectedId !== undefined) {
    if (single.data) options.unshift({ value: String(preselectedId), label: jobLabel(single.data) });
    else if (stateJob) options.unshift({ value: String(preselectedId), label: stateJob.job_title || `Job ${preselectedId}` });
  }
  const jobTitleOf = (id: number): string | undefined =>
    listed.find((job) => job.job_id === id)?.job_title ?? (id === preselectedId ? (single.data?.job_title ?? stateJob?.job_title) : undefined);
  const defaultJobId = preselectedId !== undefined && options.some((o) => o.value === String(preselectedId)) ? String(preselectedId) : '';

  const [success, setSuccess] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const successRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);

  const ready = !jobsQuery.isPending && !(missing && single.isPending);

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Apply for a Job</h1>
      <p className="mt-3 text-lg text-ink-700">
        {stateJob?.job_title ? (
          <>
            You are applying for <strong className="text-ink-900">{stateJob.job_title}</strong>.{' '}
          </>
        ) : null}
        Fill in your details and attach your resume. Fields marked * are required.
      </p>

      {success ? (
        <Alert ref={successRef} tabIndex={-1} tone="success" size="md" as="p" icon={CheckCircle2} className="mt-6">
          {success}
        </Alert>
      ) : null}

      {jobsQuery.isError ? (
        <Alert size="md" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium text-danger-600">Failed to load job listings.</p>
          <Button size="sm" variant="secondary" onClick={() => jobsQuery.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : null}

      {ready ? (
        <ApplicationForm
          key={formKey}
          jobOptions={options}
          defaultJobId={defaultJobId}
          jobTitleOf={jobTitleOf}
          onSubmitted={(message) => {
            setSuccess(message);
            setFormKey((k) => k + 1);
          }}
          onStart={() => setSuccess(null)}
        />
      ) : (
        <Spinner label="Loading jobs..." className="py-10" />
      )}
    </section>
  );
}

interface ApplicationFormProps {
  jobOptions: SelectOption[];
  defaultJobId: string;
  jobTitleOf: (id: number) => string | undefined;
  onSubmitted: (message: string) => void;
  onStart: () => void;
}

function ApplicationForm({ jobOptions, defaultJobId, jobTitleOf, onSubmitted, onStart }: ApplicationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [hasPreferredCompany, setHasPreferredCompany] = useState(false);
  // after a failed submit: the first invalid field in page order, else the form's message, focused
  // and brought into view (issue 41)
  const errorRef = useRef<HTMLElement>(null);
  const { formProps, errors, setError, revealErrors, isSubmitting } = useNativeForm<ApplicationFormValues, ApplicationField>({
    rules,
    messageRef: errorRef,
    onSubmit: async (values) => {
      setFormError(null);
      onStart();
      try {
        await submitApplication(applicationFormData(values));
        onSubmitted(applicationReceivedMessage(values.candidate_name, jobTitleOf(Number(values.job_id)), values.email));
      } catch (err) {
        setFormError(showServerErrors(err, setError));
        revealErrors();
      }
    },
  });
  const error = (field: ApplicationField) => errors[field];

  return (
    <form
      {...formProps}
      className="mt-8 space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-describedby={formError ? 'application-error' : undefined}
    >
      {formError ? (
        <Alert ref={errorRef} tabIndex={-1} size="md" as="p" id="application-error">
          {formError}
        </Alert>
      ) : null}

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-brand-900">Your application</legend>
        <Select
          label="Job"
          required
          placeholder="Select a job"
          options={jobOptions}
          error={error('job_id')}
          name="job_id"
          defaultValue={defaultJobId}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="Full Name" required autoComplete="name" maxLength={100} error={error('candidate_name')} name="candidate_name" />
          <TextInput label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={254} error={error('email')} name="email" />
          <TextInput
            label="Mobile Number"
            type="tel"
            required
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            hint="10 digits"
            error={error('mobile_number')}
            name="mobile_number"
            onChange={keepDigits}
          />
          <TextInput
            label="Current Location"
            required
            autoComplete="address-level2"
            maxLength={100}
            error={error('current_location')}
            name="current_location"
          />
        </div>
        <TextInput
          label="Resume"
          type="file"
          required
          accept={RESUME_ACCEPT}
          hint="PDF, DOC or DOCX, at most 2 MB."
          error={error('resume')}
          name="resume"
        />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-brand-900">More about you (optional)</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput label="Current Company" autoComplete="organization" maxLength={100} error={error('current_company')} name="current_company" />
          <TextInput label="Total Experience (years)" inputMode="decimal" maxLength={20} error={error('years_experience')} name="years_experience" />
          <TextInput
            label="Relevant Experience (years)"
            inputMode="decimal"
            maxLength={20}
            error={error('relevant_experience')}
            name="relevant_experience"
          />
          <TextInput label="Current CTC" maxLength={40} error={error('current_ctc')} name="current_ctc" />
          <TextInput label="Expected CTC" maxLength={40} error={error('expected_ctc')} name="expected_ctc" />
          <TextInput label="Notice Period" maxLength={60} placeholder="e.g. 30 days" error={error('notice_period')} name="notice_period" />
          <TextInput label="Preferred Location" maxLength={100} error={error('preferred_location')} name="preferred_location" />
          <TextInput label="Available for Interview" type="date" error={error('available_for_interview')} name="available_for_interview" />
          <Select
            label="Do you have a preferred company?"
            placeholder="Select"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            error={error('has_preferred_company')}
            name="has_preferred_company"
            onChange={(event) => setHasPreferredCompany(event.target.value === 'yes')}
          />
          {hasPreferredCompany ? (
            <TextInput label="Preferred Company" maxLength={100} error={error('preferred_company')} name="preferred_company" />
          ) : null}
        </div>
        <Textarea label="Remarks" maxLength={5000} error={error('remarks')} name="remarks" />
      </fieldset>

      <Checkbox label={<ConsentLabel text={CONSENT_TEXT.application} />} error={error('privacy_consent')} name="privacy_consent" />

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}

/** The mobile number field keeps digits only as the visitor types or pastes (mobileDigits). */
function keepDigits(event: ChangeEvent<HTMLInputElement>) {
  event.target.value = mobileDigits(event.target.value);
}

type SetError = (name: ApplicationField, error: { type: string; message: string }) => void;

/**
 * Server field errors go under their fields (first message); the form-level message is the server's
 * message, or 'Something went wrong.' when there is no answer to read.
 */
function showServerErrors(error: unknown, setError: SetError): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return FAILURE_MESSAGE;
  const { shown } = applyServerErrors(error, setError, APPLICATION_FIELDS);
  return shown > 0 ? null : error.message || FAILURE_MESSAGE;
}
