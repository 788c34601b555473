// npm run reports:rebuild
// Rebuilds the reports' rollup (report_stage_completions, migration 033, decision 284) from the stage
// history, the clients' open positions (decision 285) and the funnel's and sources' kept counts
// (report_application_facts / report_application_counts, migration 040, decision 305) from the live
// applications, in one transaction: after restoring from elsewhere or loading rows with the triggers
// off. The triggers keep them otherwise.
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
    const facts = await handle.db
      .selectFrom('report_application_facts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    console.log(
      `Reports' rollup rebuilt: ${rows} stage completion(s), ${Number(facts?.n ?? 0)} application(s) counted, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
