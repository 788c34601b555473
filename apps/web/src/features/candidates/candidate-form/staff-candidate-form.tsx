import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { HR_REDIRECT_MS } from '@talentra/contract';
import { ApiError } from '../../../api/api-client';
import { hiringKeys, submitCandidate, useStaffJobs, type StaffJob } from '../../../api/hiring';
import { usePageTitle } from '../../../hooks/use-page-title';
import { Button, ButtonLink } from '../../../components/button';
import { Select } from '../../../components/select';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { Textarea } from '../../../components/textarea';
import {
  CANDIDATE_FIELDS,
  RESUME_ACCEPT,
  StaffCandidateFormSchema,
  emptyCandidateForm,
  toCandidateFormData,
  type StaffCandidateFormOutput,
  type StaffCandidateFormValues,
} from './candidate-form-schema';
import { readCandidateFormState, type CandidateFormReturnState } from '../../../lib/candidate-form-state';
import { DuplicateWarning } from './duplicate-warning';
import { FROM_RESUME_LABEL, ResumeFill, type ResumeFields } from './resume-fill';
import { Alert } from '../../../components/ui/alert';
import { applyServerErrors } from '../../../components/ui/server-errors';

const SUBMIT_FAILED_MESSAGE = 'Something went wrong. Please try again.';
const JOBS_FAILED_MESSAGE = 'Unable to fetch jobs. Please try again later.';
const NO_JOBS_MESSAGE = 'No jobs available. Please try refreshing the page.';

interface StaffCandidateFormProps {
  /** The page's heading. */
  title?: string;
  /** The back target and where success goes without a returnPath: /hrteamdashboard/positions for Hrteam. */
  homePath: string;
  /** The back button's text ('Back to Positions'). */
  homeLabel: string;
}

/** Open or paused jobs take staff applications (api.md "Field rules: Candidate"); closed ones do not. */
const takesApplications = (job: StaffJob) => job.is_active !== false && (job.status === 'open' || job.status === 'paused');

const jobOptionLabel = (job: StaffJob) =>
  [job.job_title, job.client_name, job.job_location].filter(Boolean).join(' · ') + (job.status === 'paused' ? ' (paused)' : '');

/**
 * The staff candidate form (staff-portal.md §2 "Hrteam HR candidate form", "Admin candidate form",
 * §5 "Candidate form", §8 "Candidate submit", §9): used by the Hrteam and the Admin pages.
 */
export function StaffCandidateForm({ title = 'Add Candidate', homePath, homeLabel }: StaffCandidateFormProps) {
  usePageTitle(title);
  const location = useLocation();
  const state = useMemo(() => readCandidateFormState(location.state), [location.state]);
  const jobs = useStaffJobs();
  const openJobs = useMemo(
    () => (jobs.data ?? []).filter(takesApplications).sort((a, b) => a.job_title.localeCompare(b.job_title) || a.job_id - b.job_id),
    [jobs.data],
  );

  return (
    <section className="mx-auto max-w-4xl space-y-6" aria-labelledby="candidate-form-title">
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={homePath} variant="ghost" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {homeLabel}
        </ButtonLink>
        {state.returnPath ? (
          <ButtonLink to={state.returnPath} variant="secondary" size="sm">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Job
          </ButtonLink>
        ) : null}
      </div>

      <header>
        <h1 id="candidate-form-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {title}
        </h1>
        {state.jobTitle ? (
          <p className="mt-2 text-ink-700">
            For <strong className="text-ink-900">{state.jobTitle}</strong>
            {state.clientName ? <> at {state.clientName}</> : null}
            {state.location ? <> · {state.location}</> : null}
          </p>
        ) : (
          <p className="mt-2 text-ink-700">Add a candidate to an open or paused position.</p>
        )}
      </header>

      {jobs.isPending ? (
        <Spinner label="Loading jobs..." />
      ) : jobs.isError ? (
        <Alert size="panel">
          <p className="font-medium">{JOBS_FAILED_MESSAGE}</p>
          <Button variant="danger" size="sm" className="mt-3" onClick={() => void jobs.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : openJobs.length === 0 ? (
        <Alert tone="info" size="panel" as="p">
          {NO_JOBS_MESSAGE}
        </Alert>
      ) : (
        <CandidateFormBody
          jobs={openJobs}
          preSelectedJobId={state.preSelectedJobId}
          redirectTo={state.returnPath && state.shouldRefreshOnReturn ? state.returnPath : homePath}
          returningToJob={Boolean(state.returnPath && state.shouldRefreshOnReturn)}
        />
      )}
    </section>
  );
}

function CandidateFormBody({
  jobs,
  preSelectedJobId,
  redirectTo,
  returningToJob,
}: {
  jobs: StaffJob[];
  preSelectedJobId: number | undefined;
  redirectTo: string;
  returningToJob: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  /** The answer to 'Possible duplicate' for a shared phone: the person it is ('Same person'), or null (issue 41). */
  const [samePersonAs, setSamePersonAs] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const preselected = preSelectedJobId && jobs.some((j) => j.job_id === preSelectedJobId) ? String(preSelectedJobId) : '';
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StaffCandidateFormValues, unknown, StaffCandidateFormOutput>({
    resolver: formResolver<StaffCandidateFormValues, StaffCandidateFormOutput>(StaffCandidateFormSchema),
    defaultValues: emptyCandidateForm(preselected),
  });
  const hasPreferredCompany = watch('has_preferred_company') === 'yes';
  // the fields a dropped résumé filled (issue 45): marked "from the résumé" while they hold what it gave
  const [filled, setFilled] = useState<ResumeFields>({});
  const fromResume = (field: keyof ResumeFields) => (filled[field] && watch(field) === filled[field] ? FROM_RESUME_LABEL : undefined);
  const fillFromResume = (fields: ResumeFields, file: File) => {
    for (const [field, value] of Object.entries(fields) as [keyof ResumeFields, string][])
      setValue(field, value, { shouldDirty: true, shouldValidate: true });
    setFilled(fields);
    // the dropped file is the application's résumé too
    if (typeof DataTransfer !== 'undefined') {
      const dt = new DataTransfer();
      dt.items.add(file);
      setValue('resume', dt.files, { shouldValidate: true });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const data = toCandidateFormData(values);
      if (samePersonAs !== null) data.append('same_person_as', String(samePersonAs));
      await submitCandidate(data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        const { unmatched } = applyServerErrors(error, setError, CANDIDATE_FIELDS);
        setFormError(unmatched.length > 0 ? error.message : 'Please correct the highlighted fields.');
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setFormError(error.message || SUBMIT_FAILED_MESSAGE);
      } else {
        setFormError(SUBMIT_FAILED_MESSAGE);
      }
      return;
    }
    setSucceeded(true);
    reset(emptyCandidateForm(preselected));
    setSamePersonAs(null);
    void queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    timer.current = setTimeout(() => {
      const state: CandidateFormReturnState | undefined = returningToJob ? { refreshData: true } : undefined;
      void navigate(redirectTo, state ? { state } : undefined);
    }, HR_REDIRECT_MS);
  });

  const busy = isSubmitting || succeeded;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {succeeded ? (
        <Alert tone="success" size="md" icon={CheckCircle2}>
          <div>
            <p className="font-semibold">Candidate submitted successfully!</p>
            <p className="text-sm">{returningToJob ? 'Redirecting back to job page...' : 'Redirecting...'}</p>
          </div>
        </Alert>
      ) : null}
      {formError ? (
        <Alert size="md" as="p">
          {formError}
        </Alert>
      ) : null}

      <Select
        label="Job"
        required
        placeholder="Select a job..."
        options={jobs.map((job) => ({ value: String(job.job_id), label: jobOptionLabel(job) }))}
        error={errors.job_id?.message}
        {...register('job_id')}
      />

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-brand-900">Candidate</legend>
        <ResumeFill onFilled={fillFromResume} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Full Name"
            required
            autoComplete="off"
            hint={fromResume('candidate_name')}
            error={errors.candidate_name?.message}
            {...register('candidate_name')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            hint={fromResume('email')}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Mobile Number"
            type="tel"
            inputMode="tel"
            required
            autoComplete="off"
            hint={fromResume('mobile_number')}
            error={errors.mobile_number?.message}
            {...register('mobile_number')}
          />
          <DuplicateWarning
            email={watch('email') ?? ''}
            phone={watch('mobile_number') ?? ''}
            samePersonAs={samePersonAs}
            onAnswer={setSamePersonAs}
          />
          <TextInput
            label="Current Location"
            required
            hint={fromResume('current_location')}
            error={errors.current_location?.message}
            {...register('current_location')}
          />
          <TextInput label="Preferred Location" error={errors.preferred_location?.message} {...register('preferred_location')} />
          <TextInput
            label="Available for Interview"
            type="date"
            error={errors.available_for_interview?.message}
            {...register('available_for_interview')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-brand-900">Experience and Compensation</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label="Current Company" error={errors.current_company?.message} {...register('current_company')} />
          <TextInput label="Notice Period" placeholder="e.g. 30 days" error={errors.notice_period?.message} {...register('notice_period')} />
          <TextInput
            label="Total Experience (years)"
            inputMode="decimal"
            hint={fromResume('years_experience')}
            error={errors.years_experience?.message}
            {...register('years_experience')}
          />
          <TextInput
            label="Relevant Experience (years)"
            inputMode="decimal"
            error={errors.relevant_experience?.message}
            {...register('relevant_experience')}
          />
          <TextInput label="Current CTC" placeholder="e.g. 6 LPA" error={errors.current_ctc?.message} {...register('current_ctc')} />
          <TextInput label="Expected CTC" placeholder="e.g. 8 LPA" error={errors.expected_ctc?.message} {...register('expected_ctc')} />
          <Select
            label="Has a preferred company?"
            placeholder="Select..."
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            error={errors.has_preferred_company?.message}
            {...register('has_preferred_company')}
          />
          {hasPreferredCompany ? (
            <TextInput label="Preferred Company" error={errors.preferred_company?.message} {...register('preferred_company')} />
          ) : null}
        </div>
        <Textarea label="Remarks" rows={3} error={errors.remarks?.message} {...register('remarks')} />
      </fieldset>

      <TextInput
        label="Resume"
        type="file"
        required
        accept={RESUME_ACCEPT}
        hint="PDF, DOC or DOCX, at most 2 MB."
        inputClassName="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
        error={errors.resume?.message}
        {...register('resume')}
      />

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {isSubmitting ? 'Submitting...' : 'Submit Candidate'}
        </Button>
      </div>
    </form>
  );
}
