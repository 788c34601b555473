import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeEachEngine } from './engines.js';
import { bareDatabase } from './helpers.js';
import { readTogether, shiftPlaceholders } from '../src/db/read-together.js';
import type { Dialect, Executor } from '../src/db/database.js';

// db/read-together.ts (decision 180): reads sent as one statement on PostgreSQL must give what each
// would give alone, on both engines: the same rows, in their order, with the same values.
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

type T = { t: { id: number; name: string | null; n: number; big: number } };

describeEachEngine('reads sent together', (engine) => {
  async function open(): Promise<{ db: Kysely<T>; dialect: Dialect; sent: string[] }> {
    const bare = await bareDatabase(engine, 'together');
    close = bare.close;
    const db = bare.handle.db as unknown as Kysely<T>;
    await sql`create table t (id integer primary key, name text, n integer, big bigint)`.execute(db);
    const names = ['ünï', 'a"b', "c'd", 'e\\f', '$1', null, '', '{"x":1}'];
    await db
      .insertInto('t')
      .values(names.map((name, i) => ({ id: i + 1, name, n: i * 7, big: 2 ** 40 + i })))
      .execute();
    const sent: string[] = [];
    const recording = new Proxy(db, {
      get(target, prop) {
        if (prop === 'executeQuery')
          return (q: CompiledQuery) => {
            sent.push(q.sql);
            return target.executeQuery(q);
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { db: recording, dialect: engine, sent };
  }

  it('gives each read its own rows, in its own order, as one statement on PostgreSQL', async () => {
    const { db, dialect, sent } = await open();
    const byNameDesc = db.selectFrom('t').select(['id', 'name', 'n', 'big']).where('id', '>', 1).orderBy('n', 'desc').limit(5).compile();
    const counted = db
      .selectFrom('t')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'like', '%d')
      .compile();
    const none = db.selectFrom('t').select('id').where('id', '=', 999).compile();
    const alone = await Promise.all([byNameDesc, counted, none].map(async (q) => (await db.executeQuery(q)).rows));
    sent.length = 0;

    const [rows, counts, empty] = await readTogether(db as unknown as Executor, dialect, [byNameDesc, counted, none]);
    expect(rows).toEqual(alone[0]);
    expect(rows.map((r) => r.id)).toEqual([8, 7, 6, 5, 4]);
    expect(rows.find((r) => r.id === 5)?.name).toBe('$1');
    expect(rows[0]!.big).toBe(2 ** 40 + 7);
    expect(Number(counts[0]!.count)).toBe(1);
    expect(Number(counts[0]!.count)).toBe(Number((alone[1]![0] as unknown as { count: number }).count));
    expect(empty).toEqual([]);
    expect(sent).toHaveLength(engine === 'postgres' ? 1 : 3);
  });

  it('keeps every value bound to its own statement', async () => {
    const { db, dialect } = await open();
    const reads = [3, 1, 8].map((id) => db.selectFrom('t').select(['id', 'name']).where('id', '=', id).where('n', '>=', 0).compile());
    const got = await readTogether(db as unknown as Executor, dialect, reads);
    expect(got.map((r) => r[0]?.id)).toEqual([3, 1, 8]);
    expect(got[0]![0]!.name).toBe("c'd");
    expect(got[2]![0]!.name).toBe('{"x":1}');
  });
});

it('moves every placeholder of a statement, and only placeholders', () => {
  expect(shiftPlaceholders('select * from t where a = $1 and b = any($2::int[]) and c = $10', 3)).toBe(
    'select * from t where a = $4 and b = any($5::int[]) and c = $13',
  );
  expect(shiftPlaceholders('select $1', 0)).toBe('select $1');
  expect(shiftPlaceholders(`select '$1', 'it''s $2', "col$3" from t where a = $1`, 2)).toBe(`select '$1', 'it''s $2', "col$3" from t where a = $3`);
});
