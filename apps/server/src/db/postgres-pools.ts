import {
  PostgresDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

/**
 * Transactions on a pool of their own (decision 158). A write transaction may wait for a row lock
 * (the dashboard's counters, a referral slot) while it holds its connection; on one pool of ten,
 * a stream of writes then held every connection and the reads queued behind them, though none of
 * them waited for a lock. Here a connection is taken on its first statement: a `begin` takes one
 * from the transactions' pool, anything else one from the reads' pool. A statement outside a
 * transaction (a single insert, a read) stays on the reads' pool; it holds no lock past itself.
 */
export class TwoPoolDriver implements Driver {
  readonly #reads: PostgresDriver;
  readonly #writes: PostgresDriver;

  constructor(reads: pg.Pool, writes: pg.Pool) {
    this.#reads = new PostgresDriver({ pool: reads });
    this.#writes = new PostgresDriver({ pool: writes });
  }

  async init() {
    await this.#reads.init();
    await this.#writes.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.#reads, this.#writes);
  }

  // PostgresDriver sends these through the connection (begin, commit, savepoints): the first one
  // decides the pool
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#writes.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.#writes.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.#writes.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#writes.savepoint(connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#writes.rollbackToSavepoint(connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#writes.releaseSavepoint(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection) {
    await (connection as RoutedConnection).release();
  }

  async destroy() {
    await Promise.all([this.#reads.destroy(), this.#writes.destroy()]);
  }
}

const BEGINS = /^\s*(begin|start transaction)\b/i;

type PostgresConnection = Parameters<PostgresDriver['releaseConnection']>[0];

class RoutedConnection implements DatabaseConnection {
  /** The connection taken at the first statement, with the driver of the pool it came from. */
  #taken: { from: PostgresDriver; connection: Promise<PostgresConnection> } | null = null;

  constructor(
    private readonly reads: PostgresDriver,
    private readonly writes: PostgresDriver,
  ) {}

  #connection(sqlText: string): Promise<DatabaseConnection> {
    if (!this.#taken) {
      const from = BEGINS.test(sqlText) ? this.writes : this.reads;
      this.#taken = { from, connection: from.acquireConnection() as Promise<PostgresConnection> };
    }
    return this.#taken.connection;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.#connection(query.sql)).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.#connection(query.sql)).streamQuery<R>(query, chunkSize);
  }

  async release() {
    const taken = this.#taken;
    if (!taken) return;
    this.#taken = null;
    const connection = await taken.connection.catch(() => null);
    if (connection) await taken.from.releaseConnection(connection);
  }
}
