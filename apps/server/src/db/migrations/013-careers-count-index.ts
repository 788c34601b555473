import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the careers page lists and counts the jobs open to the public (visible, closing date
 * not past). The index of visible jobs by creation left out the closing date, so the count read
 * every job's row and a deep page read every row it stepped over; with the closing date in both
 * indexes each reads the index alone.
 */
export function careersCountIndexMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create index jobs_visible_closing_idx on jobs (is_visible, closing_date)`.execute(db);
      await sql`drop index jobs_visible_created_idx`.execute(db);
      await sql`create index jobs_visible_created_idx on jobs (is_visible, created_at, id, closing_date)`.execute(db);
    },
  };
}
