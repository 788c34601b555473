import { expect } from '@playwright/test';
import { test } from './support/test.js';

const whatsapp = (page: import('@playwright/test').Page) => page.locator('a[href^="https://wa.me/"]');

test.describe('site header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the main links and EMPLOYEE LOGIN', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Services', 'Clients', 'Careers', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'EMPLOYEE LOGIN' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('the SERVICES menu opens, Escape closes it, and choosing an entry navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Staffing Services',
      'Payroll Services',
      'IT Hardware Asset Management',
      'IT Network Design, Implementation & Support',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Services menu' }).click();
    await page.getByRole('menuitem', { name: 'Payroll Services' }).click();
    // the spec's /Payroll; from the home page (plain links) the server redirects it to the one address (issue 17)
    await expect(page).toHaveURL(/\/payroll$/i);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Services' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the SERVICES menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Services menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Staffing Services' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Services menu' })).toBeFocused();
  });

  test('the footer has the service links, social links and the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Staffing Services' })).toHaveAttribute('href', '/Staffing');
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `Talentra Staffing Solutions on ${network}` })).toBeVisible();
    }
    await expect(footer).toContainText('© 2025');
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test('opens from the hamburger, closes with Escape and when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'EMPLOYEE LOGIN' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await drawer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL('/careers');
    await expect(drawer).toBeHidden();
  });
});

test.describe('WhatsApp link', () => {
  test('is on public pages, in a landmark of its own', async ({ page }) => {
    await page.goto('/');
    await expect(whatsapp(page)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'WhatsApp chat' }).getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  });

  test('is not on /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Employee Login' })).toBeVisible();
    await expect(whatsapp(page)).toHaveCount(0);
  });

  test('is not on the dashboards, and neither are the header and footer', async ({ page, loginAs }) => {
    await loginAs('Bdm');
    await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
    await expect(whatsapp(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'EMPLOYEE LOGIN' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('routes', () => {
  test('case variants reach the same page', async ({ page }) => {
    for (const [url, heading] of [
      ['/Staffing/1', 'Staffing Services'],
      ['/staffing', 'Staffing Services'],
      ['/Itmanagement', 'IT Hardware Asset Management'],
      ['/payroll', 'Payroll Services'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('an unknown path answers HTTP 404 and shows the not-found page, before and after the JavaScript runs', async ({ page, request }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const plain = await request.get('/no-such-page');
    expect(plain.status()).toBe(404);
    expect(await plain.text()).toContain('Page not found');
    expect((await request.get('/jobs/987654321')).status()).toBe(404);
    expect((await request.get('/careers')).status()).toBe(200);
  });
});

test.describe('the scam disclaimer', () => {
  test.use({ scamDisclaimer: true });

  test('opens on the first public page of a browser session, offers /Scams by a link, and not again in that session', async ({ page }) => {
    await page.goto('/careers');
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Read about job scams' }).click();
    await expect(page).toHaveURL(/\/Scams$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beware of Job Scams' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/about');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('is not shown on /login, nor on the home page once it was closed there', async ({ page }) => {
    await page.goto('/login');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a field focused after a failed submit is never hidden under the sticky header', async ({ page }) => {
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300); // the scroll into view
    const header = (await page.locator('header').first().boundingBox())!;
    const field = (await focused.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('the WhatsApp button never covers the footer text', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    const button = (await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox())!;
    const texts = page.locator('footer p, footer a, footer li, footer h2, footer h3');
    for (let i = 0; i < (await texts.count()); i++) {
      const box = await texts.nth(i).boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, `${await texts.nth(i).textContent()}`).toBe(false);
    }
  });

  test('the skip link is visible when focused, and takes the focus to the page', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(60);
    expect(box.height).toBeGreaterThan(30);
    const colours = await skip.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours[0]).not.toBe(colours[1]);
    expect(colours[0]).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
