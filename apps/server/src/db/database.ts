import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { CHANNEL_SQL, localChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repositories take either the connection or a transaction as their first argument. */
export type Executor = Db | Tx;

export type Dialect = 'sqlite' | 'postgres';

/**
 * Whether a page and the rows that hang off it are read in one statement (PostgreSQL: a second
 * round trip cost the server's thread more than the rows, decision 169) or in two
 * (SQLite: the join cost more than the second statement).
 */
export const readsRelatedRowsInOneStatement = (dialect: Dialect) => dialect === 'postgres';

// PostgreSQL returns BIGINT (count(*), sums) as strings by default; our numbers fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Liveness probe for /health. */
  ping(): Promise<void>;
  /** Changes announced to, and by, the other server processes on this database. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL: the most connections this server opens (DATABASE_POOL_MAX). */
  poolMax?: number;
}

/**
 * Settings every connection of this app starts with, in the connection's startup `options` (after any
 * the URL has): no query is sent for them, and none can run before them.
 * - `enable_memoize=off`: PostgreSQL sizes a Memoize node's hash table from the whole table's
 *   statistics, not from the page's LIMIT, and builds it at every execution: at 1,000,000 candidates
 *   that doubled the dashboard's list of candidates (decision 187).
 * - `jit=off`: JIT compiles a statement whose estimated cost passes 100,000 (any plan over a million
 *   rows, even for a branch it skips) at every execution: 56 ms for a 5 ms résumé search (decision 311).
 * - `max_parallel_workers_per_gather=0`: the pool's connections are this app's parallelism; a worker
 *   started for one statement cost 6 ms to start, for a read of 0.1 ms (decision 311).
 * - `random_page_cost=1.1`: the app's reads are of pages in memory or on SSD, not seeks on a disk (the
 *   default 4 priced 17,000 index lookups above reading a million applications: 300 ms, decision 311).
 */
function withSessionSettings(url: string): string {
  const u = new URL(url);
  const own = u.searchParams.get('options');
  u.searchParams.set(
    'options',
    [own, '-c enable_memoize=off -c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.1'].filter(Boolean).join(' '),
  );
  return u.toString();
}

/**
 * The database through Kysely's own dialects (docs/decisions: "Stock drivers"): better-sqlite3 on
 * one connection (SQLite allows one writer; PostgreSQL is the answer for many cores and many
 * servers), or one `pg` pool.
 */
export function openDatabase(config: Pick<Config, 'database' | 'dataDir'>, options: OpenOptions = {}): DatabaseHandle {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: withSessionSettings(config.database.url),
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process: an idle client's error reaches the pool, a
    // checked-out client's error reaches its own listener; the pool drops broken clients and
    // connects again on the next query.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const changes = postgresChangeFeed(config.database.url, async (payload) => {
      await sql`select pg_notify(${sql.raw(CHANNEL_SQL)}, ${payload})`.execute(db);
    });
    return {
      db,
      dialect: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      changes,
      close: async () => {
        await changes.close();
        await db.destroy();
      },
    };
  }
  fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
  const sqlite = new SQLite(config.database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('secure_delete = ON'); // erased rows are overwritten with zeros, not left in the file (issue 41)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    changes: localChangeFeed(),
    close: async () => {
      await db.destroy();
    },
  };
}

/** Is this error a unique-constraint violation (both engines)? */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Timestamps are ISO-8601 UTC strings produced by the application (portable, sortable). */
export const nowIso = () => new Date().toISOString();

/** Runs compiled reads side by side and answers the rows of each, in order (a page and its totals). */
export async function readRows<Q extends readonly CompiledQuery<unknown>[]>(
  db: Executor,
  queries: readonly [...Q],
): Promise<{ [K in keyof Q]: Q[K] extends CompiledQuery<infer R> ? R[] : never }> {
  return (await Promise.all(queries.map(async (q) => (await db.executeQuery(q)).rows))) as {
    [K in keyof Q]: Q[K] extends CompiledQuery<infer R> ? R[] : never;
  };
}
