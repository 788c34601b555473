import { sql, type Kysely } from 'kysely';

/**
 * Jobs for search engines (issue 17): an optional closing date (the last day applications are
 * taken, YYYY-MM-DD in India time; JobPosting validThrough) and a confidential-client flag (the
 * public pages name the agency instead of the client).
 */
export function jobPostingFieldsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table jobs add column closing_date varchar(10)`.execute(db);
      await sql`alter table jobs add column client_confidential integer not null default 0`.execute(db);
    },
  };
}
