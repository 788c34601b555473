import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../src/seed/seed-large.js';
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
    await db.executeQuery(referralsRepository.listQuery(db, 'postgres', { limit: 25, offset: 500, fromEnd: false }));
    await candidatesRepository.list(db, 'postgres', { q: 'a', limit: 25, offset: 0 });
    await db.executeQuery(statsRepository.candidatesQuery(db, 'postgres', 10, 200));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const q of sent) expect(await planOf(q), q.sql).toMatch(/NOT \(hashed SubPlan \d+\)/);
  });
});

describe.each(['sqlite', ...(pgOk ? ['postgres' as const] : [])] as const)('staff lists without deleted jobs [%s]', (engine) => {
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

  /** The ids of the candidates of live jobs, newest first, with `status` when given: the plain join. */
  const plainCandidates = (offset: number, limit: number, status?: string) =>
    s.t.app.ctx.db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select('candidates.id')
      .where('jobs.deleted_at', 'is', null)
      .$if(status !== undefined, (q) => q.where('candidates.status', '=', status!))
      .orderBy('candidates.created_at', 'desc')
      .orderBy('candidates.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
      .then((rows) => rows.map((r) => r.id));
  const idsOf = (res: { json: <T>() => T }) => res.json<{ data: { id: number }[] }>().data.map((r) => r.id);

  it('the staff candidate list by status and the dashboard Candidate Details, pages 1 and 21, are the plain join', async () => {
    const hr = (await signIn(s.t, 'Hrteam')).headers;
    for (const page of [1, 21]) {
      const byStatus = await s.t.app.inject({ url: api(`/candidates?status=Applied&page=${page}&per_page=25`), headers: hr });
      expect(byStatus.statusCode, byStatus.body).toBe(200);
      const want = await plainCandidates((page - 1) * 25, 25, 'Applied');
      expect(want).toHaveLength(25);
      expect(idsOf(byStatus)).toEqual(want);

      const details = await s.t.app.inject({ url: api(`/stats/details?kind=candidates&page=${page}&per_page=10`), headers: s.admin });
      expect(details.statusCode, details.body).toBe(200);
      expect(idsOf(details)).toEqual(await plainCandidates((page - 1) * 10, 10));
    }
  });

  it("the staff text search keeps no candidate of a deleted job, and a deleted job's own list is empty", async () => {
    const hr = (await signIn(s.t, 'Hrteam')).headers;
    const found = await s.t.app.inject({ url: api('/candidates?q=a&per_page=100'), headers: hr });
    expect(found.statusCode, found.body).toBe(200);
    const rows = found.json<{ data: { id: number; job_id: number }[] }>().data;
    expect(rows).toHaveLength(100);
    expect(rows.filter((r) => s.deletedJobs.includes(r.job_id))).toEqual([]);
    // the newest hundred matches: every one of them among the plain join's newest
    const newest = new Set(await plainCandidates(0, 4000));
    expect(rows.every((r) => newest.has(r.id))).toBe(true);

    const ofDeleted = await s.t.app.inject({ url: api(`/candidates?job_id=${s.deletedJobs[0]}`), headers: hr });
    expect(ofDeleted.statusCode, ofDeleted.body).toBe(200);
    expect(ofDeleted.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const applied = await s.t.app.ctx.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', s.deletedJobs[0]!)
      .executeTakeFirstOrThrow();
    expect(Number(applied.n)).toBeGreaterThan(0); // it had applicants to leave out
  });
});
