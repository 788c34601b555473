import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@talentra/contract';
import { api, capturedLog, createTestApp, listenLocally, signIn, type TestApp } from './helpers.js';
import { createJob, insertClient } from './fixtures.js';

/**
 * The front door (docs/decisions.md 161): a public read already in the cache is answered for an
 * anonymous caller before the router. It must answer exactly what the app would, to exactly the
 * callers the app would give that answer to; these tests talk to a real port, since app.inject
 * goes round the HTTP server.
 */
const listen = (t: TestApp) => listenLocally(t.app);
/** The headers that say nothing about the answer itself. */
const stable = (headers: Headers) => {
  const all = Object.fromEntries(headers.entries());
  const { date: _d, connection: _c, 'keep-alive': _k, ...rest } = all;
  return rest;
};

describe('the front door', () => {
  let t: TestApp;
  let base: string;
  let bdm: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    bdm = await signIn(t, 'Bdm');
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('answers a repeated anonymous read with the bytes and headers the app gives a cache hit', async () => {
    await createJob(t, bdm.headers, (await insertClient(t)).id);
    const url = `${base}${api('/recruitments?page=1&per_page=6')}`;
    const first = await fetch(url);
    const firstBody = await first.text();
    expect(first.headers.get('x-cache')).toBeNull();
    // a hit answered by the app itself: a token that names no session leaves the caller anonymous
    const viaApp = await fetch(url, { headers: { authorization: 'Bearer no-such-session' } });
    expect(viaApp.headers.get('x-cache')).toBe('hit');
    const before = t.app.frontDoorAnswers();
    const atDoor = await fetch(url, { headers: { cookie: 'theme=dark' } });
    expect(t.app.frontDoorAnswers()).toBe(before + 1);
    expect(atDoor.status).toBe(200);
    expect(await atDoor.text()).toBe(firstBody);
    expect(stable(atDoor.headers)).toEqual(stable(viaApp.headers));
    expect(atDoor.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(atDoor.headers.get('cache-control')).toBe('no-store');
    expect(Number(atDoor.headers.get('content-length'))).toBe(Buffer.byteLength(firstBody));
  });

  it('leaves a signed-in caller, a session cookie, HEAD and another URL to the app', async () => {
    const job = await createJob(t, bdm.headers, (await insertClient(t)).id);
    const url = `${base}${api(`/recruitments/${job.job_id}`)}`;
    await fetch(url);
    await fetch(url);
    const before = t.app.frontDoorAnswers();
    // staff see the job's budget: never the anonymous answer
    const staff = await fetch(url, { headers: bdm.headers });
    expect(((await staff.json()) as { data: Record<string, unknown> }).data).toHaveProperty('budget');
    for (const cookie of [`${SESSION_COOKIE}=${bdm.token}`, `theme=dark; ${SESSION_COOKIE}=${bdm.token}`]) {
      const signedIn = await fetch(url, { headers: { cookie } });
      expect(((await signedIn.json()) as { data: Record<string, unknown> }).data).toHaveProperty('budget');
    }
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    // the same read under another address: the app routes it and keys it
    expect((await fetch(`${url}?x=1`)).headers.get('x-cache')).toBe('hit');
    expect(t.app.frontDoorAnswers()).toBe(before);
    expect((await fetch(`${url}?x=1`)).headers.get('x-cache')).toBe('hit');
    expect(t.app.frontDoorAnswers()).toBe(before + 1);
  });

  it('never answers with what a write has changed', async () => {
    const job = await createJob(t, bdm.headers, (await insertClient(t)).id);
    const url = `${base}${api('/recruitments?page=1&per_page=50')}`;
    const ids = async () => ((await (await fetch(url)).json()) as { data: { job_id: number }[] }).data.map((j) => j.job_id);
    expect(await ids()).toContain(job.job_id);
    expect(await ids()).toContain(job.job_id);
    const closed = await fetch(`${base}${api(`/job-closure/${job.job_id}/close`)}`, {
      method: 'POST',
      headers: { ...bdm.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Filled' }),
    });
    expect(closed.status).toBe(200);
    expect(await ids()).not.toContain(job.job_id);
  });
});

describe('the URLs the front door knows', () => {
  it('are bounded: a long URL and the oldest of 4,096 others are left to the app', async () => {
    const t = await createTestApp('sqlite');
    try {
      const base = await listen(t);
      const first = api('/recruitments?page=1&per_page=6&x=0');
      const long = api(`/recruitments?page=1&per_page=6&x=${'a'.repeat(600)}`);
      for (const url of [first, long]) {
        await fetch(`${base}${url}`);
        await fetch(`${base}${url}`);
      }
      // the first was answered at the door the second time; the long one never
      expect(t.app.frontDoorAnswers()).toBe(1);
      // 4,096 other addresses of the same read (each answered from the cache by the app)
      for (let i = 1; i <= 4096; i++) await t.app.inject({ url: api(`/recruitments?page=1&per_page=6&x=${i}`) });
      const last = (await fetch(`${base}${api('/recruitments?page=1&per_page=6&x=4096')}`)).headers.get('x-cache');
      expect(last).toBe('hit');
      expect(t.app.frontDoorAnswers()).toBe(2);
      await fetch(`${base}${first}`);
      expect(t.app.frontDoorAnswers()).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('an answer past its time to live', () => {
  it('is left to the app, which recomputes it', async () => {
    let now = Date.now();
    const t = await createTestApp('sqlite', { clock: () => new Date(now) });
    try {
      const base = await listen(t);
      const url = `${base}${api('/recruitments?page=1&per_page=6')}`;
      await fetch(url);
      await fetch(url);
      expect(t.app.frontDoorAnswers()).toBe(1);
      now += 5_000;
      const late = await fetch(url);
      expect(late.headers.get('x-cache')).toBeNull();
      expect(t.app.frontDoorAnswers()).toBe(1);
      expect((await fetch(url)).headers.get('x-cache')).toBe('hit');
      expect(t.app.frontDoorAnswers()).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('the front door behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: true, env: { TRUST_PROXY: 'true', SEARCH_LIMIT_PER_MINUTE: '4' } });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('sends HSTS when the proxy says the request came over HTTPS, as the app does', async () => {
    const url = `${base}${api('/recruitments?page=1&per_page=3')}`;
    await fetch(url);
    const before = t.app.frontDoorAnswers();
    const https = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    const http = await fetch(url, { headers: { 'x-forwarded-proto': 'http' } });
    expect(t.app.frontDoorAnswers()).toBe(before + 2);
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });

  it("counts the search's answers per client address, at the door too, and refuses past the limit once", async () => {
    const search = (ip: string) => fetch(`${base}${api('/candidates/search?name=ana')}`, { headers: { 'x-forwarded-for': ip } });
    const before = t.app.frontDoorAnswers();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await search('203.0.113.7')).status);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    expect(t.app.frontDoorAnswers()).toBe(before + 3);
    const refused = await search('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // another client has its own count, answered at the door from the start
    const other = await search('198.51.100.2');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-cache')).toBe('hit');
    expect(t.app.frontDoorAnswers()).toBe(before + 4);
  });
});

describe('a request answered at the front door', () => {
  const log = capturedLog();
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { log });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('is logged in one line like any other, without its query string, under an id of its own', async () => {
    const url = `${base}${api('/recruitments?page=1&per_page=4')}`;
    await fetch(url);
    await fetch(url);
    const before = t.app.frontDoorAnswers();
    await fetch(url);
    expect(t.app.frontDoorAnswers()).toBe(before + 1);
    const lines = log.lines().filter((l) => l.msg === 'request completed');
    // the first was computed by the app, the last answered at the door
    const appLine = lines.at(-3)!;
    const doorLine = lines.at(-1)!;
    expect(Object.keys(doorLine).sort()).toEqual(Object.keys(appLine).sort());
    expect(doorLine.req).toEqual({ method: 'GET', url: api('/recruitments'), id: doorLine.reqId });
    expect(doorLine.res).toEqual({ statusCode: 200 });
    expect(typeof doorLine.responseTime).toBe('number');
    expect(doorLine.reqId).not.toBe(appLine.reqId);
    expect(log.text()).not.toContain('per_page=4');
  });
});
