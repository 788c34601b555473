import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { createClientViaApi, createJobViaApi, staffApi, unique } from './support/jobs-api.js';

/**
 * The public pages the build pre-renders (apps/web/scripts/prerender.mjs), with their heading. The
 * job is this test's own: other specs fill, close and delete the jobs they make, in parallel.
 */
async function prerenderedPages(baseURL: string): Promise<Array<[string, string | RegExp]>> {
  const bdm = await staffApi(baseURL, 'Bdm');
  const client = await createClientViaApi(bdm);
  const job = await createJobViaApi(bdm, client.id, { job_title: unique('Prerendered Job') });
  await bdm.dispose();
  return [
    ['/', 'Talentra Staffing Solutions'],
    ['/careers', 'Careers'],
    [`/jobs/${job.job_id}`, job.job_title],
    ['/login', 'Employee Login'],
  ];
}

test.describe('pre-rendered public pages', () => {
  test('are meaningful before any JavaScript runs', async ({ browser, baseURL }) => {
    const pages = await prerenderedPages(baseURL!);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    for (const [path, heading] of pages) {
      const response = await noScript.goto(path);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      // the job page's HTML is its loading state: the job itself comes from the API
      const expected = path.startsWith('/jobs/') ? 'Job Details' : heading;
      await expect(noScript.getByRole('heading', { level: 1 }).first()).toHaveText(expected);
      await expect(noScript.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(noScript.locator('footer')).toBeAttached();
    }
    await context.close();
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`hydrate without an error or a CSP report (reduced motion: ${reducedMotion})`, async ({ browser, baseURL }) => {
      const pages = await prerenderedPages(baseURL!);
      const context = await browser.newContext({ reducedMotion });
      const tab = await context.newPage();
      const problems: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      tab.on('pageerror', (error) => problems.push(error.message));
      await tab.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`)),
      );
      for (const [path, heading] of pages) {
        await tab.goto(path);
        await expect(tab.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        await tab.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('a query string gets the plain shell, rendered in the browser; an unknown path the pre-rendered not-found page (404)', async ({ page }) => {
    const html = await (await page.request.get('/careers?page=2')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/careers?page=1');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Careers');
    const unknown = await page.request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found</h1>');
  });

  test('hashed assets are sent compressed and cached for good', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // the entry and the chunks it preloads; the first preloaded one carries React (files under 1 KB,
    // such as the home entry itself, are not worth compressing and have no .br: vite.config.ts)
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const shared = /rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(shared).toBeTruthy();
    for (const script of scripts) {
      const res = await page.request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      if (script === shared) expect(res.headers()['content-encoding']).toBe('br');
    }
  });
});
