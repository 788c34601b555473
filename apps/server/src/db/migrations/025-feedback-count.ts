import type { Kysely } from 'kysely';
import type { Db } from '../database.js';
import { recountFeedback } from '../recount.js';

/**
 * The feedback inbox's total as a row of its own (decision 229): counting every message for the
 * page's total cost PostgreSQL a pass over the table on each read. Only feedback writes touch this
 * row, so a public submit never waits on the dashboard's counters.
 */
export function feedbackCountMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('feedback_count')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .execute();
      await recountFeedback(db as unknown as Db);
    },
  };
}
