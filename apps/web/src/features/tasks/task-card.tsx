import { CalendarClock, Clock, MapPin, Briefcase, User } from 'lucide-react';
import { NEW_TASK_WINDOW_MS, type PriorityLevel } from '@talentra/contract';
import type { TaskAssignment } from '../../api/tasks';
import { cn } from '../../lib/cn';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { RoleBadge } from '../../components/role-badge';

/** Each level styled differently (staff-portal.md §9); every pair passes AA contrast. */
const PRIORITY_STYLES: Record<PriorityLevel, string> = {
  low: 'bg-slate-100 text-slate-800 ring-slate-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  high: 'bg-orange-100 text-orange-900 ring-orange-400',
  urgent: 'bg-red-700 text-white ring-red-800',
};

const isPriority = (value: unknown): value is PriorityLevel => typeof value === 'string' && value in PRIORITY_STYLES;

/** The badge reads the level in capitals, MEDIUM when the task has none (staff-portal.md §2, §9). */
export function PriorityBadge({ level }: { level: string | null | undefined }) {
  const shown: PriorityLevel = isPriority(level) ? level : 'medium';
  return (
    <span
      data-priority={shown}
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset', PRIORITY_STYLES[shown])}
    >
      {shown.toUpperCase()}
    </span>
  );
}

/** A task created less than 30 minutes ago is NEW (staff-portal.md §9). */
export function isNewTask(createdAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now - created;
  return age >= -60_000 && age < NEW_TASK_WINDOW_MS; // a minute of clock skew still counts as new
}

/** 'Recruitment: {job title}', or 'Recruitment Task' when the task has no job (staff-portal.md §3). */
const taskTitle = (task: Pick<TaskAssignment, 'job'>) => (task.job?.job_title ? `Recruitment: ${task.job.job_title}` : 'Recruitment Task');

/** One card of 'Recently Assigned Tasks'. */
export function RecentTaskCard({ task, now = Date.now() }: { task: TaskAssignment; now?: number }) {
  const fresh = isNewTask(task.created_at, now);
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={taskTitle(task)}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold break-words text-ink-900">{taskTitle(task)}</h3>
        <div className="flex shrink-0 items-center gap-1.5">
          {fresh ? <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white">NEW</span> : null}
          <PriorityBadge level={task.priority_level} />
        </div>
      </div>

      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <User aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Assigned to: <span className="font-medium text-ink-900">{task.assigned_to}</span>
        </span>
        {task.assigned_to_role ? <RoleBadge role={task.assigned_to_role} /> : null}
      </p>

      <p className="mt-2 text-sm break-words whitespace-pre-line text-ink-900">{task.message}</p>

      <dl className="mt-3 grid gap-1 text-sm text-ink-700">
        <div className="flex items-center gap-2">
          <dt className="flex items-center">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Deadline</span>
          </dt>
          <dd>{task.deadline ? `Deadline: ${formatCalendarDate(task.deadline)}` : 'No deadline'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-4 shrink-0" />
            Job:
          </dt>
          <dd className="break-words">{task.job?.job_title ?? 'N/A'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            Location:
          </dt>
          <dd>{task.job?.job_location || 'N/A'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            Created:
          </dt>
          <dd>
            <time dateTime={task.created_at}>{formatDateTime(task.created_at)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
