import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { createClientOpenJobs, createReportCounts, rebuildReportCounts } from '../report-counts.js';

/**
 * The funnel's and the sources' kept counts (issue 47, decisions 305–307): `report_application_facts`
 * and `report_application_counts` (db/report-counts.ts), kept by triggers on the applications, their
 * trackers, interviews, the referrals and the jobs' deletion, so the two reports sum a few rows per
 * day of the range instead of reading every application. Filled here from the live rows; rebuilt by
 * `npm run reports:rebuild`. Each client's open jobs (`report_client_open_jobs`, triggers on jobs),
 * which the overdue jobs' total starts from, and an index of the open jobs by age that the overdue
 * page walks and the recent open jobs are counted from (decision 306), and a job's stage completions by time (the clients report's page
 * of clients, decision 307); one the recruiter filter (a person's completions since the range began).
 */
export function reportCountsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createReportCounts(db, dialect);
      await createClientOpenJobs(db, dialect);
      await sql`create index jobs_overdue_idx on jobs (created_at, id, status, client_id, no_of_positions, is_active, deleted_at)
        where is_active = 1 and deleted_at is null`.execute(db);
      await db.schema
        .createIndex('report_stage_completions_job_idx')
        .on('report_stage_completions')
        .columns(['job_id', 'completed_at', 'stage', 'candidate_id'])
        .execute();
      await db.schema
        .createIndex('report_stage_completions_actor_at_idx')
        .on('report_stage_completions')
        .columns(['actor_user_id', 'completed_at', 'candidate_id'])
        .execute();
      await rebuildReportCounts(db as Kysely<Database>);
    },
  };
}
