import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 47: every report computed on a small fixed history, against figures worked out by hand.
 * The agency's time zone is India's (+05:30): 04:30Z is 10:00 there, 18:30Z the next day's midnight.
 * The clock stands at 2026-03-31 12:00Z; the range read is 1 to 31 March 2026 (1 March is a Sunday).
 */
const NOW = new Date('2026-03-31T12:00:00.000Z');
const RANGE = 'from=2026-03-01&to=2026-03-31';
const at = (day: string, time = '04:30') => `2026-${day}T${time}:00.000Z`;

describeEachEngine('reports (issue 47)', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let bdm: Awaited<ReturnType<typeof signIn>>;
  let otherBdm: Awaited<ReturnType<typeof signIn>>;
  let h1: Awaited<ReturnType<typeof signIn>>;
  let h2: Awaited<ReturnType<typeof signIn>>;
  let c1: number;
  let c2: number;
  let j1: number;
  let j2: number;
  let referrer: number;

  const get = async (path: string, who = admin) => {
    const res = await t.app.inject({ url: api(path), headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => NOW });
    const db = t.app.ctx.db;
    [admin, bdm, otherBdm, h1, h2] = [
      await signIn(t, 'Admin'),
      await signIn(t, 'Bdm'),
      await signIn(t, 'Bdm'),
      await signIn(t, 'Hrteam', 'h1-reports@example.com'),
      await signIn(t, 'Hrteam', 'h2-reports@example.com'),
    ];
    c1 = (await insertClient(t, 'Reports Client One')).id;
    c2 = (await insertClient(t, 'Reports Client Two')).id;
    await db.updateTable('clients').set({ owner_user_id: bdm.userId }).where('id', '=', c1).execute();
    await db.updateTable('clients').set({ owner_user_id: otherBdm.userId }).where('id', '=', c2).execute();
    j1 = (await createJob(t, bdm.headers, c1, { job_title: 'Report Job One', no_of_positions: 1 })).job_id;
    j2 = (await createJob(t, bdm.headers, c2, { job_title: 'Report Job Two', no_of_positions: 2 })).job_id;
    await db
      .updateTable('jobs')
      .set({ created_at: at('02-01') })
      .where('id', '=', j1)
      .execute();
    await db.updateTable('jobs').set({ created_at: '2026-01-01T12:00:00.000Z' }).where('id', '=', j2).execute();

    type Stages = Partial<Record<'screening' | 'hr_interview' | 'client_cv_review' | 'client_interview' | 'offer_letter', string>>;
    async function candidate(
      jobId: number,
      appliedAt: string,
      source: 'application' | 'staff',
      stages: Stages,
      actor: number,
      rejected = false,
      email?: string,
    ) {
      const c = await applyOk(t, jobId, email ? { email } : {});
      await db.updateTable('candidates').set({ created_at: appliedAt, consent_source: source }).where('id', '=', c.id).execute();
      await db.deleteFrom('process_trackers').where('candidate_id', '=', c.id).execute();
      await db
        .insertInto('process_trackers')
        .values({
          candidate_id: c.id,
          job_id: jobId,
          screening: stages.screening ? 'completed' : null,
          hr_interview: stages.hr_interview ? 'completed' : null,
          client_cv_review: stages.client_cv_review ? 'completed' : null,
          client_interview: stages.client_interview ? 'completed' : null,
          offer_letter: stages.offer_letter ? 'completed' : null,
          rejected: rejected ? 'rejected' : null,
          rejection_reason: rejected ? 'Not a fit' : null,
          created_at: appliedAt,
          updated_at: appliedAt,
        })
        .execute();
      for (const [stage, when] of Object.entries(stages)) await event(c.id, actor, 'stage', when, { job_id: jobId, stage });
      return c.id;
    }
    const event = (candidateId: number, actor: number, kind: string, when: string, detail: object = {}) =>
      db
        .insertInto('candidate_events')
        .values({ candidate_id: candidateId, actor_user_id: actor, kind, detail: JSON.stringify(detail), created_at: when })
        .execute();
    const interview = (candidateId: number, jobId: number, when: string, cancelled: boolean) =>
      db
        .insertInto('interviews')
        .values({
          candidate_id: candidateId,
          job_id: jobId,
          stage: 'hr_interview',
          starts_at: when,
          duration_minutes: 30,
          interviewer: 'Asha',
          location: null,
          meeting_url: null,
          created_by: h1.userId,
          created_at: when,
          cancelled_at: cancelled ? when : null,
        })
        .execute();

    // K1: careers site, all five stages by H1 (1, 2, 3, 1 and 3 days), joined: J1's one position filled on 11 March
    const k1 = await candidate(
      j1,
      at('03-01'),
      'application',
      {
        screening: at('03-02'),
        hr_interview: at('03-04'),
        client_cv_review: at('03-07'),
        client_interview: at('03-08'),
        offer_letter: at('03-11'),
      },
      h1.userId,
    );
    await interview(k1, j1, at('03-03'), false);
    await event(k1, h1.userId, 'interview_scheduled', at('03-03'));
    // K2: staff entry, screening (3 days) and HR interview (half a day) by H2, then rejected
    const k2 = await candidate(j1, at('03-02'), 'staff', { screening: at('03-05'), hr_interview: at('03-05', '16:30') }, h2.userId, true);
    await event(k2, h2.userId, 'note', at('03-06'));
    // notes either side of midnight between Sunday 8 and Monday 9 March in India
    await event(k2, h2.userId, 'note', at('03-08', '18:29'));
    await event(k2, h2.userId, 'note', at('03-08', '18:30'));
    // the referrer applied in February (outside the range); K3 is the friend they referred to J2
    referrer = await candidate(j2, at('02-15'), 'application', {}, h1.userId);
    await db.updateTable('candidates').set({ candidate_name: 'Ravi Referrer' }).where('id', '=', referrer).execute();
    const friendEmail = 'friend.reports@mail.example';
    await db
      .insertInto('referrals')
      .values({
        candidate_id: referrer,
        job_id: j2,
        friend_name: 'Kiran',
        friend_contact: '9000000001',
        friend_email: friendEmail,
        preferred_company: null,
        created_at: at('03-09'),
      })
      .execute();
    const k3 = await candidate(j2, at('03-10'), 'application', { screening: at('03-12') }, h1.userId, false, friendEmail);
    await interview(k3, j2, at('03-11'), false);
    await interview(k3, j2, at('03-11'), true);
    await event(k3, h1.userId, 'interview_scheduled', at('03-11'));
    // K4 at 23:59 on 28 February in India (outside), K5 at midnight of 1 March (inside)
    await candidate(j2, '2026-02-28T18:29:00.000Z', 'application', {}, h1.userId);
    await candidate(j2, '2026-02-28T18:30:00.000Z', 'application', {}, h1.userId);
    // J1's one position was filled on 11 March (K1 joined)
    await db.updateTable('jobs').set({ is_active: 0, status: 'closed' }).where('id', '=', j1).execute();
    await db
      .insertInto('job_closures')
      .values({
        job_id: j1,
        total_positions: 1,
        filled_positions: 1,
        closed_at: at('03-11'),
        closure_reason: 'All positions filled',
        closed_by: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('funnel: applications of the range and how far they got, with conversion per step and per job', async () => {
    const r = await get(`/reports/funnel?${RANGE}`);
    expect(r.range).toEqual({ from: '2026-03-01', to: '2026-03-31', time_zone: 'Asia/Kolkata' });
    expect(r.steps.map((s: { count: number }) => s.count)).toEqual([4, 3, 2, 1, 1, 1, 1]);
    expect(r.steps.map((s: { conversion: number | null }) => s.conversion)).toEqual([null, 0.75, 2 / 3, 0.5, 1, 1, 1]);
    expect(r.steps.map((s: { label: string }) => s.label)).toEqual([
      'Applications',
      'Screening',
      'HR interview',
      'Client CV review',
      'Client interview',
      'Offer',
      'Joined',
    ]);
    // across every job only the totals are kept (decision 305): the jobs come with a client or a job named
    expect(r.jobs).toEqual([]);
    expect(r.jobs_need_filter).toBe(true);
    const jobsOf = async (query: string) => {
      const f = await get(`/reports/funnel?${RANGE}&${query}`);
      expect(f.jobs_need_filter).toBe(false);
      return Object.fromEntries(f.jobs.map((j: { job_id: number; counts: object }) => [j.job_id, j.counts]));
    };
    expect(await jobsOf(`client_id=${c1}`)).toEqual({
      [j1]: { applications: 2, screening: 2, hr_interview: 2, client_cv_review: 1, client_interview: 1, offer: 1, joined: 1 },
    });
    expect(await jobsOf(`job_id=${j2}`)).toEqual({
      [j2]: { applications: 2, screening: 1, hr_interview: 0, client_cv_review: 0, client_interview: 0, offer: 0, joined: 0 },
    });
    // filters: a job, a client, a recruiter (the applications H2 moved: K2 only)
    expect((await get(`/reports/funnel?${RANGE}&job_id=${j2}`)).steps[0].count).toBe(2);
    expect((await get(`/reports/funnel?${RANGE}&client_id=${c1}`)).steps[0].count).toBe(2);
    const byH2 = await get(`/reports/funnel?${RANGE}&recruiter_id=${h2.userId}`);
    expect(byH2.steps.map((s: { count: number }) => s.count)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(byH2.jobs.map((j: { job_id: number }) => j.job_id)).toEqual([j1]);
    // the range's ends in India fall inside UTC days (the kept counts' quarter hours): 1 March holds K5 (00:00 there,
    // 18:30Z on 28 February) and K1; 28 February holds K4 (23:59 there)
    expect((await get('/reports/funnel?from=2026-03-01&to=2026-03-01')).steps[0].count).toBe(2);
    expect((await get('/reports/funnel?from=2026-02-28&to=2026-02-28')).steps[0].count).toBe(1);
    // February alone: the referrer and K4
    expect((await get('/reports/funnel?from=2026-02-01&to=2026-02-28')).steps[0].count).toBe(2);
  });

  it('Bdm reads their own clients only; Hrteam reads the funnel of every job', async () => {
    const mine = await get(`/reports/funnel?${RANGE}`, bdm);
    expect(mine.jobs.map((j: { job_id: number }) => j.job_id)).toEqual([j1]);
    expect(mine.steps[0].count).toBe(2);
    // a filter naming another Bdm's client finds nothing
    expect((await get(`/reports/funnel?${RANGE}&client_id=${c2}`, bdm)).steps[0].count).toBe(0);
    expect((await get(`/reports/funnel?${RANGE}`, h1)).steps[0].count).toBe(4);
    const filters = await get('/reports/filters', bdm);
    expect(filters.clients.map((c: { id: number }) => c.id)).toEqual([c1]);
    expect(filters.jobs.map((j: { id: number }) => j.id)).toEqual([j1]);
    expect(filters.recruiters).toEqual([]);
    const all = await get('/reports/filters', admin);
    expect(all.recruiters.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([h1.userId, h2.userId, admin.userId]));
  });

  it('time to fill, time in stage (median and 90th percentile) and the overdue jobs', async () => {
    const r = await get(`/reports/time?${RANGE}`);
    expect(r.time_to_fill).toMatchObject({ filled_jobs: 1, median_days: 38, p90_days: 38 });
    expect(r.time_to_fill.jobs).toEqual([
      { job_id: j1, job_title: 'Report Job One', client_name: 'Reports Client One', created_at: at('02-01'), filled_at: at('03-11'), days: 38 },
    ]);
    const stages = Object.fromEntries(r.stages.map((s: { stage: string }) => [s.stage, s]));
    // screening 1, 3, 2 days: median 2, p90 (nearest rank 3 of 3) 3; HR interview 2 and 0.5: median 1.25 → 1.3, p90 2
    expect(stages.screening).toMatchObject({ completed: 3, median_days: 2, p90_days: 3 });
    expect(stages.hr_interview).toMatchObject({ completed: 2, median_days: 1.3, p90_days: 2 });
    expect(stages.client_cv_review).toMatchObject({ completed: 1, median_days: 3, p90_days: 3 });
    expect(stages.client_interview).toMatchObject({ completed: 1, median_days: 1, p90_days: 1 });
    expect(stages.offer_letter).toMatchObject({ completed: 1, median_days: 3, p90_days: 3 });
    expect(r.overdue_after_days).toBe(30);
    expect(r.overdue).toEqual([
      {
        job_id: j2,
        job_title: 'Report Job Two',
        client_name: 'Reports Client Two',
        created_at: '2026-01-01T12:00:00.000Z',
        days_open: 89,
        positions: 2,
        filled: 0,
      },
    ]);
    // Bdm: J2 is not theirs
    const mine = await get(`/reports/time?${RANGE}`, bdm);
    expect(mine.overdue).toEqual([]);
    expect(mine.stages[0]).toMatchObject({ completed: 2, median_days: 2, p90_days: 3 });
  });

  it('sources: careers site, referral (with the referrer) and staff entry', async () => {
    const r = await get(`/reports/sources?${RANGE}`);
    expect(r.sources).toEqual([
      { source: 'careers', label: 'Careers site', applications: 2, interviews: 1, hires: 1 },
      { source: 'referral', label: 'Referral', applications: 1, interviews: 1, hires: 0 },
      { source: 'staff', label: 'Staff entry', applications: 1, interviews: 0, hires: 0 },
    ]);
    expect(r.referrers).toEqual([{ candidate_id: referrer, name: 'Ravi Referrer', applications: 1, interviews: 1, hires: 0 }]);
  });

  it('clients: open positions, submissions, client response time on CV reviews, hires', async () => {
    const r = await get(`/reports/clients?${RANGE}`);
    const byId = Object.fromEntries(r.clients.map((c: { client_id: number }) => [c.client_id, c]));
    expect(byId[c1]).toEqual({
      client_id: c1,
      company_name: 'Reports Client One',
      open_positions: 0,
      submissions: 2,
      cv_reviews: 1,
      median_response_days: 3,
      hires: 1,
    });
    expect(byId[c2]).toEqual({
      client_id: c2,
      company_name: 'Reports Client Two',
      open_positions: 2,
      submissions: 0,
      cv_reviews: 0,
      median_response_days: null,
      hires: 0,
    });
    expect((await get(`/reports/clients?${RANGE}`, bdm)).clients.map((c: { client_id: number }) => c.client_id)).toEqual([c1]);
  });

  it('recruiter activity per person and week (weeks from Monday, in India); Hrteam reads only their own', async () => {
    const r = await get(`/reports/recruiters?${RANGE}`);
    const mine = (id: number) =>
      r.weeks.filter((w: { user_id: number }) => w.user_id === id).map(({ user_id: _, username: __, ...w }: Record<string, unknown>) => w);
    expect(mine(h1.userId)).toEqual([
      { week: '2026-03-02', stages_moved: 4, interviews_booked: 1, notes: 0 },
      { week: '2026-03-09', stages_moved: 2, interviews_booked: 1, notes: 0 },
    ]);
    expect(mine(h2.userId)).toEqual([
      { week: '2026-03-02', stages_moved: 2, interviews_booked: 0, notes: 2 },
      { week: '2026-03-09', stages_moved: 0, interviews_booked: 0, notes: 1 },
    ]);
    const people = Object.fromEntries(r.people.map((p: { user_id: number }) => [p.user_id, p]));
    expect(people[h1.userId]).toMatchObject({ stages_moved: 6, interviews_booked: 2, notes: 0 });
    expect(people[h2.userId]).toMatchObject({ stages_moved: 2, interviews_booked: 0, notes: 3 });
    // Hrteam asking for someone else still reads their own
    const own = await get(`/reports/recruiters?${RANGE}&recruiter_id=${h1.userId}`, h2);
    expect(own.people.map((p: { user_id: number }) => p.user_id)).toEqual([h2.userId]);
  });

  it('pages the overdue jobs (oldest first, with how many there are) and the clients (by name), the figures unchanged', async () => {
    const db = t.app.ctx.db;
    // two more overdue jobs of client two, and a third whose one position is filled (not overdue)
    const old = async (title: string, created: string, positions: number) => {
      const id = (await createJob(t, bdm.headers, c2, { job_title: title, no_of_positions: positions })).job_id;
      await db.updateTable('jobs').set({ created_at: created }).where('id', '=', id).execute();
      return id;
    };
    const j3 = await old('Report Job Three', '2026-01-02T12:00:00.000Z', 3);
    const j4 = await old('Report Job Four', '2026-01-03T12:00:00.000Z', 1);
    const filled = await old('Report Job Filled', '2026-01-01T06:00:00.000Z', 1);
    const hire = await applyOk(t, filled);
    await db.deleteFrom('process_trackers').where('candidate_id', '=', hire.id).execute();
    await db
      .insertInto('process_trackers')
      .values({ candidate_id: hire.id, job_id: filled, offer_letter: 'completed', created_at: at('02-01'), updated_at: at('02-01') })
      .execute();
    const page1 = await get(`/reports/time?${RANGE}&per_page=2`);
    expect(page1.overdue_page).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(page1.overdue.map((j: { job_id: number }) => j.job_id)).toEqual([j2, j3]);
    const page2 = await get(`/reports/time?${RANGE}&per_page=2&page=2`);
    expect(page2.overdue_page).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(page2.overdue).toEqual([
      {
        job_id: j4,
        job_title: 'Report Job Four',
        client_name: 'Reports Client Two',
        created_at: '2026-01-03T12:00:00.000Z',
        days_open: 87,
        positions: 1,
        filled: 0,
      },
    ]);
    // the default page: 25
    expect((await get(`/reports/time?${RANGE}`)).overdue_page).toEqual({ page: 1, per_page: 25, total: 3 });
    expect((await get(`/reports/time?${RANGE}&client_id=${c1}`)).overdue_page.total).toBe(0);

    // clients: three more, then pages of two by name
    for (const name of ['Reports Client Zeta', 'Reports Client Alpha', 'Reports Client Omega']) await insertClient(t, name);
    const all = await get(`/reports/clients?${RANGE}&per_page=100`);
    const names = all.clients.map((c: { company_name: string }) => c.company_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.page).toEqual({ page: 1, per_page: 100, total: all.clients.length });
    expect(all.clients.length).toBeGreaterThanOrEqual(5);
    const paged = [];
    for (let p = 1; p <= Math.ceil(all.clients.length / 2); p++) {
      const r = await get(`/reports/clients?${RANGE}&per_page=2&page=${p}`);
      expect(r.page).toEqual({ page: p, per_page: 2, total: all.clients.length });
      paged.push(...r.clients);
    }
    expect(paged).toEqual(all.clients);
    // the figures of a client on its page are those of the whole list
    const first = await get(`/reports/clients?${RANGE}`);
    expect(first.page).toEqual({ page: 1, per_page: 25, total: all.clients.length });
    expect(first.clients.find((c: { client_id: number }) => c.client_id === c1)).toMatchObject({ submissions: 2, cv_reviews: 1, hires: 1 });
    expect((await get(`/reports/clients?${RANGE}`, bdm)).page.total).toBe(1);
    const bad = await t.app.inject({ url: api(`/reports/clients?per_page=101`), headers: admin.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a range that ends before it starts (422) and the reports a role may not read (403)', async () => {
    const bad = await t.app.inject({ url: api('/reports/funnel?from=2026-03-10&to=2026-03-01'), headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to).toBeDefined();
    expect((await t.app.inject({ url: api('/reports/recruiters'), headers: bdm.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: api('/reports/sources'), headers: h1.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: api('/reports/clients'), headers: h1.headers })).statusCode).toBe(403);
    // the default range: the last 90 days to today
    expect((await get('/reports/funnel')).range).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
  });
});
