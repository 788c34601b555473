import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';

/**
 * Issue 41: Admin manages the team on a staff page, and the public pages show it with the photos,
 * in the HTML the server sends (before any JavaScript) and in the browser.
 */
test.describe.configure({ timeout: 60_000 });

const API = '/backend/api/v1';
/** A small illustrated portrait, as a file Admin would upload. */
const PORTRAIT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="#e0f2fe"/><path d="M56 320c6-60 46-96 104-96s98 36 104 96z" fill="#0f766e"/><ellipse cx="160" cy="140" rx="54" ry="62" fill="#b97b50"/></svg>',
);

test('Admin adds a member with a photo; /about shows it, with the photo, before and after the JavaScript runs', async ({
  page,
  browser,
  loginAs,
}) => {
  const name = `Test Member ${Date.now()}`;
  await loginAs('Admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' }).getByRole('listitem').first()).toContainText('Arjun Mehta');
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a team member' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Title/).fill('Talent Partner');
  await dialog.getByLabel(/^Bio/).fill('Finds people for fintech teams.\n\nJoined this year.');
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: 'portrait.svg', mimeType: 'image/svg+xml', buffer: PORTRAIT });
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Team member added.')).toBeVisible();
  const row = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').last();
  await expect(row).toContainText(name);
  await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  try {
    // the server's HTML holds the photo (no JavaScript)
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto('/about');
    const sent = noScript.getByRole('img', { name, exact: true });
    await expect(sent).toHaveAttribute('src', /^\/backend\/api\/v1\/team\/photos\/\d+$/);
    await expect(sent).toHaveAttribute('width', '320');
    await expect(sent).toHaveAttribute('loading', 'lazy');
    await plain.close();

    // in the browser: below the fold, loaded once scrolled to, and shown
    await page.goto('/about');
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    const photo = team.getByRole('img', { name, exact: true });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(team.getByText('Talent Partner')).toBeVisible();
  } finally {
    // the demo team stays as other specs expect it
    const res = await page.request.get(`${API}/team`);
    const added = ((await res.json()) as { data: { id: number; name: string }[] }).data.find((m) => m.name === name);
    if (added) {
      await page.goto('/admindashboard/team');
      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await page.getByRole('dialog', { name: 'Remove this team member?' }).getByRole('button', { name: 'Remove Member' }).click();
      await expect(page.getByText(`${name} was removed from the team.`)).toBeVisible();
    }
  }
});
