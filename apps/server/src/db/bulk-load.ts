import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

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
