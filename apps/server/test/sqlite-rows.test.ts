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
