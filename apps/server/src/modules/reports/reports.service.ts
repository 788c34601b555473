import {
  FUNNEL_STEPS,
  FUNNEL_STEP_LABELS,
  REPORT_DEFAULT_DAYS,
  REPORT_FUNNEL_TOP_JOBS,
  REPORT_MAX_DAYS,
  REPORT_OVERDUE_DAYS,
  REPORT_SOURCES,
  REPORT_SOURCE_LABELS,
  STAGES,
  PIPELINE_STAGE_LABELS,
  startOfZonedDay,
  endOfZonedDay,
  zonedDate,
  type ClientsReport,
  type FunnelReport,
  type RecruitersReport,
  type ReportFilters,
  type ReportQuery,
  type Role,
  type SourcesReport,
  type TimeReport,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { Invalid } from '../../http/errors.js';
import { activityCounts } from './activity.repository.js';
import { bucketDays, durationBucket } from '../../db/report-stage-times.js';
import { hasJobFilter, reportsRepository, type ReportScope, type StageCountRow } from './reports.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who asks: Bdm reads their own clients only, Hrteam the recruiter figures of their own work (decision 281). */
export interface ReportViewer {
  id: number;
  role: Role;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (fromIso: string, toIso: string) => (Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS;
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The median (the mean of the two middle values of an even count) and the 90th percentile by nearest
 * rank, in days to one decimal (decision 283), of `total` values whose `at(i)` is the i-th smallest.
 */
function medianAndP90Of(total: number, at: (i: number) => number): { median: number | null; p90: number | null } {
  if (total === 0) return { median: null, p90: null };
  const mid = Math.floor(total / 2);
  const median = total % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
  return { median: round1(median), p90: round1(at(Math.ceil(0.9 * total) - 1)) };
}

/** `medianAndP90Of` durations in days. */
export function medianAndP90(values: number[]) {
  const v = [...values].sort((a, b) => a - b);
  return medianAndP90Of(v.length, (i) => v[i]!);
}

/**
 * `medianAndP90Of` durations kept as buckets (decision 302): each bucket's count of its lower bound,
 * in days. Buckets below 0 (no entry to the stage) are not durations.
 */
export function bucketedMedianAndP90(buckets: Iterable<[bucket: number, count: number]>) {
  const sorted = [...buckets].filter(([b, c]) => b >= 0 && c > 0).sort((a, b) => a[0] - b[0]);
  return medianAndP90Of(
    sorted.reduce((a, [, c]) => a + c, 0),
    (i) => {
      let seen = 0;
      for (const [b, c] of sorted) if (i < (seen += c)) return bucketDays(b);
      return bucketDays(sorted.at(-1)![0]);
    },
  );
}

/** Rows grouped by a key, in one pass (Node 20 has no Map.groupBy). */
function groupRows<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const group = groups.get(k);
    if (group) group.push(r);
    else groups.set(k, [r]);
  }
  return groups;
}

/** A stage's first completions and its durations' buckets, from the kept counts' rows of one stage. */
function stageFigures(rows: StageCountRow[]) {
  const buckets = new Map<number, number>();
  let completed = 0;
  let hired = 0;
  for (const r of rows) {
    completed += r.completed;
    hired += r.hired;
    if (r.bucket >= 0) buckets.set(r.bucket, (buckets.get(r.bucket) ?? 0) + r.completed);
  }
  const timed = [...buckets.values()].reduce((a, c) => a + c, 0);
  return { completed, hired, timed, ...bucketedMedianAndP90(buckets) };
}

export function createReportsService(ctx: AppContext) {
  const zone = ctx.config.timeZone;

  /** The range of the query in the agency's days (default: the last 90 days to today), and the caller's scope. */
  function scopeOf(q: ReportQuery, viewer: ReportViewer) {
    const today = zonedDate(ctx.clock(), zone);
    const to = q.to ?? (q.from && addDays(q.from, REPORT_DEFAULT_DAYS - 1) < today ? addDays(q.from, REPORT_DEFAULT_DAYS - 1) : today);
    const from = q.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
    if (from > to) throw Invalid.field('to', 'Must be on or after the start date');
    if (daysBetween(`${from}T00:00:00Z`, `${to}T00:00:00Z`) >= REPORT_MAX_DAYS)
      throw Invalid.field('from', `A report covers at most ${REPORT_MAX_DAYS} days`);
    const scope: ReportScope = {
      fromIso: startOfZonedDay(from, zone),
      toIso: endOfZonedDay(to, zone),
      clientId: q.client_id,
      jobId: q.job_id,
      recruiterId: q.recruiter_id,
    };
    if (viewer.role === 'Bdm') scope.ownerUserId = viewer.id;
    return { scope, range: { from, to, time_zone: zone }, page: q.page, perPage: q.per_page };
  }

  /**
   * Time in stage with the recruiter filter, read live (decision 305) from the stage completions of the
   * applications that person moved in the range, as the kept counts' rows: each stage's first completion
   * in the range, from entering it (the application, or the stage before completed), in buckets.
   */
  async function liveStageCounts(scope: ReportScope): Promise<StageCountRow[]> {
    const completions = await reportsRepository.stageCompletions(ctx.db, scope);
    const byCandidate = new Map<number, { applied: string; done: Map<string, string> }>();
    for (const c of completions) {
      if (!c.stage) continue;
      const entry = byCandidate.get(c.candidate_id) ?? { applied: c.applied_at, done: new Map<string, string>() };
      entry.done.set(c.stage, c.completed_at);
      byCandidate.set(c.candidate_id, entry);
    }
    const rows: StageCountRow[] = [];
    for (const { applied, done } of byCandidate.values()) {
      STAGES.forEach((stage, i) => {
        const at = done.get(stage);
        if (!at || at < scope.fromIso || at >= scope.toIso) return;
        const entered = i === 0 ? applied : done.get(STAGES[i - 1]!);
        const seconds = entered ? Math.round((Date.parse(at) - Date.parse(entered)) / 1000) : -1;
        rows.push({ stage, bucket: seconds < 0 ? -1 : durationBucket(seconds), client_id: 0, completed: 1, hired: 0 });
      });
    }
    return rows;
  }

  return {
    async funnel(q: ReportQuery, viewer: ReportViewer): Promise<FunnelReport> {
      const { scope, range } = scopeOf(q, viewer);
      type Counts = Record<(typeof FUNNEL_STEPS)[number], number>;
      // the kept counts (decision 305): the totals, and the top jobs when the scope names some jobs;
      // the recruiter filter reads live, from that person's own stage moves
      let totals: Counts;
      let jobs: Awaited<ReturnType<typeof reportsRepository.funnelLive>>;
      const needFilter = scope.recruiterId === undefined && !hasJobFilter(scope);
      if (scope.recruiterId !== undefined) {
        const rows = await reportsRepository.funnelLive(ctx.db, scope);
        totals = Object.fromEntries(FUNNEL_STEPS.map((s) => [s, rows.reduce((a, r) => a + r[s], 0)])) as Counts;
        jobs = rows
          .sort((a, b) => b.applications - a.applications || a.job_title.localeCompare(b.job_title) || a.job_id - b.job_id)
          .slice(0, REPORT_FUNNEL_TOP_JOBS);
      } else {
        [totals, jobs] = await Promise.all([
          reportsRepository.funnelTotals(ctx.db, scope),
          needFilter ? Promise.resolve([]) : reportsRepository.funnelTopJobs(ctx.db, scope, REPORT_FUNNEL_TOP_JOBS),
        ]);
      }
      return {
        range,
        steps: FUNNEL_STEPS.map((step, i) => {
          const before = i === 0 ? 0 : totals[FUNNEL_STEPS[i - 1]!];
          return { step, label: FUNNEL_STEP_LABELS[step], count: totals[step], conversion: i === 0 || before === 0 ? null : totals[step] / before };
        }),
        jobs: jobs.map((r) => ({
          job_id: r.job_id,
          job_title: r.job_title,
          client_name: r.client_name,
          counts: Object.fromEntries(FUNNEL_STEPS.map((s) => [s, r[s]])) as Counts,
        })),
        jobs_need_filter: needFilter,
      };
    },

    async time(q: ReportQuery, viewer: ReportViewer): Promise<TimeReport> {
      const { scope, range, page, perPage } = scopeOf(q, viewer);
      const [stageRows, filled, overdue] = await Promise.all([
        scope.recruiterId === undefined ? reportsRepository.stageCounts(ctx.db, scope) : liveStageCounts(scope),
        reportsRepository.filledJobs(ctx.db, scope),
        reportsRepository.overdueJobs(ctx.db, scope, new Date(ctx.clock().getTime() - REPORT_OVERDUE_DAYS * DAY_MS).toISOString(), page, perPage),
      ]);
      const byStage = groupRows(stageRows, (r) => r.stage);
      const fill = filled.map((j) => ({ ...j, days: round1(daysBetween(j.created_at, j.filled_at)) }));
      const fillStats = medianAndP90(filled.map((j) => daysBetween(j.created_at, j.filled_at)));
      const now = ctx.clock().getTime();
      return {
        range,
        time_to_fill: { filled_jobs: fill.length, median_days: fillStats.median, p90_days: fillStats.p90, jobs: fill },
        stages: STAGES.map((stage) => {
          const f = stageFigures(byStage.get(stage) ?? []);
          return { stage, label: PIPELINE_STAGE_LABELS[stage], completed: f.timed, median_days: f.median, p90_days: f.p90 };
        }),
        overdue_after_days: REPORT_OVERDUE_DAYS,
        overdue_page: { page, per_page: perPage, total: overdue.total },
        overdue: overdue.rows.map((j) => ({ ...j, days_open: Math.floor((now - Date.parse(j.created_at)) / DAY_MS) })),
      };
    },

    async sources(q: ReportQuery, viewer: ReportViewer): Promise<SourcesReport> {
      const { scope, range } = scopeOf(q, viewer);
      // the kept counts (decision 305); the recruiter filter reads live, from that person's own stage moves
      const rows =
        scope.recruiterId === undefined ? await reportsRepository.sources(ctx.db, scope) : await reportsRepository.sourcesLive(ctx.db, scope);
      const sources = REPORT_SOURCES.map((source) => {
        const mine = rows.filter((r) => r.source === source);
        const sum = (k: 'applications' | 'interviews' | 'hires') => mine.reduce((a, r) => a + r[k], 0);
        return { source, label: REPORT_SOURCE_LABELS[source], applications: sum('applications'), interviews: sum('interviews'), hires: sum('hires') };
      });
      const referrers = rows
        .filter((r) => r.source === 'referral' && r.referrer_id !== null)
        .map((r) => ({
          candidate_id: r.referrer_id!,
          name: r.referrer_name ?? '',
          applications: r.applications,
          interviews: r.interviews,
          hires: r.hires,
        }))
        .sort((a, b) => b.applications - a.applications || a.name.localeCompare(b.name) || a.candidate_id - b.candidate_id);
      return { range, sources, referrers };
    },

    async clients(q: ReportQuery, viewer: ReportViewer): Promise<ClientsReport> {
      const { scope, range, page, perPage } = scopeOf(q, viewer);
      // a page of clients by name, then the stage completions of those clients only (decision 307)
      const clients = await reportsRepository.clientsOpenPositions(ctx.db, scope, page, perPage);
      // their stages' first completions in the range from the kept counts (decision 302): the HR interview
      // completed is a submission to the client, the CV review its answer (timed from the submission), an offer not rejected a hire
      const rows = await reportsRepository.stageCounts(ctx.db, scope, {
        clientIds: clients.rows.map((c) => c.client_id),
        stages: ['hr_interview', 'client_cv_review', 'offer_letter'],
      });
      // each client's rows of each stage, grouped once (with a job filter the rows are that job's, of its one client)
      const byClientStage = groupRows(rows, (r) => `${scope.jobId !== undefined ? 0 : r.client_id}:${r.stage}`);
      const mine = (clientId: number, stage: string) => byClientStage.get(`${scope.jobId !== undefined ? 0 : clientId}:${stage}`) ?? [];
      return {
        range,
        page: { page, per_page: perPage, total: clients.total },
        clients: clients.rows.map((c) => {
          const reviews = stageFigures(mine(c.client_id, 'client_cv_review'));
          return {
            client_id: c.client_id,
            company_name: c.company_name,
            open_positions: c.open_positions,
            submissions: stageFigures(mine(c.client_id, 'hr_interview')).completed,
            cv_reviews: reviews.completed,
            median_response_days: reviews.median,
            hires: stageFigures(mine(c.client_id, 'offer_letter')).hired,
          };
        }),
      };
    },

    async recruiters(q: ReportQuery, viewer: ReportViewer): Promise<RecruitersReport> {
      // Hrteam reads their own activity only, whatever the filter says (decision 281)
      const { scope, range } = scopeOf(viewer.role === 'Hrteam' ? { ...q, recruiter_id: viewer.id } : q, viewer);
      // weeks start on Monday in the agency's time zone; the first and last may be cut by the range
      const weekStarts: string[] = [range.from];
      const weekday = (new Date(`${range.from}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      for (let day = addDays(range.from, 7 - weekday); day <= range.to; day = addDays(day, 7)) weekStarts.push(day);
      const bounds = weekStarts.map((d) => startOfZonedDay(d, zone));
      const rows = await activityCounts(ctx.db, ctx.dialect, scope, bounds);
      const people = new Map<number, RecruitersReport['people'][number]>();
      for (const r of rows) {
        const p = people.get(r.user_id) ?? { user_id: r.user_id, username: r.username, stages_moved: 0, interviews_booked: 0, notes: 0 };
        p.stages_moved += r.stages_moved;
        p.interviews_booked += r.interviews_booked;
        p.notes += r.notes;
        people.set(r.user_id, p);
      }
      const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
      return {
        range,
        people: [...people.values()].sort((a, b) => a.username.localeCompare(b.username)),
        weeks: rows
          .map((r) => ({
            week: mondayOf(weekStarts[r.bucket]!),
            user_id: r.user_id,
            username: r.username,
            stages_moved: r.stages_moved,
            interviews_booked: r.interviews_booked,
            notes: r.notes,
          }))
          .sort((a, b) => a.week.localeCompare(b.week) || a.username.localeCompare(b.username)),
      };
    },

    async filters(viewer: ReportViewer): Promise<ReportFilters> {
      const r = await reportsRepository.filterChoices(ctx.db, viewer.role === 'Bdm' ? viewer.id : undefined);
      return {
        clients: r.clients.map((c) => ({ id: Number(c.id), name: c.name })),
        jobs: r.jobs.map((j) => ({ id: Number(j.id), name: j.name, client_id: Number(j.client_id) })),
        // Hrteam filters by nobody but themselves; Bdm reads no recruiter figures
        recruiters: viewer.role === 'Admin' ? r.recruiters.map((u) => ({ id: Number(u.id), name: u.name })) : [],
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
