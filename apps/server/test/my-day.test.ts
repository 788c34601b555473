import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STALL_DAYS } from '@talentra/contract';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient, reject } from './fixtures.js';

const DAY = 24 * 60 * 60 * 1000;

describeEachEngine('my day', (engine) => {
  // Tuesday 10 March 2026, 20:00 UTC = Wednesday 11 March, 01:30 in India (the agency's TIME_ZONE)
  const start = Date.parse('2026-03-10T20:00:00.000Z');
  let now = start;
  let t: TestApp;
  let admin: Session, hr: Session, bdm: Session;
  let clientId: number;
  const who = async () => {
    // sessions idle out after 8 h of the test clock: sign in again after moving it
    [admin, hr, bdm] = [
      await signIn(t, 'Admin', 'admin@myday.example'),
      await signIn(t, 'Hrteam', 'hr@myday.example'),
      await signIn(t, 'Bdm', 'bdm@myday.example'),
    ];
  };
  const at = async (ms: number) => {
    now = ms;
    await who();
  };
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    await who();
    clientId = (await insertClient(t)).id;
  });
  afterAll(() => t.close());

  const myDay = async (s: Session = admin) => {
    const res = await t.app.inject({ url: api('/my-day'), headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const setDays = (payload: object, s: Session = admin) =>
    t.app.inject({ method: 'PUT', url: api('/my-day/stall-days'), headers: s.headers, payload });

  describe('stall days', () => {
    it('start at the defaults; Admin sets them; a day count out of 1 to 365 is refused (422)', async () => {
      const got = await t.app.inject({ url: api('/my-day/stall-days'), headers: hr.headers });
      expect(got.json().data).toEqual(DEFAULT_STALL_DAYS);
      const bad = await setDays({ ...DEFAULT_STALL_DAYS, screening: 0 });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.screening).toBeDefined();
      expect((await setDays({ ...DEFAULT_STALL_DAYS, offer_letter: 400 })).statusCode).toBe(422);
      expect((await setDays({ screening: 3 })).statusCode).toBe(422);
      expect((await setDays(DEFAULT_STALL_DAYS, hr)).statusCode).toBe(403);
      const saved = await setDays({ ...DEFAULT_STALL_DAYS, offer_letter: 12 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.offer_letter).toBe(12);
      await setDays(DEFAULT_STALL_DAYS);
    });
  });

  describe('stalled candidates', () => {
    it('lists the applications of open jobs past their stage’s days, longest over first, each stage with its own days', async () => {
      await at(start);
      const job = await createJob(t, bdm.headers, clientId, { job_title: 'Stalled Watch Engineer' });
      const closedJob = await createJob(t, bdm.headers, clientId, { job_title: 'Closed Stall Job' });
      const untracked = await applyOk(t, job.job_id, { candidate_name: 'Asha Untracked' });
      const screened = await applyOk(t, job.job_id, { candidate_name: 'Bala Screened' });
      await advance(t, hr.headers, screened.id, ['screening']); // waits for the HR interview from now
      const rejected = await applyOk(t, job.job_id, { candidate_name: 'Chetan Rejected' });
      await reject(t, hr.headers, rejected.id);
      const onClosed = await applyOk(t, closedJob.job_id, { candidate_name: 'Dev Closed' });
      await t.app.ctx.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', closedJob.job_id).execute();

      await at(start + 2 * DAY);
      const later = await applyOk(t, job.job_id, { candidate_name: 'Esha Later' });

      // day 4: only the untracked one is past screening's 3 days
      await at(start + 4 * DAY);
      const names = (d: { stalled: { rows: { candidate_name: string }[] } }) => d.stalled.rows.map((r) => r.candidate_name);
      let d = await myDay();
      expect(names(d)).toEqual(['Asha Untracked']);
      expect(d.stalled.rows[0]).toMatchObject({
        candidate_id: untracked.id,
        job_id: job.job_id,
        job_title: 'Stalled Watch Engineer',
        stage: 'screening',
        days: 4,
        limit_days: 3,
      });
      expect(d.stalled.total).toBe(1);
      expect(d.stalled.more).toBe(false);

      // day 6: the screened one is past the HR interview's 5 days, the later one past screening's 3
      await at(start + 6 * DAY + 60_000);
      d = await myDay(hr);
      expect(names(d)).toEqual(['Asha Untracked', 'Bala Screened', 'Esha Later']);
      expect(d.stalled.rows.find((r: { candidate_id: number }) => r.candidate_id === screened.id)).toMatchObject({
        stage: 'hr_interview',
        days: 6,
        limit_days: 5,
      });
      expect(d.stalled.total).toBe(3);
      expect(names(d)).not.toContain('Chetan Rejected');
      expect(names(d)).not.toContain('Dev Closed');
      expect(onClosed.id).toBeGreaterThan(0);

      // Admin gives the HR interview 10 days: the screened one is no longer stalled
      expect((await setDays({ ...DEFAULT_STALL_DAYS, hr_interview: 10 })).statusCode).toBe(200);
      d = await myDay();
      expect(names(d)).toEqual(['Asha Untracked', 'Esha Later']);
      await setDays(DEFAULT_STALL_DAYS);

      // a completed stage starts the clock again
      await advance(t, hr.headers, untracked.id, ['screening']);
      d = await myDay();
      expect(names(d)).not.toContain('Asha Untracked');
      expect(later.id).toBeGreaterThan(0);
    });

    it('reads the stalled trackers of a stage by the waiting-stage index', async () => {
      // the generated column says the stage the tracker waits for, as the board does
      const rows = await t.app.ctx.db.selectFrom('process_trackers').select(['screening', 'hr_interview', 'rejected', 'waiting_stage']).execute();
      for (const r of rows) {
        const expected = r.rejected
          ? 'rejected'
          : r.screening !== 'completed'
            ? 'screening'
            : r.hr_interview !== 'completed'
              ? 'hr_interview'
              : r.waiting_stage;
        expect(r.waiting_stage).toBe(expected);
      }
    });
  });

  describe('today’s interviews and tasks due', () => {
    it('lists the interviews of today in the agency’s time zone, each with its candidate', async () => {
      await at(Date.parse('2026-04-07T20:00:00.000Z')); // 8 April, 01:30 in India
      const job = await createJob(t, bdm.headers, clientId, { job_title: 'Interview Day Job' });
      const a = await applyOk(t, job.job_id, { candidate_name: 'Farah Today' });
      const b = await applyOk(t, job.job_id, { candidate_name: 'Gopal Tomorrow' });
      await advance(t, hr.headers, a.id, ['screening']);
      await advance(t, hr.headers, b.id, ['screening']);
      const book = (candidateId: number, startsAt: string) =>
        t.app.inject({
          method: 'POST',
          url: api('/interviews'),
          headers: hr.headers,
          payload: {
            candidate_id: candidateId,
            starts_at: startsAt,
            duration_minutes: 30,
            interviewer: 'Meera Kapoor',
            location: 'Pune',
            meeting_url: null,
          },
        });
      expect((await book(a.id, '2026-04-08T09:30:00+05:30')).statusCode).toBe(201);
      // 8 April in UTC, but 9 April in India: not today
      expect((await book(b.id, '2026-04-08T19:00:00Z')).statusCode).toBe(201);
      const d = await myDay(hr);
      expect(d.date).toBe('2026-04-08');
      expect(d.time_zone).toBe('Asia/Kolkata');
      expect(d.interviews.total).toBe(1);
      expect(d.interviews.rows[0]).toMatchObject({ candidate_id: a.id, candidate_name: 'Farah Today', starts_at: '2026-04-08T04:00:00.000Z' });
    });

    it('lists the tasks due today and overdue this week: Admin every team’s, Hrteam its own', async () => {
      await at(Date.parse('2026-05-04T06:00:00.000Z')); // 4 May in India
      const job = await createJob(t, bdm.headers, clientId, { job_title: 'Task Due Job' });
      const assign = async (userId: number, deadline: string, message: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: api('/task-assigning'),
          headers: admin.headers,
          payload: { user_id: userId, job_id: job.job_id, message, priority_level: 'high', deadline },
        });
        expect(res.statusCode, res.body).toBe(201);
      };
      await assign(hr.userId, '2026-05-04', 'Call the shortlisted today');
      await assign(hr.userId, '2026-05-06', 'Prepare the offer');
      await assign(hr.userId, '2026-05-20', 'Far ahead');
      await assign(bdm.userId, '2026-05-06', 'Bdm follow-up');

      await at(Date.parse('2026-05-06T06:00:00.000Z')); // 6 May: one due today, one 2 days overdue
      const hrDay = await myDay(hr);
      expect(hrDay.tasks.rows.map((r: { message: string }) => r.message)).toEqual(['Call the shortlisted today', 'Prepare the offer']);
      expect(hrDay.tasks.rows[0]).toMatchObject({ deadline: '2026-05-04', overdue: true, job: { job_id: job.job_id, job_title: 'Task Due Job' } });
      expect(hrDay.tasks.rows[1]).toMatchObject({ deadline: '2026-05-06', overdue: false });
      expect(hrDay.tasks.total).toBe(2);
      const adminDay = await myDay(admin);
      expect(adminDay.tasks.rows.map((r: { message: string }) => r.message)).toEqual([
        'Call the shortlisted today',
        'Prepare the offer',
        'Bdm follow-up',
      ]);

      // more than a week overdue: no longer listed (tasks have no "done")
      await at(Date.parse('2026-05-12T06:00:00.000Z'));
      expect((await myDay(hr)).tasks.rows.map((r: { message: string }) => r.message)).toEqual(['Prepare the offer']);
    });
  });
});
