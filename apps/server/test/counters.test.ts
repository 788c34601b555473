import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGstin, samplePdf, samplePng } from '../src/files/sample-documents.js';
import { countFigures, countNotifications } from '../src/db/recount.js';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { api, createTestApp, multipart, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, apply, applyOk, createJob } from './fixtures.js';

/**
 * Issue 19: the dashboard figures, the referral totals and the bell's counts are counters kept by
 * the writes. After every kind of write made through the API, what the API answers must equal a
 * fresh count of the rows with the aggregate queries the overview used before (db/recount.ts).
 */
async function expectCountersMatchRecount(t: TestApp, s: { admin: Session; bdm: Session; hr: Session }, step: string) {
  const db = t.app.ctx.db;
  const fresh = await countFigures(db);
  const now = t.app.ctx.clock().toISOString();
  const upcoming = await db
    .selectFrom('interviews')
    .innerJoin('jobs', 'jobs.id', 'interviews.job_id')
    .where('jobs.deleted_at', 'is', null)
    .where('interviews.cancelled_at', 'is', null)
    .where('interviews.starts_at', '>=', now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const overview = await t.app.inject({ url: api('/stats/overview'), headers: s.admin.headers });
  expect(overview.statusCode, step).toBe(200);
  expect(overview.json().data, step).toEqual({
    clients: fresh.clients,
    positions: fresh.positions,
    candidates: fresh.candidates,
    interviews_scheduled: Number(upcoming.n),
    positions_without_candidates: fresh.positions_without_candidates,
    positions_closed: fresh.positions_closed,
    project_status: { warning: fresh.warning, caution: fresh.caution, good: fresh.good },
  });
  // the stored row itself, every column
  const { id: _id, ...stored } = await db.selectFrom('dashboard_counters').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  expect(Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, Number(v)])), step).toEqual(fresh);

  // the list leaves out the referrals of deleted jobs (api.md: a deleted job is gone from every count)
  const live = await db
    .selectFrom('referrals')
    .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
    .where('jobs.deleted_at', 'is', null)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('referrals.friend_email').as('with_email')])
    .executeTakeFirstOrThrow();
  const referrals = await t.app.inject({ url: api('/refer-a-friend?per_page=1'), headers: s.hr.headers });
  expect(referrals.json().meta.total, step).toBe(Number(live.n));
  expect(referrals.json().with_email_count, step).toBe(Number(live.with_email));

  for (const d of [
    ['candidates', fresh.candidates],
    ['positions', fresh.warning + fresh.caution + fresh.good],
    ['clients', fresh.clients],
    ['warning', fresh.warning],
    ['caution', fresh.caution],
    ['good', fresh.good],
  ] as const) {
    const r = await t.app.inject({ url: api(`/stats/details?kind=${d[0]}&per_page=1`), headers: s.admin.headers });
    expect(r.json().meta.total, `${step}: details ${d[0]}`).toBe(d[1]);
  }

  const notifications = await countNotifications(db);
  for (const who of [s.bdm, s.hr]) {
    const role = who === s.bdm ? 'Bdm' : 'Hrteam';
    const total = notifications.teams.find((x) => x.team_role === role)?.total ?? 0;
    const read = notifications.reads.find((x) => x.team_role === role && x.user_id === who.userId)?.read_count ?? 0;
    const r = await t.app.inject({ url: api('/notifications?per_page=1'), headers: who.headers });
    expect(r.statusCode, step).toBe(200);
    expect([r.json().meta.total, r.json().unread_count], `${step}: ${role} notifications`).toEqual([total, total - read]);
  }
}

describeEachEngine('counters kept by the writes equal a fresh count (issue 19)', (engine) => {
  let now = Date.now();
  let t: TestApp;
  let s: { admin: Session; bdm: Session; hr: Session };
  let clientId: number;
  const check = (step: string) => expectCountersMatchRecount(t, s, step);
  const hrPut = (candidateId: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: api(`/process-tracker/${candidateId}/with-job-check`), headers: s.hr.headers, payload });

  beforeAll(async () => {
    // the response cache is off: each read below is computed, never an earlier answer
    t = await createTestApp(engine, { clock: () => new Date(now), env: { RESPONSE_CACHE: 'false' } });
    s = { admin: await signIn(t, 'Admin'), bdm: await signIn(t, 'Bdm'), hr: await signIn(t, 'Hrteam') };
  });
  afterAll(() => t.close());

  it('starts at zero on an empty database', async () => {
    await check('empty');
    expect((await countFigures(t.app.ctx.db)).clients).toBe(0);
  });

  it('counts a client created through the API', async () => {
    const body = multipart(
      {
        company_name: 'Counters Client',
        gst_number: sampleGstin(7, '29'),
        website: 'https://counters.example',
        email: 'hr@counters.example',
        phone: '9876543210',
        location: 'Pune',
        contact_name: 'Kavya Rao',
        designation: 'Head of Talent',
        contact_email: 'kavya@counters.example',
        contact_phone: '9876543211',
      },
      {
        company_logo: { name: 'logo.png', bytes: samplePng(), type: 'image/png' },
        sla_document: { name: 'sla.pdf', bytes: samplePdf('SLA'), type: 'application/pdf' },
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: api('/clientforms'),
      payload: body.payload,
      headers: { ...body.headers, ...s.bdm.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    clientId = res.json().data.id;
    await check('client created');
  });

  it('follows jobs: create (open, closed, each bucket), edit, close, reopen, delete, restore', async () => {
    const a = await createJob(t, s.bdm.headers, clientId, { notice_period: 'Immediate', no_of_positions: 3 });
    await check('open job created');
    await createJob(t, s.bdm.headers, clientId, { notice_period: '10 days', status: 'closed' });
    await check('closed job created');
    const c = await createJob(t, s.bdm.headers, clientId, { notice_period: 'whenever', no_of_positions: 2 });
    await check('good job created');

    const edit = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: api(`/recruitments/${id}`), headers: s.bdm.headers, payload });
    expect((await edit(a.job_id, { notice_period: '15 days', no_of_positions: 5 })).statusCode).toBe(200);
    await check('bucket and positions edited');
    expect((await edit(a.job_id, { status: 'paused' })).statusCode).toBe(200);
    await check('paused');
    expect((await edit(a.job_id, { status: 'closed' })).statusCode).toBe(200);
    await check('closed from the edit form');
    expect((await edit(a.job_id, { status: 'open' })).statusCode).toBe(200);
    await check('opened from the edit form');

    const close = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${c.job_id}/close`),
      headers: s.bdm.headers,
      payload: { reason: 'On hold', candidate_ids: [] },
    });
    expect(close.statusCode, close.body).toBe(200);
    await check('closed');
    const reopen = await t.app.inject({ method: 'POST', url: api(`/${c.job_id}/reopen`), headers: s.bdm.headers, payload: { reason: 'Back' } });
    expect(reopen.statusCode, reopen.body).toBe(200);
    await check('reopened');

    await applyOk(t, c.job_id);
    const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${c.job_id}`), headers: s.admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    await check('deleted with a candidate');
    const restore = await t.app.inject({ method: 'POST', url: api(`/recruitments/${c.job_id}/restore`), headers: s.admin.headers });
    expect(restore.statusCode, restore.body).toBe(200);
    await check('restored');
  });

  it('follows candidates and the hiring process: apply, stage moves, reject and undo, offer that fills and closes the job, interviews', async () => {
    const job = await createJob(t, s.bdm.headers, clientId, { notice_period: '1 month', no_of_positions: 1 });
    await check('empty job');
    const first = await applyOk(t, job.job_id);
    await check('first candidate of a job');
    const second = await applyOk(t, job.job_id);
    await check('second candidate');

    await advance(t, s.hr.headers, second.id, ['screening']);
    await check('stage moves');
    expect((await hrPut(second.id, { rejected: 'rejected', reason: 'Not a fit' })).statusCode).toBe(200);
    await check('rejected');
    const undo = await t.app.inject({ method: 'POST', url: api(`/process-tracker/${second.id}/undo-reject`), headers: s.hr.headers });
    expect(undo.statusCode, undo.body).toBe(200);
    await check('rejection undone');

    // an interview an hour from now counts; cancelled, it does not; one in the past never does
    const schedule = (startsInMs: number) =>
      t.app.inject({
        method: 'POST',
        url: api('/interviews'),
        headers: s.hr.headers,
        payload: {
          candidate_id: second.id,
          starts_at: new Date(now + startsInMs).toISOString(),
          duration_minutes: 30,
          interviewer: 'Meera Kapoor',
          location: 'Pune',
          meeting_url: null,
        },
      });
    const scheduled = await schedule(60 * 60_000);
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await check('interview scheduled');
    expect((await overviewOf(t, s.admin)).interviews_scheduled).toBe(1);
    const cancel = await t.app.inject({ method: 'POST', url: api(`/interviews/${scheduled.json().data.id}/cancel`), headers: s.hr.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await check('interview cancelled');
    expect((await overviewOf(t, s.admin)).interviews_scheduled).toBe(0);
    expect((await schedule(30 * 60_000)).statusCode).toBe(201);
    expect((await overviewOf(t, s.admin)).interviews_scheduled).toBe(1);
    now += 2 * 60 * 60_000; // time passes, nothing is written: the interview is behind us
    [s.admin, s.bdm, s.hr] = [
      await signIn(t, 'Admin', s.admin.username),
      await signIn(t, 'Bdm', s.bdm.username),
      await signIn(t, 'Hrteam', s.hr.username),
    ];
    expect((await overviewOf(t, s.admin)).interviews_scheduled).toBe(0);
    await check('interview passed');

    // the offer fills the job's only position: it closes by itself
    const offer = await advance(t, s.hr.headers, first.id, ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter']);
    expect(offer!.json().job_auto_closed).toBe(true);
    await check('offer filled the job, which closed');

    // more positions reopen it; the closure check closes filled jobs again
    const raised = await t.app.inject({
      method: 'PUT',
      url: api(`/recruitments/${job.job_id}`),
      headers: s.bdm.headers,
      payload: { no_of_positions: 2 },
    });
    expect(raised.json().auto_action_result?.action).toBe('reopened');
    await check('reopened by raising positions');
    const lowered = await t.app.inject({
      method: 'PUT',
      url: api(`/recruitments/${job.job_id}`),
      headers: s.bdm.headers,
      payload: { no_of_positions: 1 },
    });
    expect(lowered.json().auto_action_result?.action).toBe('closed');
    await check('closed by lowering positions');
  });

  it('follows referrals, with and without an e-mail', async () => {
    const job = await createJob(t, s.bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    for (const [i, email] of ['friend@mail.example', ''].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/refer-a-friend'),
        payload: {
          candidate_id: c.id,
          job_id: job.job_id,
          friend_name: `Friend ${i}`,
          friend_contact: `900000000${i}`,
          friend_email: email,
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      await check(`referral ${i}`);
    }
    // a refused one (the same friend again) changes nothing
    const again = await t.app.inject({
      method: 'POST',
      url: api('/refer-a-friend'),
      payload: {
        candidate_id: c.id,
        job_id: job.job_id,
        friend_name: 'Friend 0',
        friend_contact: '9000000000',
        friend_email: 'x@mail.example',
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(again.statusCode).toBe(409);
    await check('refused referral');
  });

  it("follows the personal-data removals (issue 18): a friend's removal link, an erasure, a retention run", async () => {
    const job = await createJob(t, s.bdm.headers, clientId, { no_of_positions: 2 });
    const erased = await applyOk(t, job.job_id, { candidate_name: 'Erased Person', email: 'erased@mail.example', mobile_number: '9811111111' });
    const referrer = await applyOk(t, job.job_id, {
      candidate_name: 'Referring Person',
      email: 'referring@mail.example',
      mobile_number: '9822222222',
    });
    const refer = (candidateId: number, n: number, email: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/refer-a-friend'),
        payload: {
          candidate_id: candidateId,
          job_id: job.job_id,
          friend_name: `Removal Friend ${n}`,
          friend_contact: `970000000${n}`,
          friend_email: email,
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
    expect((await refer(referrer.id, 1, 'linkfriend@mail.example')).statusCode).toBe(201);
    expect((await refer(erased.id, 2, 'erasedfriend@mail.example')).statusCode).toBe(201);
    // a friend who was referred names the person erased below: their row stays, the e-mail goes
    expect((await refer(referrer.id, 3, 'erased@mail.example')).statusCode).toBe(201);
    await check('referrals before the removals');

    const mail = await t.app.ctx.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'linkfriend@mail.example')
      .executeTakeFirstOrThrow();
    const token = /referral-removal#([a-f0-9]{64})/.exec(mail.text_body)?.[1];
    expect((await t.app.inject({ method: 'POST', url: api('/refer-a-friend/remove'), payload: { token } })).statusCode).toBe(200);
    await check("a friend's removal link");

    const erase = await t.app.inject({
      method: 'POST',
      url: api('/personal-data/erase'),
      headers: s.admin.headers,
      payload: { candidate_id: erased.id },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    await check('an erasure');

    // far past the retention period, every candidate not hired is erased, and the old referrals go
    now += 30 * 31 * 24 * 60 * 60 * 1000;
    s = {
      admin: await signIn(t, 'Admin', s.admin.username),
      bdm: await signIn(t, 'Bdm', s.bdm.username),
      hr: await signIn(t, 'Hrteam', s.hr.username),
    };
    const run = await t.app.inject({ method: 'POST', url: api('/personal-data/retention/run'), headers: s.admin.headers });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.candidates_erased).toBeGreaterThan(0);
    await check('a retention run');
  });

  it('follows a job deleted and restored with its referrals, tasks and read notifications', async () => {
    const job = await createJob(t, s.bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    for (const [i, email] of ['deleted.friend@mail.example', ''].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/refer-a-friend'),
        payload: {
          candidate_id: c.id,
          job_id: job.job_id,
          friend_name: `Deleted Job Friend ${i}`,
          friend_contact: `970000000${i}`,
          friend_email: email,
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const who of [s.hr, s.hr, s.bdm]) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/task-assigning'),
        headers: s.admin.headers,
        payload: { user_id: who.userId, job_id: job.job_id, message: 'On a job to delete', priority_level: 'low', deadline: null },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const newest = (await t.app.inject({ url: api('/notifications'), headers: s.hr.headers })).json().data[0].id;
    expect((await t.app.inject({ method: 'POST', url: api(`/notifications/${newest}/read`), headers: s.hr.headers })).statusCode).toBe(200);
    await check('referrals, tasks and a read on a job');
    const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${job.job_id}`), headers: s.admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    await check('that job deleted');
    expect((await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: s.bdm.headers })).statusCode).toBe(200);
    await check('all read while it is deleted');
    const restore = await t.app.inject({ method: 'POST', url: api(`/recruitments/${job.job_id}/restore`), headers: s.admin.headers });
    expect(restore.statusCode, restore.body).toBe(200);
    await check('that job restored');
  });

  it('follows notifications: a task per team, one read, all read, read twice', async () => {
    const assign = (userId: number) =>
      t.app.inject({
        method: 'POST',
        url: api('/task-assigning'),
        headers: s.admin.headers,
        payload: { user_id: userId, job_id: null, message: 'Call back', priority_level: 'high', deadline: null },
      });
    for (const who of [s.hr, s.hr, s.hr, s.bdm]) expect((await assign(who.userId)).statusCode).toBe(201);
    await check('tasks assigned');
    const list = await t.app.inject({ url: api('/notifications'), headers: s.hr.headers });
    const id = list.json().data[0].id;
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: api(`/notifications/${id}/read`), headers: s.hr.headers })).statusCode).toBe(200);
      await check(`one read (${i + 1})`);
    }
    expect((await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: s.hr.headers })).json().unread_count).toBe(0);
    await check('all read');
    expect((await assign(s.hr.userId)).statusCode).toBe(201);
    await check('one more after all read');
  });

  describe('under concurrent writes', () => {
    it('ten applications to one empty job at once, and a delete racing applications, keep the counts exact', async () => {
      const job = await createJob(t, s.bdm.headers, clientId);
      await Promise.all(Array.from({ length: 10 }, () => applyOk(t, job.job_id)));
      await check('ten at once');
      // no deadlock, no 500: each application lands (201), finds the job gone (422), or lands just
      // before the delete and is then answered as not found (404, the candidates module's answer)
      for (let round = 0; round < 3; round++) {
        const other = await createJob(t, s.bdm.headers, clientId);
        const answers = await Promise.all([
          ...Array.from({ length: 5 }, () => apply(t, other.job_id)),
          t.app.inject({ method: 'DELETE', url: api(`/recruitments/${other.job_id}`), headers: s.admin.headers }),
          ...Array.from({ length: 5 }, () => apply(t, other.job_id)),
        ]);
        expect(answers[5]!.statusCode, answers[5]!.body).toBe(200);
        for (const a of [...answers.slice(0, 5), ...answers.slice(6)]) expect([201, 404, 422], a.body).toContain(a.statusCode);
      }
      await check('delete racing applications');
    });

    it("a job's delete and restore racing tasks on it and marks read keep the bell's counts exact", async () => {
      const job = await createJob(t, s.bdm.headers, clientId);
      const assign = (who: Session) =>
        t.app.inject({
          method: 'POST',
          url: api('/task-assigning'),
          headers: s.admin.headers,
          payload: { user_id: who.userId, job_id: job.job_id, message: 'Racing the delete', priority_level: 'low', deadline: null },
        });
      for (const who of [s.hr, s.hr, s.bdm]) expect((await assign(who)).statusCode).toBe(201);
      const newest = async (who: Session, n: number) =>
        (await t.app.inject({ url: api(`/notifications?per_page=${n}`), headers: who.headers }))
          .json()
          .data.map((x: { id: number }) => x.id) as number[];
      const hrIds = await newest(s.hr, 2);
      const [bdmId] = await newest(s.bdm, 1);
      const mark = (who: Session, id?: number) =>
        t.app.inject({ method: 'POST', url: api(id ? `/notifications/${id}/read` : '/notifications/read-all'), headers: who.headers });
      for (const [i, method] of (['DELETE', 'POST'] as const).entries()) {
        const answers = await Promise.all([
          assign(s.hr),
          mark(s.hr, hrIds[i]),
          mark(s.bdm),
          method === 'DELETE'
            ? t.app.inject({ method, url: api(`/recruitments/${job.job_id}`), headers: s.admin.headers })
            : t.app.inject({ method, url: api(`/recruitments/${job.job_id}/restore`), headers: s.admin.headers }),
          assign(s.bdm),
          mark(s.hr),
          mark(s.bdm, bdmId),
        ]);
        expect(answers[3]!.statusCode, answers[3]!.body).toBe(200);
        // a task lands before the delete or is refused after it (422); a mark lands or finds it gone (404)
        for (const a of answers) expect([200, 201, 404, 422], a.body).toContain(a.statusCode);
        await check(`${method} racing tasks and marks`);
      }
    });
  });

  it('a fresh count (migration 011 backfill) gives the same numbers as the counters kept so far', async () => {
    const before = await t.app.ctx.db.selectFrom('dashboard_counters').selectAll().executeTakeFirstOrThrow();
    const { recountAll } = await import('../src/db/recount.js');
    await recountAll(t.app.ctx.db);
    const after = await t.app.ctx.db.selectFrom('dashboard_counters').selectAll().executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

async function overviewOf(t: TestApp, admin: Session) {
  return (await t.app.inject({ url: api('/stats/overview'), headers: admin.headers })).json().data;
}

describeEachEngine('counters after the demo seed (rows written directly, then counted)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, env: { RESPONSE_CACHE: 'false' } });
  });
  afterAll(() => t.close());

  it('equal a fresh count, and are not all zero', async () => {
    const s = { admin: await signIn(t, 'Admin'), bdm: await signIn(t, 'Bdm'), hr: await signIn(t, 'Hrteam') };
    await expectCountersMatchRecount(t, s, 'demo seed');
    const fresh = await countFigures(t.app.ctx.db);
    expect(fresh.candidates).toBeGreaterThan(0);
    expect(fresh.referrals).toBeGreaterThan(0);
  });
});
