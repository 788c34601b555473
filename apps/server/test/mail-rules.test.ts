import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MSG, PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { applicationReceived, jobClosed, passwordReset, referralReceived, stageChanged, taskAssigned, type Mail } from '../src/mail/templates.js';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { answeredWorkSettled } from '../src/background/after-answer.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

/**
 * The rules of issue 16 that need no mail server: with none configured every mail stays in the
 * outbox, so the rows are read there (mail.test.ts sends them through a real SMTP server).
 */
describeEachEngine('e-mail rules (outbox rows, injected clock)', (engine) => {
  let now = Date.parse('2026-11-24T10:00:00Z');
  let t: TestApp;
  let admin: Session;
  let clientId: number;
  const mailsTo = (address: string) => t.app.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
  const ask = async (email: string) => {
    const res = await t.app.inject({ method: 'POST', url: api('/password-reset/request'), payload: { email } });
    await answeredWorkSettled(t.app.ctx); // the token and mail are made after the answer (issue 41)
    return res;
  };
  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: api('/password-reset/confirm'), payload: { token, password } });
  const lastToken = async (address: string) => {
    const mail = (await mailsTo(address)).at(-1)!;
    return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    admin = await signIn(t, 'Admin');
    clientId = (await insertClient(t)).id;
  });
  afterAll(async () => t.close());

  it('a reset link works for 30 minutes and not a second longer', async () => {
    const user = await signIn(t, 'Hrteam');
    await ask(user.username);
    const early = await lastToken(user.username);
    now += 29 * 60 * 1000;
    expect((await confirm(early, 'changed-within-time')).statusCode).toBe(200);

    await ask(user.username);
    const late = await lastToken(user.username);
    now += 30 * 60 * 1000 + 1000;
    const expired = await confirm(late, 'changed-too-late-1');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual([MAIL_MSG.resetTokenInvalid]);
    const login = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: user.username, password: 'changed-within-time' } });
    expect(login.statusCode).toBe(200);
  });

  it('a new password ends every session of the account, not only one', async () => {
    const first = await signIn(t, 'Bdm');
    const second = await signIn(t, 'Bdm', first.username);
    await ask(first.username);
    expect((await confirm(await lastToken(first.username), 'every-session-ends')).statusCode).toBe(200);
    for (const s of [first, second]) expect((await t.app.inject({ url: api('/me'), headers: s.headers })).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: first.username, password: first.password } });
    expect(old.statusCode).toBe(401);
  });

  it('a new password lifts the sign-in lock: the owner of the mailbox can sign in at once', async () => {
    const user = await signIn(t, 'Hrteam');
    const login = (password: string) => t.app.inject({ method: 'POST', url: api('/login'), payload: { username: user.username, password } });
    for (let i = 0; i < 5; i++) expect((await login('a-wrong-guess-123')).statusCode).toBe(401);
    expect((await login(user.password)).statusCode).toBe(429); // locked for 15 minutes
    await ask(user.username);
    expect((await confirm(await lastToken(user.username), 'unlocked-by-reset')).statusCode).toBe(200);
    expect((await login('unlocked-by-reset')).statusCode).toBe(200);
  });

  it('no reset mail for an unknown or deactivated account, and the same answer', async () => {
    const user = await signIn(t, 'Bdm');
    await t.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.userId).execute();
    const answers = await Promise.all([ask(user.username), ask('no-account@example.com')]);
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, { success: true, status: true, data: null, message: MAIL_MSG.resetRequested }],
      [200, { success: true, status: true, data: null, message: MAIL_MSG.resetRequested }],
    ]);
    expect(await mailsTo(user.username)).toHaveLength(0);
    expect(await mailsTo('no-account@example.com')).toHaveLength(0);
  });

  it('a Bdm who turned job-closed mails off gets none; the others do', async () => {
    const [on, off] = [await signIn(t, 'Bdm'), await signIn(t, 'Bdm')];
    const saved = await t.app.inject({ method: 'PUT', url: api('/me/mail-preferences'), headers: off.headers, payload: { job_closed: false } });
    expect(saved.json()).toMatchObject({ data: { task_assigned: true, job_closed: false }, message: 'Notification settings saved.' });
    expect((await t.app.inject({ url: api('/me/mail-preferences'), headers: off.headers })).json().data).toEqual({
      task_assigned: true,
      job_closed: false,
    });
    const job = await createJob(t, admin.headers, clientId, { job_title: 'Payroll Officer' });
    const closed = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${job.job_id}/close`),
      headers: admin.headers,
      payload: { reason: 'Filled elsewhere' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await mailsTo(on.username)).map((m) => m.subject)).toEqual(['Job closed: Payroll Officer']);
    expect(await mailsTo(off.username)).toHaveLength(0);
  });

  it('preferences ignore unknown fields (api.md), refuse a value that is no yes or no, and need a sign-in', async () => {
    const hr = await signIn(t, 'Hrteam');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: api('/me/mail-preferences'), headers: hr.headers, payload });
    const extra = await put({ application_received: false, task_assigned: false, theme: 'dark' });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().data).toEqual({ task_assigned: false, job_closed: true });
    const bad = await put({ job_closed: 'perhaps' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['job_closed']);
    expect((await t.app.inject({ url: api('/me/mail-preferences') })).statusCode).toBe(401);
  });

  it('a referral without an e-mail sends no mail; a refused change sends none either', async () => {
    const job = await createJob(t, admin.headers, clientId, { job_title: 'Warehouse Lead' });
    const referrer = await applyOk(t, job.job_id, { candidate_name: 'Imran Khan' });
    const before = await t.app.ctx.db.selectFrom('outbox').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: api('/refer-a-friend'),
      payload: {
        candidate_id: referrer.id,
        job_id: job.job_id,
        friend_name: 'Sara',
        friend_contact: '9123456780',
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // completing a stage out of order is refused: its mail must not be stored either
    const hr = await signIn(t, 'Hrteam');
    await advance(t, hr.headers, referrer.id, []);
    const skipped = await t.app.inject({
      method: 'PUT',
      url: api(`/process-tracker/${referrer.id}/with-job-check`),
      headers: hr.headers,
      payload: { client_cv_review: 'completed' },
    });
    expect(skipped.statusCode).toBe(409);
    const after = await t.app.ctx.db.selectFrom('outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('the Outbox filters by status, pages newest first, and 404s an unknown mail', async () => {
    const all = (await t.app.inject({ url: api('/outbox?per_page=2&page=1'), headers: admin.headers })).json();
    expect(all.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(all.data).toHaveLength(2);
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id);
    expect(all.mail_server_configured).toBe(false);
    const sent = (await t.app.inject({ url: api('/outbox?status=sent'), headers: admin.headers })).json();
    expect(sent.data).toEqual([]);
    expect((await t.app.inject({ url: api('/outbox?status=lost'), headers: admin.headers })).statusCode).toBe(422);
    expect((await t.app.inject({ url: api('/outbox/999999'), headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('e-mail rules: the reset request is rate-limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { LOGIN_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 429 past the per-minute limit, for known and unknown addresses alike', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: api('/password-reset/request'), payload: { email: `someone${i}@example.com` } });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('e-mail templates: every value is escaped in the HTML version, the text is plain', () => {
  const evil = `<img src=x onerror="alert('x')">&`;
  const mails: Mail[] = [
    applicationReceived({ to: 'a@mail.example', name: evil, jobTitle: evil, publicUrl: 'https://x.example' }),
    referralReceived({
      to: 'a@mail.example',
      friendName: evil,
      referrerName: evil,
      jobTitle: evil,
      publicUrl: 'https://x.example',
      jobId: 3,
      removalToken: 'a'.repeat(64),
    }),
    taskAssigned({
      to: 'a@mail.example',
      team: 'Hrteam',
      message: evil,
      priority: 'high',
      deadline: null,
      jobTitle: evil,
      publicUrl: 'https://x.example',
    }),
    stageChanged({ to: 'a@mail.example', name: evil, jobTitle: evil, stage: 'client_interview' }),
    jobClosed({ to: 'a@mail.example', jobTitle: evil, clientName: evil, reason: evil, publicUrl: 'https://x.example' }),
    passwordReset({ to: 'a@mail.example', url: `https://x.example/reset-password?token=a"b<c`, minutes: 30 }),
  ];
  it.each(mails.map((m) => [m.kind, m] as const))('%s', (_kind, mail) => {
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('"b<c');
    expect(mail.html).toContain('Talentra Staffing Solutions');
    expect(mail.text).toContain('Talentra Staffing Solutions');
    if (mail.kind !== 'password_reset') {
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
      expect(mail.text).toContain(evil);
    }
  });
});
