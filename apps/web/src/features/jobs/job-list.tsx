import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Columns3, Download, Pencil, RotateCcw, Trash2, XCircle } from 'lucide-react';
import { apiUrl } from '../../api/api-client';
import { CloseSchema, JOB_STATUSES, type JobStatus, isJobClosed } from '@talentra/contract';
import {
  closeJob,
  deleteJob,
  reopenJob,
  restoreJob,
  updateJob,
  useInvalidateStaffJobs,
  useJobCandidateCount,
  useJobCounts,
  useStaffJobs,
  type StaffJob,
} from '../../api/jobs-staff';
import { Button, buttonClasses } from '../../components/button';
import { DialogButtons, FormActions } from '../../components/form-actions';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { cn } from '../../lib/cn';
import { JobEditForm } from './job-edit-form';
import {
  closeErrorMessage,
  DELETE_CONFIRM,
  hiddenCandidatesWarning,
  deleteErrorMessage,
  isNetworkFailure,
  LOAD_JOBS_FAILED,
  MISSING_JOB_ID,
  REOPEN_CONFIRM,
  REOPEN_FAILED,
  type Notice,
} from './job-messages';
import { NoticeBanner } from '../../components/notice-banner';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { SearchForm } from '../../components/ui/search-form';
import { usePagedSearch } from '../../hooks/use-paged-search';

const JOBS_PER_PAGE = 10;
const jobIdOf = (job: Partial<Pick<StaffJob, 'job_id' | 'id'>>) => job.job_id ?? job.id ?? null;

type Dialog = { kind: 'edit' | 'close' | 'reopen' | 'delete' | 'restore'; job: StaffJob } | null;
/** The status filter's extra choice for Admin: the deleted jobs, each with Restore. */
const DELETED = 'deleted';

interface JobListProps {
  /** Delete is Admin's alone (api.md: DELETE /recruitments/{id} is Admin only). */
  canDelete: boolean;
  /** Bdm edits on its own page (/businessdashboard/formedit/:id); without it, edit opens a modal. */
  editHref?: (jobId: number) => string;
}

/**
 * The staff job list (staff-portal.md §2 "Admin All Job List", §4 "Job", §8): counts, a searchable
 * paginated table and the row actions edit, Close, Reopen (closed jobs only) and Delete.
 */
export function JobList({ canDelete, editHref }: JobListProps) {
  const { page, setPage, q, search } = usePagedSearch();
  const [status, setStatus] = useState<JobStatus | typeof DELETED | ''>('');
  const showingDeleted = status === DELETED;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const jobs = useStaffJobs({ page, per_page: JOBS_PER_PAGE, q, status: showingDeleted ? '' : status, deleted: showingDeleted });
  const counts = useJobCounts();

  const total = jobs.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PER_PAGE));

  function open(kind: NonNullable<Dialog>['kind'], job: StaffJob) {
    if (jobIdOf(job) === null) {
      setNotice({ tone: 'error', title: MISSING_JOB_ID });
      return;
    }
    setNotice(null);
    setDialog({ kind, job });
  }

  const finish = (result: Notice) => {
    setDialog(null);
    setNotice(result);
  };

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl" aria-busy={counts.isLoading}>
        {(
          [
            ['Active', counts.data?.active, 'text-success-700'],
            ['Closed', counts.data?.closed, 'text-danger-600'],
            ['Total', counts.data?.total, 'text-brand-800'],
          ] as const
        ).map(([label, value, tone]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-ink-700">{label}</dt>
            <dd className={cn('mt-1 text-2xl font-bold', tone)}>{value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <SearchForm
        id="job-search"
        label="Search jobs"
        placeholder="Title, skills, location or client"
        value={q}
        onSearch={search}
        after={
          showingDeleted ? null : (
            // the list as filtered now, every page, as a CSV file (issue 15)
            <a
              href={apiUrl('/recruitments/export', { q: q || undefined, status: status || undefined })}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          )
        }
      >
        <Select
          id="job-status-filter"
          label="Status"
          placeholder="All statuses"
          options={[
            ...JOB_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
            ...(canDelete ? [{ value: DELETED, label: 'Deleted' }] : []),
          ]}
          value={status}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value as JobStatus | typeof DELETED | '');
          }}
        />
      </SearchForm>

      <NoticeBanner notice={notice} />

      <DataTable
        caption={`Jobs, page ${page} of ${pages}`}
        columns={jobColumns({ canDelete, deleted: showingDeleted, editHref, onAction: open })}
        rows={jobs.data?.jobs ?? []}
        rowKey={(job) => job.job_id}
        rowClassName="align-top"
        loading={jobs.isLoading && 'Loading jobs...'}
        error={jobs.isError && LOAD_JOBS_FAILED}
        onRetry={() => void jobs.refetch()}
        empty="No jobs found"
        emptyDescription={q || status ? 'Try another search or status.' : undefined}
        footer={pages > 1 ? <Pager label="Job list pages" page={page} pages={pages} onPage={setPage} /> : null}
      />

      {dialog?.kind === 'edit' ? (
        <Modal open onOpenChange={(o) => !o && setDialog(null)} title="Edit Job" description={dialog.job.job_title} size="xl" maxHeight="90vh">
          <JobEditForm job={dialog.job} idPrefix="job-edit-modal" onCancel={() => setDialog(null)} />
        </Modal>
      ) : null}
      {dialog?.kind === 'close' ? <CloseJobDialog job={dialog.job} onCancel={() => setDialog(null)} onDone={finish} /> : null}
      {dialog?.kind === 'reopen' ? <ReopenJobDialog job={dialog.job} onCancel={() => setDialog(null)} onDone={finish} /> : null}
      {dialog?.kind === 'delete' ? <DeleteJobDialog job={dialog.job} onCancel={() => setDialog(null)} onDone={finish} /> : null}
      {dialog?.kind === 'restore' ? <RestoreJobDialog job={dialog.job} onCancel={() => setDialog(null)} onDone={finish} /> : null}
    </div>
  );
}

function StatusBadge({ job }: { job: StaffJob }) {
  const closed = isJobClosed(job);
  const label = closed ? 'Closed' : job.status === 'paused' ? 'Paused' : 'Open';
  const tone = closed ? 'bg-red-100 text-red-900' : job.status === 'paused' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900';
  const reason = closed ? (job.closure_reason ?? job.auto_close_reason) : null;
  return (
    <div>
      <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>
      {reason ? <p className="mt-1 max-w-48 text-xs text-ink-700">{reason}</p> : null}
    </div>
  );
}

interface JobActionsProps {
  canDelete: boolean;
  /** The Deleted list: Restore is a row's one action. */
  deleted: boolean;
  editHref: JobListProps['editHref'];
  onAction: (kind: NonNullable<Dialog>['kind'], job: StaffJob) => void;
}

/** The table's columns; a row is named by its job title (a row header). */
function jobColumns(actions: JobActionsProps): DataColumn<StaffJob>[] {
  return [
    { key: 'title', header: 'Job Title', cell: (job) => job.job_title, rowHeader: true, className: 'px-4 py-3 font-semibold text-ink-900' },
    { key: 'client', header: 'Client', cell: (job) => job.client_name ?? '–', className: 'px-4 py-3 text-ink-700' },
    { key: 'location', header: 'Location', cell: (job) => job.job_location, className: 'px-4 py-3 text-ink-700' },
    {
      key: 'positions',
      header: 'Positions (filled/total)',
      cell: (job) => `${job.filled_positions}/${job.no_of_positions}`,
      className: 'px-4 py-3 text-ink-700',
    },
    { key: 'status', header: 'Status', cell: (job) => <StatusBadge job={job} />, className: 'px-4 py-3' },
    // the menu stays in view at the right edge when the table scrolls sideways (a phone, issue 43)
    { key: 'actions', header: 'Actions', cell: (job) => <JobActions job={job} {...actions} />, className: 'px-4 py-3', sticky: true },
  ];
}

const menuItemClasses =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink-900 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * A row's actions in one menu button (issue 43: four stacked buttons made each row tall and hid the
 * actions in a sideways scroll on a phone): Edit, Pipeline, Close or Reopen, Delete (Admin). The menu
 * is Radix's (a button with aria-haspopup, arrow keys between items, Escape closes and returns focus).
 */
function JobActions({ job, canDelete, deleted, editHref, onAction }: JobActionsProps & { job: StaffJob }) {
  const closed = isJobClosed(job);
  const id = jobIdOf(job);
  if (deleted)
    return (
      <Button variant="secondary" size="sm" aria-label={`Restore ${job.job_title}`} onClick={() => onAction('restore', job)}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Restore
      </Button>
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'gap-1')} aria-label={`Actions for ${job.job_title}`}>
        Actions
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-40 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {editHref && id !== null ? (
            <DropdownMenu.Item asChild>
              <Link to={editHref(id)} className={menuItemClasses}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={menuItemClasses} onSelect={() => onAction('edit', job)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </DropdownMenu.Item>
          )}
          {id !== null ? (
            <DropdownMenu.Item asChild>
              <Link to={`/jobs/${id}/pipeline`} className={menuItemClasses}>
                <Columns3 aria-hidden="true" className="size-4" />
                Pipeline
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {closed ? (
            <DropdownMenu.Item className={menuItemClasses} onSelect={() => onAction('reopen', job)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reopen
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={menuItemClasses} onSelect={() => onAction('close', job)}>
              <XCircle aria-hidden="true" className="size-4" />
              Close
            </DropdownMenu.Item>
          )}
          {canDelete ? (
            <DropdownMenu.Item
              className={cn(menuItemClasses, 'text-danger-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-danger-600')}
              onSelect={() => onAction('delete', job)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface ActionDialogProps {
  job: StaffJob;
  onCancel: () => void;
  onDone: (notice: Notice) => void;
}

/** Close asks for a reason (required by the server) and posts a closure; the list refreshes. */
function CloseJobDialog({ job, onCancel, onDone }: ActionDialogProps) {
  const invalidate = useInvalidateStaffJobs();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CloseSchema), defaultValues: { reason: '', candidate_ids: [] } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      const answer = await closeJob(jobIdOf(job)!, reason);
      await invalidate();
      onDone({
        tone: 'success',
        title: answer.message ?? 'Job closed successfully.',
        lines: [`${job.job_title} is closed and no longer on the career page.`],
      });
    } catch (e) {
      setError(closeErrorMessage(e));
    }
  });

  return (
    <Modal open onOpenChange={(o) => !o && onCancel()} title="Close Job" description={job.job_title} size="sm">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error ? <NoticeBanner notice={{ tone: 'error', title: error }} /> : null}
        <Textarea id="close-reason" label="Reason for closing" required rows={3} error={errors.reason?.message} {...register('reason')} />
        <FormActions danger busy={isSubmitting} label="Close Job" busyLabel="Closing..." onCancel={onCancel} />
      </form>
    </Modal>
  );
}

/**
 * A yes/no dialog for one job action (reopen, delete, restore): the question, the job, what it
 * will do; `act` runs the action and answers the notice for the list, or throws a message to show.
 */
function ConfirmJobDialog({
  job,
  title,
  question,
  confirmLabel,
  busyLabel,
  danger = false,
  act,
  onCancel,
  onDone,
  children,
}: ActionDialogProps & {
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  act: () => Promise<Notice>;
  children?: ReactNode;
}) {
  const invalidate = useInvalidateStaffJobs();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const notice = await act();
      await invalidate();
      onDone(notice);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onCancel()}
      title={title}
      size="sm"
      footer={
        <DialogButtons danger={danger} busy={busy} label={confirmLabel} busyLabel={busyLabel} onCancel={onCancel} onConfirm={() => void confirm()} />
      }
    >
      <div className="space-y-3">
        {error ? <NoticeBanner notice={{ tone: 'error', title: error }} /> : null}
        <p className="text-ink-900">{question}</p>
        <p className="text-sm text-ink-700">{job.job_title}</p>
        {children}
      </div>
    </Modal>
  );
}

/**
 * Reopen: the reopen endpoint first; if that request gets no answer, an update with one more
 * position, active, open and the auto-close fields cleared (staff-portal.md §4 "Job").
 */
function ReopenJobDialog(props: ActionDialogProps) {
  const { job } = props;
  const id = jobIdOf(job)!;
  async function reopen(): Promise<Notice> {
    try {
      const answer = await reopenJob(id, 'Reopened from the job list');
      return {
        tone: 'success',
        title: answer.message ?? 'Job reopened successfully.',
        lines: [answer.career_page_visible ? 'The job is visible on the career page.' : 'The job is not visible on the career page.'],
      };
    } catch (e) {
      if (!isNetworkFailure(e)) throw new Error(REOPEN_FAILED);
    }
    try {
      await updateJob(id, {
        no_of_positions: job.no_of_positions + 1,
        is_active: true,
        status: 'open',
        auto_close_reason: null,
        auto_closed_at: null,
      });
      return { tone: 'success', title: 'Job reopened successfully.' };
    } catch {
      throw new Error(REOPEN_FAILED);
    }
  }
  return <ConfirmJobDialog {...props} title="Reopen Job" question={REOPEN_CONFIRM} confirmLabel="Reopen Job" busyLabel="Reopening..." act={reopen} />;
}

/** Delete (Admin): a soft delete on the server; the job leaves every list, its candidates with it. */
function DeleteJobDialog(props: ActionDialogProps) {
  const id = jobIdOf(props.job)!;
  const candidateCount = useJobCandidateCount(id);
  async function remove(): Promise<Notice> {
    try {
      const answer = await deleteJob(id);
      return { tone: 'success', title: answer.message ?? 'Job deleted successfully.' };
    } catch (e) {
      throw new Error(deleteErrorMessage(e));
    }
  }
  return (
    <ConfirmJobDialog {...props} title="Delete Job" question={DELETE_CONFIRM} confirmLabel="Delete Job" busyLabel="Deleting..." danger act={remove}>
      <p className="text-sm text-ink-900" aria-live="polite">
        {candidateCount.data === undefined ? 'Counting its candidates…' : hiddenCandidatesWarning(candidateCount.data)}
      </p>
    </ConfirmJobDialog>
  );
}

/** Restore (Admin): undoes a soft delete; the job and its candidates are back in every list. */
function RestoreJobDialog(props: ActionDialogProps) {
  async function restore(): Promise<Notice> {
    try {
      const answer = await restoreJob(jobIdOf(props.job)!);
      return { tone: 'success', title: answer.message ?? 'Job restored.' };
    } catch (e) {
      throw new Error(e instanceof Error ? `Failed to restore job: ${e.message}` : 'An error occurred while restoring the job');
    }
  }
  return (
    <ConfirmJobDialog
      {...props}
      title="Restore Job"
      question="Restore this job? It returns to every list with its candidates, in the state it was deleted in."
      confirmLabel="Restore Job"
      busyLabel="Restoring..."
      act={restore}
    />
  );
}
