import { expect, test, type Page } from '@playwright/test';

const API = '/backend/api/v1';

/** The public pages the build pre-renders (apps/web/scripts/prerender.mjs), with their heading. */
async function prerenderedPages(page: Page): Promise<Array<[string, string | RegExp]>> {
  const res = await page.request.get(`${API}/recruitments`, { params: { per_page: 6, active_only: 1 } });
  const body = (await res.json()) as { data: Array<{ id: number; job_title: string }> };
  const job = body.data[0];
  expect(job, 'the demo seed has an open job').toBeTruthy();
  return [
    ['/', 'Talentra Staffing Solutions'],
    ['/careers', 'Careers'],
    [`/jobs/${job!.id}`, job!.job_title],
    ['/login', 'Employee Login'],
  ];
}

test.describe('pre-rendered public pages', () => {
  test('are meaningful before any JavaScript runs', async ({ browser, page }) => {
    const pages = await prerenderedPages(page);
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
    test(`hydrate without an error or a CSP report (reduced motion: ${reducedMotion})`, async ({ browser, page }) => {
      const pages = await prerenderedPages(page);
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

  test('a query string or an unknown path gets the plain shell, rendered in the browser', async ({ page }) => {
    const html = await (await page.request.get('/careers?page=2')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/careers?page=1');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Careers');
    expect(await (await page.request.get('/no-such-page')).text()).toContain('<div id="root"></div>');
  });

  test('hashed assets are sent compressed and cached for good', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await page.request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
