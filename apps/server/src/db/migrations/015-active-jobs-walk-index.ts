import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the project-status lists of the dashboard (warning, caution, good) walk the live jobs
 * newest first and keep those whose notice period falls in the bucket (the rule is the contract's,
 * run in TypeScript). The walk read each job's whole row; with whether it is active and its notice
 * period in the index it reads the index alone, and only the page's rows are read in full.
 */
export function activeJobsWalkIndexMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`drop index jobs_deleted_created_idx`.execute(db);
      await sql`create index jobs_deleted_created_idx on jobs (deleted_at, created_at, id, is_active, notice_period)`.execute(db);
    },
  };
}
