import type { Stage } from '@talentra/contract';
import type { Executor } from '../../db/database.js';

/** The jobs whose candidates can move on: not deleted, open and active (a closed job's applications are over, not stalled). */
const openJobs = (db: Executor) =>
  db.selectFrom('jobs as j').where('j.deleted_at', 'is', null).where('j.status', '=', 'open').where('j.is_active', '=', 1);

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
   * Applications of open jobs waiting for `stage` since before `cutoff`, longest first. Each open
   * job's trackers are read along (job_id, waiting_stage, stage_entered_at) (migration 027), so the
   * work is the stalled applications of open jobs, never the whole table.
   */
  trackedStalled(db: Executor, stage: Stage, cutoff: string) {
    return openJobs(db)
      .innerJoin('process_trackers as t', 't.job_id', 'j.id')
      .innerJoin('candidates as c', 'c.id', 't.candidate_id')
      .where('t.waiting_stage', '=', stage)
      .where('t.stage_entered_at', '<', cutoff);
  },
  /** Applications of open jobs with no tracker (they stand in screening since they applied), along (job_id, created_at). */
  untrackedStalled(db: Executor, cutoff: string) {
    return openJobs(db)
      .innerJoin('candidates as c', 'c.job_id', 'j.id')
      .where('c.created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('process_trackers as t').select('t.id').whereRef('t.candidate_id', '=', 'c.id'))),
      );
  },

  async stalledIn(db: Executor, stage: Stage, cutoff: string, limit: number, countMax: number): Promise<{ rows: StalledRow[]; count: number }> {
    const tracked = this.trackedStalled(db, stage, cutoff);
    const untracked = stage === 'screening' ? this.untrackedStalled(db, cutoff) : null;
    const [rows, counted, moreRows, moreCounted] = await Promise.all([
      tracked
        .select(['c.id as candidate_id', 'c.candidate_name', 'j.id as job_id', 'j.job_title', 't.stage_entered_at as entered_at'])
        .orderBy('t.stage_entered_at')
        .orderBy('t.id')
        .limit(limit)
        .execute(),
      // counted no further than countMax + 1: a long backlog is never counted whole
      db
        .selectFrom(
          tracked
            .select('t.id')
            .limit(countMax + 1)
            .as('x'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      untracked
        ?.select(['c.id as candidate_id', 'c.candidate_name', 'j.id as job_id', 'j.job_title', 'c.created_at as entered_at'])
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(limit)
        .execute(),
      untracked &&
        db
          .selectFrom(
            untracked
              .select('c.id')
              .limit(countMax + 1)
              .as('x'),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
    ]);
    const all = [...rows, ...(moreRows ?? [])].map((r) => ({ ...r, entered_at: r.entered_at ?? '' }));
    return { rows: all, count: Number(counted.n) + Number(moreCounted?.n ?? 0) };
  },
};
