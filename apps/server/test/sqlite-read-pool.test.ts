import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase, sqliteStatements, type DatabaseHandle } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { PooledSqliteDialect } from '../src/db/sqlite-driver.js';
import { PoolGone, rowsOf, startReadPool } from '../src/db/sqlite-read-pool.js';

// Reads outside a transaction run on read-only connections in worker threads (docs/decisions.md
// 151); a transaction keeps the main connection to itself. These are the guarantees the
// repositories rely on.
let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(readWorkers = 1) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-pool-'));
  handle = openDatabase(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'silent' }), { readWorkers });
  await sql`create table t (id integer primary key, name text not null)`.execute(handle.db);
  return handle.db;
}

const names = async (db: DatabaseHandle['db']) => (await sql<{ name: string }>`select name from t order by id`.execute(db)).rows.map((r) => r.name);

it('a read outside a transaction neither waits for an open one nor sees its uncommitted rows', async () => {
  const db = await open();
  await sql`insert into t (name) values ('committed')`.execute(db);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let inside: string[] = [];
  const transaction = db.transaction().execute(async (trx) => {
    await sql`insert into t (name) values ('pending')`.execute(trx);
    inside = await names(trx as never);
    await held;
  });
  await new Promise((r) => setTimeout(r, 20));
  // Kysely's own SQLite driver would make this read wait for the transaction (and so hang here)
  expect(await names(db)).toEqual(['committed']);
  release();
  await transaction;
  expect(inside).toEqual(['committed', 'pending']);
  expect(await names(db)).toEqual(['committed', 'pending']);
});

it('a write outside a transaction waits for the open one, then is read back at once', async () => {
  const db = await open();
  const order: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const transaction = db.transaction().execute(async (trx) => {
    await sql`insert into t (name) values ('in transaction')`.execute(trx);
    await held;
    order.push('commit');
  });
  await new Promise((r) => setTimeout(r, 20));
  const write = sql`insert into t (name) values ('after')`.execute(db).then(() => order.push('write'));
  await new Promise((r) => setTimeout(r, 20));
  expect(order).toEqual([]);
  release();
  await Promise.all([transaction, write]);
  expect(order).toEqual(['commit', 'write']);
  expect(await names(db)).toEqual(['in transaction', 'after']);
});

it('a rolled-back transaction leaves nothing, and a write with RETURNING runs on the main connection', async () => {
  const db = await open();
  await expect(
    db.transaction().execute(async (trx) => {
      await sql`insert into t (name) values ('gone')`.execute(trx);
      throw new Error('stop');
    }),
  ).rejects.toThrow('stop');
  const { rows } = await sql<{ id: number; name: string }>`insert into t (name) values ('kept') returning id, name`.execute(db);
  expect(rows).toEqual([{ id: expect.any(Number), name: 'kept' }]);
  expect(await names(db)).toEqual(['kept']);
});

it("an error in a worker reaches the caller with SQLite's message and code", async () => {
  const db = await open();
  await expect(sql`select * from missing_table`.execute(db)).rejects.toMatchObject({
    message: expect.stringContaining('no such table'),
    code: 'SQLITE_ERROR',
  });
});

it('200 reads at once, over two workers, each get their own answer', async () => {
  const db = await open(2);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 200) insert into t (name) select 'n' || i from n`.execute(db);
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => sql<{ name: string }>`select name from t where id = ${i + 1}`.execute(db)));
  expect(answers.map((a) => a.rows[0]?.name)).toEqual(Array.from({ length: 200 }, (_, i) => `n${i + 1}`));
});

it('when its workers are gone, reads run on the main connection', async () => {
  await open(0);
  const file = path.join(dir!, 'talentra.sqlite');
  const pool = startReadPool(file, 1);
  expect(rowsOf(await pool.all('select count(*) from t', []))).toEqual([[0]]);
  await pool.close();
  expect(pool.alive).toBe(false);
  await expect(pool.all('select 1', [])).rejects.toBeInstanceOf(PoolGone);
  const db = new Kysely<Database>({ dialect: new PooledSqliteDialect(sqliteStatements(new SQLite(file)), pool) });
  await sql`insert into t (name) values ('x')`.execute(db);
  expect(await names(db)).toEqual(['x']);
  await db.destroy();
});

it('a reader that stops is replaced, and the reads asked meanwhile are answered by the main connection', async () => {
  await open(0);
  const file = path.join(dir!, 'talentra.sqlite');
  const pool = startReadPool(file, 1);
  const db = new Kysely<Database>({ dialect: new PooledSqliteDialect(sqliteStatements(new SQLite(file)), pool) });
  try {
    await sql`insert into t (name) values ('x')`.execute(db);
    const [first] = pool.workers;
    const threadId = first!.threadId;
    const inFlight = names(db);
    await first!.terminate();
    expect(await inFlight).toEqual(['x']);
    expect(pool.alive).toBe(false);
    expect(await names(db)).toEqual(['x']);
    await vi.waitFor(() => expect(pool.alive).toBe(true), { timeout: 5000 });
    expect(pool.workers[0]!.threadId).not.toBe(threadId);
    expect(rowsOf(await pool.all('select name from t', []))).toEqual([['x']]);
  } finally {
    await db.destroy();
  }
});

it('SQLITE_READ_WORKERS: 0 turns the readers off, a count sets them, anything else is refused at start', () => {
  expect(loadConfig({ SQLITE_READ_WORKERS: '0' }).sqliteReadWorkers).toBe(0);
  expect(loadConfig({ SQLITE_READ_WORKERS: '3' }).sqliteReadWorkers).toBe(3);
  const byDefault = loadConfig({}).sqliteReadWorkers;
  expect(byDefault).toBe(Math.min(4, os.availableParallelism()));
  for (const bad of ['-1', '17', '1.5', 'two']) expect(() => loadConfig({ SQLITE_READ_WORKERS: bad }), bad).toThrow(ConfigError);
});
