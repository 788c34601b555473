import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOB_ALERT_MSG, JOB_ALERTS_PER_ADDRESS, SESSION_COOKIE } from '@talentra/contract';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { createJob, insertClient } from './fixtures.js';
import { buildServices } from '../src/services.js';
import { answeredWorkSettled } from '../src/background/after-answer.js';
import { loggedPath } from '../src/http/request-log.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 46: job alerts. "Tell me about jobs like these" keeps a careers search for an address; it
 * starts only once confirmed from the mail (double opt-in), then mails a digest of the new matching
 * jobs; every alert mail unsubscribes with one POST (RFC 8058), with no session.
 */
describeEachEngine('job alerts', (engine) => {
  // Wednesday 4 March 2026, 08:00 UTC
  let now = Date.parse('2026-03-04T08:00:00.000Z');
  let t: TestApp;
  let clientId: number;
  let services: ReturnType<typeof buildServices>;
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    clientId = (await insertClient(t)).id;
    services = buildServices(t.app.ctx);
  });
  afterAll(() => t.close());

  const subscribe = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: api('/job-alerts'), payload });
    await answeredWorkSettled(t.app.ctx);
    return res;
  };
  const mailsTo = (address: string, kind: string) =>
    t.app.ctx.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body', 'subject', 'headers'])
      .where('to_address', '=', address)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const confirmToken = (text: string) => /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const unsubscribeToken = (headers: string | null) => /\/alerts\/unsubscribe\/([A-Za-z0-9_-]{43})>/.exec(headers ?? '')?.[1];
  const page = (method: 'GET' | 'POST', path: string, extra: { payload?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method, url: path, ...extra });
  const alertsOf = (email: string) => t.app.ctx.db.selectFrom('job_alerts').selectAll().where('email', '=', email).execute();
  const newJob = async (overrides: Record<string, unknown>) => createJob(t, (await signIn(t, 'Bdm')).headers, clientId, overrides);

  /** Subscribe and confirm from the mail: the alert is on. */
  async function confirmed(email: string, criteria: Record<string, unknown>) {
    await subscribe({ email, frequency: 'daily', ...criteria });
    const [mail] = await mailsTo(email, 'job_alert_confirm');
    const res = await page('POST', `/alerts/confirm/${confirmToken(mail!.text_body)}`);
    expect(res.statusCode, res.body).toBe(200);
  }

  it('subscribe → confirm → a new matching job → the digest lists it, not the others, once', async () => {
    const email = `walk.${engine}@mail.example`;
    const res = await subscribe({ email, frequency: 'daily', q: 'Kotlin', location: 'Pune', work_mode: 'Remote' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(JOB_ALERT_MSG.requested);

    const [mail] = await mailsTo(email, 'job_alert_confirm');
    expect(mail!.subject).toBe('Confirm your job alert at Talentra Staffing Solutions');
    expect(mail!.text_body).toContain('keyword “Kotlin”, location “Pune”, work mode Remote');
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = confirmToken(mail!.text_body)!;
    // only the hash is kept
    const [stored] = await alertsOf(email);
    expect(stored!.confirm_hash).not.toContain(token);
    expect(stored!.confirmed_at).toBeNull();

    // a GET (a mail scanner opening the link) shows the button and confirms nothing
    const shown = await page('GET', `/alerts/confirm/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain(`<button type="submit">${JOB_ALERT_MSG.confirmButton}</button>`);
    expect((await alertsOf(email))[0]!.confirmed_at).toBeNull();
    // nothing is mailed before the confirmation
    now += 2 * DAY;
    await newJob({ job_title: 'Kotlin Developer early', work_mode: 'Remote' });
    expect(await services.jobAlerts.sendDueDigests()).toBe(0);

    const done = await page('POST', `/alerts/confirm/${token}`);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(JOB_ALERT_MSG.confirmed);
    // the link works once
    const again = await page('POST', `/alerts/confirm/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(JOB_ALERT_MSG.confirmInvalid);

    now += 60 * 60 * 1000;
    const match = await newJob({ job_title: 'Senior Kotlin Engineer', work_mode: 'Remote' });
    const otherPlace = await newJob({ job_title: 'Kotlin Engineer Chennai', job_location: 'Chennai', work_mode: 'Remote' });
    const otherMode = await newJob({ job_title: 'Kotlin Engineer onsite', work_mode: 'On-site' });
    const otherText = await newJob({ job_title: 'Java Engineer', skills_required: 'Java', work_mode: 'Remote' });
    // not due yet: a day after the confirmation
    expect(await services.jobAlerts.sendDueDigests()).toBe(0);
    now += DAY;
    expect(await services.jobAlerts.sendDueDigests()).toBe(1);
    const [digest] = await mailsTo(email, 'job_alert_digest');
    expect(digest!.subject).toBe('New jobs for your alert at Talentra Staffing Solutions');
    expect(digest!.text_body).toContain(`Senior Kotlin Engineer, Pune: http://`);
    expect(digest!.text_body).toContain(`/jobs/${match.job_id}`);
    for (const other of [otherPlace, otherMode, otherText]) expect(digest!.text_body).not.toContain(`/jobs/${other.job_id}\n`);
    // posted before the confirmation: not new to this alert
    expect(digest!.text_body).not.toContain('Kotlin Developer early');
    const digestHeaders = JSON.parse(digest!.headers!) as Record<string, string>;
    expect(digestHeaders['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.text_body).toContain(`Unsubscribe from this job alert: ${digestHeaders['List-Unsubscribe']!.slice(1, -1)}`);

    // once only: the same jobs are not mailed again, and a day with no new job sends nothing
    expect(await services.jobAlerts.sendDueDigests()).toBe(0);
    now += DAY;
    expect(await services.jobAlerts.sendDueDigests()).toBe(0);
    expect(await mailsTo(email, 'job_alert_digest')).toHaveLength(1);
  });

  it('two servers due at once send one digest', async () => {
    const email = `servers.${engine}@mail.example`;
    await confirmed(email, { q: 'Elixir' });
    now += 60_000;
    await newJob({ job_title: 'Elixir Engineer' });
    now += DAY;
    const [a, b] = await Promise.all([buildServices(t.app.ctx).jobAlerts.sendDueDigests(), buildServices(t.app.ctx).jobAlerts.sendDueDigests()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(email, 'job_alert_digest')).toHaveLength(1);
  });

  it('a weekly alert waits a week', async () => {
    const email = `weekly.${engine}@mail.example`;
    await subscribe({ email, frequency: 'weekly', q: 'Haskell' });
    const [mail] = await mailsTo(email, 'job_alert_confirm');
    await page('POST', `/alerts/confirm/${confirmToken(mail!.text_body)}`);
    now += 60_000;
    await newJob({ job_title: 'Haskell Engineer' });
    now += 3 * DAY;
    await services.jobAlerts.sendDueDigests();
    expect(await mailsTo(email, 'job_alert_digest')).toHaveLength(0);
    now += 4 * DAY;
    await services.jobAlerts.sendDueDigests();
    expect(await mailsTo(email, 'job_alert_digest')).toHaveLength(1);
  });

  it('an alert not confirmed within 7 days is deleted, and its link no longer works', async () => {
    const email = `late.${engine}@mail.example`;
    await subscribe({ email, frequency: 'daily', q: 'Rust' });
    const [mail] = await mailsTo(email, 'job_alert_confirm');
    const token = confirmToken(mail!.text_body)!;
    now += 7 * DAY + 60_000;
    // past 7 days the link has expired, even before the cleanup ran
    const late = await page('POST', `/alerts/confirm/${token}`);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(JOB_ALERT_MSG.confirmInvalid);
    expect(await alertsOf(email)).toHaveLength(1);
    expect(await services.jobAlerts.deleteUnconfirmed()).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(email)).toHaveLength(0);
    // a confirmed alert stays
    const kept = `kept.${engine}@mail.example`;
    await confirmed(kept, { q: 'Go' });
    now += 8 * DAY;
    await services.jobAlerts.deleteUnconfirmed();
    expect(await alertsOf(kept)).toHaveLength(1);
  });

  it('answers the same whether or not the address has alerts; at most N per address, few mails an hour', async () => {
    const fresh = `fresh.${engine}@mail.example`;
    const full = `full.${engine}@mail.example`;
    const at = new Date(now).toISOString();
    await t.app.ctx.db
      .insertInto('job_alerts')
      .values(
        Array.from({ length: JOB_ALERTS_PER_ADDRESS }, (_, i) => ({ email: full, q: `q${i}`, frequency: 'daily', created_at: at, confirmed_at: at })),
      )
      .execute();
    const a = await subscribe({ email: fresh, frequency: 'weekly', q: 'Scala' });
    const b = await subscribe({ email: full, frequency: 'weekly', q: 'Scala' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.body).toBe(a.body);
    expect(await mailsTo(fresh, 'job_alert_confirm')).toHaveLength(1);
    expect(await mailsTo(full, 'job_alert_confirm')).toHaveLength(0);
    expect(await alertsOf(full)).toHaveLength(JOB_ALERTS_PER_ADDRESS);
    // a flood of requests for one address: three mails an hour, and no alert without its mail
    for (let i = 0; i < 5; i++) await subscribe({ email: fresh, frequency: 'daily', q: `flood ${i}` });
    expect(await mailsTo(fresh, 'job_alert_confirm')).toHaveLength(3);
    expect(await alertsOf(fresh)).toHaveLength(3);
    // a bad request is refused as any form's
    const bad = await t.app.inject({ method: 'POST', url: api('/job-alerts'), payload: { email: 'nope', frequency: 'hourly' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'frequency']);
  });

  it('one POST of the mail’s link unsubscribes, cross-site, with no session and no CSRF token; a GET does not', async () => {
    const email = `unsub.${engine}@mail.example`;
    await confirmed(email, { q: 'Swift' });
    const [mail] = await mailsTo(email, 'job_alert_confirm');
    const token = unsubscribeToken(mail!.headers)!;
    expect(token).toBeTruthy();

    const shown = await page('GET', `/alerts/unsubscribe/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`<button type="submit">${JOB_ALERT_MSG.unsubscribeButton}</button>`);
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    const [alert] = await alertsOf(email);
    expect(alert).toBeTruthy();

    // as a mail provider posts it (RFC 8058), even with a staff session's cookie from another site
    const staff = await signIn(t, 'Admin');
    const res = await page('POST', `/alerts/unsubscribe/${token}`, {
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        'sec-fetch-site': 'cross-site',
        cookie: `${SESSION_COOKIE}=${staff.headers.authorization.replace(/^Bearer /, '')}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(JOB_ALERT_MSG.unsubscribed);
    expect(await alertsOf(email)).toHaveLength(0);
    expect(await t.app.ctx.db.selectFrom('job_alert_tokens').select('id').where('alert_id', '=', alert!.id).execute()).toEqual([]);
    // again, or an unknown link: the same answer (the alert is gone either way)
    const again = await page('POST', `/alerts/unsubscribe/${token}`, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
  });

  it('a digest’s own link unsubscribes too', async () => {
    const email = `digest-unsub.${engine}@mail.example`;
    await confirmed(email, { q: 'Clojure' });
    now += 60_000;
    await newJob({ job_title: 'Clojure Engineer' });
    now += DAY;
    await services.jobAlerts.sendDueDigests();
    const [digest] = await mailsTo(email, 'job_alert_digest');
    const res = await page('POST', `/alerts/unsubscribe/${unsubscribeToken(digest!.headers)}`, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(await alertsOf(email)).toHaveLength(0);
  });

  it('alerts are in the personal-data export and go with the erasure', async () => {
    const email = `privacy.${engine}@mail.example`;
    await confirmed(email, { q: 'Perl', location: 'Mumbai' });
    const admin = await signIn(t, 'Admin');
    const exported = await t.app.inject({ url: api(`/personal-data/export?email=${encodeURIComponent(email)}`), headers: admin.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    const { unzipSync, strFromU8 } = await import('fflate');
    const doc = JSON.parse(strFromU8(unzipSync(exported.rawPayload)['personal-data.json']!)) as Record<string, unknown>;
    expect(doc['Job alerts']).toEqual([
      expect.objectContaining({ 'E-mail': email, Search: 'keyword “Perl”, location “Mumbai”', 'How often': 'Daily' }),
    ]);
    const erased = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { email } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await alertsOf(email)).toHaveLength(0);
  });

  it('the links’ tokens are never logged', () => {
    expect(loggedPath('/alerts/unsubscribe/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ')).toBe('/alerts/unsubscribe/[token]');
    expect(loggedPath('/alerts/confirm/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ')).toBe('/alerts/confirm/[token]');
  });
});
