import { CompiledQuery, SelectQueryNode, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { PoolGone, rowsOf, type ReadPool } from './sqlite-read-pool.js';

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
}

export interface StatementCache {
  prepare(sql: string): CachedStatement;
  close(): void;
}

/** One connection, one transaction at a time: who holds the main connection. */
class Mutex {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;
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
      try {
        const rows = rowsOf(await this.pool.all(query.sql, query.parameters));
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
