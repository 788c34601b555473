import { sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { QueryShapes } from '../src/db/query-shapes.js';
import { describeEachEngine } from './engines.js';
import { bareDatabase } from './helpers.js';

// db/query-shapes.ts (decision 156): a search is compiled once per shape and each call binds its
// values. Every call must answer as the same query compiled afresh would, and a builder that writes
// a value into the SQL text must be caught. The server's tests run with QUERY_SHAPES_CHECK=1, so
// every people search they make is also compared with a fresh compile.
type Db = Kysely<{ t: { id: number; name: string; city: string | null } }>;
interface Values extends Record<string, unknown> {
  name?: string;
  city?: string;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Shapes built with the check off (as in production), counting the builds. */
function shapesWithoutCheck() {
  const saved = process.env.QUERY_SHAPES_CHECK;
  process.env.QUERY_SHAPES_CHECK = '0';
  try {
    return new QueryShapes<Values>();
  } finally {
    process.env.QUERY_SHAPES_CHECK = saved;
  }
}

describeEachEngine('queries compiled once per shape', (engine) => {
  async function open(): Promise<Db> {
    const bare = await bareDatabase(engine, 'shapes');
    close = bare.close;
    const db = bare.handle.db as unknown as Db;
    await sql`create table t (id integer primary key, name text not null, city text)`.execute(db);
    await db
      .insertInto('t')
      .values([
        { id: 1, name: 'asha', city: 'kochi' },
        { id: 2, name: 'asha', city: 'pune' },
        { id: 3, name: "o'neil", city: 'kochi' },
        { id: 4, name: '50%', city: null },
      ])
      .execute();
    return db;
  }

  const build = (db: Db) => (v: Values) =>
    db
      .selectFrom('t')
      .select('id')
      .$if(v.name !== undefined, (q) => q.where('name', '=', v.name!))
      .$if(v.city !== undefined, (q) => q.where('city', '=', v.city!))
      .orderBy('id');

  it('binds each call its own values, compiling each shape (which values are set) once', async () => {
    const db = await open();
    const shapes = shapesWithoutCheck();
    let builds = 0;
    const run = async (v: Values) => {
      const q = shapes.query(db, 't', v, (s) => {
        builds += 1;
        return build(db)(s);
      });
      const fresh = build(db)(v).compile();
      expect(q.sql).toBe(fresh.sql);
      expect(q.parameters).toEqual(fresh.parameters);
      return (await db.executeQuery(q)).rows.map((r) => r.id);
    };
    expect(await run({ name: 'asha' })).toEqual([1, 2]);
    expect(await run({ name: "o'neil" })).toEqual([3]);
    expect(await run({ name: '50%' })).toEqual([4]);
    expect(builds).toBe(1);
    expect(await run({ name: 'asha', city: 'pune' })).toEqual([2]);
    expect(await run({ name: 'asha', city: 'kochi' })).toEqual([1]);
    expect(await run({ city: 'kochi' })).toEqual([1, 3]);
    expect(await run({})).toEqual([1, 2, 3, 4]);
    expect(builds).toBe(4);
  });

  it('an empty value is a filter left unset: the builder sees undefined, as for a value not given', async () => {
    const db = await open();
    const shapes = new QueryShapes<Values>();
    const empty = shapes.query(db, 't', { name: '', city: 'kochi' }, build(db));
    expect(empty.sql).toBe(build(db)({ city: 'kochi' }).compile().sql);
    expect((await db.executeQuery(empty)).rows.map((r) => r.id)).toEqual([1, 3]);
  });

  it('with the check on, a builder that writes a value into the text is caught', async () => {
    const db = await open();
    const shapes = new QueryShapes<Values>();
    const leaky = (v: Values) =>
      db
        .selectFrom('t')
        .select('id')
        .where(sql<boolean>`name = ${sql.lit(String(v.name))}`);
    expect(() => shapes.query(db, 'leaky', { name: 'asha' }, leaky)).toThrow(/differs from a fresh compile/);
  });
});
