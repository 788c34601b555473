import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ProcessTrackersTable } from '../../db/schema.js';

export type TrackerRow = Selectable<ProcessTrackersTable>;

export const trackersRepository = {
  findByCandidate(db: Executor, candidateId: number) {
    return db.selectFrom('process_trackers').selectAll().where('candidate_id', '=', candidateId).executeTakeFirst();
  },
  /** The tracker as staff may read it: none for a candidate of a deleted job (api.md: gone, rows kept). */
  findShownByCandidate(db: Executor, candidateId: number) {
    return db
      .selectFrom('process_trackers')
      .innerJoin('jobs', 'jobs.id', 'process_trackers.job_id')
      .selectAll('process_trackers')
      .where('process_trackers.candidate_id', '=', candidateId)
      .where('jobs.deleted_at', 'is', null)
      .executeTakeFirst();
  },
  /** `applied_at`: the candidate has stood in the first stage since the application (decision 167). */
  insert(db: Executor, { applied_at, ...row }: { candidate_id: number; job_id: number; created_at: string; applied_at: string }) {
    return db
      .insertInto('process_trackers')
      .values({
        ...row,
        screening: null,
        hr_interview: null,
        client_cv_review: null,
        client_interview: null,
        offer_letter: null,
        rejected: null,
        updated_at: row.created_at,
        stage_entered_at: applied_at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  update(db: Executor, id: number, patch: Omit<Updateable<ProcessTrackersTable>, 'id'>) {
    return db.updateTable('process_trackers').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  /** The trackers of these applications (the personal-data export). */
  ofCandidates(db: Executor, candidateIds: number[]) {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('process_trackers').selectAll().where('candidate_id', 'in', candidateIds).execute();
  },
  /** Delete the trackers of these applications; answers the rows deleted. */
  async deleteOfCandidates(db: Executor, candidateIds: number[]): Promise<number> {
    return Number((await db.deleteFrom('process_trackers').where('candidate_id', 'in', candidateIds).executeTakeFirstOrThrow()).numDeletedRows);
  },
};
