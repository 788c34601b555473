import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the careers page counts the jobs open to the public (visible, closing date not past).
 * The index of visible jobs by creation left out the closing date, so the count read every job's
 * row; on (is_visible, closing_date) it reads the index alone.
 */
export function careersCountIndexMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create index jobs_visible_closing_idx on jobs (is_visible, closing_date)`.execute(db);
    },
  };
}
