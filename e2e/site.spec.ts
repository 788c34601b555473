import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API, anonymousApi, pdfFile, staffApi, unique } from './support/jobs-api.js';

/** Every public page renders its spec texts at 375 px and 1280 px (public-site.md §2). */
const PAGES: { path: string; texts: (string | RegExp)[] }[] = [
  { path: '/', texts: ['About Us', 'View All Services', 'Report a Scam', 'Get Started Today'] },
  { path: '/about', texts: ['Meet Our Team'] },
  { path: '/services', texts: [/Staffing/, /Payroll/] },
  { path: '/staffing', texts: [/Permanent Staffing/i, /Executive Search/i] },
  { path: '/Staffing/1', texts: [/Executive Search/i] },
  { path: '/payroll', texts: [/Payroll Processing/i, /Year-End/i] },
  { path: '/itmanagement', texts: [/Audit as a Service/i] },
  { path: '/network', texts: [/Design/, /Implementation/, /Support/] },
  { path: '/clients', texts: ['Our Clients', 'Sectors We Serve', 'IT & Software Development', 'Entertainment & Amusement Park', 'Customer Support'] },
  { path: '/testimonials', texts: ['Our Partners Says', /Vision/, /Mission/] },
  { path: '/contact', texts: [/Feedback/] },
  { path: '/getintouch', texts: [/Get in Touch/i] },
  { path: '/profile1', texts: [/CEO|Managing Director/i] },
  { path: '/profile8', texts: [/Accountant/i] },
];

for (const width of [375, 1280]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const p of PAGES) {
      test(`${p.path} shows its texts without sideways scrolling`, async ({ page }) => {
        await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
        await page.goto(p.path);
        await expect(page.locator('h1').first()).toBeVisible();
        for (const text of p.texts) await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(1);
        expect(await page.title()).not.toBe('');
      });
    }
  });
}

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap:/i);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/careers');
});

async function fillFeedback(page: Page, values: { first: string; last: string; email: string; phone: string; message: string }) {
  await page.getByLabel(/^First Name/).fill(values.first);
  await page.getByLabel(/^Last Name/).fill(values.last);
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^Phone Number/).fill(values.phone);
  await page.getByLabel(/^Message/).fill(values.message);
}

test('a feedback sent from /contact is stored and visible to Admin', async ({ page, baseURL }) => {
  const marker = unique('Feedback');
  await page.goto('/contact');
  await fillFeedback(page, { first: 'Esha', last: 'Visitor', email: 'esha.visitor@mail.example', phone: '9876543210', message: marker });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback submitted successfully!')).toBeVisible();
  await expect(page.getByLabel(/^Message/)).toHaveValue('');
  const admin = await staffApi(baseURL!, 'Admin');
  const list = await (await admin.get(`${API}/feedbacks?per_page=100`)).json();
  expect(list.data.some((f: { message: string }) => f.message === marker)).toBe(true);
});

test('a feedback with a bad e-mail shows the error under the field and stores nothing', async ({ page, baseURL }) => {
  const marker = unique('Invalid');
  await page.goto('/contact');
  await fillFeedback(page, { first: 'Bad', last: 'Mail', email: 'not-an-email', phone: '9876543210', message: marker });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  const admin = await staffApi(baseURL!, 'Admin');
  const list = await (await admin.get(`${API}/feedbacks?per_page=100`)).json();
  expect(list.data.some((f: { message: string }) => f.message === marker)).toBe(false);
});

test('the scam disclaimer shows once per browser session', async ({ page, browser }) => {
  await page.goto('/Scams');
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I Understand' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/Scams');
  await expect(other.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
  await fresh.close();
});

test('a scam report with a PDF proof is stored; the checkboxes are required', async ({ page, baseURL }) => {
  const marker = unique('Scam');
  await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
  await page.goto('/Scams');
  await page.getByLabel(/^First Name/).fill('Neel');
  await page.getByLabel(/^Last Name/).fill('Reporter');
  await page.getByLabel(/^Email/).fill('neel.reporter@mail.example');
  await page.getByLabel(/^Phone Number/).fill('9876543210');
  await page.getByLabel(/^Describe the Issue/).fill(marker);
  await page.getByLabel(/^Proof/).setInputFiles(pdfFile('proof.pdf'));
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('You must agree to privacy notice and terms.')).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report submitted successfully!')).toBeVisible();
  const admin = await staffApi(baseURL!, 'Admin');
  const list = await (await admin.get(`${API}/scams?per_page=100`)).json();
  const stored = list.data.find((s: { issue_description: string }) => s.issue_description === marker);
  expect(stored?.proof_file).toBeTruthy();
  const proof = await admin.get(stored.proof_file);
  expect(proof.status()).toBe(200);
  const anonymous = await anonymousApi(baseURL!);
  expect((await anonymous.get(stored.proof_file)).status()).toBe(401);
});

test.describe('accessibility of every public page', () => {
  test.slow();
  const paths = [
    '/',
    '/about',
    '/services',
    '/staffing',
    '/payroll',
    '/itmanagement',
    '/network',
    '/clients',
    '/testimonials',
    '/contact',
    '/getintouch',
    '/Scams',
    '/careers',
    '/login',
    ...Array.from({ length: 8 }, (_, i) => `/profile${i + 1}`),
  ];
  test('axe finds no serious or critical violation', async ({ page }) => {
    const found: string[] = [];
    await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      // scroll through once so every reveal-on-scroll element has finished appearing
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
      });
      await page.waitForTimeout(900);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations) {
        if (v.impact === 'serious' || v.impact === 'critical')
          found.push(
            `${path}: ${v.id} ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
      }
    }
    expect(found).toEqual([]);
  });
});
