import type { Kysely } from 'kysely';
import { markPeopleWithLaterApplications } from '../people.js';

/**
 * Issue 15/19: the people search walks its sort index over each person's first application and
 * must also find a person through a later application. `has_later` on the first application says
 * the person has later ones, so only those persons need the look at their other applications; the
 * search no longer reads every later application on every request (decision 126).
 */
export function personHasLaterMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('candidates')
        .addColumn('has_later', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await markPeopleWithLaterApplications(db);
    },
  };
}
