import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { defaultPostgresReadConnections, type Config } from '../config.js';
import type { Database } from './schema.js';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer.js';
import { PlanOncePostgresDialect } from './postgres-compiler.js';
import { PooledSqliteDialect, type CachedStatement, type StatementCache } from './sqlite-driver.js';
import { STATEMENT_CACHE_SIZE, startReadPool } from './sqlite-read-pool.js';
import { CHANNEL_SQL, localChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repositories take either the connection or a transaction as their first argument. */
export type Executor = Db | Tx;

export type Dialect = 'sqlite' | 'postgres';

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
  /** SQLite: checkpoint the WAL from a worker thread rather than inside a commit (long-running servers). */
  backgroundCheckpoints?: boolean;
  /** SQLite: read-only connections in worker threads for reads outside a transaction (0: none). */
  readWorkers?: number;
  /** PostgreSQL: connections for reads and single statements (`defaultPostgresReadConnections` if not given). */
  readConnections?: number;
}

/** PostgreSQL connections of one server for transactions (the reads': `OpenOptions.readConnections`). */
const PG_TRANSACTION_CONNECTIONS = 5;

export function openDatabase(config: Pick<Config, 'database' | 'dataDir'>, options: OpenOptions = {}): DatabaseHandle {
  if (config.database.kind === 'postgres') {
    const url = config.database.url;
    // reads and transactions on pools of their own (postgres-pools.ts)
    const [reads, transactions] = [options.readConnections ?? defaultPostgresReadConnections(), PG_TRANSACTION_CONNECTIONS].map((max) => {
      const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
      // A dropped connection must not crash the process: an idle client's error reaches the pool, a
      // checked-out client's error reaches its own listener; the pool drops broken clients and
      // connects again on the next query.
      pool.on('error', () => {});
      pool.on('connect', (client) => {
        client.on('error', () => {});
        reusePreparedStatements(client);
        // PostgreSQL sizes a Memoize node's hash table from the whole table's statistics, not from
        // the page's LIMIT, and builds it at every execution: at 1,000,000 candidates that doubled
        // the dashboard's list of candidates (decision 187). Sent before any query of the connection.
        void client.query('set enable_memoize = off').catch(() => {});
      });
      return pool;
    }) as [pg.Pool, pg.Pool];
    const db = new Kysely<Database>({ dialect: new PlanOncePostgresDialect({ pool: reads }, transactions) });
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
  const checkpointer = options.backgroundCheckpoints ? startCheckpointer(config.database.file) : null;
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
  const pool = options.readWorkers ? startReadPool(config.database.file, options.readWorkers) : null;
  const db = new Kysely<Database>({ dialect: new PooledSqliteDialect(sqliteStatements(sqlite), pool) });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    changes: localChangeFeed(),
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/** How many distinct query texts PostgreSQL keeps prepared on each connection (the rest are planned each time). */
const PG_NAMED_STATEMENTS = 300;
/** A read: a select, or one that starts with its common table expressions (the people page: decision 169). */
const READ = /^(select|with) /;
const pgStatementNames = new Map<string, string>();

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on each call; for the small
 * indexed reads of this app the planning costs more than running the plan (docs/decisions.md 127).
 * A query text with parameters, or a read, gets a name, so each connection parses it once and PostgreSQL may
 * settle on a generic plan after five runs when it is no worse than the custom ones. Names are
 * shared by all connections and bounded: texts past the bound go unnamed, as before.
 */
function reusePreparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    // a read without parameters too (a list whose limits are written in: postgres-compiler.ts),
    // but not the other texts without one (transaction control, the migrations' DDL, run once)
    if (typeof text !== 'string' || !Array.isArray(values) || (values.length === 0 && !READ.test(text))) return query(...args);
    let name = pgStatementNames.get(text);
    if (!name && pgStatementNames.size < PG_NAMED_STATEMENTS) {
      name = `q${pgStatementNames.size}`;
      pgStatementNames.set(text, name);
    }
    return name ? query({ name, text, values }, ...args.slice(2)) : query(...args);
  };
}

/**
 * Kysely prepares every query anew; with better-sqlite3 that parse and plan is a good part of a
 * small query's cost (the session lookup of every staff request). The same SQL text reuses its
 * prepared statement; one still being iterated is never handed out twice. Rows are read as
 * arrays and shaped by `rowShaper` (below).
 */
export function sqliteStatements(sqlite: SQLite.Database): StatementCache {
  const statements = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = shapedStatement(sqlite.prepare(text));
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * A statement whose rows are read in better-sqlite3's raw mode (arrays) and made into objects by a
 * function built for its columns (a write is used as it is). better-sqlite3 builds each row object
 * key by key, which cost more than running the query for a page of wide rows (25 candidates:
 * 0.24 ms against 0.11 ms; docs/performance.md); an object literal of fixed shape is what V8 makes
 * fastest. Same result: a repeated column name keeps its last value, as better-sqlite3 does.
 */
function shapedStatement(statement: SQLite.Statement): CachedStatement {
  if (!statement.reader) return Object.assign(statement, { shape: notReader });
  statement.raw(true);
  const shape = rowShaper(statement.columns().map((c) => c.name));
  return {
    reader: true,
    readonly: statement.readonly,
    get busy() {
      return statement.busy;
    },
    shape,
    all: (p) => (statement.all(p) as unknown[][]).map(shape),
    run: (p) => statement.run(p),
    *iterate(p) {
      for (const row of statement.iterate(p) as IterableIterator<unknown[]>) yield shape(row);
    },
  };
}

const notReader = () => {
  throw new Error('a write statement has no rows to shape');
};

/**
 * `(row) => ({ name0: row[0], name1: row[1], ... })` for these column names. The names come from
 * the statement (our own SQL) and enter the source only as JSON string literals.
 */
function rowShaper(names: readonly string[]): (row: unknown[]) => Record<string, unknown> {
  // a computed key for __proto__, which as a plain key would set the prototype instead of a field
  const fields = names.map((name, i) => `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: row[${i}]`).join(', ');
  return new Function('row', `return { ${fields} };`) as (row: unknown[]) => Record<string, unknown>;
}

/** Is this error a unique-constraint violation (both engines)? */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Timestamps are ISO-8601 UTC strings produced by the application (portable, sortable). */
export const nowIso = () => new Date().toISOString();
