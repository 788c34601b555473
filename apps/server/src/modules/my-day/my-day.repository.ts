import type { Stage } from '@talentra/contract';
import type { Executor } from '../../db/database.js';

/** The jobs whose candidates can move on: not deleted, open and active (a closed job's applications are over, not stalled). */
const openJobs = (db: Executor) =>
  db.selectFrom('jobs as j').where('j.deleted_at', 'is', null).where('j.status', '=', 'open').where('j.is_active', '=', 1);

/** The most stalled applications of one stage looked at for the oldest (a bound on the work; the count stops far sooner). */
const STALLED_SCAN_MAX = 100_000;

export interface StalledRow {
  candidate_id: number;
  candidate_name: string;
  job_id: number;
  job_title: string;
  entered_at: string;
}

export const myDayRepository = {
  stallDays(db: Executor) {
    return db.selectFrom('stall_days').select(['stage', 'days']).execute();
  },
  /** One row per stage: written over, or added when a stage has none yet. */
  async setStallDays(db: Executor, days: Record<Stage, number>) {
    for (const [stage, n] of Object.entries(days)) {
      const r = await db.updateTable('stall_days').set({ days: n }).where('stage', '=', stage).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) await db.insertInto('stall_days').values({ stage, days: n }).execute();
    }
  },

  /**
   * Applications of open jobs waiting for `stage` since before `cutoff`. Each open job's trackers are
   * read along (job_id, waiting_stage, stage_entered_at) (migration 027), so the work is the stalled
   * applications of open jobs, never the whole table.
   */
  trackedStalled(db: Executor, stage: Stage, cutoff: string) {
    return openJobs(db)
      .innerJoin('process_trackers as t', 't.job_id', 'j.id')
      .where('t.waiting_stage', '=', stage)
      .where('t.stage_entered_at', '<', cutoff)
      .select(['t.candidate_id', 't.stage_entered_at as entered_at', 'j.id as job_id', 'j.job_title']);
  },
  /** Applications of open jobs with no tracker (they stand in screening since they applied), along (job_id, created_at). */
  untrackedStalled(db: Executor, cutoff: string) {
    return openJobs(db)
      .innerJoin('candidates as c', 'c.job_id', 'j.id')
      .where('c.created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('process_trackers as t').select('t.id').whereRef('t.candidate_id', '=', 'c.id'))))
      .select(['c.id as candidate_id', 'c.created_at as entered_at', 'j.id as job_id', 'j.job_title']);
  },

  /**
   * The `limit` longest stalled in `stage` (with the untracked in screening), and how many there are,
   * counted no further than `countMax + 1`. The stalled rows are gathered from the open jobs first
   * (the innermost subquery's LIMIT keeps PostgreSQL from walking the whole candidates table in date
   * order instead, when the old applications all belong to closed jobs), the longest `limit` of them
   * taken, and only those read their candidate's name.
   */
  async stalledIn(db: Executor, stage: Stage, cutoff: string, limit: number, countMax: number): Promise<{ rows: StalledRow[]; count: number }> {
    const tracked = this.trackedStalled(db, stage, cutoff);
    // both select the same columns (candidate_id, entered_at, job_id, job_title): one reader for either
    const sets = [tracked, ...(stage === 'screening' ? [this.untrackedStalled(db, cutoff) as unknown as typeof tracked] : [])];
    const results = await Promise.all(
      sets.map(async (set) => {
        const [rows, counted] = await Promise.all([
          db
            .selectFrom(
              db
                .selectFrom(set.limit(STALLED_SCAN_MAX).as('g'))
                .selectAll('g')
                .orderBy('g.entered_at')
                .orderBy('g.candidate_id')
                .limit(limit)
                .as('s'),
            )
            .innerJoin('candidates as c', 'c.id', 's.candidate_id')
            .select(['s.candidate_id', 'c.candidate_name', 's.job_id', 's.job_title', 's.entered_at'])
            .execute(),
          db
            .selectFrom(set.limit(countMax + 1).as('x'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return { rows: rows.map((r) => ({ ...r, entered_at: r.entered_at ?? '' })), count: Number(counted.n) };
      }),
    );
    return { rows: results.flatMap((r) => r.rows), count: results.reduce((n, r) => n + r.count, 0) };
  },
};
