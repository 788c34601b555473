import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { createJob, insertClient } from './fixtures.js';

/**
 * Issue 14: unknown pages and unknown job ids answered 200 with the app shell. A built web app in
 * miniature: the shell, the pre-rendered pages and the route list the web build writes.
 */
function miniatureDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-web-'));
  fs.mkdirSync(path.join(dist, 'prerender'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'prerender', 'job.html'), '<!doctype html><title>job</title><main>Loading job details...</main>');
  fs.writeFileSync(
    path.join(dist, 'prerender', 'not-found.html'),
    '<!doctype html><title>Page not found</title><main><h1>Page not found</h1></main>',
  );
  fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), JSON.stringify({ '^/jobs/[1-9][0-9]*$': 'job.html' }));
  const routes = [
    '/',
    '/careers',
    '/jobs/:id',
    '/jobs/:id/pipeline',
    '/staffing/:id',
    '/Scams',
    '/admindashboard',
    '/admindashboard/jobs',
    '/businessdashboard/formedit/:id',
  ];
  fs.writeFileSync(path.join(dist, 'prerender', 'routes.json'), JSON.stringify({ routes, notFound: 'not-found.html' }));
  return dist;
}

describeEachEngine('pages the server sends', (engine) => {
  let t: TestApp;
  let dist: string;
  let visible: number;
  let closed: number;
  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { env: { WEB_DIST: dist } });
    const admin = await signIn(t, 'Admin');
    const clientId = (await insertClient(t)).id;
    visible = (await createJob(t, admin.headers, clientId)).job_id;
    closed = (await createJob(t, admin.headers, clientId)).job_id;
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${closed}/close`), headers: admin.headers, payload: { reason: 'Filled' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });

  it('answers 200 for every path the app has a page for, with or without a query', async () => {
    for (const url of [
      '/',
      '/careers',
      '/careers?page=2',
      '/staffing/3',
      '/Scams',
      '/admindashboard',
      '/admindashboard/jobs',
      '/businessdashboard/formedit/9',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('redirects another letter case or a trailing slash to the route’s own spelling with 301 (issue 17)', async () => {
    for (const [url, to] of [
      ['/CAREERS/', '/careers'],
      ['/scams', '/Scams'],
      ['/AdminDashboard/jobs', '/admindashboard/jobs'],
      ['/Staffing/3?x=1', '/staffing/3?x=1'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(to);
    }
  });

  it('answers 404 with the not-found page for any other path', async () => {
    for (const url of ['/no-such-page', '/careers/extra', '/admindashboard/nope', '/wp-login.php']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<h1>Page not found</h1>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers 404 for a job that does not exist, 200 for a visible one and for a closed one (its page says so, issue 17)', async () => {
    expect((await get(`/jobs/${visible}`)).statusCode).toBe(200);
    expect((await get(`/jobs/${closed}`)).statusCode).toBe(200);
    for (const url of ['/jobs/999999', '/jobs/0', '/jobs/abc', '/jobs/99999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it("sends the app shell (200) for a job's pipeline board, a staff page under the public /jobs/{id}, whatever the job", async () => {
    for (const url of [`/jobs/${visible}/pipeline`, `/jobs/${closed}/pipeline`, '/jobs/999999/pipeline']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>shell</title>');
    }
    // another letter case is the same page: one 301 to the path's own case (issue 17)
    const otherCase = await get('/Jobs/999999/Pipeline');
    expect(otherCase.statusCode).toBe(301);
    expect(otherCase.headers.location).toBe('/jobs/999999/pipeline');
    expect((await get(`/jobs/${visible}/nope`)).statusCode).toBe(404);
  });

  it('keeps answering unknown API paths in JSON', async () => {
    const res = await get(api('/nothing-here'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, status: false, message: 'Not found' });
  });
});
