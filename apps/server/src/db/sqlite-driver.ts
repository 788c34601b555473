import { CompiledQuery, SelectQueryNode, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { PoolGone, type ReadPool } from './sqlite-read-pool.js';

/** What the driver needs of a prepared statement (database.ts `shapedStatement`). */
export interface CachedStatement {
  /** Returns rows (a SELECT, or a write with RETURNING). */
  readonly reader: boolean;
  /** Changes nothing: may run on a read-only connection. */
  readonly readonly: boolean;
  readonly busy: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint };
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
  /** Makes a raw row (an array) into the row object `all` returns. */
  shape(row: unknown[]): unknown;
  /** Where this read runs: a worker, or the main connection once it has shown itself cheap. */
  readonly placement: ReadPlacement;
}

/** A read that ran longer than this (µs) goes to the workers: on the event loop it would hold up every other request. */
export const INLINE_MAX_MICROS = 100;
/** Runs in a row under `INLINE_MAX_MICROS` before a read runs on the main connection. */
export const FAST_RUNS_BEFORE_INLINE = 20;

/**
 * Where a read-only statement runs (docs/decisions.md 181). Handing a read to a worker costs both
 * threads a message, a wake-up and a copy of the rows: about 120 µs of CPU a statement on this
 * machine, more than most of this app's reads cost to run. So a statement that ran under
 * `INLINE_MAX_MICROS` `FAST_RUNS_BEFORE_INLINE` times in a row runs on the main connection, and goes
 * back to the workers the first time it runs longer (a search whose text matches rarely, a table
 * grown large): one slow run is all the event loop pays before the statement moves.
 */
export class ReadPlacement {
  #fastRuns = 0;
  #inline = false;
  get inline() {
    return this.#inline;
  }
  /** Notes a run of `micros`, on a worker or on the main connection. */
  ran(micros: number) {
    if (micros > INLINE_MAX_MICROS) {
      this.#inline = false;
      this.#fastRuns = 0;
    } else if (!this.#inline && ++this.#fastRuns >= FAST_RUNS_BEFORE_INLINE) this.#inline = true;
  }
}

export interface StatementCache {
  prepare(sql: string): CachedStatement;
  close(): void;
}

/** One connection, one transaction at a time: who holds the main connection. */
class Mutex {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;
  get held() {
    return this.#held !== null;
  }
  async lock() {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }
  unlock() {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }
}

function runOnMain(statements: StatementCache, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const stmt = statements.prepare(sql);
  if (stmt.reader) return { rows: stmt.all(parameters) };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * A Kysely connection over the one main connection and the read pool. Inside a transaction every
 * statement runs on the main connection (it sees the transaction's own writes); outside one, a
 * read-only statement goes to the pool and a write waits for any open transaction to end, as
 * Kysely's own SQLite driver makes every query wait.
 */
class PooledConnection implements DatabaseConnection {
  #pinned = false;
  constructor(
    private readonly statements: StatementCache,
    private readonly mutex: Mutex,
    private readonly pool: ReadPool | null,
  ) {}

  async pin() {
    await this.mutex.lock();
    this.#pinned = true;
  }

  unpin() {
    if (!this.#pinned) return;
    this.#pinned = false;
    this.mutex.unlock();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#pinned) return runOnMain(this.statements, query) as QueryResult<R>;
    const stmt = this.statements.prepare(query.sql);
    if (this.pool?.alive && stmt.reader && stmt.readonly) {
      // a cheap read runs here, unless a transaction holds the main connection (it would see its writes)
      if (stmt.placement.inline && !this.mutex.held) {
        const started = performance.now();
        const rows = stmt.all(query.parameters) as R[];
        stmt.placement.ran((performance.now() - started) * 1000);
        return { rows };
      }
      try {
        const { rows, micros } = await this.pool.all(query.sql, query.parameters);
        stmt.placement.ran(micros);
        return { rows: rows.map((r) => stmt.shape(r)) as R[] };
      } catch (err) {
        if (!(err instanceof PoolGone)) throw err;
      }
    }
    await this.mutex.lock();
    try {
      return runOnMain(this.statements, query) as QueryResult<R>;
    } finally {
      this.mutex.unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const pinnedHere = !this.#pinned;
    if (pinnedHere) await this.pin();
    try {
      for (const row of this.statements.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
    } finally {
      if (pinnedHere) this.unpin();
    }
  }
}

class PooledSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  constructor(
    private readonly statements: StatementCache,
    private readonly pool: ReadPool | null,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PooledConnection(this.statements, this.#mutex, this.pool);
  }

  async beginTransaction(connection: DatabaseConnection) {
    await (connection as PooledConnection).pin();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  /** The transaction (if any) ends here, after a commit or a rollback. */
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PooledConnection).unpin();
  }

  async destroy() {
    await this.pool?.close();
    this.statements.close();
  }
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Kysely's SQLite dialect (its query compiler and introspection) with the driver above. */
export class PooledSqliteDialect extends SqliteDialect {
  constructor(
    private readonly statements: StatementCache,
    private readonly pool: ReadPool | null,
  ) {
    super({ database: statements as never });
  }

  override createDriver(): Driver {
    return new PooledSqliteDriver(this.statements, this.pool);
  }
}
