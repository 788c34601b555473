import type { Kysely } from 'kysely';
import type { Db } from '../database.js';
import { recountAll } from '../recount.js';

/**
 * Issue 19: the careers page's total without counting the visible jobs on every read. The
 * dashboard counters gain `visible_jobs` (jobs with is_visible = 1, kept by stats.countChange on
 * every job write); the total is that less the visible jobs whose closing date has passed, read
 * along an index (decision 144). Every counter is then filled from the rows.
 */
export function visibleJobsCounterMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('dashboard_counters')
        .addColumn('visible_jobs', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await recountAll(db as unknown as Db);
    },
  };
}
