import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase, sqliteStatements, type DatabaseHandle } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { FAST_RUNS_BEFORE_INLINE, PooledSqliteDialect } from '../src/db/sqlite-driver.js';
import { PoolGone, startReadPool } from '../src/db/sqlite-read-pool.js';

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
  expect((await pool.all('select count(*) from t', [])).rows).toEqual([[0]]);
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
    expect((await pool.all('select name from t', [])).rows).toEqual([['x']]);
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

describe('where a read runs (docs/decisions.md 181)', () => {
  /** A database over a pool of one worker whose hand-offs are counted. */
  async function counted() {
    await open(0);
    const file = path.join(dir!, 'talentra.sqlite');
    const pool = startReadPool(file, 1);
    const sent: string[] = [];
    const all = pool.all.bind(pool);
    pool.all = (text, parameters) => {
      sent.push(text);
      return all(text, parameters);
    };
    const db = new Kysely<Database>({ dialect: new PooledSqliteDialect(sqliteStatements(new SQLite(file)), pool) });
    return { db, sent };
  }
  // counts to n: about 0.1 µs a step, so n = 1 is cheap and n = 200,000 takes milliseconds
  const countTo = (db: Kysely<Database>, n: number) =>
    sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select count(*) as n from c`.execute(db);

  /**
   * Runs `read` until a run no longer goes to a worker (a cold run or a busy machine may take longer
   * than the bound, so not always after exactly FAST_RUNS_BEFORE_INLINE); returns the runs sent.
   */
  async function untilInline(read: () => Promise<unknown>, sent: string[]) {
    for (let i = 0; i < 500; i++) {
      const before = sent.length;
      await read();
      if (sent.length === before) return before;
    }
    throw new Error('the read never left the workers');
  }

  it('a cheap read goes to the workers until it has run fast enough times, then runs on the main connection', async () => {
    const { db, sent } = await counted();
    try {
      await sql`insert into t (name) values ('x')`.execute(db);
      expect(await untilInline(() => names(db), sent)).toBeGreaterThanOrEqual(FAST_RUNS_BEFORE_INLINE);
      // on the main connection it still reads every commit at once
      await sql`insert into t (name) values ('y')`.execute(db);
      const before = sent.length;
      expect(await names(db)).toEqual(['x', 'y']);
      expect(sent.length).toBe(before);
    } finally {
      await db.destroy();
    }
  });

  it('a slow read stays on the workers, and a cheap one that turns slow goes back to them after one run', async () => {
    const { db, sent } = await counted();
    try {
      for (let i = 0; i < FAST_RUNS_BEFORE_INLINE + 5; i++) expect((await countTo(db, 200_000)).rows).toEqual([{ n: 200_000 }]);
      expect(sent.length).toBe(FAST_RUNS_BEFORE_INLINE + 5);
      // the same statement, counting to 1, earns the main connection
      await untilInline(() => countTo(db, 1), sent);
      // counting far again: this run is on the main connection, measured slow; the next go to the workers
      let before = sent.length;
      expect((await countTo(db, 200_000)).rows).toEqual([{ n: 200_000 }]);
      expect(sent.length).toBe(before);
      for (let i = 0; i < 3; i++) await countTo(db, 200_000);
      expect(sent.length).toBe(before + 3);
      // fast again: it must prove itself again before it leaves the workers
      before = sent.length;
      expect(await untilInline(() => countTo(db, 1), sent)).toBeGreaterThanOrEqual(before + FAST_RUNS_BEFORE_INLINE);
    } finally {
      await db.destroy();
    }
  });

  it('a read that runs on the main connection still goes to a worker while a transaction holds it, and sees none of its rows', async () => {
    const { db, sent } = await counted();
    try {
      await sql`insert into t (name) values ('committed')`.execute(db);
      await untilInline(() => names(db), sent);
      const before = sent.length;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const transaction = db.transaction().execute(async (trx) => {
        await sql`insert into t (name) values ('pending')`.execute(trx);
        await held;
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(await names(db)).toEqual(['committed']);
      expect(sent.length).toBe(before + 1);
      release();
      await transaction;
      expect(await names(db)).toEqual(['committed', 'pending']);
      expect(sent.length).toBe(before + 1);
    } finally {
      await db.destroy();
    }
  });
});
