import { DETAIL_KINDS, projectStatusBucket, type DetailKind } from '@talentra/contract';
import type { CompiledQuery } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/database.js';
import { lockJobRowForCount } from '../../db/locks.js';
import { readRows } from '../../db/database.js';
import { COUNT_CAP, statsRepository, type Counters } from './stats.repository.js';

// the detail lists' kinds and row shapes: the contract (responses/stats.ts)
export { DETAIL_KINDS, type DetailKind };

/** A job as the dashboard figures see it. */
export interface CountedJob {
  is_active: number;
  status: string;
  no_of_positions: number | null;
  notice_period: string | null;
  deleted_at: string | null;
  is_visible: number;
}

/**
 * A write that changes the counted figures (issue 19), reported by the service that makes it, in
 * its transaction:
 * - `job`: a job was created (`before` null) or changed (any field, delete and restore included);
 *   the caller holds the job's row lock (lockJobRow) or has just inserted it;
 * - `candidate_added`: a candidate row was inserted for `jobId`;
 * - `candidates_removed`: candidate rows were deleted (an erasure, retention), `byJob` how many of
 *   each job; reported after the delete, in its transaction;
 * - `client_added`, `referral_added`, `referral_removed` (a referral row deleted, or its friend's
 *   e-mail erased: report `referral_removed` with withEmail and, if the row stays, `referral_added`
 *   without); `referrals_removed` for many at once (`emailsErased`: rows kept, their e-mail erased).
 */
export type CountedChange =
  | { kind: 'job'; jobId: number; before: CountedJob | null; after: CountedJob }
  | { kind: 'candidate_added'; jobId: number }
  | { kind: 'client_added' }
  | { kind: 'referral_added'; withEmail: boolean }
  | { kind: 'referral_removed'; withEmail: boolean }
  | { kind: 'candidates_removed'; byJob: Map<number, number> }
  | { kind: 'referrals_removed'; count: number; withEmail: number; emailsErased?: number };

/** What one job adds to each figure, given how many candidates it has. */
function jobShare(job: Omit<CountedJob, 'is_visible'> | null, candidates: number): Partial<Counters> {
  if (!job || job.deleted_at !== null) return {};
  const active = job.is_active === 1;
  const bucket = projectStatusBucket(job.notice_period);
  return {
    candidates,
    positions: active ? (job.no_of_positions ?? 1) : 0,
    positions_closed: !active || job.status === 'closed' ? 1 : 0,
    positions_without_candidates: active && candidates === 0 ? 1 : 0,
    warning: active && bucket === 'warning' ? 1 : 0,
    caution: active && bucket === 'caution' ? 1 : 0,
    good: active && bucket === 'good' ? 1 : 0,
  };
}

function difference(after: Partial<Counters>, before: Partial<Counters>): Partial<Counters> {
  const out: Partial<Counters> = {};
  for (const k of new Set([...Object.keys(after), ...Object.keys(before)]) as Set<keyof Counters>) out[k] = (after[k] ?? 0) - (before[k] ?? 0);
  return out;
}

/**
 * The dashboard figures of api.md, one definition for every dashboard. Other modules may reuse
 * the single counts (e.g. /recruitments/interviews/count).
 */
export function createStatsService(ctx: AppContext) {
  const upcomingQuery = () => statsRepository.upcomingInterviewsQuery(ctx.db, ctx.clock().toISOString());
  const upcoming = () => statsRepository.upcomingInterviews(ctx.db, ctx.clock().toISOString());

  return {
    /**
     * Interviews not cancelled that start from now on (decision 100). Not a counter: the
     * figure drops as time passes without any write; a partial index holds only the interviews
     * not cancelled, by start, so the query reads the upcoming ones and nothing else (decision 121).
     */
    interviewsScheduled: () => upcoming(),

    /** The counted figures (clients, candidates, ...), kept by every write: the `/…/count` answers read them, not the tables. */
    counted: () => statsRepository.counters(ctx.db),
    /** The statement of `counted`, for a module to read it with its own list ; `countersOf` reads its row. */
    countersQuery: () => statsRepository.countersQuery(ctx.db),
    countersOf: statsRepository.countersOf,

    /**
     * The one door through which writes keep the counted figures (issue 19): called by the jobs,
     * candidates, clients and referrals services in the transaction of the write, so a figure is
     * never seen half-updated and a rolled-back write leaves it alone.
     */
    async countChange(trx: Tx, change: CountedChange): Promise<void> {
      switch (change.kind) {
        case 'client_added':
          return statsRepository.add(trx, { clients: 1 });
        case 'referral_added':
          return statsRepository.add(trx, { referrals: 1, referrals_with_email: change.withEmail ? 1 : 0 });
        case 'referral_removed':
          return statsRepository.add(trx, { referrals: -1, referrals_with_email: change.withEmail ? -1 : 0 });
        case 'referrals_removed':
          return statsRepository.add(trx, { referrals: -change.count, referrals_with_email: -change.withEmail - (change.emailsErased ?? 0) });
        case 'candidates_removed': {
          // job by job, as an application counts: under the job's lock, what is left against what was
          for (const [jobId, removed] of change.byJob) {
            await lockJobRowForCount(trx, ctx.dialect, jobId);
            const job = await statsRepository.jobState(trx, jobId);
            if (!job) continue;
            const n = await statsRepository.candidatesOfJob(trx, jobId);
            await statsRepository.add(trx, difference(jobShare(job, n), jobShare(job, n + removed)));
          }
          return;
        }
        case 'candidate_added': {
          // counted under the job's lock, so a delete, close or second application of the same job
          // waits and then sees this candidate
          await lockJobRowForCount(trx, ctx.dialect, change.jobId);
          const job = await statsRepository.jobState(trx, change.jobId);
          if (!job) return;
          const n = await statsRepository.candidatesOfJob(trx, change.jobId);
          return statsRepository.add(trx, difference(jobShare(job, n), jobShare(job, n - 1)));
        }
        case 'job': {
          const { before, after } = change;
          // the candidates matter only when the job starts or stops counting, or being active
          const moves = !before || (before.deleted_at === null) !== (after.deleted_at === null) || before.is_active !== after.is_active;
          const n = moves && before ? await statsRepository.candidatesOfJob(trx, change.jobId) : 0;
          // the careers page's count: every job with is_visible = 1, deleted or not (its own rule)
          const visible = { visible_jobs: after.is_visible - (before?.is_visible ?? 0) };
          return statsRepository.add(trx, { ...difference(jobShare(after, n), jobShare(before, n)), ...visible });
        }
      }
    },

    async overview() {
      // read side by side
      const [counters, upcomingRows] = await readRows(ctx.db, [statsRepository.countersQuery(ctx.db), upcomingQuery()]);
      const c = statsRepository.countersOf(counters[0]);
      const interviewsScheduled = Number(upcomingRows[0]?.n ?? 0);
      return {
        clients: c.clients,
        positions: c.positions,
        candidates: c.candidates,
        interviews_scheduled: interviewsScheduled,
        positions_without_candidates: c.positions_without_candidates,
        positions_closed: c.positions_closed,
        project_status: { warning: c.warning, caution: c.caution, good: c.good },
      };
    },

    /**
     * The rows behind a dashboard card or project-status bar (the modals): one page read along an
     * index, the total from the counters; the closed list, which has no counter of its own, is
     * counted up to COUNT_CAP rows (`total_capped` says when the true number is larger).
     */
    async details(kind: DetailKind, limit: number, offset: number): Promise<{ rows: object[]; total: number; capped?: boolean }> {
      const db = ctx.db;
      /** A page and the counters, read side by side. */
      const withCounters = async <R>(list: CompiledQuery<R>) => {
        const [rows, counters] = await readRows(db, [list, statsRepository.countersQuery(db)]);
        return { rows, c: statsRepository.countersOf(counters[0]) };
      };
      switch (kind) {
        case 'clients': {
          const [rows, c] = await Promise.all([statsRepository.clients(db, limit, offset), statsRepository.counters(db)]);
          return { rows, total: c.clients };
        }
        case 'positions': {
          const { rows, c } = await withCounters(statsRepository.positionsQuery(db, limit, offset));
          return { rows: statsRepository.positionsOf(rows), total: c.warning + c.caution + c.good };
        }
        case 'candidates': {
          const { rows, c } = await withCounters(statsRepository.candidatesQuery(db, ctx.dialect, limit, offset));
          return { rows, total: c.candidates };
        }
        case 'closed': {
          const { rows, counted } = await statsRepository.closures(db, limit, offset);
          return { rows, total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
        }
        default: {
          const { rows, c } = await withCounters(statsRepository.positionsQuery(db, limit, offset, kind));
          return { rows: statsRepository.positionsOf(rows, kind), total: c[kind] };
        }
      }
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
