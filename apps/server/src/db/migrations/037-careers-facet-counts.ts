import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { createCareersFacetCounts, rebuildCareersFacetCombinations } from '../careers-facet-counts.js';

/**
 * The careers facets' kept counts (issue 46, decision 300): `careers_facet_counts`, one row per
 * combination of location, industry, work mode and experience band of the visible jobs with its
 * job count, kept by triggers on `jobs` (every writer: the services, bulk loads, the large seed).
 * The facets without a text query sum these few hundred rows instead of reading every open job
 * four times. Filled here for the existing jobs (the combinations only: the per-facet totals come
 * with migration 039), rebuilt by `npm run careers:rebuild`.
 */
export function careersFacetCountsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createCareersFacetCounts(db, dialect);
      await rebuildCareersFacetCombinations(db as Kysely<Database>);
    },
  };
}
