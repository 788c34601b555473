import {
  DEFAULT_STALL_DAYS,
  MY_DAY_COUNT_MAX,
  MY_DAY_LIMIT,
  MY_DAY_OVERDUE_DAYS,
  STALL_STAGES,
  endOfZonedDay,
  startOfZonedDay,
  zonedDate,
  type DueTask,
  type MyDay,
  type SessionUser,
  type StalledCandidate,
  type StallDays,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { InterviewsService } from '../interviews/interviews.service.js';
import type { TasksService } from '../tasks/tasks.service.js';
import { myDayRepository } from './my-day.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * "My day" on the Admin and Hrteam dashboards (issue 43): today's interviews (today in the agency's
 * time zone), the candidates stalled longer than their stage's days (decision 236; Admin sets the
 * days) and the tasks due (decision 237). Each list at most MY_DAY_LIMIT, with its count.
 */
export function createMyDayService(ctx: AppContext, deps: { interviews: InterviewsService; tasks: TasksService }) {
  async function stallDays(): Promise<StallDays> {
    const days: StallDays = { ...DEFAULT_STALL_DAYS };
    for (const r of await myDayRepository.stallDays(ctx.db)) if (r.stage in days) days[r.stage as keyof StallDays] = r.days;
    return days;
  }

  /** The stalled applications of open jobs, stalled longest (past their stage's days) first. */
  async function stalled(now: Date) {
    const days = await stallDays();
    const perStage = await Promise.all(
      STALL_STAGES.map(async (stage) => {
        const cutoff = new Date(now.getTime() - days[stage] * DAY_MS).toISOString();
        const { rows, count } = await myDayRepository.stalledIn(ctx.db, stage, cutoff, MY_DAY_LIMIT, MY_DAY_COUNT_MAX);
        return {
          count,
          rows: rows.map((r): StalledCandidate => ({
            ...r,
            stage,
            days: Math.floor((now.getTime() - Date.parse(r.entered_at)) / DAY_MS),
            limit_days: days[stage],
          })),
        };
      }),
    );
    const over = (c: StalledCandidate) => c.days - c.limit_days;
    const rows = perStage
      .flatMap((s) => s.rows)
      .sort((a, b) => over(b) - over(a) || a.entered_at.localeCompare(b.entered_at) || a.candidate_id - b.candidate_id)
      .slice(0, MY_DAY_LIMIT);
    const count = perStage.reduce((n, s) => n + s.count, 0);
    return { rows, total: Math.min(count, MY_DAY_COUNT_MAX), more: count > MY_DAY_COUNT_MAX };
  }

  return {
    stallDays,

    async setStallDays(input: StallDays): Promise<StallDays> {
      await ctx.db.transaction().execute((trx) => myDayRepository.setStallDays(trx, input));
      return stallDays();
    },

    async today(caller: SessionUser): Promise<MyDay> {
      const now = ctx.clock();
      const zone = ctx.config.timeZone;
      const date = zonedDate(now, zone);
      const [interviews, stalledNow, tasks] = await Promise.all([
        deps.interviews.list({ from: startOfZonedDay(date, zone), to: endOfZonedDay(date, zone) }),
        stalled(now),
        deps.tasks.due(caller, { from: dayBefore(date, MY_DAY_OVERDUE_DAYS), to: date }, MY_DAY_LIMIT, MY_DAY_COUNT_MAX),
      ]);
      return {
        date,
        time_zone: zone,
        interviews: { rows: interviews.interviews.slice(0, MY_DAY_LIMIT), total: interviews.interviews.length },
        stalled: stalledNow,
        tasks: {
          rows: tasks.rows.map((t): DueTask => ({
            id: t.id,
            message: t.message,
            priority_level: t.priority_level,
            deadline: t.deadline ?? date,
            overdue: (t.deadline ?? date) < date,
            assigned_to: t.assigned_to,
            job: t.job ? { job_id: t.job.job_id, job_title: t.job.job_title } : null,
          })),
          total: tasks.total,
          more: tasks.more,
        },
      };
    },
  };
}
export type MyDayService = ReturnType<typeof createMyDayService>;
