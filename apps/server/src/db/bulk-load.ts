import { sql } from 'kysely';
import type { DatabaseHandle, Db } from './database.js';
import { rebuildReportRollup } from './report-rollup.js';
import { rebuildCareersFacetCounts } from './careers-facet-counts.js';

/**
 * A bulk load (the large seed, the benchmark's data sets) with PostgreSQL's triggers off, then what
 * the triggers keep made again from the loaded rows (the reports' rollup and counts, the careers
 * facets), as after a restore. Row by row, the triggers cost a loaded job 100 ms of re-counting its
 * client's positions while the planner's statistics lag the load, and would keep the counts of a
 * million applications one by one. Off means one connection with `session_replication_role =
 * replica` (no trigger, no foreign-key check: the loader writes consistent rows); it needs a
 * superuser, and without one the load runs with the triggers on. SQLite has no such switch: its
 * triggers run (its loads are a tenth of PostgreSQL's).
 */
export async function bulkLoad<T>(handle: DatabaseHandle, load: (db: Db) => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return load(handle.db);
  const result = await handle.db.connection().execute(async (conn) => {
    const off = await sql`set session_replication_role = replica`.execute(conn).then(
      () => true,
      () => false,
    );
    try {
      return await load(conn);
    } finally {
      if (off) await sql`set session_replication_role = default`.execute(conn);
    }
  });
  await rebuildReportRollup(handle.db, handle.dialect);
  await rebuildCareersFacetCounts(handle.db);
  return result;
}

/**
 * After a bulk load, do now what the database would otherwise do later, in the middle of whatever
 * runs next (a benchmark): fresh statistics for the query planners (SQLite never gathers them by
 * itself), on PostgreSQL the vacuum that sets the visibility map (index-only scans) and hint bits,
 * and a checkpoint, so the load's dirty pages and WAL are not flushed during the next minutes.
 */
export async function settleTables(handle: DatabaseHandle, tables: readonly string[]) {
  if (handle.dialect === 'postgres') {
    await sql`vacuum (analyze) ${sql.join(tables.map((t) => sql.table(t)))}`.execute(handle.db);
    // needs superuser or pg_checkpoint: without them it is skipped, PostgreSQL checkpoints in time
    await sql`checkpoint`.execute(handle.db).catch(() => {});
  } else {
    await sql`analyze`.execute(handle.db);
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
  }
}
