import type { Kysely } from 'kysely';

/**
 * The interviewer's feedback (issue 43): one per interview (its id is the key), a rating 1–5 and
 * notes, who recorded it and when. It goes with the interview (and so with the candidate).
 */
export function interviewFeedbackMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('interview_feedback')
        .addColumn('interview_id', 'integer', (c) => c.primaryKey().references('interviews.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('notes', 'varchar(2000)')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
  };
}
