import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketDays, durationBucket } from '../src/db/report-stage-times.js';
import { rebuildReportRollup } from '../src/db/report-rollup.js';
import { stageRangeParts } from '../src/modules/reports/reports.repository.js';
import { bucketedMedianAndP90 } from '../src/modules/reports/reports.service.js';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 47, decision 302: time in stage and the clients report read durations kept as buckets per UTC
 * month and day, and a range's two ends (under a day) from the facts by time. The agency's zone is
 * India's (+05:30): the range 15 January to 10 April 2026 is [14 Jan 18:30Z, 10 Apr 18:30Z).
 */
describe('the stage counts: buckets and the range cut', () => {
  it('buckets durations at a tenth of a day under 10 days, a day under 100, ten days beyond, capped at 1,000', () => {
    const day = 86_400;
    expect([0, 0.5 * day, 2.25 * day, 9.99 * day].map(durationBucket).map(bucketDays)).toEqual([0, 0.5, 2.2, 9.9]);
    expect([10 * day, 35.5 * day, 99.9 * day].map(durationBucket).map(bucketDays)).toEqual([10, 35, 99]);
    expect([100 * day, 155 * day, 5000 * day].map(durationBucket).map(bucketDays)).toEqual([100, 150, 1000]);
  });

  it('the median and 90th percentile of bucketed durations (lower bounds; the mean of the two middle ones of an even count)', () => {
    expect(bucketedMedianAndP90([])).toEqual({ median: null, p90: null });
    expect(bucketedMedianAndP90([[-1, 3]])).toEqual({ median: null, p90: null });
    // 0.5, 0.5, 2.2, 11, 35: median the third, p90 the fifth (nearest rank 4.5 → 5)
    expect(
      bucketedMedianAndP90([
        [125, 1],
        [5, 2],
        [22, 1],
        [101, 1],
        [-1, 4],
      ]),
    ).toEqual({ median: 2.2, p90: 35 });
    // 0.5 and 2: median 1.25 → 1.3
    expect(
      bucketedMedianAndP90([
        [5, 1],
        [20, 1],
      ]),
    ).toEqual({ median: 1.3, p90: 2 });
  });

  it('cuts a range into whole months, whole days around them and two ends under a day', () => {
    expect(stageRangeParts('2026-01-14T18:30:00.000Z', '2026-04-10T18:30:00.000Z')).toEqual({
      months: [['2026-02', '2026-04']],
      days: [
        ['2026-01-15', '2026-02-01'],
        ['2026-04-01', '2026-04-10'],
      ],
      live: [
        ['2026-01-14T18:30:00.000Z', '2026-01-15T00:00:00.000Z'],
        ['2026-04-10T00:00:00.000Z', '2026-04-10T18:30:00.000Z'],
      ],
    });
    // UTC midnights (a UTC agency): no ends; a whole year is twelve months
    expect(stageRangeParts('2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')).toEqual({
      months: [['2026-01', '2027-01']],
      days: [],
      live: [],
    });
    // within a month: days only; within a day: one end
    expect(stageRangeParts('2026-03-04T18:30:00.000Z', '2026-03-09T18:30:00.000Z').months).toEqual([]);
    expect(stageRangeParts('2026-03-04T18:30:00.000Z', '2026-03-09T18:30:00.000Z').days).toEqual([['2026-03-05', '2026-03-09']]);
    expect(stageRangeParts('2026-03-04T18:30:00.000Z', '2026-03-04T23:00:00.000Z')).toEqual({
      months: [],
      days: [],
      live: [['2026-03-04T18:30:00.000Z', '2026-03-04T23:00:00.000Z']],
    });
  });
});

describeEachEngine('reports: time in stage and the clients from kept counts (issue 47)', (engine) => {
  const NOW = new Date('2026-04-20T12:00:00.000Z');
  const RANGE = 'from=2026-01-15&to=2026-04-10';
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let hr: Awaited<ReturnType<typeof signIn>>;
  let c1: number;
  let c2: number;
  let j1: number;
  let j2: number;
  const ids: Record<string, number> = {};

  const get = async (path: string) => {
    const res = await t.app.inject({ url: api(path), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const stages = async (query = '') =>
    Object.fromEntries(
      (await get(`/reports/time?${RANGE}${query}`)).stages.map((s: { stage: string; completed: number; median_days: number; p90_days: number }) => [
        s.stage,
        [s.completed, s.median_days, s.p90_days],
      ]),
    );
  const client = async (id: number, query = '') =>
    (await get(`/reports/clients?${RANGE}${query}`)).clients.find((c: { client_id: number }) => c.client_id === id);
  const kept = async () => ({
    facts: await t.app.ctx.db.selectFrom('report_stage_facts').selectAll().orderBy('candidate_id').orderBy('stage').execute(),
    counts: await t.app.ctx.db
      .selectFrom('report_stage_counts')
      .selectAll()
      .where('completed', '<>', 0)
      .orderBy('span')
      .orderBy('job_id')
      .orderBy('client_id')
      .orderBy('at')
      .orderBy('stage')
      .orderBy('bucket')
      .execute(),
  });
  /** The counts the triggers keep equal those the rebuild makes from the live rows. */
  const rebuildKeeps = async () => {
    const before = await kept();
    await rebuildReportRollup(t.app.ctx.db, t.app.ctx.dialect);
    expect(await kept()).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => NOW });
    const db = t.app.ctx.db;
    admin = await signIn(t, 'Admin');
    hr = await signIn(t, 'Hrteam', 'stage-times-hr@example.com');
    c1 = (await insertClient(t, 'Stage Times One')).id;
    c2 = (await insertClient(t, 'Stage Times Two')).id;
    j1 = (await createJob(t, admin.headers, c1, { job_title: 'Stage Times Job One', no_of_positions: 2 })).job_id;
    j2 = (await createJob(t, admin.headers, c2, { job_title: 'Stage Times Job Two', no_of_positions: 2 })).job_id;
    const candidate = async (name: string, jobId: number, appliedAt: string, done: Record<string, string>) => {
      const c = await applyOk(t, jobId, {
        email: `${name.toLowerCase()}@stage-times.example`,
        mobile_number: `98765${String(10000 + Object.keys(ids).length)}`,
      });
      await db.updateTable('candidates').set({ created_at: appliedAt }).where('id', '=', c.id).execute();
      for (const [stage, when] of Object.entries(done))
        await db
          .insertInto('candidate_events')
          .values({ candidate_id: c.id, actor_user_id: hr.userId, kind: 'stage', detail: JSON.stringify({ job_id: jobId, stage }), created_at: when })
          .execute();
      ids[name] = c.id;
    };
    // screening: A 0.5 day (the range's first end), B before the range, C 2.25 (a day row), D 11 (a month row),
    // E 35.5 (a day row of April), F 0.5 (the last end), G after the range
    await candidate('A', j1, '2026-01-14T08:00:00.000Z', { screening: '2026-01-14T20:00:00.000Z' });
    await candidate('B', j1, '2026-01-13T18:00:00.000Z', { screening: '2026-01-14T18:00:00.000Z' });
    await candidate('C', j1, '2026-01-18T00:00:00.000Z', { screening: '2026-01-20T06:00:00.000Z' });
    // D goes on: HR interview 2 days later (a submission), the CV review 1.5 after it (the client's answer), an offer with no client interview before it
    await candidate('D', j1, '2026-01-30T00:00:00.000Z', {
      screening: '2026-02-10T00:00:00.000Z',
      hr_interview: '2026-02-12T00:00:00.000Z',
      client_cv_review: '2026-02-13T12:00:00.000Z',
      offer_letter: '2026-03-01T00:00:00.000Z',
    });
    await db.deleteFrom('process_trackers').where('candidate_id', '=', ids.D!).execute();
    await db
      .insertInto('process_trackers')
      .values({
        candidate_id: ids.D!,
        job_id: j1,
        screening: 'completed',
        hr_interview: 'completed',
        client_cv_review: 'completed',
        client_interview: null,
        offer_letter: 'completed',
        rejected: null,
        rejection_reason: null,
        created_at: '2026-02-10T00:00:00.000Z',
        updated_at: '2026-03-01T00:00:00.000Z',
      })
      .execute();
    await candidate('E', j1, '2026-03-01T00:00:00.000Z', { screening: '2026-04-05T12:00:00.000Z' });
    await candidate('F', j1, '2026-04-10T05:00:00.000Z', { screening: '2026-04-10T17:00:00.000Z' });
    await candidate('G', j1, '2026-04-10T05:00:00.000Z', { screening: '2026-04-10T19:00:00.000Z' });
    // H (the second client's): a CV review with no HR interview before it: reviewed, not timed
    await candidate('H', j2, '2026-02-01T00:00:00.000Z', { client_cv_review: '2026-02-03T00:00:00.000Z' });
  });
  afterAll(() => t.close());

  it('time in stage: the first completions in the range, from their ends, days and months, in buckets worked out by hand', async () => {
    expect(await stages()).toEqual({
      screening: [5, 2.2, 35],
      hr_interview: [1, 2, 2],
      client_cv_review: [1, 1.5, 1.5],
      client_interview: [0, null, null],
      offer_letter: [0, null, null],
    });
    // D's screening is read from its month's rows: every job's, its job's and its client's
    const month = (await kept()).counts.filter((r) => r.span === 'm' && r.at === '2026-02' && r.stage === 'screening');
    expect(month.map((r) => [r.job_id, r.client_id, r.bucket, r.completed])).toEqual([
      [0, 0, 101, 1],
      [0, c1, 101, 1],
      [j1, 0, 101, 1],
    ]);
    // a client's rows, a job's rows, a Bdm's: the same cut
    expect((await stages(`&client_id=${c1}`)).screening).toEqual([5, 2.2, 35]);
    expect((await stages(`&job_id=${j2}`)).screening).toEqual([0, null, null]);
    expect((await stages(`&job_id=${j1}`)).client_cv_review).toEqual([1, 1.5, 1.5]);
    // the recruiter filter reads live and buckets the same way
    expect(await stages(`&recruiter_id=${hr.userId}`)).toEqual(await stages());
  });

  it('the clients: submissions, CV reviews, the response time and hires of each client, a job filter reading its rows', async () => {
    expect(await client(c1)).toMatchObject({ submissions: 1, cv_reviews: 1, median_response_days: 1.5, hires: 1 });
    expect(await client(c2)).toMatchObject({ submissions: 0, cv_reviews: 1, median_response_days: null, hires: 0 });
    expect(await client(c1, `&job_id=${j1}`)).toMatchObject({ submissions: 1, cv_reviews: 1, hires: 1 });
    expect(await client(c2, `&job_id=${j2}`)).toMatchObject({ cv_reviews: 1, hires: 0 });
  });

  it('the kept counts follow a rejection, a job moved to another client, a job deleted and restored, an application erased', async () => {
    const db = t.app.ctx.db;
    await rebuildKeeps();
    await db.updateTable('process_trackers').set({ rejected: 'rejected' }).where('candidate_id', '=', ids.D!).execute();
    expect(await client(c1)).toMatchObject({ hires: 0 });
    await rebuildKeeps();
    await db.updateTable('process_trackers').set({ rejected: null }).where('candidate_id', '=', ids.D!).execute();
    expect(await client(c1)).toMatchObject({ hires: 1 });

    await db.updateTable('jobs').set({ client_id: c1 }).where('id', '=', j2).execute();
    expect(await client(c1)).toMatchObject({ cv_reviews: 2, median_response_days: 1.5 });
    expect(await client(c2)).toMatchObject({ cv_reviews: 0 });
    await rebuildKeeps();

    await db.updateTable('jobs').set({ deleted_at: NOW.toISOString() }).where('id', '=', j1).execute();
    expect((await stages()).screening).toEqual([0, null, null]);
    await rebuildKeeps();
    await db.updateTable('jobs').set({ deleted_at: null }).where('id', '=', j1).execute();
    expect((await stages()).screening).toEqual([5, 2.2, 35]);

    // an application's time moved: its first stage's duration follows (C: 2.25 → 1.25 days)
    await db.updateTable('candidates').set({ created_at: '2026-01-19T00:00:00.000Z' }).where('id', '=', ids.C!).execute();
    expect((await stages()).screening).toEqual([5, 1.2, 35]);
    await rebuildKeeps();

    const erased = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: ids.A } });
    expect(erased.statusCode, erased.body).toBe(200);
    // left: 1.2, 11, 35, 0.5 → median (0.5, 1.2, 11, 35) the mean of 1.2 and 11
    expect((await stages()).screening).toEqual([4, 6.1, 35]);
    await rebuildKeeps();
  });
});
