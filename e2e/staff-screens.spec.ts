import { expect } from '@playwright/test';
import { createClientViaApi, staffApi, unique } from './support/jobs-api.js';
import { DEMO_USERS, dashboardNav, type DemoRole } from './support/staff.js';
import { test } from './support/test.js';

/**
 * Issue 41 ("Staff screens") where only a real browser can tell: layout at 1280 px, keyboard focus,
 * and an image loaded through its access-checked route.
 */

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Outbox's Open button is in view without scrolling sideways", async ({ page, loginAs }) => {
    await loginAs('Admin');
    await dashboardNav(page).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const open = page
      .getByRole('table')
      .getByRole('button', { name: /^Open the mail/ })
      .first();
    await expect(open).toBeVisible();
    const box = (await open.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // nothing scrolls sideways: neither the page nor the table's frame
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const frame = await open.evaluate((el) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible') return node.scrollWidth - node.clientWidth;
      }
      return 0;
    });
    expect(frame).toBe(0);
  });
});

for (const role of ['Admin', 'Bdm', 'Hrteam'] as DemoRole[]) {
  test(`the ${role} dashboard: the first Tab shows "Skip to main content", and Enter moves the focus into main`, async ({ page, loginAs }) => {
    await loginAs(role);
    await expect(page).toHaveURL(DEMO_USERS[role].home);
    await expect(dashboardNav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    // visible on focus: inside the viewport
    await expect(skip).toBeInViewport();
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // the next Tab goes to the first control of the page, not back to the sidebar
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });
}

test('Client List: each logo loads through its route; the Edit dialog opens on its first field', async ({ page, loginAs, baseURL }) => {
  const bdm = await staffApi(baseURL!, 'Bdm');
  const client = await createClientViaApi(bdm, unique('E2E Logo Co'));
  await bdm.dispose();

  await loginAs('Bdm');
  await page.goto('/businessdashboard/clients');
  await page.getByLabel('Search clients').fill(client.company_name);
  await page.getByLabel('Search clients').press('Enter');
  const row = page.getByRole('row').filter({ hasText: client.company_name });
  const logo = row.getByRole('img', { name: `${client.company_name} logo` });
  await expect(logo).toHaveAttribute('src', `/backend/api/v1/clientforms/${client.id}/logo`);
  await expect(logo).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await row.getByRole('button', { name: `Edit ${client.company_name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Company Name/)).toBeFocused();
});
