import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { createReportStageTimes, rebuildReportStageTimes } from '../report-stage-times.js';

/**
 * Time in stage and the clients report read kept counts (issue 47, decision 302): `report_stage_facts`
 * and `report_stage_counts` (db/report-stage-times.ts), kept by triggers on the stage completions, the
 * applications, their trackers and their jobs, so a range sums a few rows per month and day instead of
 * reading every completion into the server. Filled here from the live rows; rebuilt by `npm run reports:rebuild`.
 */
export function reportStageTimesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createReportStageTimes(db, dialect);
      await rebuildReportStageTimes(db as Kysely<Database>, dialect);
    },
  };
}
