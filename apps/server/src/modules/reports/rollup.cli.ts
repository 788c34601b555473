// npm run reports:rebuild
// Rebuilds the reports' rollup (report_stage_completions, migration 033, decision 284) from the stage
// history, in one transaction: after restoring events from elsewhere or loading rows that bypassed
// the candidate events. The trigger on the events keeps it otherwise.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { rebuildReportRollup } from '../../db/report-rollup.js';

async function main() {
  const handle = openDatabase(loadConfig(process.env));
  try {
    await migrateToLatest(handle);
    const started = Date.now();
    const rows = await rebuildReportRollup(handle.db, handle.dialect);
    console.log(`Reports' rollup rebuilt: ${rows} stage completion(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
