import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { InterviewFeedbackTable, InterviewsTable } from '../../db/schema.js';

export type InterviewRow = Selectable<InterviewsTable>;
export type InterviewListRow = InterviewRow & {
  candidate_name: string;
  candidate_email: string;
  job_title: string;
  client_name: string | null;
  feedback_rating: number | null;
  feedback_notes: string | null;
  feedback_at: string | null;
};

/** Interviews of candidates whose job is not deleted, with the names the screens show. */
const withNames = (db: Executor) =>
  db
    .selectFrom('interviews')
    .innerJoin('candidates', 'candidates.id', 'interviews.candidate_id')
    .innerJoin('jobs', 'jobs.id', 'interviews.job_id')
    .leftJoin('interview_feedback as f', 'f.interview_id', 'interviews.id')
    .where('jobs.deleted_at', 'is', null)
    .selectAll('interviews')
    .select([
      'candidates.candidate_name',
      'candidates.email as candidate_email',
      'jobs.job_title',
      'jobs.client_name',
      'f.rating as feedback_rating',
      'f.notes as feedback_notes',
      'f.created_at as feedback_at',
    ]);

export const interviewsRepository = {
  insert(db: Executor, row: Omit<InterviewRow, 'id' | 'cancelled_at' | 'sequence'>) {
    return db
      .insertInto('interviews')
      .values({ ...row, cancelled_at: null, sequence: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
  },

  findById(db: Executor, id: number): Promise<InterviewListRow | undefined> {
    return withNames(db).where('interviews.id', '=', id).executeTakeFirst();
  },

  /** A scheduled (not cancelled) interview of this candidate at this stage starting at or after `from`. */
  findUpcoming(db: Executor, candidateId: number, stage: string, from: string) {
    return db
      .selectFrom('interviews')
      .select('id')
      .where('candidate_id', '=', candidateId)
      .where('stage', '=', stage)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '>=', from)
      .executeTakeFirst();
  },

  /** Scheduled interviews starting in [from, to), earliest first. */
  listBetween(db: Executor, from: string, to: string, limit: number): Promise<InterviewListRow[]> {
    return withNames(db)
      .where('interviews.cancelled_at', 'is', null)
      .where('interviews.starts_at', '>=', from)
      .where('interviews.starts_at', '<', to)
      .orderBy('interviews.starts_at')
      .orderBy('interviews.id')
      .limit(limit)
      .execute();
  },

  /** The next scheduled interview of each candidate of a job, from `from` on. */
  /** The latest interviewer's rating of each candidate of a job who has one (the board's cards). */
  async latestRatingsOfJob(db: Executor, jobId: number) {
    const rows = await db
      .selectFrom('interviews')
      .innerJoin('interview_feedback as f', 'f.interview_id', 'interviews.id')
      .select(['interviews.candidate_id', 'f.rating'])
      .where('interviews.job_id', '=', jobId)
      .orderBy('f.created_at')
      .orderBy('interviews.id')
      .execute();
    return new Map(rows.map((r) => [r.candidate_id, r.rating]));
  },

  async nextOfJob(db: Executor, jobId: number, from: string) {
    const rows = await db
      .selectFrom('interviews')
      .select(['id', 'candidate_id', 'stage', 'starts_at'])
      .where('job_id', '=', jobId)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '>=', from)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    const next = new Map<number, (typeof rows)[number]>();
    for (const row of rows) if (!next.has(row.candidate_id)) next.set(row.candidate_id, row);
    return next;
  },

  /** New time, place or interviewer (and when the reminder counts as sent); the calendar SEQUENCE raised. Only while not cancelled. */
  reschedule(
    db: Executor,
    id: number,
    change: Pick<InterviewRow, 'starts_at' | 'duration_minutes' | 'interviewer' | 'interviewer_email' | 'location' | 'meeting_url' | 'reminded_at'>,
  ) {
    return db
      .updateTable('interviews')
      .set((eb) => ({ ...change, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
  },

  /** Whether this interview has feedback (the one-per-interview check, under the caller's lock). */
  hasFeedback(db: Executor, id: number) {
    return db.selectFrom('interview_feedback').select('interview_id').where('interview_id', '=', id).executeTakeFirst();
  },

  insertFeedback(db: Executor, row: Insertable<InterviewFeedbackTable>) {
    return db.insertInto('interview_feedback').values(row).execute();
  },

  /** Scheduled interviews starting in (from, to] whose reminder is not yet queued, earliest first. */
  dueForReminder(db: Executor, from: string, to: string, limit: number) {
    return db
      .selectFrom('interviews')
      .select('id')
      .where('cancelled_at', 'is', null)
      .where('reminded_at', 'is', null)
      .where('starts_at', '>', from)
      .where('starts_at', '<=', to)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Claims the reminder: true for the one caller whose update found it not yet reminded (several servers run the job). */
  async markReminded(db: Executor, id: number, at: string): Promise<boolean> {
    const r = await db
      .updateTable('interviews')
      .set({ reminded_at: at })
      .where('id', '=', id)
      .where('reminded_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Cancelled, its calendar SEQUENCE raised (the cancellation replaces the invitation). */
  cancel(db: Executor, id: number, at: string) {
    return db
      .updateTable('interviews')
      .set((eb) => ({ cancelled_at: at, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
  },

  /** Interviews of these applications, in time order (the personal-data export). */
  ofCandidates(db: Executor, candidateIds: number[]) {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return (
      db
        .selectFrom('interviews')
        // the interviewer's feedback is about the candidate: it is part of their data (issue 43)
        .leftJoin('interview_feedback as f', 'f.interview_id', 'interviews.id')
        .select([
          'interviews.id',
          'interviews.candidate_id',
          'interviews.stage',
          'interviews.starts_at',
          'interviews.duration_minutes',
          'interviews.interviewer',
          'interviews.location',
          'interviews.meeting_url',
          'interviews.cancelled_at',
          'f.rating as feedback_rating',
          'f.notes as feedback_notes',
          'f.created_at as feedback_at',
        ])
        .where('interviews.candidate_id', 'in', candidateIds)
        .orderBy('interviews.starts_at')
        .orderBy('interviews.id')
        .execute()
    );
  },
};
