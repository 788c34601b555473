import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import type { z } from 'zod';
import { RefreshCw } from 'lucide-react';
import { PRIORITY_LEVELS, ROLE_LABELS, TASK_ASSIGNEE_ROLES, TaskSchema, type PriorityLevel } from '@talentra/contract';
import { useJobPostings, useRecentTasks, useAssignTask, type JobPosting } from '../../api/tasks';
import { useStaffUsers, type StaffUser } from '../../api/users';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { TextInput } from '../../components/text-input';
import { Textarea } from '../../components/textarea';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDate, localToday } from '../../lib/dates';
import { RoleBadge } from '../../components/role-badge';
import { RecentTaskCard } from './task-card';
import { TimedBanner, useTimedBanner } from '../../components/timed-banner';
import { Alert } from '../../components/ui/alert';
import { applyServerErrors } from '../../components/ui/server-errors';

/** The form holds what the controls hold: text. The contract's TaskSchema turns it into the request. */
interface TaskFormValues {
  job_id: string;
  user_id: string;
  message: string;
  priority_level: PriorityLevel;
  deadline: string;
}
type TaskOutput = z.output<typeof TaskSchema>;

const EMPTY_FORM: TaskFormValues = { job_id: '', user_id: '', message: '', priority_level: 'medium', deadline: '' };

/** The server allows a task without a job; this screen marks the job posting as required (staff-portal.md §5). */
const AssignmentSchema = TaskSchema.refine((task) => task.job_id !== null, { path: ['job_id'], message: 'Please choose a job posting' });
const resolver = formResolver<TaskFormValues, TaskOutput>(AssignmentSchema);

const FIELDS = ['job_id', 'user_id', 'message', 'priority_level', 'deadline'] as const;

export const SUCCESS_TEXT = 'Recruitment task assigned successfully!';
export const FAILURE_TEXT = 'Error assigning task. Please try again.';

const PRIORITY_OPTIONS = PRIORITY_LEVELS.map((level) => ({ value: level, label: level[0]!.toUpperCase() + level.slice(1) }));

/** 'Handle recruitment for {job title} position at {client name or Client}. Required skills: {skills}' (staff-portal.md §4). */
export function describeJob(job: Pick<JobPosting, 'job_title' | 'client_name' | 'skills_required'>): string {
  return `Handle recruitment for ${job.job_title} position at ${job.client_name || 'Client'}. Required skills: ${job.skills_required ?? ''}`;
}

const jobLabel = (job: JobPosting) => `${job.job_title} - ${job.client_name || 'Client'}${job.job_location ? ` (${job.job_location})` : ''}`;
const memberLabel = (user: StaffUser) => `${user.username} (${ROLE_LABELS[user.user_role] ?? user.user_role})`;

/** /admindashboard/task-assign (staff-portal.md §2 "Admin task assignment", §4, §5, §8, §9). */
export default function TaskAssignPage() {
  usePageTitle('Assign Recruitment Task', 'Assign recruitment tasks to team members.');
  const jobs = useJobPostings();
  const users = useStaffUsers();
  const assign = useAssignTask();
  const { banner, show } = useTimedBanner();

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues, unknown, TaskOutput>({ resolver, defaultValues: EMPTY_FORM });

  // a task is its team's notification: active Bdm and Hrteam members only (the server refuses others)
  const activeMembers = useMemo(
    () => (users.data ?? []).filter((user) => user.is_active && (TASK_ASSIGNEE_ROLES as readonly string[]).includes(user.user_role)),
    [users.data],
  );
  const memberId = watch('user_id');
  const member = activeMembers.find((user) => String(user.id) === memberId);
  const busy = isSubmitting || assign.isPending;

  const onSubmit = handleSubmit(async (task) => {
    try {
      await assign.mutateAsync(task);
      reset(EMPTY_FORM);
      show({ kind: 'success', text: SUCCESS_TEXT });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      show({ kind: 'error', text: FAILURE_TEXT });
    }
  });

  const jobField = register('job_id', {
    onChange: (event: { target: { value: string } }) => {
      const job = jobs.data?.find((j) => String(j.job_id) === event.target.value);
      // the description is filled in from the job, and stays editable
      if (job) {
        setValue('message', describeJob(job), { shouldDirty: true });
        clearErrors('message');
      }
    },
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Assign Recruitment Task to Team Member</h1>

      <div aria-live="polite">
        <TimedBanner banner={banner} />
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          aria-label="Assign a task"
        >
          <Select
            label="Select Job Posting"
            required
            placeholder="Choose a job posting..."
            options={(jobs.data ?? []).map((job) => ({ value: String(job.job_id), label: jobLabel(job) }))}
            hint={jobs.isPending ? 'Loading job postings...' : jobs.isError ? 'Job postings could not be loaded.' : undefined}
            error={errors.job_id?.message}
            {...jobField}
          />

          <Select
            label="Select Team Member"
            required
            placeholder="Choose a team member..."
            options={activeMembers.map((user) => ({ value: String(user.id), label: memberLabel(user) }))}
            hint={users.isPending ? 'Loading team members...' : users.isError ? 'Team members could not be loaded.' : undefined}
            error={errors.user_id?.message}
            {...register('user_id')}
          />

          {member ? <MemberCard member={member} /> : null}

          <Textarea
            label="Task Description"
            required
            rows={5}
            placeholder="Task description auto-fills when you select a job posting (you can edit it)."
            error={errors.message?.message}
            {...register('message')}
          />

          <div className="grid gap-5 sm:grid-cols-2">
            <Select label="Priority Level" options={PRIORITY_OPTIONS} error={errors.priority_level?.message} {...register('priority_level')} />
            <TextInput label="Deadline" type="date" min={localToday()} error={errors.deadline?.message} {...register('deadline')} />
          </div>

          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy || !memberId}>
              {busy ? 'Assigning Task...' : 'Assign Recruitment Task'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => reset(EMPTY_FORM)}>
              Clear Form
            </Button>
          </div>
        </form>

        <RecentTasksPanel />
      </div>
    </div>
  );
}

/** The chosen member: name, role badge and 'Member Since' (N/A when unknown). */
function MemberCard({ member }: { member: StaffUser }) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
      aria-label="Selected team member"
      role="group"
    >
      <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
        {member.username.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink-900">{member.username}</p>
        <p className="text-sm text-ink-700">Member Since: {formatDate(member.created_at)}</p>
      </div>
      <RoleBadge role={member.user_role} />
    </div>
  );
}

/** 'Recently Assigned Tasks': the 10 newest, newest first, scrolling after 600px (staff-portal.md §9). */
function RecentTasksPanel() {
  const tasks = useRecentTasks();
  const refreshing = tasks.isFetching && !tasks.isPending;
  const now = Date.now();
  return (
    <section aria-labelledby="recent-tasks-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="recent-tasks-heading" className="text-lg font-semibold text-brand-900">
          Recently Assigned Tasks
        </h2>
        <Button variant="secondary" size="sm" disabled={tasks.isFetching} onClick={() => void tasks.refetch()}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {tasks.isPending ? (
        <Spinner label="Loading tasks..." className="justify-center py-10" />
      ) : tasks.isError ? (
        <Alert as="p">{tasks.error.message}</Alert>
      ) : tasks.data.length === 0 ? (
        <EmptyState title="No recruitment tasks assigned yet" />
      ) : (
        <ul className="max-h-[600px] space-y-3 overflow-y-auto pr-1" aria-label="Recently assigned tasks" tabIndex={0}>
          {tasks.data.map((task) => (
            <li key={task.task_assign_id}>
              <RecentTaskCard task={task} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
