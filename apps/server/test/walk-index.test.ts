import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { PeopleSort } from '@talentra/contract';
import type { Executor } from '../src/db/database.js';
import { workspaceRepository } from '../src/modules/workspace/workspace.repository.js';
import { candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { seedLarge } from '../src/seed/seed-large.js';
import { createTestApp, postgresAvailable, recording, type TestApp } from './helpers.js';

const pgOk = await postgresAvailable();

// migration 017 (decision 179): the text searches in their default order read the walk's index alone on SQLite
describe('the default-order text searches walk a covering index [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  /** SQLite's plan for a statement as it was sent, with its parameters. */
  const planOf = async (query: CompiledQuery) =>
    (await t.app.ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows
      .map((r) => r.detail)
      .join('\n');

  it('the people search walks candidates_applied_walk_idx with no look-up of the table', async () => {
    const seen: CompiledQuery[] = [];
    const db = recording(t.app.ctx.db, seen);
    await workspaceRepository.people(db, 'sqlite', { q: 'meera' }, { sort: 'applied', dir: 'desc', offset: 0, limit: 26 });
    await workspaceRepository.people(db, 'sqlite', {}, { sort: 'applied', dir: 'asc', offset: 0, limit: 26 });
    const walks = seen.filter((q) => q.sql.includes('has_later'));
    expect(walks).toHaveLength(2);
    for (const walk of walks) {
      expect(await planOf(walk)).toMatch(/SCAN h USING COVERING INDEX candidates_applied_walk_idx/);
    }
  });

  it('the staff candidate search walks it too', async () => {
    const seen: CompiledQuery[] = [];
    await candidatesRepository.list(recording(t.app.ctx.db, seen), 'sqlite', { q: 'meera', limit: 25, offset: 0 });
    const plans = await Promise.all(seen.map(planOf));
    expect(plans.join('\n')).toMatch(/SCAN candidates USING COVERING INDEX candidates_applied_walk_idx/);
  });
});

/** The people walks (has_later) a search sends, with and without a filter, for a sort. */
async function peopleWalks(db: Executor, dialect: 'sqlite' | 'postgres', sort: PeopleSort) {
  const seen: CompiledQuery[] = [];
  const recorded = recording(db, seen);
  await workspaceRepository.people(recorded, dialect, { q: 'meera' }, { sort, dir: 'desc', offset: 0, limit: 26 });
  await workspaceRepository.people(recorded, dialect, { location: 'kochi', stage: 'screening' }, { sort, dir: 'asc', offset: 0, limit: 26 });
  await workspaceRepository.people(recorded, dialect, {}, { sort, dir: 'asc', offset: 0, limit: 26 });
  return seen.filter((q) => q.sql.includes('has_later'));
}

// migration 018: every other sort of the people search reads an index of its own alone
describe('the people search walks a covering index in every sort [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  for (const sort of ['name', 'email', 'phone', 'location'] as const) {
    it(`sorted by ${sort}, it reads candidates_people_${sort}_walk_idx with no look-up of the table`, async () => {
      const walks = await peopleWalks(t.app.ctx.db, 'sqlite', sort);
      expect(walks).toHaveLength(3);
      for (const walk of walks) {
        const plan = (await t.app.ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${walk.sql}`, [...walk.parameters])))
          .rows;
        expect(plan.map((r) => r.detail).join('\n')).toMatch(new RegExp(`SCAN h USING COVERING INDEX candidates_people_${sort}_walk_idx`));
      }
    });
  }
});

describe.skipIf(!pgOk)('the people search walks a covering index in every sort [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await seedLarge(t.app.ctx.db, { jobs: 200, candidates: 2000, referrals: 10, feedback: 10 });
    // an index-only scan needs the rows marked visible to all (autovacuum's work in production)
    await sql`vacuum analyze candidates`.execute(t.app.ctx.db);
  }, 60_000);
  afterAll(async () => t?.close());

  for (const sort of ['applied', 'name', 'email', 'phone', 'location'] as const) {
    it(`sorted by ${sort}, an index-only scan of candidates_people_${sort}_walk_idx`, async () => {
      const walks = await peopleWalks(t.app.ctx.db, 'postgres', sort);
      expect(walks).toHaveLength(3);
      for (const walk of walks) {
        // on a few thousand rows a sort of the whole table is priced alike; the walk is the plan at size
        const plan = await t.app.ctx.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_sort = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          return (await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${walk.sql}`, [...walk.parameters]))).rows;
        });
        expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(
          new RegExp(`Index Only Scan (Backward )?using candidates_people_${sort}_walk_idx`),
        );
      }
    });
  }
});
