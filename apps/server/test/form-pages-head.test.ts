import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { canonicalOf, metaContent } from './job-posting-check.js';

const PUBLIC_URL = 'https://jobs.talentra.example';

/** A built web app in miniature: the shell (generic title) and the route list; nothing pre-rendered. */
function miniatureDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-forms-'));
  fs.mkdirSync(path.join(dist, 'prerender'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Generic"><title>Talentra Staffing Solutions</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'prerender', 'not-found.html'), '<!doctype html><title>Page not found</title><main></main>');
  fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), '{}');
  const routes = ['/', '/careers', '/candidateform', '/refer/:jobId'];
  fs.writeFileSync(path.join(dist, 'prerender', 'routes.json'), JSON.stringify({ routes, notFound: 'not-found.html' }));
  return dist;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];

describeEachEngine('the application and referral pages have their own head (issue 41)', (engine) => {
  let t: TestApp;
  let dist: string;
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { env: { WEB_DIST: dist, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('/candidateform: its own title and description, kept out of search results, with or without a job in the query', async () => {
    for (const url of ['/candidateform', '/candidateform?job_id=3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('Apply for a Job | Talentra Staffing Solutions');
      expect(descriptionOf(res.body), url).toBe('Send your application and resume for an open position at Talentra Staffing Solutions.');
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
      expect(canonicalOf(res.body), url).toBe(`${PUBLIC_URL}/candidateform`);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('/refer/{id}: its own title and description', async () => {
    const res = await get('/refer/12');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Refer a Friend | Talentra Staffing Solutions');
    expect(descriptionOf(res.body)).toBe('Refer a friend for an opening at Talentra Staffing Solutions.');
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/refer/12`);
  });

  it('other shell pages keep the generic head', async () => {
    const res = await get('/careers?page=2');
    expect(titleOf(res.body)).toBe('Talentra Staffing Solutions');
    expect(metaContent(res.body, 'robots')).toBeUndefined();
  });

  it('sitemap.xml leaves /candidateform out', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/careers</loc>`);
    expect(res.body).not.toContain('/candidateform');
  });
});
