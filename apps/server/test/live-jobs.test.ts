import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../src/db/seed-large.js';
import { candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { referralsRepository } from '../src/modules/referrals/referrals.repository.js';
import { statsRepository } from '../src/modules/stats/stats.repository.js';
import { api, createTestApp, postgresAvailable, recording, signIn, type TestApp } from './helpers.js';

const pgOk = await postgresAvailable();

// decision 192: a staff list walks its rows and passes over those of deleted jobs by one set of the
// deleted jobs' ids, read once, instead of looking each row's job up
describe.skipIf(!pgOk)('the staff lists test a walked row against the set of deleted jobs [postgres]', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let deletedJobs: number[];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await seedLarge(t.app.ctx.db, { jobs: 200, candidates: 4000, referrals: 2000, feedback: 10 });
    admin = (await signIn(t, 'Admin')).headers;
    // three jobs deleted by the Admin, as the app deletes them
    const jobs = await t.app.ctx.db.selectFrom('jobs').select('id').orderBy('id').limit(3).execute();
    deletedJobs = jobs.map((j) => j.id);
    for (const id of deletedJobs) {
      const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${id}`), headers: admin });
      expect(del.statusCode, del.body).toBe(200);
    }
    await sql`analyze`.execute(t.app.ctx.db);
  }, 120_000);
  afterAll(async () => t?.close());

  const planOf = async (q: CompiledQuery) =>
    (await t.app.ctx.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]))).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('referrals page 21 (its window), the staff text search and the dashboard candidates page 21 use a hashed set', async () => {
    const sent: CompiledQuery[] = [];
    const db = recording(t.app.ctx.db, sent);
    await db.executeQuery(referralsRepository.listQuery(db, 'postgres', 25, 500));
    await candidatesRepository.list(db, 'postgres', { q: 'a', limit: 25, offset: 0 });
    await db.executeQuery(statsRepository.candidatesQuery(db, 'postgres', 10, 200));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const q of sent) expect(await planOf(q), q.sql).toMatch(/NOT \(hashed SubPlan \d+\)/);
  });

  it('and none of their rows belongs to a deleted job', async () => {
    const referrals = await t.app.inject({ method: 'GET', url: api('/refer-a-friend?page=21&per_page=25'), headers: admin });
    expect(referrals.statusCode).toBe(200);
    const rows = referrals.json<{ data: { job_id: number }[] }>().data;
    expect(rows).toHaveLength(25);
    expect(rows.filter((r) => deletedJobs.includes(r.job_id))).toEqual([]);
    const seeded = await t.app.ctx.db
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', 'in', deletedJobs)
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBeGreaterThan(0); // the seed gave the deleted jobs referrals to pass over
  });
});
