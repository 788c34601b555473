import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectStatusBucket } from '@talentra/contract';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { insertClient } from './fixtures.js';
import { recountAll } from '../src/db/recount.js';

type Stage = 'screening' | 'hr_interview' | 'client_cv_review' | 'client_interview' | 'offer_letter';

let seq = 0;
const stamp = () => new Date(Date.UTC(2026, 0, 1) + seq++ * 60_000).toISOString();

/**
 * Rows inserted directly through ctx.db, so every figure can be computed by hand; the counters the
 * services would keep are counted afresh after each (counters.test.ts checks the services keep them).
 */
async function insertJob(
  t: TestApp,
  clientId: number,
  job: { title: string; positions: number; notice: string; is_active?: number; status?: string; deleted?: boolean },
) {
  t.app.dropCachedReads(); // rows written behind the API's back
  const at = stamp();
  const isActive = job.is_active ?? 1;
  const status = job.status ?? 'open';
  const row = await t.app.ctx.db
    .insertInto('jobs')
    .values({
      client_id: clientId,
      client_name: 'Globex Systems',
      job_title: job.title,
      min_experience: 1,
      max_experience: 5,
      preferred_company: null,
      type_of_industry: 'IT & Software Development',
      notice_period: job.notice,
      benefit: null,
      budget: null,
      package: null,
      qualification: null,
      skills_required: null,
      job_location: 'Pune',
      timings: null,
      no_of_positions: job.positions,
      working_days: null,
      diversity_preference: null,
      hiring_type: null,
      work_mode: null,
      interview_process: null,
      key_responsibilities: null,
      job_description: 'Work',
      jd_file_id: null,
      is_active: isActive,
      status,
      auto_close_reason: null,
      auto_closed_at: null,
      is_visible: isActive && status === 'open' && !job.deleted ? 1 : 0,
      deleted_at: job.deleted ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recountAll(t.app.ctx.db);
  return row.id;
}

async function insertCandidate(t: TestApp, jobId: number, name: string, tracker?: { completed: Stage[]; rejected?: boolean }) {
  t.app.dropCachedReads();
  const at = stamp();
  const row = await t.app.ctx.db
    .insertInto('candidates')
    .values({
      job_id: jobId,
      candidate_name: name,
      name_lower: name.toLowerCase(),
      email: `${name.toLowerCase().replace(/\W/g, '')}@mail.example`,
      mobile_number: '9876543210',
      current_location: 'Pune',
      current_company: null,
      years_experience: null,
      relevant_experience: null,
      current_ctc: null,
      expected_ctc: null,
      notice_period: null,
      preferred_location: null,
      available_for_interview: null,
      has_preferred_company: null,
      preferred_company: null,
      remarks: null,
      resume_file_id: null,
      status: 'Applied',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (tracker) {
    const stage = (s: Stage) => (tracker.completed.includes(s) ? 'completed' : null);
    await t.app.ctx.db
      .insertInto('process_trackers')
      .values({
        candidate_id: row.id,
        job_id: jobId,
        screening: stage('screening'),
        hr_interview: stage('hr_interview'),
        client_cv_review: stage('client_cv_review'),
        client_interview: stage('client_interview'),
        offer_letter: stage('offer_letter'),
        rejected: tracker.rejected ? 'rejected' : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await recountAll(t.app.ctx.db);
  return row.id;
}

async function insertClosure(t: TestApp, jobId: number, closedAt: string, reason: string) {
  t.app.dropCachedReads();
  await t.app.ctx.db
    .insertInto('job_closures')
    .values({ job_id: jobId, total_positions: 2, filled_positions: 1, closed_at: closedAt, closure_reason: reason, closed_by: null })
    .execute();
}

describeEachEngine('dashboard figures (GET /stats/overview)', (engine) => {
  let t: TestApp;
  let admin: Session, bdm: Session, hr: Session;
  const jobs: Record<string, number> = {};
  const candidates: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, bdm, hr] = [await signIn(t, 'Admin'), await signIn(t, 'Bdm'), await signIn(t, 'Hrteam')];
    const client = (await insertClient(t, 'Globex Systems')).id;
    await insertClient(t, 'Initech');

    // active jobs (is_active = 1, not deleted)
    jobs.j1 = await insertJob(t, client, { title: 'J1 React', positions: 3, notice: 'Immediate' }); // warning
    jobs.j2 = await insertJob(t, client, { title: 'J2 Java', positions: 2, notice: '15 to 30 days' }); // good: "15 to 30" before "15"
    jobs.j3 = await insertJob(t, client, { title: 'J3 QA', positions: 1, notice: '10 days' }); // caution
    jobs.j4 = await insertJob(t, client, { title: 'J4 Ops', positions: 4, notice: '15 days' }); // caution
    jobs.j5 = await insertJob(t, client, { title: 'J5 Data', positions: 1, notice: '2 weeks' }); // good: no rule matches
    jobs.j8 = await insertJob(t, client, { title: 'J8 Odd', positions: 5, notice: '1 Month', status: 'closed' }); // good; active yet status closed
    jobs.j9 = await insertJob(t, client, { title: 'J9 Mixed', positions: 1, notice: 'IMMEDIATE or 30 days' }); // warning: first match wins
    jobs.j10 = await insertJob(t, client, { title: 'J10 Paused', positions: 2, notice: 'More than 1 month', status: 'paused' }); // good
    // not active
    jobs.j6 = await insertJob(t, client, { title: 'J6 Closed', positions: 2, notice: 'Immediate', is_active: 0, status: 'closed' });
    jobs.j7 = await insertJob(t, client, { title: 'J7 Inactive', positions: 7, notice: '10 days', is_active: 0, status: 'paused' });
    // soft-deleted: counted nowhere
    jobs.d1 = await insertJob(t, client, { title: 'D1 Deleted', positions: 10, notice: 'Immediate', deleted: true });
    jobs.d2 = await insertJob(t, client, {
      title: 'D2 Deleted closed',
      positions: 1,
      notice: '10 days',
      is_active: 0,
      status: 'closed',
      deleted: true,
    });

    candidates.c1 = await insertCandidate(t, jobs.j1, 'Aarav Shah', { completed: ['screening'] }); // next: hr_interview, card 'Pending: Client Cv Review'
    candidates.c2 = await insertCandidate(t, jobs.j1, 'Diya Nair', { completed: ['screening', 'hr_interview', 'client_cv_review'] }); // next: client_interview, card 'Pending: Offer Letter'
    candidates.c3 = await insertCandidate(t, jobs.j1, 'Ishaan Rao'); // no tracker
    candidates.c4 = await insertCandidate(t, jobs.j1, 'Kiara Das', { completed: ['screening'], rejected: true }); // rejected
    candidates.c5 = await insertCandidate(t, jobs.j2, 'Rohan Iyer', { completed: ['screening', 'hr_interview'] }); // next: client_cv_review, card 'Pending: Client Interview' → interview
    candidates.c6 = await insertCandidate(t, jobs.j2, 'Saanvi Menon', { completed: [] }); // next: screening, card 'Pending: Hr Interview' → interview
    candidates.c7 = await insertCandidate(t, jobs.j5, 'Vivaan Gupta', {
      completed: ['screening', 'hr_interview', 'client_cv_review', 'client_interview'],
    }); // next: offer
    candidates.c8 = await insertCandidate(t, jobs.j6, 'Anika Bose', { completed: ['screening', 'hr_interview'] }); // interview (job closed, not deleted)
    candidates.c9 = await insertCandidate(t, jobs.j10, 'Kabir Joshi', {
      completed: ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter'],
    });
    candidates.d = await insertCandidate(t, jobs.d1, 'Deleted Job Candidate', { completed: ['screening'] }); // excluded

    await insertClosure(t, jobs.j6, '2026-02-01T10:00:00.000Z', 'Client paused hiring');
    await insertClosure(t, jobs.j6, '2026-02-03T10:00:00.000Z', 'Closed again');
    await insertClosure(t, jobs.d2, '2026-02-05T10:00:00.000Z', 'Deleted job');
  });
  afterAll(() => t.close());

  const overview = async (s: Session) => {
    const res = await t.app.inject({ url: api('/stats/overview'), headers: s.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const details = async (kind: string, query = '') => {
    const res = await t.app.inject({ url: api(`/stats/details?kind=${kind}${query}`), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives every figure as computed by hand, deleted jobs excluded', async () => {
    expect(await overview(admin)).toEqual({
      clients: 2,
      positions: 3 + 2 + 1 + 4 + 1 + 5 + 1 + 2, // active jobs: J1 J2 J3 J4 J5 J8 J9 J10
      candidates: 9, // c1..c9; not the deleted job's candidate
      interviews_scheduled: 0, // scheduled interviews from now on (decision 100): none here, whatever the stages (interviews.test.ts)
      positions_without_candidates: 4, // J3 J4 J8 J9
      positions_closed: 3, // J6 and J7 (inactive), J8 (status closed)
      project_status: { warning: 2, caution: 2, good: 4 }, // warning J1 J9; caution J3 J4; good J2 J5 J8 J10
    });
  });

  it('gives the same answer to every staff role and refuses anonymous callers', async () => {
    const a = await overview(admin);
    expect(await overview(bdm)).toEqual(a);
    expect(await overview(hr)).toEqual(a);
    expect((await t.app.inject({ url: api('/stats/overview') })).statusCode).toBe(401);
  });

  it('follows the data: a new candidate on J3 and a deleted J4 change the figures', async () => {
    const before = await overview(admin);
    const id = await insertCandidate(t, jobs.j3!, 'Late Applicant', { completed: [] });
    const withCandidate = await overview(admin);
    expect(withCandidate.candidates).toBe(before.candidates + 1);
    expect(withCandidate.interviews_scheduled).toBe(before.interviews_scheduled); // a stage is not an interview (decision 100)
    expect(withCandidate.positions_without_candidates).toBe(before.positions_without_candidates - 1);
    await t.app.ctx.db.updateTable('jobs').set({ deleted_at: stamp() }).where('id', '=', jobs.j4!).execute();
    await recountAll(t.app.ctx.db);
    t.app.dropCachedReads(); // written behind the API's back
    const withoutJ4 = await overview(admin);
    expect(withoutJ4.positions).toBe(before.positions - 4);
    expect(withoutJ4.project_status.caution).toBe(before.project_status.caution - 1);
    expect(withoutJ4.positions_without_candidates).toBe(before.positions_without_candidates - 2);
    // restore for the other tests
    await t.app.ctx.db.updateTable('jobs').set({ deleted_at: null }).where('id', '=', jobs.j4!).execute();
    await t.app.ctx.db.deleteFrom('process_trackers').where('candidate_id', '=', id).execute();
    await t.app.ctx.db.deleteFrom('candidates').where('id', '=', id).execute();
    await recountAll(t.app.ctx.db);
    t.app.dropCachedReads();
    expect(await overview(admin)).toEqual(before);
  });

  describe('GET /stats/details', () => {
    const titles = (rows: { job_title: string }[]) => rows.map((r) => r.job_title).sort();

    it('lists the clients with their contact fields', async () => {
      const r = await details('clients');
      expect(r.meta).toEqual({ page: 1, per_page: 25, total: 2 });
      expect(r.data.map((c: { company_name: string }) => c.company_name)).toEqual(['Initech', 'Globex Systems']);
      expect(Object.keys(r.data[0]).sort()).toEqual(['company_name', 'email', 'id', 'location', 'phone', 'website']);
    });

    it('lists the active jobs behind "positions"', async () => {
      const r = await details('positions');
      expect(titles(r.data)).toEqual(['J1 React', 'J10 Paused', 'J2 Java', 'J3 QA', 'J4 Ops', 'J5 Data', 'J8 Odd', 'J9 Mixed']);
      expect(r.data.find((j: { job_title: string }) => j.job_title === 'J4 Ops')).toEqual({
        job_id: jobs.j4,
        job_title: 'J4 Ops',
        client_name: 'Globex Systems',
        job_location: 'Pune',
        no_of_positions: 4,
        notice_period: '15 days',
      });
    });

    it('lists the candidates of jobs that are not deleted, with their job title, newest first', async () => {
      const r = await details('candidates');
      expect(r.meta.total).toBe(9);
      expect(r.data[0]).toEqual({
        id: candidates.c9,
        candidate_name: 'Kabir Joshi',
        email: 'kabirjoshi@mail.example',
        mobile_number: '9876543210',
        current_location: 'Pune',
        job_id: jobs.j10,
        job_title: 'J10 Paused',
      });
      expect(r.data.map((c: { id: number }) => c.id)).not.toContain(candidates.d);
    });

    it('lists the latest closure record of each job closed now (not deleted), matching "Positions Closed"', async () => {
      const r = await details('closed');
      expect(r.data).toEqual([
        expect.objectContaining({
          job_id: jobs.j6,
          job_title: 'J6 Closed',
          client_name: 'Globex Systems',
          total_positions: 2,
          filled_positions: 1,
          closed_at: '2026-02-03T10:00:00.000Z',
          closure_reason: 'Closed again',
        }),
      ]);
      // J7 is closed too but has no closure record; the figure counts jobs, the list shows records
      expect(r.meta.total).toBe(1);
      expect(r.total_capped).toBe(false); // counted up to 10,000 rows (decision 122)
    });

    it('lists the active jobs of each project-status bucket, matching the overview counts', async () => {
      const o = await overview(admin);
      const warning = await details('warning');
      const caution = await details('caution');
      const good = await details('good');
      expect(titles(warning.data)).toEqual(['J1 React', 'J9 Mixed']);
      expect(titles(caution.data)).toEqual(['J3 QA', 'J4 Ops']);
      expect(titles(good.data)).toEqual(['J10 Paused', 'J2 Java', 'J5 Data', 'J8 Odd']);
      expect([warning.meta.total, caution.meta.total, good.meta.total]).toEqual([
        o.project_status.warning,
        o.project_status.caution,
        o.project_status.good,
      ]);
    });

    it('paginates and refuses an unknown kind (422); staff only', async () => {
      const first = await details('positions', '&per_page=3');
      const third = await details('positions', '&per_page=3&page=3');
      expect(first.data).toHaveLength(3);
      expect(third.data).toHaveLength(2);
      expect(first.meta.total).toBe(8);
      for (const q of ['?kind=everything', '']) {
        const res = await t.app.inject({ url: api(`/stats/details${q}`), headers: hr.headers });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.kind).toBeDefined();
      }
      expect((await t.app.inject({ url: api('/stats/details?kind=clients'), headers: bdm.headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: api('/stats/details?kind=clients') })).statusCode).toBe(401);
    });
  });
});

describeEachEngine('project-status buckets in SQL agree with the contract rule', (engine) => {
  let t: TestApp;
  let admin: Session;
  const NOTICES = [
    'Immediate',
    'immediate joiner, 15 days ok',
    '15 to 30 days',
    '10 days',
    '15 days',
    '2 weeks',
    '1 month',
    '1 MONTH',
    'More than 1 month',
    '30',
    '110 days',
    '100% remote, 10 days',
    'within 15_days',
    'Serving notice (15%)',
    '',
    '   ',
    'Not specified',
  ];
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, 'Admin');
    const client = (await insertClient(t)).id;
    for (const [i, notice] of NOTICES.entries()) await insertJob(t, client, { title: `N${i}`, positions: 1, notice });
  });
  afterAll(() => t.close());

  it('puts each job in the bucket projectStatusBucket gives its notice period', async () => {
    const found: Record<string, string> = {};
    for (const bucket of ['warning', 'caution', 'good']) {
      const res = await t.app.inject({ url: api(`/stats/details?kind=${bucket}&per_page=100`), headers: admin.headers });
      for (const j of res.json().data as { notice_period: string }[]) found[j.notice_period] = bucket;
    }
    expect(found).toEqual(Object.fromEntries(NOTICES.map((n) => [n, projectStatusBucket(n)])));
    const overview = (await t.app.inject({ url: api('/stats/overview'), headers: admin.headers })).json().data;
    const expected = { warning: 0, caution: 0, good: 0 };
    for (const n of NOTICES) expected[projectStatusBucket(n)]++;
    expect(overview.project_status).toEqual(expected);
  });
});

describeEachEngine('a bucket list longer than one chunk of the index (1,200 jobs)', (engine) => {
  let t: TestApp;
  let admin: Session;
  const expected: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RESPONSE_CACHE: 'false' } });
    admin = await signIn(t, 'Admin');
    const client = (await insertClient(t)).id;
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      client_id: client,
      client_name: 'Globex Systems',
      job_title: `Bulk ${i}`,
      min_experience: 1,
      max_experience: 5,
      type_of_industry: 'IT',
      job_location: 'Pune',
      // six jobs in seven are 'warning'; three share each creation time, so the id breaks the tie
      notice_period: i % 7 === 3 ? '1 month' : 'Immediate',
      no_of_positions: 1,
      job_description: 'Work',
      is_active: i % 11 === 0 ? 0 : 1,
      status: i % 11 === 0 ? 'closed' : 'open',
      is_visible: 1,
      deleted_at: i % 13 === 0 ? '2026-01-01T00:00:00.000Z' : null,
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000).toISOString(),
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < rows.length; i += 100) {
      const ids = await t.app.ctx.db
        .insertInto('jobs')
        .values(rows.slice(i, i + 100))
        .returning('id')
        .execute();
      ids.forEach((r, k) => {
        const j = i + k;
        if (j % 7 !== 3 && j % 11 !== 0 && j % 13 !== 0) expected.push(r.id);
      });
    }
    await recountAll(t.app.ctx.db);
  });
  afterAll(() => t.close());

  it('pages through every active warning job newest first, none twice, none missed', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 9; page++) {
      const r = (await t.app.inject({ url: api(`/stats/details?kind=warning&per_page=100&page=${page}`), headers: admin.headers })).json();
      expect(r.meta.total).toBe(expected.length);
      seen.push(...r.data.map((j: { job_id: number }) => j.job_id));
    }
    // ids grow with the creation time here, so newest first is the highest id first
    expect(expected.length).toBeGreaterThan(800);
    expect(seen).toEqual([...expected].sort((a, b) => b - a));
  });
});
