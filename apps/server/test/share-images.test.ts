import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { createJob, insertClient } from './fixtures.js';
import { metaContent } from './job-posting-check.js';
import { miniatureDist } from './support/miniature-dist.js';

const PUBLIC_URL = 'https://jobs.talentra.example';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk (the first chunk, right after the signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Issue 46 "Share previews": a job page's own card, the site's card for the other pages (decisions 294–296). */
describeEachEngine('share previews (issue 46)', (engine) => {
  let t: TestApp;
  let dist: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const jobs: Record<string, { job_id: number; job_title: string }> = {};
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { env: { WEB_DIST: dist, PUBLIC_URL } });
    admin = await signIn(t, 'Admin');
    const client = await insertClient(t);
    jobs.open = await createJob(t, admin.headers, client.id, { job_title: 'Payroll Executive', job_location: 'Pune', work_mode: 'Hybrid' });
    jobs.closed = await createJob(t, admin.headers, client.id, { job_title: 'Closed Role' });
    await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${jobs.closed.job_id}/close`),
      headers: admin.headers,
      payload: { reason: 'Filled' },
    });
    jobs.expired = await createJob(t, admin.headers, client.id, { job_title: 'Expired Role', closing_date: '2020-01-31' });
    jobs.deleted = await createJob(t, admin.headers, client.id, { job_title: 'Deleted Role' });
    await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${jobs.deleted.job_id}`), headers: admin.headers });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("an open job's page names its own 1200×630 card, with its text, as the large summary card", async () => {
    const html = (await get(`/jobs/${jobs.open!.job_id}`)).body;
    const image = `${PUBLIC_URL}/og/jobs/${jobs.open!.job_id}.png`;
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe('Payroll Executive, Pune · Hybrid: a job at Talentra Staffing Solutions');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
  });

  it("the home page, /careers and a closed job's page share the site's card", async () => {
    for (const url of ['/', '/careers', `/jobs/${jobs.closed!.job_id}`]) {
      const html = (await get(url)).body;
      expect(metaContent(html, 'og:image'), url).toBe(`${PUBLIC_URL}/og/site.png`);
      expect(metaContent(html, 'og:image:width'), url).toBe('1200');
      expect(metaContent(html, 'og:image:height'), url).toBe('630');
      expect(metaContent(html, 'og:image:alt'), url).toBe('Talentra Staffing Solutions: staffing and careers');
      expect(metaContent(html, 'twitter:card'), url).toBe('summary_large_image');
    }
  });

  it("a job's card is a 1200×630 PNG with an ETag and caching headers; the same ETag answers 304 without a body", async () => {
    const url = `/og/jobs/${jobs.open!.job_id}.png`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('a change to the job is a new card under a new ETag at the same address', async () => {
    const job = await createJob(t, admin.headers, (await insertClient(t)).id, { job_title: 'Site Engineer', job_location: 'Surat' });
    const url = `/og/jobs/${job.job_id}.png`;
    const before = await get(url);
    await t.app.inject({
      method: 'PUT',
      url: api(`/recruitments/${job.job_id}`),
      headers: admin.headers,
      payload: { job_title: 'Senior Site Engineer' },
    });
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it("a closed, expired, deleted or unknown job has no card (404, like a page that is not an open job's); neither has a bad address", async () => {
    for (const name of ['closed', 'expired', 'deleted']) expect((await get(`/og/jobs/${jobs[name]!.job_id}.png`)).statusCode, name).toBe(404);
    for (const url of ['/og/jobs/999999.png', '/og/jobs/0.png', '/og/jobs/abc.png', `/og/jobs/${jobs.open!.job_id}.jpg`, '/og/jobs/99999999999.png'])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it("the site's card is a 1200×630 PNG kept a day, with its ETag", async () => {
    const res = await get('/og/site.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/og/site.png', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });
});

describeEachEngine('share images, under abuse (issue 46)', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { env: { WEB_DIST: dist, PUBLIC_URL, PUBLIC_READ_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('an address draws at most PUBLIC_READ_LIMIT_PER_MINUTE cards a minute; a card already drawn and a 304 stay free', async () => {
    const admin = await signIn(t, 'Admin');
    const client = await insertClient(t);
    const ids: number[] = [];
    for (const title of ['Card One', 'Card Two', 'Card Three']) ids.push((await createJob(t, admin.headers, client.id, { job_title: title })).job_id);
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    const first = await get(`/og/jobs/${ids[0]}.png`);
    expect(first.statusCode).toBe(200);
    expect((await get('/og/site.png')).statusCode).toBe(200);
    const refused = await get(`/og/jobs/${ids[2]}.png`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // kept, or known to the caller: nothing is drawn
    expect((await get(`/og/jobs/${ids[0]}.png`)).statusCode).toBe(200);
    expect((await get(`/og/jobs/${ids[0]}.png`, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    // an unknown job draws nothing either
    expect((await get('/og/jobs/999999.png')).statusCode).toBe(404);
  });
});
