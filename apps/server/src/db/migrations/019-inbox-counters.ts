import type { Kysely } from 'kysely';
import type { Db } from '../database.js';
import { recountAll } from '../recount.js';

/**
 * Issue 19: the feedback and scam inboxes' totals without counting every message on every page.
 * The dashboard counters gain `feedback` and `scam_reports`, kept by the feedback, scams and
 * privacy services in the transaction of each write (stats.countChange); the inboxes read them
 * with their page (docs/decisions.md 190). Every counter is then filled from the rows: this is
 * the last migration to add one (`recountAll` writes every column of today's table; a migration
 * adding another counter takes the recount over).
 */
export function inboxCountersMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('dashboard_counters')
        .addColumn('feedback', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('dashboard_counters')
        .addColumn('scam_reports', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await recountAll(db as unknown as Db);
    },
  };
}
