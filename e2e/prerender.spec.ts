import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { createClientViaApi, createJobViaApi, staffApi, unique } from './support/jobs-api.js';

/**
 * The public pages the build pre-renders (apps/web/scripts/prerender.mjs), with their heading. The
 * job is this test's own: other specs fill, close and delete the jobs they make, in parallel.
 */
async function prerenderedPages(baseURL: string): Promise<Array<[string, string]>> {
  const bdm = await staffApi(baseURL, 'Bdm');
  const client = await createClientViaApi(bdm);
  const job = await createJobViaApi(bdm, client.id, { job_title: unique('Prerendered Job') });
  await bdm.dispose();
  return [
    ['/', 'Talentra Staffing Solutions'],
    ['/careers', 'Careers'],
    ['/careers?industry=IT', 'Careers'],
    [`/jobs/${job.job_id}`, job.job_title],
    ['/login', 'Employee Login'],
    // issue 17: every public page without a parameter
    ['/about', 'About Talentra Staffing Solutions'],
    ['/services', 'Our Services'],
    ['/clients', 'Our Clients'],
    ['/testimonials', 'Our Partners Says'],
    ['/contact', 'Contact Us'],
    ['/getintouch', 'Let’s work together'],
    ['/Scams', 'Beware of Job Scams'],
    ['/profile1', 'Arjun Mehta'],
    ['/staffing', 'Staffing Services'],
    ['/payroll', 'Payroll Services'],
    ['/itmanagement', 'IT Hardware Asset Management'],
    ['/network', 'IT Network Design, Implementation & Support'],
    ['/privacy', 'Privacy Notice'],
    ['/terms', 'Terms of Use'],
  ];
}

test.describe('pre-rendered public pages', () => {
  test('are meaningful before any JavaScript runs', async ({ browser, baseURL }) => {
    test.slow(); // twenty pages
    const pages = await prerenderedPages(baseURL!);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    for (const [path, heading] of pages) {
      const response = await noScript.goto(path);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      // the job page's HTML holds the job itself (issue 17: rendered on the server)
      await expect(noScript.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(noScript.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(noScript.locator('footer')).toBeAttached();
    }
    await context.close();
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`hydrate without an error or a CSP report (reduced motion: ${reducedMotion})`, async ({ browser, baseURL }) => {
      test.slow(); // twenty pages, each loaded and hydrated
      const pages = await prerenderedPages(baseURL!);
      const context = await browser.newContext({ reducedMotion });
      const tab = await context.newPage();
      // the scam disclaimer (a modal that hides the page from the accessibility tree) is not under test
      await tab.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
      const problems: string[] = [];
      let current = '';
      tab.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
      });
      tab.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
      await tab.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`)),
      );
      for (const [path, heading] of pages) {
        current = path;
        await tab.goto(path);
        await expect(tab.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        await tab.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('a careers page with a query comes rendered; another page with a query gets the plain shell; an unknown path the not-found page (404)', async ({
    page,
  }) => {
    expect(await (await page.request.get('/careers?page=2')).text()).toContain(
      '<h1 class="text-3xl font-bold tracking-tight text-brand-900">Careers</h1>',
    );
    expect(await (await page.request.get('/login?next=%2Fadmindashboard')).text()).toContain('<div id="root"></div>');
    await page.goto('/careers?page=1');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Careers');
    const unknown = await page.request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found</h1>');
  });

  test('a form sent before its script runs never puts what was typed in the address (decision 154)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    const sent: string[] = [];
    noScript.on('request', (request) => {
      if (request.resourceType() === 'document') sent.push(`${request.method()} ${request.url()}`);
    });
    const forms = [
      { path: '/login', button: 'Sign in', fill: { Email: 'hr@example.com', Password: 'secret-in-the-address' } },
      { path: '/contact', button: 'Submit', fill: { 'First Name': 'Asha', Email: 'asha@example.com', Message: 'secret-in-the-address' } },
      { path: '/Scams', button: 'Submit Report', fill: { 'First Name': 'Asha', Email: 'asha@example.com' } },
    ];
    for (const form of forms) {
      sent.length = 0;
      await noScript.goto(form.path);
      const submit = noScript.getByRole('button', { name: form.button, exact: true });
      await expect(submit).toBeDisabled();
      // a browser with scripts turned off shows it; Playwright's switch leaves <noscript> unrendered
      expect(await noScript.content()).toMatch(/<noscript>.*This form needs JavaScript\. Turn it on in your browser to send it\..*<\/noscript>/);
      await expect(submit.locator('xpath=ancestor::form')).toHaveAttribute('method', 'post');
      for (const [label, value] of Object.entries(form.fill)) await noScript.getByLabel(label, { exact: false }).first().fill(value);
      // Enter in a field is the browser's own submission: with the default button disabled it sends nothing
      await noScript.getByLabel(Object.keys(form.fill).at(-1)!, { exact: false }).first().press('Enter');
      await noScript.waitForTimeout(500);
      expect(sent).toEqual([`GET ${new URL(form.path, noScript.url()).href}`]);
      expect(noScript.url()).not.toContain('secret');
    }
    await context.close();
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
