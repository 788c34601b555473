import { afterAll, beforeAll, expect, it } from 'vitest';
import { rebuildReportRollup } from '../src/db/report-rollup.js';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 47, decision 284: the reports read the stage completions' rollup (migration 033), which the
 * trigger on the candidate events keeps with every stage completed through the API; the rebuild
 * command's function makes the same rows from the stage history. The clock moves a day at a time.
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
});
