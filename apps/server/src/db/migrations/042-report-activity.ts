import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { createReportActivity, rebuildReportActivity } from '../report-activity.js';

/**
 * The recruiter activity's kept counts (issue 47, decision 308): `report_activity_counts`
 * (db/report-activity.ts), the stage moves, interviews booked and notes per UTC day and quarter
 * hour, job and person, kept by triggers on the candidate events and the applications, so the
 * recruiters report sums a few rows per day of the range instead of reading every event. Filled
 * here from the events; rebuilt by `npm run reports:rebuild`.
 */
export function reportActivityMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createReportActivity(db, dialect);
      await rebuildReportActivity(db as Kysely<Database>);
    },
  };
}
