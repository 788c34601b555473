import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { JOB_STATUSES, isJobClosed } from '@talentra/contract';
import { useClientDropdown } from '../../api/clients';
import { updateJob, useInvalidateStaffJobs, type StaffJob } from '../../api/jobs-staff';
import { DialogButtons } from '../../components/form-actions';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { JobFields } from './job-fields';
import { formFieldOf, JOB_FIELD_LABELS, jobFormSchema, jobRequestBody, jobToForm, type JobFormValues } from './job-form';
import { updateErrorNotice, updateSuccessNotice, UPDATE_VALIDATION, type Notice } from './job-messages';
import { NoticeBanner } from '../../components/notice-banner';
import { applyServerErrors } from '../../components/ui/server-errors';
import { ConfidentialWarning, useConfidentialCheck } from './confidential-warning';

const schema = jobFormSchema('edit');
const STATUS_OPTIONS = JOB_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

interface JobEditFormProps {
  job: StaffJob;
  onCancel: () => void;
  /** Called after a successful update with the job as the server now has it. */
  onSaved?: (job: StaffJob, notice: Notice) => void;
  /** Id prefix for the inputs (a page and a modal never collide). */
  idPrefix?: string;
}

/**
 * The job edit form (staff-portal.md §2 "Admin job edit form", §5, §8 "Job update"): one component
 * for Admin's edit modal and Bdm's /businessdashboard/formedit/:id page. The server decides
 * auto-reopen and auto-close; the form shows what it answered.
 */
export function JobEditForm({ job, onCancel, onSaved, idPrefix = 'job-edit' }: JobEditFormProps) {
  const [original, setOriginal] = useState(job);
  const [notice, setNotice] = useState<Notice | null>(null);
  const invalidate = useInvalidateStaffJobs();
  const clients = useClientDropdown();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: jobToForm(job) });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const closed = isJobClosed(original);
  const confidential = useConfidentialCheck(getValues);

  const onInvalid = (fieldErrors: FieldErrors<JobFormValues>) =>
    setNotice({
      tone: 'error',
      title: UPDATE_VALIDATION,
      lines: Object.entries(fieldErrors).map(([field, error]) => `${JOB_FIELD_LABELS[field] ?? field}: ${String(error?.message ?? '')}`),
    });

  const onSubmit = handleSubmit(async (payload) => {
    setNotice(null);
    if (!confidential.mayProceed()) return;
    const jd = getValues('jd_file')?.[0];
    try {
      const answer = await updateJob(original.job_id, jobRequestBody(payload, jd, 'jd_document_file'));
      const result = updateSuccessNotice(original, answer.data, answer.auto_action_result, answer.message);
      setOriginal(answer.data);
      reset(jobToForm(answer.data));
      setNotice(result);
      void invalidate();
      onSaved?.(answer.data, result);
    } catch (error) {
      applyServerErrors(error, setError, formFieldOf);
      setNotice(updateErrorNotice(error));
    }
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={`Edit job ${original.job_title}`}>
      <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <legend className="px-1 text-base font-semibold text-ink-900">Job Status Control</legend>
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <Checkbox
            id={`${idPrefix}-is_active`}
            label="Job is active (is_active)"
            error={errors.is_active?.message}
            {...register('is_active', {
              // closed ⇔ inactive, as the server keeps them (jobs.service "the status control")
              onChange: (event: { target: { checked: boolean } }) => {
                const status = getValues('status');
                if (!event.target.checked) setValue('status', 'closed', { shouldDirty: true });
                else if (status === 'closed') setValue('status', 'open', { shouldDirty: true });
              },
            })}
          />
          <Select
            id={`${idPrefix}-status`}
            label="Status"
            options={STATUS_OPTIONS}
            error={errors.status?.message}
            {...register('status', {
              onChange: (event: { target: { value: string } }) => setValue('is_active', event.target.value !== 'closed', { shouldDirty: true }),
            })}
          />
        </div>
        <p className="mt-3 text-sm text-ink-700">
          Filled positions: {original.filled_positions} of {original.no_of_positions}
          {closed && (original.closure_reason || original.auto_close_reason)
            ? ` · Closed: ${original.closure_reason ?? original.auto_close_reason}`
            : ''}
        </p>
      </fieldset>

      {closed ? (
        <div className="flex gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            <strong>Auto-reopen:</strong> this job is closed. Raising No. of Positions above the original {original.no_of_positions} reopens it
            automatically and puts it back on the career page.
          </p>
        </div>
      ) : null}

      <JobFields form={form} mode="edit" clients={clients.data} clientsLoading={clients.isLoading} idPrefix={idPrefix} />

      <div className="space-y-2">
        <TextInput
          id={`${idPrefix}-jd_file`}
          label="JD Document (PDF)"
          type="file"
          accept="application/pdf"
          hint="Optional. A PDF of at most 2 MB; it replaces the current JD."
          error={errors.jd_file?.message}
          {...register('jd_file')}
        />
        {original.jd_document_path ? (
          <a href={original.jd_document_path} className="text-sm font-medium text-brand-800 underline" target="_blank" rel="noopener noreferrer">
            View current JD
          </a>
        ) : null}
      </div>

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

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <DialogButtons
          busy={isSubmitting}
          label={closed ? 'Update Job (May Auto-Reopen)' : 'Update Job'}
          busyLabel="Updating..."
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
