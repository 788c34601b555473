import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { rebuildReportRollup } from '../src/db/report-rollup.js';
import type { Executor } from '../src/db/database.js';
import { activityCounts, activityRow, type ActivityRow } from '../src/modules/reports/activity.repository.js';
import { hasJobFilter, jobScope, type ReportScope } from '../src/modules/reports/reports.repository.js';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 47, decision 308: the recruiter activity reads counts kept per UTC day and quarter hour, job
 * and person (migration 042). After every kind of change (events inserted one at a time and many in
 * one statement, an event moved or deleted, an application moved to another job, erased or deleted,
 * a job soft-deleted and restored) the kept rows equal what the rebuild makes from the events, and the
 * read gives what the live read of the events gives, for every filter and for weeks of India
 * (+05:30, their midnight at 18:30Z inside a UTC day) and of UTC.
 */
const NOW = new Date('2026-03-31T12:00:00.000Z');
const at = (day: string, time = '04:30') => `2026-${day}T${time}:00.000Z`;

/** March 2026 in India, cut at each Monday's midnight there (1 March is a Sunday). */
const INDIA = {
  fromIso: '2026-02-28T18:30:00.000Z',
  toIso: '2026-03-31T18:30:00.000Z',
  bounds: ['2026-02-28T18:30:00.000Z', ...['01', '08', '15', '22', '29'].map((d) => `2026-03-${d}T18:30:00.000Z`)],
};
/** The same month in UTC, cut at UTC Mondays. */
const UTC = {
  fromIso: '2026-03-01T00:00:00.000Z',
  toIso: '2026-04-01T00:00:00.000Z',
  bounds: ['2026-03-01T00:00:00.000Z', ...['02', '09', '16', '23', '30'].map((d) => `2026-03-${d}T00:00:00.000Z`)],
};
/** The same month five hours west of UTC: each week's first UTC day is most of it (the day's row less its first hours). */
const WEST = {
  fromIso: '2026-03-01T05:00:00.000Z',
  toIso: '2026-04-01T05:00:00.000Z',
  bounds: ['2026-03-01T05:00:00.000Z', ...['02', '09', '16', '23', '30'].map((d) => `2026-03-${d}T05:00:00.000Z`)],
};
/** Under a day, inside one UTC day, one bucket: under half the day, and more than half. */
const SHORT = { fromIso: '2026-03-08T12:00:00.000Z', toIso: '2026-03-08T18:45:00.000Z', bounds: ['2026-03-08T12:00:00.000Z'] };
const LONG = { fromIso: '2026-03-16T01:00:00.000Z', toIso: '2026-03-16T23:00:00.000Z', bounds: ['2026-03-16T01:00:00.000Z'] };

/**
 * The recruiter activity counted live from the events, what the kept counts must equal: each person's
 * stage moves, interviews booked and notes in the range, per bucket of `bounds` (bucket k is [bounds[k], bounds[k+1])).
 */
async function liveActivity(db: Executor, s: ReportScope, bounds: string[]): Promise<ActivityRow[]> {
  const bucket =
    bounds.length <= 1
      ? sql`0`
      : sql`case ${sql.join(
          bounds.slice(1).map((b, k) => sql`when e.created_at < ${b} then ${sql.lit(k)}`),
          sql` `,
        )} else ${sql.lit(bounds.length - 1)} end`;
  const joinJobs = hasJobFilter(s);
  const r = await sql<Record<string, unknown>>`
      select x.user_id as user_id, u.username as username, x.bucket as bucket,
        sum(x.moved) as stages_moved, sum(x.booked) as interviews_booked, sum(x.noted) as notes
      from (
        select e.actor_user_id as user_id, ${bucket} as bucket,
          case when e.kind in ('stage', 'moved_back') then 1 else 0 end as moved,
          case when e.kind = 'interview_scheduled' then 1 else 0 end as booked,
          case when e.kind = 'note' then 1 else 0 end as noted
        from candidate_events e
        ${joinJobs ? sql`join candidates c on c.id = e.candidate_id join jobs j on j.id = c.job_id` : sql``}
        where e.kind in ('stage', 'moved_back', 'interview_scheduled', 'note')
          and e.created_at >= ${s.fromIso} and e.created_at < ${s.toIso} and e.actor_user_id is not null
          ${s.recruiterId === undefined ? sql`` : sql`and e.actor_user_id = ${s.recruiterId}`}
          ${joinJobs ? sql`and ${jobScope(s)}` : sql``}
      ) x
      join users u on u.id = x.user_id
      group by x.user_id, u.username, x.bucket`.execute(db);
  return r.rows.map(activityRow);
}

describeEachEngine('reports: the recruiter activity kept counts (issue 47)', (engine) => {
  let t: TestApp;
  let admin: Session;
  let h1: Session;
  let h2: Session;
  let c1: number;
  let c2: number;
  let j1: number;
  let j2: number;
  let j3: number;
  const candidates: number[] = [];
  let phone = 9300000000;

  const db = () => t.app.ctx.db;
  const event = (candidate_id: number, actor: number | null, kind: string, created_at: string) => ({
    candidate_id,
    actor_user_id: actor,
    kind,
    detail: JSON.stringify(kind === 'stage' ? { stage: 'screening' } : {}),
    created_at,
  });
  const apply = async (jobId: number) => {
    const id = (await applyOk(t, jobId, { mobile_number: String(phone++), email: `activity${phone}@mail.example` })).id;
    candidates.push(id);
    return id;
  };

  /** The kept rows that hold something (a count emptied stays as zeros until the rebuild). */
  const kept = async () =>
    (
      await sql<Record<string, unknown>>`select span, job_id, at, user_id, stages_moved, interviews_booked, notes from report_activity_counts
        where stages_moved <> 0 or interviews_booked <> 0 or notes <> 0 order by span, job_id, at, user_id`.execute(db())
    ).rows.map((r) => Object.values(r).map((v) => (typeof v === 'string' ? v : Number(v))));

  type Person = { user_id: number; stages_moved: number; interviews_booked: number; notes: number };
  /** Each person's figures of a report (people by name: h1 before h2). */
  const figures = (r: { people: Person[] }) => r.people.map((p) => [p.user_id, p.stages_moved, p.interviews_booked, p.notes]);

  const sorted = <T extends { user_id: number; bucket: number }>(rows: T[]) => [...rows].sort((a, b) => a.user_id - b.user_id || a.bucket - b.bucket);

  /** Every filter and every cut of the range: the kept read gives the live read's rows. */
  const readsEqualLive = async () => {
    const scopes: Omit<ReportScope, 'fromIso' | 'toIso'>[] = [
      {},
      { clientId: c1 },
      { clientId: c2 },
      { jobId: j1 },
      { jobId: j2 },
      { ownerUserId: admin.userId },
      { recruiterId: h1.userId },
      { recruiterId: h2.userId, clientId: c1 },
    ];
    let seen = 0;
    for (const range of [INDIA, UTC, WEST, SHORT, LONG])
      for (const scope of scopes) {
        const s = { ...scope, fromIso: range.fromIso, toIso: range.toIso };
        const live = sorted(await liveActivity(db(), s, range.bounds));
        expect(sorted(await activityCounts(db(), t.app.ctx.dialect, s, range.bounds)), JSON.stringify(s)).toEqual(live);
        seen += live.length;
      }
    return seen;
  };

  /** The kept rows as the changes left them equal those the rebuild makes, and the reads equal the live ones. */
  const keptEqualsRebuild = async () => {
    const before = await kept();
    await rebuildReportRollup(db(), t.app.ctx.dialect);
    expect(await kept()).toEqual(before);
    return readsEqualLive();
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => NOW });
    [admin, h1, h2] = [
      await signIn(t, 'Admin'),
      await signIn(t, 'Hrteam', 'h1-activity@example.com'),
      await signIn(t, 'Hrteam', 'h2-activity@example.com'),
    ];
    c1 = (await insertClient(t, 'Activity Client One')).id;
    c2 = (await insertClient(t, 'Activity Client Two')).id;
    await db().updateTable('clients').set({ owner_user_id: admin.userId }).where('id', '=', c1).execute();
    j1 = (await createJob(t, admin.headers, c1, { job_title: 'Activity Job One' })).job_id;
    j2 = (await createJob(t, admin.headers, c2, { job_title: 'Activity Job Two' })).job_id;
    j3 = (await createJob(t, admin.headers, c1, { job_title: 'Activity Job Three' })).job_id;
  });
  afterAll(() => t.close());

  it('events inserted one at a time and many in one statement are counted per day, quarter hour, job and person', async () => {
    const [a, b, c] = [await apply(j1), await apply(j2), await apply(j3)];
    // the API's own writers: stage moves through the tracker (at NOW, 31 March)
    await advance(t, h1.headers, a, ['screening', 'hr_interview']);
    // either side of Monday 9 March's midnight in India (18:30Z on the 8th), and of UTC midnight
    for (const e of [
      event(a, h1.userId, 'stage', at('03-08', '18:29')),
      event(a, h1.userId, 'moved_back', at('03-08', '18:30')),
      event(a, h2.userId, 'note', at('03-08', '23:59')),
      event(b, h2.userId, 'note', at('03-09', '00:00')),
    ])
      await db().insertInto('candidate_events').values(e).execute();
    // many rows in one statement (PostgreSQL counts them once per statement), with events not counted:
    // no actor, other kinds, outside the range
    await db()
      .insertInto('candidate_events')
      .values([
        event(b, h1.userId, 'interview_scheduled', at('03-02', '10:14')),
        event(b, h1.userId, 'interview_scheduled', at('03-02', '10:15')),
        event(b, h1.userId, 'stage', at('03-15', '18:44')),
        event(c, h2.userId, 'stage', at('03-22', '18:30')),
        event(c, h2.userId, 'note', at('03-29', '18:29')),
        event(c, h1.userId, 'note', at('03-31', '18:30')),
        event(c, h1.userId, 'note', at('03-16', '04:59')),
        event(c, h1.userId, 'stage', at('03-16', '05:00')),
        event(c, h1.userId, 'note', '2026-02-28T18:29:00.000Z'),
        event(c, null, 'note', at('03-10')),
        event(c, h1.userId, 'status_changed', at('03-10')),
        event(a, admin.userId, 'interview_scheduled', at('03-01', '02:00')),
      ])
      .execute();
    const rows = await kept();
    // one event: its day, hour and quarter hour, for every job (0) and its own
    expect(rows.filter((r) => r[1] === 0 && String(r[2]).startsWith('2026-03-02'))).toEqual([
      ['d', 0, '2026-03-02', h1.userId, 0, 2, 0],
      ['h', 0, '2026-03-02T10', h1.userId, 0, 2, 0],
      ['q', 0, '2026-03-02T10:00', h1.userId, 0, 1, 0],
      ['q', 0, '2026-03-02T10:15', h1.userId, 0, 1, 0],
    ]);
    expect(rows.filter((r) => r[1] === j2 && String(r[2]).startsWith('2026-03-02'))).toEqual([
      ['d', j2, '2026-03-02', h1.userId, 0, 2, 0],
      ['h', j2, '2026-03-02T10', h1.userId, 0, 2, 0],
      ['q', j2, '2026-03-02T10:00', h1.userId, 0, 1, 0],
      ['q', j2, '2026-03-02T10:15', h1.userId, 0, 1, 0],
    ]);
    expect(await keptEqualsRebuild()).toBeGreaterThan(20);
  });

  it('the recruiters report over HTTP gives the live figures, per week in India', async () => {
    const res = await t.app.inject({ url: api('/reports/recruiters?from=2026-03-01&to=2026-03-31'), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const weeks = (id: number) =>
      r.weeks.filter((w: { user_id: number }) => w.user_id === id).map(({ user_id: _, username: __, ...w }: Record<string, unknown>) => w);
    // H1: two interviews on 2 March and a stage at 23:59 on 8 March in India; a move back at midnight of 9 March; a stage at
    // 00:14 on 16 March; a note and a stage that morning; two stages through the API on 31 March
    expect(weeks(h1.userId)).toEqual([
      { week: '2026-03-02', stages_moved: 1, interviews_booked: 2, notes: 0 },
      { week: '2026-03-09', stages_moved: 1, interviews_booked: 0, notes: 0 },
      { week: '2026-03-16', stages_moved: 2, interviews_booked: 0, notes: 1 },
      { week: '2026-03-30', stages_moved: 2, interviews_booked: 0, notes: 0 },
    ]);
    // H2: notes at 05:29 and 05:30 on 9 March in India, a stage at midnight of 23 March, a note at 23:59 on 29 March
    expect(weeks(h2.userId)).toEqual([
      { week: '2026-03-09', stages_moved: 0, interviews_booked: 0, notes: 2 },
      { week: '2026-03-23', stages_moved: 1, interviews_booked: 0, notes: 1 },
    ]);
    // the admin's interview at 07:30 on 1 March in India (a Sunday: the week of 23 February, cut by the range)
    expect(weeks(admin.userId)).toEqual([{ week: '2026-02-23', stages_moved: 0, interviews_booked: 1, notes: 0 }]);
    const people = Object.fromEntries(r.people.map((p: { user_id: number }) => [p.user_id, p]));
    expect(people[h1.userId]).toMatchObject({ stages_moved: 6, interviews_booked: 2, notes: 1 });
    expect(people[h2.userId]).toMatchObject({ stages_moved: 1, interviews_booked: 0, notes: 3 });
    // a job filter and the recruiter filter
    const j2Only = await t.app.inject({ url: api(`/reports/recruiters?from=2026-03-01&to=2026-03-31&job_id=${j2}`), headers: admin.headers });
    expect(figures(j2Only.json().data)).toEqual([
      [h1.userId, 1, 2, 0],
      [h2.userId, 0, 0, 1],
    ]);
    const own = await t.app.inject({ url: api('/reports/recruiters?from=2026-03-01&to=2026-03-31'), headers: h2.headers });
    expect(own.json().data.people).toEqual([expect.objectContaining({ user_id: h2.userId, stages_moved: 1, notes: 3 })]);
  });

  it('an event moved or deleted, and an application moved to another job, move their counts', async () => {
    const [a, b] = candidates as [number, number];
    await db()
      .updateTable('candidate_events')
      .set({ created_at: at('03-20', '09:07') })
      .where('candidate_id', '=', b)
      .where('kind', '=', 'note')
      .execute();
    // a detail rewritten (an erasure's redaction) changes nothing
    await db().updateTable('candidate_events').set({ detail: '{}' }).where('candidate_id', '=', a).execute();
    await keptEqualsRebuild();
    await db().deleteFrom('candidate_events').where('candidate_id', '=', a).where('kind', '=', 'moved_back').execute();
    await keptEqualsRebuild();
    await db().updateTable('candidates').set({ job_id: j3 }).where('id', '=', b).execute();
    expect(await keptEqualsRebuild()).toBeGreaterThan(0);
  });

  it('a job soft-deleted leaves the job filters (every job still counts its events, as the live read does); restored, it is back', async () => {
    const removed = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${j1}`), headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await activityCounts(db(), t.app.ctx.dialect, { ...INDIA, jobId: j1 }, INDIA.bounds)).toEqual([]);
    await keptEqualsRebuild();
    await db().updateTable('jobs').set({ deleted_at: null }).where('id', '=', j1).execute();
    expect(await activityCounts(db(), t.app.ctx.dialect, { ...INDIA, jobId: j1 }, INDIA.bounds)).not.toEqual([]);
    await keptEqualsRebuild();
  });

  it('an application erased, or deleted, takes its events off every count', async () => {
    const [a, , c] = candidates as [number, number, number];
    const erased = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: a } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db().selectFrom('candidate_events').select('id').where('candidate_id', '=', a).execute()).toEqual([]);
    await keptEqualsRebuild();
    await db().deleteFrom('candidates').where('id', '=', c).execute();
    await keptEqualsRebuild();
    // what is left: b's events alone, now of J3 (and the admin's interview went with a)
    const res = await t.app.inject({ url: api(`/reports/recruiters?from=2026-03-01&to=2026-03-31&job_id=${j3}`), headers: admin.headers });
    expect(figures(res.json().data)).toEqual([
      [h1.userId, 1, 2, 0],
      [h2.userId, 0, 0, 1],
    ]);
  });
});
