import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { createCareersFacetTotals, rebuildCareersFacetCounts } from '../careers-facet-counts.js';

/**
 * The careers facets' totals (issue 46, decision 303): `careers_facet_totals`, one row per value of
 * each facet (location, industry, work mode, experience band) with how many visible jobs have it,
 * kept by triggers on `jobs` beside the combinations of migration 037. A facet with no other filter
 * applied (every facet of the unfiltered careers page) reads these few dozen rows instead of summing
 * every combination. Filled here with the combinations, from the jobs; rebuilt by `npm run careers:rebuild`.
 */
export function careersFacetTotalsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createCareersFacetTotals(db, dialect);
      await rebuildCareersFacetCounts(db as Kysely<Database>);
    },
  };
}
