import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';

// SQLite rows are read as arrays and shaped into objects (db/database.ts shapedStatement): the
// objects must be what better-sqlite3 itself would have made, read on the main connection or by the
// read workers (db/sqlite-read-pool.ts).
let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each([0, 1])('with %i read workers', (readWorkers) => {
  function open() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-rows-'));
    handle = openDatabase(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'silent' }), { readWorkers });
    return handle.db;
  }

  it('rows keep their column names, values and nulls, in order, on repeated runs of one statement', async () => {
    const db = open();
    await sql`create table t (id integer primary key, name text, n real, b blob)`.execute(db);
    await sql`insert into t (name, n, b) values ('a', 1.5, null), (null, 2, x'0102')`.execute(db);
    for (let run = 0; run < 3; run++) {
      const { rows } = await sql<Record<string, unknown>>`select id, name, n, b from t order by id`.execute(db);
      expect(rows).toEqual([
        { id: 1, name: 'a', n: 1.5, b: null },
        { id: 2, name: null, n: 2, b: Buffer.from([1, 2]) },
      ]);
      expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'n', 'b']);
      expect(Buffer.isBuffer(rows[1]!.b)).toBe(true);
    }
  });

  it('a repeated column name keeps its last value, and odd names stay plain fields', async () => {
    const db = open();
    const { rows } = await sql<Record<string, unknown>>`select 1 as x, 2 as x, 3 as "__proto__", 4 as "a""b", 5 as "1"`.execute(db);
    const row = rows[0]!;
    expect(row.x).toBe(2);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(3);
    expect(row['a"b']).toBe(4);
    expect(row['1']).toBe(5);
  });

  it('text and numbers arrive as SQLite holds them: every script, emoji, escapes, the largest safe integer, fractions', async () => {
    const db = open();
    await sql`create table t (id integer primary key, name text, n)`.execute(db);
    const names = ['Zoë Ñandú', '日本語の名前', 'नमस्ते', '😀 family 👨‍👩‍👧', 'quote " backslash \\ tab \t line \n', '\u2028\u2029', '', ' '];
    const numbers = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, -12.75, 0.1 + 0.2, 1e300, 5e-324, 0];
    for (const [i, name] of names.entries()) await sql`insert into t (name, n) values (${name}, ${numbers[i % numbers.length]!})`.execute(db);
    const expected = names.map((name, i) => ({ id: i + 1, name, n: numbers[i % numbers.length] }));
    // outside a transaction (a read worker, when there are workers) and inside one (the main connection)
    const { rows } = await sql<Record<string, unknown>>`select id, name, n from t order by id`.execute(db);
    expect(rows).toEqual(expected);
    const inside = await db
      .transaction()
      .execute(async (trx) => (await sql<Record<string, unknown>>`select id, name, n from t order by id`.execute(trx)).rows);
    expect(inside).toEqual(expected);
    // computed values, and a lone surrogate (which SQLite does not keep as such): whichever
    // connection reads them, the same values
    await sql`insert into t (name, n) values (${'\ud800'}, null)`.execute(db);
    const last = sql<Record<string, unknown>>`select name, 7 / 2.0 as half, 2 * 3 as six, typeof(n) as type from t order by id desc limit 1`;
    const { rows: computed } = await last.execute(db);
    expect(computed).toEqual(await db.transaction().execute(async (trx) => (await last.execute(trx)).rows));
    expect(computed[0]).toMatchObject({ half: 3.5, six: 6, type: 'null' });
  });

  it('streamed rows are shaped too, and writes still report their changes', async () => {
    const db = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    const inserted = await db
      .insertInto('t' as never)
      .values({ name: 'x' } as never)
      .executeTakeFirst();
    expect(Number(inserted.numInsertedOrUpdatedRows)).toBe(1);
    const streamed: unknown[] = [];
    for await (const row of db
      .selectFrom('t' as never)
      .select(['id' as never, 'name' as never])
      .stream())
      streamed.push(row);
    expect(streamed).toEqual([{ id: 1, name: 'x' }]);
  });
});
