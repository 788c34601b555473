import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

describe('TIME_ZONE', () => {
  it("is the agency's IANA time zone, India's by default, checked at start", () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ TIME_ZONE: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(ConfigError);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/TIME_ZONE/);
  });
});

/**
 * Issue 41: a date filter means whole days in the agency's zone, and the CSV and the calendar file
 * print the agency's dates and times. 25 Nov 2026 20:00 UTC is 26 Nov 01:30 in India and still
 * 25 Nov 15:00 in New York.
 */
describeEachEngine('dates in the agency time zone', (engine) => {
  const appliedAt = Date.parse('2026-11-25T20:00:00.000Z');
  let now = appliedAt;
  let india: TestApp;
  let newYork: TestApp;
  beforeAll(async () => {
    india = await createTestApp(engine, { clock: () => new Date(now) });
    newYork = await createTestApp(engine, { clock: () => new Date(now), env: { TIME_ZONE: 'America/New_York' } });
  });
  afterAll(async () => {
    await india.close();
    await newYork.close();
  });

  async function applicant(t: TestApp, tag: string) {
    now = appliedAt;
    const admin = await signIn(t, 'Admin');
    const hr = await signIn(t, 'Hrteam');
    const job = await createJob(t, admin.headers, (await insertClient(t)).id);
    const c = await applyOk(t, job.job_id, { candidate_name: `Zoned ${tag}` });
    return { admin, hr, c };
  }
  const names = async (t: TestApp, headers: Record<string, string>, query: string) => {
    const res = await t.app.inject({ url: api(`/candidates/people?q=zoned&${query}`), headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { candidate_name: string }[]).map((p) => p.candidate_name);
  };

  it("a date filter means the agency's whole days: applied at 01:30 on 26 Nov in India is not 'applied to 25 Nov'", async () => {
    const { hr } = await applicant(india, 'India');
    expect(await names(india, hr.headers, 'applied_to=2026-11-25')).toEqual([]);
    expect(await names(india, hr.headers, 'applied_from=2026-11-26&applied_to=2026-11-26')).toEqual(['Zoned India']);
    expect(await names(india, hr.headers, 'applied_from=2026-11-27')).toEqual([]);
    // the day starts at 00:00 in India, 18:30 UTC the day before
    expect(await names(india, hr.headers, 'applied_from=2026-11-26')).toEqual(['Zoned India']);

    const ny = await applicant(newYork, 'NY');
    expect(await names(newYork, ny.hr.headers, 'applied_from=2026-11-25&applied_to=2026-11-25')).toEqual(['Zoned NY']);
    expect(await names(newYork, ny.hr.headers, 'applied_from=2026-11-26')).toEqual([]);
  });

  it("the CSV export prints the agency's date", async () => {
    const csv = async (t: TestApp) => {
      const hr = await signIn(t, 'Hrteam');
      const res = await t.app.inject({ url: api('/candidates/people/export?q=zoned'), headers: hr.headers });
      expect(res.statusCode).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1);
    };
    expect((await csv(india))[0]).toContain(',2026-11-26,');
    expect((await csv(newYork))[0]).toContain(',2026-11-25,');
    const jobs = async (t: TestApp) => {
      const admin = await signIn(t, 'Admin');
      const res = await t.app.inject({ url: api('/recruitments/export'), headers: admin.headers });
      return res.body.trim().split('\r\n').slice(1);
    };
    expect((await jobs(india))[0]).toMatch(/,2026-11-26$/);
    expect((await jobs(newYork))[0]).toMatch(/,2026-11-25$/);
  });

  it("a task's mail writes its deadline with the month's name", async () => {
    now = appliedAt;
    const admin = await signIn(india, 'Admin');
    const hr = await signIn(india, 'Hrteam');
    const res = await india.app.inject({
      method: 'POST',
      url: api('/task-assigning'),
      headers: admin.headers,
      payload: { user_id: hr.userId, job_id: null, message: 'Call the shortlist', priority_level: 'high', deadline: '2026-11-30' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await india.app.ctx.db.selectFrom('outbox').select('text_body').where('to_address', '=', hr.username).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Deadline: 30 Nov 2026');
  });

  it("the calendar file places the interview in UTC and says it in the agency's time", async () => {
    const { hr, c } = await applicant(india, 'Calendar');
    await advance(india, hr.headers, c.id, ['screening']);
    const created = await india.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: { candidate_id: c.id, starts_at: '2026-11-27T04:30:00Z', duration_minutes: 90, interviewer: 'Meera Kapoor', location: 'Pune' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = (await india.app.inject({ url: api(`/interviews/${created.json().data.id}.ics`), headers: hr.headers })).body;
    const unfolded = body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DTSTART:20261127T043000Z');
    expect(unfolded).toContain('DTEND:20261127T060000Z');
    expect(unfolded).toContain('When: Fri 27 Nov 2026\\, 10:00–11:30 (Asia/Kolkata\\, UTC+05:30)');
  });
});

/**
 * The web app formats dates in the agency's zone (apps/web/src/lib/dates.ts): every page the server
 * sends names it, so the browser's render says what the server's HTML said.
 */
describeEachEngine('the time zone in the pages the server sends', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-web-'));
    fs.mkdirSync(path.join(dist, 'prerender'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'prerender', 'home.html'),
      '<!doctype html><html><head><title>home</title></head><body><main>Home</main></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), JSON.stringify({ '/': 'home.html' }));
    t = await createTestApp(engine, { env: { WEB_DIST: dist, TIME_ZONE: 'Europe/Paris' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('every page names the agency time zone once, in its head', async () => {
    for (const url of ['/', '/admindashboard', '/careers?q=x', '/candidateform']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head.match(/<meta name="time-zone" content="Europe\/Paris">/g), url).toHaveLength(1);
    }
  });
});
