import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { bareDatabase, createTestApp } from './helpers.js';

// db/postgres-pools.ts (decision 158): transactions take their connections from a pool of their
// own, so reads are answered while every transaction waits for a row lock. SQLite has one writer
// and reads on their own connections already (decision 151): nothing to check there.
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

type Db = Kysely<{ t: { id: number; n: number } }>;

describe('reads beside waiting transactions [postgres]', () => {
  it('a read is answered while more transactions than the server has connections wait for one row', async () => {
    const bare = await bareDatabase('postgres', 'pools');
    close = bare.close;
    const db = bare.handle.db as unknown as Db;
    await sql`create table t (id integer primary key, n integer not null)`.execute(db);
    await db.insertInto('t').values({ id: 1, n: 0 }).execute();

    // one transaction holds the row; twelve more wait for it (more than the ten connections a
    // server had in all before), each holding a connection or waiting for one
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await trx
        .updateTable('t')
        .set({ n: sql`n + 1` })
        .where('id', '=', 1)
        .execute();
      locked();
      await held;
    });
    await isLocked;
    const waiting = Array.from({ length: 12 }, () =>
      db.transaction().execute((trx) =>
        trx
          .updateTable('t')
          .set({ n: sql`n + 1` })
          .where('id', '=', 1)
          .execute(),
      ),
    );
    await delay(200);

    const read = db.selectFrom('t').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
    const first = await Promise.race([read.then((r) => r.n), delay(5000).then(() => 'no answer in 5 s')]);
    expect(first).toBe(0); // the committed value: no waiting transaction has committed

    release();
    await Promise.all([holder, ...waiting]);
    expect((await db.selectFrom('t').select('n').where('id', '=', 1).executeTakeFirstOrThrow()).n).toBe(13);
  });
});

// decision 183: the reads' pool holds POSTGRES_READ_CONNECTIONS connections, two per core by default
describe('the reads’ connections [postgres]', () => {
  it('a server started with POSTGRES_READ_CONNECTIONS=2 runs its reads on two connections; by default two per core, at most ten', async () => {
    const t = await createTestApp('postgres', { env: { POSTGRES_READ_CONNECTIONS: '2' } });
    close = t.close;
    // six reads at once, each held long enough for all six to be asked before one ends: as many
    // backends answer as the pool has connections (on ten there would be six)
    const backends = await Promise.all(
      Array.from(
        { length: 6 },
        async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(t.app.ctx.db)).rows[0]!.pid,
      ),
    );
    expect(new Set(backends).size).toBe(2);

    expect(loadConfig({}).postgresReadConnections).toBe(Math.min(10, 2 * os.availableParallelism()));
    for (const bad of ['0', '101', '1.5', 'many']) expect(() => loadConfig({ POSTGRES_READ_CONNECTIONS: bad }), bad).toThrow(ConfigError);
  });
});

describe('the planner settings of every connection [postgres]', () => {
  // decision 187: a Memoize node's hash table is sized from the table's statistics and built at
  // each execution; at 1,000,000 candidates it doubled what the dashboard's candidate list cost
  it('reads and transactions run with Memoize off, from the first statement of a new connection', async () => {
    const bare = await bareDatabase('postgres', 'planner');
    close = bare.close;
    const db = bare.handle.db;
    // several at once: each opens a connection of its own, whose first statement is this one
    const reads = await Promise.all(Array.from({ length: 4 }, () => sql<{ enable_memoize: string }>`show enable_memoize`.execute(db)));
    expect(reads.map((r) => r.rows[0]!.enable_memoize)).toEqual(['off', 'off', 'off', 'off']);
    const inTransaction = await db.transaction().execute((trx) => sql<{ enable_memoize: string }>`show enable_memoize`.execute(trx));
    expect(inTransaction.rows[0]!.enable_memoize).toBe('off');
  });
});
