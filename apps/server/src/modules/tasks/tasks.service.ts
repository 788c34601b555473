import type { z } from 'zod';
import { isJobClosed, MSG, type SessionUser, type TaskSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Dialect, Executor, Tx } from '../../db/database.js';
import { readRows } from '../../db/database.js';
import { lockNotificationCounters, shareNotificationCounter } from '../../db/locks.js';
import { Invalid, NotFound } from '../../http/errors.js';
import { fieldErrors } from '../../http/validate.js';
import { tasksRepository } from './tasks.repository.js';
import { toNotification, toTask } from './tasks.mapper.js';
import { taskAssigned } from '../../mail/templates.js';

type TaskInput = z.output<typeof TaskSchema>;
const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * The earliest deadline allowed: today's date where it is earliest on Earth (UTC-12), so an Admin
 * anywhere can pick their own "today" (api.md "Task": a date not before today).
 */
export const earliestDeadline = (now: Date) => new Date(now.getTime() - TWELVE_HOURS_MS).toISOString().slice(0, 10);

/**
 * A job deleted or restored takes its tasks' notifications out of the bell's counters, or puts them
 * back (decision 123; api.md: a deleted job is gone from every list and count, rows kept), in the
 * transaction of the delete or restore, which holds the job's row lock: a task being added to the job
 * commits first (its insert holds a key-share lock on the job) or, after, finds the job deleted. The
 * teams' counter rows are locked before counting, so a mark read running at the same time is counted
 * here or, waiting, finds its notification gone (PostgreSQL; SQLite runs one transaction at a time).
 */
export async function countJobNotifications(trx: Tx, dialect: Dialect, jobId: number, change: 'deleted' | 'restored'): Promise<void> {
  const sign = change === 'deleted' ? -1 : 1;
  await lockNotificationCounters(trx, dialect);
  const { teams, reads } = await tasksRepository.countOfJob(trx, jobId);
  for (const t of teams) await tasksRepository.addToTeam(trx, t.teamRole, sign * t.n);
  for (const r of reads) await tasksRepository.addToReads(trx, r.userId, r.teamRole, sign * r.n);
}

export function createTasksService(ctx: AppContext) {
  const now = () => ctx.clock().toISOString();

  return {
    /** `text` replaced by `by` in every task's message, inside the caller's transaction (an erasure, decision 298). */
    redact: (trx: Executor, text: string, by: string) => tasksRepository.replaceInMessages(trx, text, by),
    /**
     * The task and its team's notification are written in one transaction. `mailTeam: false` leaves
     * out the team's mails (a client's decision is its recruiter's task and mails them itself: issue 44).
     */
    async assign(actorId: number, input: TaskInput, { mailTeam = true }: { mailTeam?: boolean } = {}) {
      const errors = fieldErrors();
      // a task is its team's notification: Bdm and Hrteam only; and only on a job still open (decision 200)
      const assignee = await tasksRepository.activeTeamMember(ctx.db, input.user_id);
      if (!assignee) errors.user_id = [MSG.taskAssigneeInvalid];
      const job = input.job_id === null ? null : await tasksRepository.liveJob(ctx.db, input.job_id);
      if (input.job_id !== null && !job) errors.job_id = ['Job not found'];
      else if (job && (isJobClosed(job) || job.status !== 'open')) errors.job_id = [MSG.taskJobNotOpen];
      if (input.deadline !== null && input.deadline < earliestDeadline(ctx.clock())) errors.deadline = ['Deadline cannot be in the past'];
      const first = Object.values(errors)[0]?.[0];
      if (first || !assignee) throw new Invalid(errors, `Validation failed: ${first}`);

      return ctx.db.transaction().execute(async (trx) => {
        const at = now();
        const taskId = await tasksRepository.insertTask(trx, {
          user_id: assignee.id,
          job_id: input.job_id,
          assigned_by: actorId,
          message: input.message,
          priority_level: input.priority_level,
          deadline: input.deadline,
          status: 'pending',
          created_at: at,
        });
        // the job deleted since the check: the insert waited for the delete's lock on the job, and this
        // statement sees it (a task counted now would be a hidden notification in the bell's counters)
        if (input.job_id !== null && !(await tasksRepository.jobExists(trx, input.job_id))) {
          throw new Invalid({ job_id: ['Job not found'] }, 'Validation failed: Job not found');
        }
        await tasksRepository.insertNotification(trx, { task_id: taskId, team_role: assignee.user_role, created_at: at });
        await tasksRepository.countNotification(trx, assignee.user_role);
        const task = toTask((await tasksRepository.findTask(trx, taskId))!);
        // each member of the team hears of it, unless they turned task mails off
        for (const member of mailTeam ? await ctx.outbox.recipients(trx, assignee.user_role, 'task_assigned') : []) {
          await ctx.outbox.enqueue(
            trx,
            taskAssigned({
              to: member.username,
              team: assignee.user_role,
              message: input.message,
              priority: input.priority_level,
              deadline: input.deadline,
              jobTitle: task.job?.job_title ?? null,
              publicUrl: ctx.config.publicUrl,
            }),
          );
        }
        return task;
      });
    },

    /** Admin sees every task; Bdm and Hrteam only those assigned to their own team. */
    async list(caller: SessionUser, limit: number, offset: number) {
      const teamRole = caller.user_role === 'Admin' ? undefined : caller.user_role;
      const { rows, total } = await tasksRepository.listTasks(ctx.db, ctx.dialect, { teamRole, limit, offset });
      return { rows: rows.map(toTask), total };
    },

    /**
     * Tasks due from `from` to `to` (YYYY-MM-DD, the agency's dates) for "My day" (issue 43): Admin
     * every team's, Bdm and Hrteam their own team's, as the list. `total` counted to `countMax`.
     */
    async due(caller: SessionUser, range: { from: string; to: string }, limit: number, countMax: number) {
      const teamRole = caller.user_role === 'Admin' ? undefined : caller.user_role;
      const { rows, count } = await tasksRepository.dueBetween(ctx.db, { teamRole, ...range, limit, countMax });
      return { rows: rows.map(toTask), total: Math.min(count, countMax), more: count > countMax };
    },

    async notifications(caller: SessionUser, limit: number, offset: number) {
      // one round trip on PostgreSQL: every open dashboard polls the bell
      const [rows, figures] = await readRows(ctx.db, [
        tasksRepository.notificationsQuery(ctx.db, ctx.dialect, { teamRole: caller.user_role, userId: caller.id, limit, offset }),
        tasksRepository.notificationCountsQuery(ctx.db, caller.user_role, caller.id),
      ]);
      const counts = tasksRepository.bellFigures(figures[0]);
      return { rows: rows.map(toNotification), total: counts.total, unread: counts.unread };
    },

    /**
     * Read state is per user; another team's notification, or one of a deleted job, is simply not
     * found. Looked up under the team's counter row (countJobNotifications): a job deleted meanwhile
     * either counts this read or is seen here.
     */
    async markRead(caller: SessionUser, id: number) {
      const found = await ctx.db.transaction().execute(async (trx) => {
        await shareNotificationCounter(trx, ctx.dialect, caller.user_role);
        if (!(await tasksRepository.findNotification(trx, id, caller.user_role))) return false;
        const marked = await tasksRepository.markRead(trx, id, caller.id, now());
        await tasksRepository.countReads(trx, caller.id, caller.user_role, marked);
        return true;
      });
      if (!found) throw new NotFound('Notification not found');
      return tasksRepository.notificationCounts(ctx.db, caller.user_role, caller.id);
    },

    /** Every notification shown (none of a deleted job), under the team's counter row as markRead. */
    async markAllRead(caller: SessionUser) {
      const marked = await ctx.db.transaction().execute(async (trx) => {
        await shareNotificationCounter(trx, ctx.dialect, caller.user_role);
        const n = await tasksRepository.markAllRead(trx, caller.user_role, caller.id, now());
        await tasksRepository.countReads(trx, caller.id, caller.user_role, n);
        return n;
      });
      return { marked, ...(await tasksRepository.notificationCounts(ctx.db, caller.user_role, caller.id)) };
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
