import { sql } from 'kysely';
import { STAGES, type PipelineColumn } from '@talentra/contract';
import type { Executor } from '../../db/database.js';

/** `pipelineColumn` (contract) in SQL: the first stage not completed, else 'joined'; no tracker stands in the first. */
const columnOf = sql<PipelineColumn>`case ${sql.join(
  STAGES.map((s) => sql`when coalesce(${sql.ref(`pt.${s}`)}, '') <> 'completed' then ${sql.lit(s)}`),
  sql` `,
)} else 'joined' end`;

export const pipelineRepository = {
  /** The candidates of a job with their tracker (if any), oldest application first; at most `limit`. */
  cardsOfJob(db: Executor, jobId: number, limit: number) {
    return db
      .selectFrom('candidates')
      .leftJoin('process_trackers as pt', 'pt.candidate_id', 'candidates.id')
      .select([
        'candidates.id',
        'candidates.candidate_name',
        'candidates.email',
        'candidates.created_at',
        'pt.id as tracker_id',
        'pt.screening',
        'pt.hr_interview',
        'pt.client_cv_review',
        'pt.client_interview',
        'pt.offer_letter',
        'pt.rejected',
        'pt.rejection_reason',
        'pt.stage_entered_at',
        'pt.updated_at',
      ])
      .where('candidates.job_id', '=', jobId)
      .orderBy('candidates.created_at')
      .orderBy('candidates.id')
      .limit(limit)
      .execute();
  },

  /** How many of the job's candidates stand in each column, and how many of them are rejected: every row, not only the cards shown. */
  async columnCountsOfJob(db: Executor, jobId: number): Promise<Map<PipelineColumn, { count: number; rejected: number }>> {
    const rows = await db
      .selectFrom('candidates')
      .leftJoin('process_trackers as pt', 'pt.candidate_id', 'candidates.id')
      .where('candidates.job_id', '=', jobId)
      .select([
        columnOf.as('column'),
        (eb) => eb.fn.countAll<number>().as('n'),
        sql<number>`sum(case when pt.rejected is not null then 1 else 0 end)`.as('rejected'),
      ])
      .groupBy(columnOf)
      .execute();
    return new Map(rows.map((r) => [r.column, { count: Number(r.n), rejected: Number(r.rejected) }]));
  },
};
