import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { seriousViolations } from './support/axe.js';

/**
 * axe-core on every public page (WCAG 2.1 A and AA, colour contrast included): no serious or
 * critical violation. Each page is scrolled through first so that every reveal-on-scroll element
 * has finished appearing and lazy images have loaded.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForTimeout(1000); // the 0.8 s reveal transitions
}

const PUBLIC_PAGES = [
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
  ...Array.from({ length: 8 }, (_, i) => `/profile${i + 1}`),
  '/careers',
  '/login',
];

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scrollThrough(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility of the states', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.describe(() => {
    test.use({ scamDisclaimer: true });
    test('the scam disclaimer, open over the page', async ({ page }) => {
      await page.goto('/Scams');
      await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('the feedback form showing its errors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the scam form showing its errors', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
    await page.goto('/Scams');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('You must agree to privacy notice and terms.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home hero on its second slide', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await page.waitForTimeout(800);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
