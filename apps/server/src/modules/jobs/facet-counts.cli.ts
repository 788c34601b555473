// npm run careers:rebuild
// Rebuilds the careers facets' kept counts (careers_facet_counts, migration 037, decision 300, and the
// per-facet careers_facet_totals, migration 039, decision 303) from the jobs, in one transaction:
// after restoring jobs from elsewhere or loading rows with the triggers off. The triggers on the
// jobs keep them otherwise.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { rebuildCareersFacetCounts } from '../../db/careers-facet-counts.js';

async function main() {
  const handle = openDatabase(loadConfig(process.env));
  try {
    await migrateToLatest(handle);
    const started = Date.now();
    const rows = await rebuildCareersFacetCounts(handle.db);
    console.log(
      `Careers facets' counts rebuilt: ${rows} combination(s) and their per-facet totals in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
