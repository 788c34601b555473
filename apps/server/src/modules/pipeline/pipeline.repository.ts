import type { Executor } from '../../db/database.js';

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

  async countOfJob(db: Executor, jobId: number): Promise<number> {
    const r = await db
      .selectFrom('candidates')
      .where('job_id', '=', jobId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
