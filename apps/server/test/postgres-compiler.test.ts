import { sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeEachEngine } from './engines.js';
import { bareDatabase } from './helpers.js';
import { idInList, idList } from '../src/db/sql-helpers.js';

// db/postgres-compiler.ts (decision 155) rewrites what Kysely sends PostgreSQL: small limits and
// offsets in the text, `in (list)` as `= any($1)`. The answers must be those of the plain SQL, on
// both engines, whatever the values.
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describeEachEngine('the SQL sent for lists and pages', (engine) => {
  async function open(): Promise<Kysely<{ t: { id: number; name: string | null } }>> {
    const bare = await bareDatabase(engine, 'compiler');
    close = bare.close;
    const db = bare.handle.db as unknown as Kysely<{ t: { id: number; name: string | null } }>;
    await sql`create table t (id integer primary key, name text)`.execute(db);
    return db;
  }
  const NAMES = ['a,b', 'c"d', 'e\\f', '{g}', 'NULL', ' h ', "i'j", 'ünï', ''];

  it('`in` and `not in` match exactly the listed numbers and texts, commas, quotes, braces and NULL included', async () => {
    const db = await open();
    await db
      .insertInto('t')
      .values([...NAMES, 'other', null].map((name, i) => ({ id: i + 1, name })))
      .execute();
    const byName = await db.selectFrom('t').select('name').where('name', 'in', NAMES).orderBy('id').execute();
    expect(byName.map((r) => r.name)).toEqual(NAMES);
    const notListed = await db.selectFrom('t').select('name').where('name', 'not in', NAMES).orderBy('id').execute();
    expect(notListed.map((r) => r.name)).toEqual(['other']); // a null name is in no list, nor out of one
    const byId = await db.selectFrom('t').select('id').where('id', 'in', [3, 1, 99]).orderBy('id').execute();
    expect(byId.map((r) => r.id)).toEqual([1, 3]);
    const compiled = db.selectFrom('t').select('id').where('id', 'in', [1, 2, 3]).compile();
    if (engine === 'postgres') {
      expect(compiled.sql).toBe('select "id" from "t" where "id" = any($1)');
      expect(compiled.parameters).toEqual([[1, 2, 3]]);
    } else expect(compiled.sql).toBe('select "id" from "t" where "id" in (?, ?, ?)');
  });

  it('pages are the same with the limit and offset in the text (small) or as parameters (large)', async () => {
    const db = await open();
    await db
      .insertInto('t')
      .values(Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `n${i + 1}` })))
      .execute();
    const page = (limit: number, offset: number) =>
      db
        .selectFrom('t')
        .select('id')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute()
        .then((rows) => rows.map((r) => r.id));
    expect(await page(3, 0)).toEqual([1, 2, 3]);
    expect(await page(2, 100)).toEqual([101, 102]);
    expect(await page(2, 101)).toEqual([102, 103]); // past the offsets written in: a parameter
    expect(await page(7000, 298)).toEqual([299, 300]); // past the limits written in
    const small = db.selectFrom('t').select('id').limit(25).offset(50).compile();
    const deep = db.selectFrom('t').select('id').limit(25).offset(5000).compile();
    if (engine === 'postgres') {
      expect(small.sql).toBe('select "id" from "t" limit 25 offset 50');
      expect(small.parameters).toEqual([]);
      expect(deep.sql).toBe('select "id" from "t" limit 25 offset $1');
      expect(deep.parameters).toEqual([5000]);
    } else expect(small.parameters).toEqual([25, 50]);
  });

  if (engine === 'postgres')
    it('a list of ids (idInList) keeps one plan: PostgreSQL does not plan every call again (decision 160)', async () => {
      const db = await open();
      // a person's few applications among many, each with its events (the timeline's shape)
      await sql`create table c (id serial primary key, job_id integer)`.execute(db);
      await sql`create table e (id serial primary key, candidate_id integer not null, kind text)`.execute(db);
      await sql`insert into c (job_id) select g % 1000 from generate_series(1, 100000) g`.execute(db);
      await sql`insert into e (candidate_id, kind) select (g % 100000) + 1, 'applied' from generate_series(1, 120000) g`.execute(db);
      await sql`create index e_candidate on e (candidate_id, id)`.execute(db);
      await sql`analyze`.execute(db);
      const anyDb = db as unknown as Kysely<{ c: { id: number; job_id: number }; e: { id: number; candidate_id: number; kind: string } }>;
      const timeline = (where: ReturnType<typeof sql<boolean>>) =>
        anyDb
          .selectFrom('e')
          .innerJoin('c', 'c.id', 'e.candidate_id')
          .select(['e.id', 'e.kind'])
          .where(where)
          .orderBy('e.id', 'desc')
          .limit(51)
          .compile().sql;
      const genericPlansAfter8Calls = (text: string) =>
        db.connection().execute(async (conn) => {
          await sql.raw(`prepare plan_check as ${text}`).execute(conn);
          try {
            for (let i = 0; i < 8; i++) await sql.raw(`execute plan_check('{1,10}')`).execute(conn);
            const r = await sql<{ n: string }>`select generic_plans as n from pg_prepared_statements where name = 'plan_check'`.execute(conn);
            return Number(r.rows[0]!.n);
          } finally {
            await sql`deallocate plan_check`.execute(conn);
          }
        });
      // the array in sight: each call's own plan is priced by its two ids and always wins
      expect(await genericPlansAfter8Calls(timeline(sql<boolean>`"e"."candidate_id" = any($1)`))).toBe(0);
      // hidden from the planner: after its first five calls, PostgreSQL keeps one plan
      expect(await genericPlansAfter8Calls(timeline(idInList('postgres', 'e.candidate_id', idList('postgres', [1, 10]))))).toBeGreaterThan(0);
    });
});
