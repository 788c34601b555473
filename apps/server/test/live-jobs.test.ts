import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../src/db/seed-large.js';
import { candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { referralsRepository } from '../src/modules/referrals/referrals.repository.js';
import { statsRepository } from '../src/modules/stats/stats.repository.js';
import { api, createTestApp, postgresAvailable, recording, signIn, type TestApp } from './helpers.js';

const pgOk = await postgresAvailable();

/** A test app at a few thousand rows with three jobs deleted by the Admin, as the app deletes them. */
function withDeletedJobs(engine: 'sqlite' | 'postgres') {
  const s = {} as { t: TestApp; admin: { authorization: string }; deletedJobs: number[] };
  beforeAll(async () => {
    s.t = await createTestApp(engine);
    await seedLarge(s.t.app.ctx.db, { jobs: 200, candidates: 4000, referrals: 2000, feedback: 10 });
    s.admin = (await signIn(s.t, 'Admin')).headers;
    const jobs = await s.t.app.ctx.db.selectFrom('jobs').select('id').orderBy('id').limit(3).execute();
    s.deletedJobs = jobs.map((j) => j.id);
    for (const id of s.deletedJobs) {
      const del = await s.t.app.inject({ method: 'DELETE', url: api(`/recruitments/${id}`), headers: s.admin });
      expect(del.statusCode, del.body).toBe(200);
    }
    if (engine === 'postgres') await sql`analyze`.execute(s.t.app.ctx.db);
  }, 120_000);
  afterAll(async () => s.t?.close());
  return s;
}

// decision 192: a staff list walks its rows and passes over those of deleted jobs by one set of the
// deleted jobs' ids, read once, instead of looking each row's job up
describe.skipIf(!pgOk)('the staff lists test a walked row against the set of deleted jobs [postgres]', () => {
  const s = withDeletedJobs('postgres');
  const planOf = async (q: CompiledQuery) =>
    (await s.t.app.ctx.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]))).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('referrals page 21 (its window), the staff text search and the dashboard candidates page 21 use a hashed set', async () => {
    const sent: CompiledQuery[] = [];
    const db = recording(s.t.app.ctx.db, sent);
    await db.executeQuery(referralsRepository.listQuery(db, 'postgres', 25, 500));
    await candidatesRepository.list(db, 'postgres', { q: 'a', limit: 25, offset: 0 });
    await db.executeQuery(statsRepository.candidatesQuery(db, 'postgres', 10, 200));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const q of sent) expect(await planOf(q), q.sql).toMatch(/NOT \(hashed SubPlan \d+\)/);
  });
});

describe.each(['sqlite', ...(pgOk ? ['postgres' as const] : [])] as const)('pages of referrals without deleted jobs [%s]', (engine) => {
  const s = withDeletedJobs(engine);

  it('the seed gave the deleted jobs referrals to pass over', async () => {
    const n = await s.t.app.ctx.db
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', 'in', s.deletedJobs)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThan(0);
  });

  it.each([1, 2, 21])("GET /refer-a-friend?page=%i gives the plain query's rows, newest first, none of a deleted job", async (page) => {
    const res = await s.t.app.inject({ url: api(`/refer-a-friend?page=${page}&per_page=25`), headers: s.admin });
    expect(res.statusCode, res.body).toBe(200);
    const plain = await s.t.app.ctx.db
      .selectFrom('referrals')
      .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
      .select('referrals.id')
      .where('jobs.deleted_at', 'is', null)
      .orderBy('referrals.created_at', 'desc')
      .orderBy('referrals.id', 'desc')
      .limit(25)
      .offset((page - 1) * 25)
      .execute();
    expect(plain).toHaveLength(25);
    const rows = res.json<{ data: { id: number; job_id: number; job_title: string | null }[] }>().data;
    expect(rows.map((r) => r.id)).toEqual(plain.map((r) => r.id));
    expect(rows.filter((r) => s.deletedJobs.includes(r.job_id) || !r.job_title)).toEqual([]);
  });
});
