import { afterAll, beforeAll, expect, it } from 'vitest';
import { rebuildReportRollup } from '../src/db/report-rollup.js';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 47, decisions 284 and 305: the reports read the stage completions' rollup (migration 033), which the
 * trigger on the candidate events keeps with every stage completed through the API; the rebuild
 * command's function makes the same rows from the stage history. The funnel's and sources' kept counts
 * (migration 040) follow every change to an application and equal what the rebuild makes from the live
 * rows. The clock moves a day at a time.
 */
const day = (d: number) => new Date(Date.UTC(2026, 2, d, 6, 0, 0)).toISOString(); // March 2026, 11:30 in India
const RANGE = 'from=2026-03-01&to=2026-03-31';

describeEachEngine('reports: the stage completions rollup (issue 47)', (engine) => {
  let t: TestApp;
  let now = day(1);
  let admin: Session;
  let hr: Session;
  let clientId: number;
  let jobId: number;
  let candidateId: number;

  const get = async (path: string) => {
    const res = await t.app.inject({ url: api(path), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const tracker = async (method: 'PUT' | 'POST', path: string, payload: object) => {
    const res = await t.app.inject({ method, url: api(`/process-tracker/${candidateId}${path}`), headers: hr.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rollup = () =>
    t.app.ctx.db
      .selectFrom('report_stage_completions')
      .select(['event_id', 'candidate_id', 'job_id', 'stage', 'actor_user_id', 'completed_at'])
      .orderBy('event_id')
      .execute();
  /** The kept counts that hold something (a count emptied stays as zeros until the rebuild). */
  const keptCounts = () =>
    t.app.ctx.db
      .selectFrom('report_application_counts')
      .selectAll()
      .where('applications', '<>', 0)
      .orderBy(['span', 'job_id', 'at', 'source', 'referrer_id'])
      .execute();
  const keptFacts = () => t.app.ctx.db.selectFrom('report_application_facts').selectAll().orderBy('candidate_id').execute();
  const openJobs = () => t.app.ctx.db.selectFrom('report_client_open_jobs').selectAll().where('open_jobs', '<>', 0).orderBy('client_id').execute();
  /** The kept counts as the live changes left them equal those the rebuild makes from the live rows. */
  const rebuildKeepsCounts = async () => {
    const [counts, facts, open] = [await keptCounts(), await keptFacts(), await openJobs()];
    await rebuildReportRollup(t.app.ctx.db, t.app.ctx.dialect);
    expect(await keptCounts()).toEqual(counts);
    expect(await keptFacts()).toEqual(facts);
    expect(await openJobs()).toEqual(open);
  };
  const clientPositions = () =>
    t.app.ctx.db.selectFrom('report_client_positions').select(['client_id', 'open_positions']).orderBy('client_id').execute();
  const stageOf = async (stage: string) => (await get(`/reports/time?${RANGE}`)).stages.find((s: { stage: string }) => s.stage === stage);
  const clientRow = async () => (await get(`/reports/clients?${RANGE}`)).clients.find((c: { client_id: number }) => c.client_id === clientId);
  const funnelCount = async (step: string, query = '') =>
    (await get(`/reports/funnel?${RANGE}${query}`)).steps.find((s: { step: string }) => s.step === step).count;

  // sessions lapse while the clock moves days: sign in again at the new time
  const moveTo = async (d: number) => {
    now = day(d);
    admin = await signIn(t, 'Admin', admin.username);
    hr = await signIn(t, 'Hrteam', hr.username);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    admin = await signIn(t, 'Admin');
    hr = await signIn(t, 'Hrteam', 'rollup-hr@example.com');
    clientId = (await insertClient(t, 'Rollup Client')).id;
    jobId = (await createJob(t, admin.headers, clientId, { job_title: 'Rollup Job', no_of_positions: 2 })).job_id;
    candidateId = (await applyOk(t, jobId)).id;
  });
  afterAll(() => t.close());

  it('a stage completed through the API is a rollup row, and time in stage and the clients report count it', async () => {
    expect(await rollup()).toEqual([]);
    await moveTo(3);
    await advance(t, hr.headers, candidateId, ['screening']);
    await moveTo(6);
    await advance(t, hr.headers, candidateId, ['hr_interview']);
    const rows = await rollup();
    expect(rows.map((r) => [r.candidate_id, r.job_id, r.stage, r.actor_user_id, r.completed_at])).toEqual([
      [candidateId, jobId, 'screening', hr.userId, day(3)],
      [candidateId, jobId, 'hr_interview', hr.userId, day(6)],
    ]);
    expect(await stageOf('screening')).toMatchObject({ completed: 1, median_days: 2 });
    expect(await stageOf('hr_interview')).toMatchObject({ completed: 1, median_days: 3 });
    expect(await clientRow()).toMatchObject({ submissions: 1, cv_reviews: 0, hires: 0 });
    // the recruiter filter reads the rollup too
    expect(await funnelCount('hr_interview', `&recruiter_id=${hr.userId}`)).toBe(1);
    expect(await funnelCount('hr_interview', `&recruiter_id=${admin.userId}`)).toBe(0);
  });

  it('a move back keeps the completion (time in stage counts first completions); completing again adds a row', async () => {
    await moveTo(7);
    await tracker('POST', '/move-back', { reason: 'Completed by mistake' });
    expect(await rollup()).toHaveLength(2);
    expect(await funnelCount('hr_interview')).toBe(0);
    expect((await get(`/reports/recruiters?${RANGE}`)).people).toEqual([expect.objectContaining({ user_id: hr.userId, stages_moved: 3 })]);
    await moveTo(9);
    await advance(t, hr.headers, candidateId, ['hr_interview']);
    const rows = await rollup();
    expect(rows.map((r) => [r.stage, r.completed_at])).toEqual([
      ['screening', day(3)],
      ['hr_interview', day(6)],
      ['hr_interview', day(9)],
    ]);
    expect(await funnelCount('hr_interview')).toBe(1);
    expect(await stageOf('hr_interview')).toMatchObject({ completed: 1, median_days: 3 });
    expect(await clientRow()).toMatchObject({ submissions: 1 });
  });

  it("the client's CV review and the offer count as a response and a hire; a rejection takes the hire back, undoing it gives it back", async () => {
    await moveTo(13);
    await advance(t, hr.headers, candidateId, ['client_cv_review']);
    await moveTo(15);
    await advance(t, hr.headers, candidateId, ['client_interview', 'offer_letter']);
    expect(await clientRow()).toMatchObject({ submissions: 1, cv_reviews: 1, median_response_days: 7, hires: 1, open_positions: 1 });
    expect(await stageOf('client_cv_review')).toMatchObject({ completed: 1, median_days: 7 });
    await moveTo(16);
    await tracker('PUT', '/with-job-check', { rejected: 'rejected', reason: 'Did not join' });
    expect(await clientRow()).toMatchObject({ cv_reviews: 1, hires: 0, open_positions: 2 });
    expect(await funnelCount('joined')).toBe(0);
    await tracker('POST', '/undo-reject', {});
    expect(await clientRow()).toMatchObject({ hires: 1, open_positions: 1 });
    expect(await rollup()).toHaveLength(6);
  });

  it('the rebuild from the stage history makes the same rows as the live updates, and fills an emptied rollup', async () => {
    // a second job of the client, closed: its positions are not open
    const closed = (await createJob(t, admin.headers, clientId, { job_title: 'Rollup Job Closed', no_of_positions: 3 })).job_id;
    expect(await clientRow()).toMatchObject({ open_positions: 4 });
    const closing = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${closed}/close`),
      headers: admin.headers,
      payload: { reason: 'Cancelled' },
    });
    expect(closing.statusCode, closing.body).toBe(200);
    expect(await clientRow()).toMatchObject({ open_positions: 1 });
    const live = await rollup();
    const livePositions = await clientPositions();
    expect(live).toHaveLength(6);
    expect(livePositions).toEqual([{ client_id: clientId, open_positions: 1 }]);
    expect(await rebuildReportRollup(t.app.ctx.db, t.app.ctx.dialect)).toBe(6);
    expect(await rollup()).toEqual(live);
    expect(await clientPositions()).toEqual(livePositions);
    await t.app.ctx.db.deleteFrom('report_stage_completions').execute();
    await t.app.ctx.db.deleteFrom('report_client_positions').execute();
    expect(await clientRow()).toMatchObject({ submissions: 0, hires: 0, open_positions: 0 });
    expect(await rebuildReportRollup(t.app.ctx.db, t.app.ctx.dialect)).toBe(6);
    expect(await rollup()).toEqual(live);
    expect(await clientPositions()).toEqual(livePositions);
    expect(await clientRow()).toMatchObject({ submissions: 1, cv_reviews: 1, hires: 1, open_positions: 1 });
  });

  it("an erased application's rows go with it", async () => {
    const other = (await applyOk(t, jobId, { mobile_number: '9123456780' })).id;
    await advance(t, hr.headers, other, ['screening']);
    expect(await rollup()).toHaveLength(7);
    const erased = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: other } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await rollup()).map((r) => r.candidate_id)).toEqual(Array(6).fill(candidateId));
  });

  it('the kept counts change with apply, stage move, move back, reject, undo, interviews, job deletion and erasure; the rebuild equals them', async () => {
    const DAY = 'from=2026-03-20&to=2026-03-20';
    const steps = async (query = DAY) => (await get(`/reports/funnel?${query}`)).steps.map((x: { count: number }) => x.count);
    const careers = async (query = DAY) => (await get(`/reports/sources?${query}`)).sources.find((x: { source: string }) => x.source === 'careers');
    const move = async (id: number, method: 'PUT' | 'POST', path: string, payload: object) => {
      const res = await t.app.inject({ method, url: api(`/process-tracker/${id}${path}`), headers: hr.headers, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await moveTo(20);
    const job2 = (await createJob(t, admin.headers, clientId, { job_title: 'Rollup Job Two', no_of_positions: 2 })).job_id;
    expect(await steps()).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // apply: a fact, and its counts on the day and the quarter hour, for its job and for every job
    const x = (await applyOk(t, job2, { mobile_number: '9123456781' })).id;
    expect(await steps()).toEqual([1, 0, 0, 0, 0, 0, 0]);
    const mine = (await keptCounts()).filter((r) => r.at.startsWith('2026-03-20'));
    expect(mine.map((r) => [r.span, r.job_id, r.at, r.source, r.referrer_id, r.applications])).toEqual([
      ['d', 0, '2026-03-20', 'careers', 0, 1],
      ['d', job2, '2026-03-20', 'careers', 0, 1],
      ['q', 0, '2026-03-20T06:00', 'careers', 0, 1],
      ['q', job2, '2026-03-20T06:00', 'careers', 0, 1],
    ]);
    await rebuildKeepsCounts();
    // stage moves, a move back
    await advance(t, hr.headers, x, ['screening', 'hr_interview']);
    expect(await steps()).toEqual([1, 1, 1, 0, 0, 0, 0]);
    await move(x, 'POST', '/move-back', { reason: 'Completed by mistake' });
    expect(await steps()).toEqual([1, 1, 0, 0, 0, 0, 0]);
    await rebuildKeepsCounts();
    // to the offer: joined and a hire; a rejection takes both back, undoing it gives them back
    await advance(t, hr.headers, x, ['hr_interview', 'client_cv_review', 'client_interview', 'offer_letter']);
    expect(await steps()).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(await careers()).toMatchObject({ applications: 1, hires: 1 });
    await move(x, 'PUT', '/with-job-check', { rejected: 'rejected', reason: 'Did not join' });
    expect(await steps()).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(await careers()).toMatchObject({ hires: 0 });
    await rebuildKeepsCounts();
    await move(x, 'POST', '/undo-reject', {});
    expect(await steps()).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // an interview booked counts, cancelled it does not
    const interview = await t.app.ctx.db
      .insertInto('interviews')
      .values({
        candidate_id: x,
        job_id: job2,
        stage: 'hr_interview',
        starts_at: day(21),
        duration_minutes: 30,
        interviewer: 'Asha',
        location: null,
        meeting_url: null,
        created_by: hr.userId,
        created_at: now,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await careers()).toMatchObject({ interviews: 1 });
    await rebuildKeepsCounts();
    await t.app.ctx.db.updateTable('interviews').set({ cancelled_at: now }).where('id', '=', interview.id).execute();
    expect(await careers()).toMatchObject({ interviews: 0 });
    // a deleted job leaves every job's counts (its own stay, read by nobody); restored, it is back
    const removed = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${job2}`), headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await steps()).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const openOf = async () => (await openJobs()).find((r) => r.client_id === clientId)?.open_jobs ?? 0;
    const openBefore = await openOf();
    await rebuildKeepsCounts();
    await t.app.ctx.db.updateTable('jobs').set({ deleted_at: null }).where('id', '=', job2).execute();
    expect(await openOf()).toBe(openBefore + 1);
    expect(await steps()).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // an application moved to another day moves its counts
    await t.app.ctx.db
      .updateTable('candidates')
      .set({ created_at: day(22) })
      .where('id', '=', x)
      .execute();
    expect(await steps()).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await steps('from=2026-03-22&to=2026-03-22')).toEqual([1, 1, 1, 1, 1, 1, 1]);
    await rebuildKeepsCounts();
    // erased: nothing left of it
    const erased = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: x } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await steps('from=2026-03-22&to=2026-03-22')).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect((await keptFacts()).map((f) => f.candidate_id)).not.toContain(x);
    await rebuildKeepsCounts();
    // the whole month: the first application alone, as the funnel counted it live
    expect(await steps(RANGE)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
