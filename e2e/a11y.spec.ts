import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';

test.describe('accessibility of the shell', () => {
  for (const path of ['/', '/login', '/no-such-page']) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the open SERVICES menu and the mobile drawer have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Services menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a dashboard has no violations', async ({ page, loginAs }) => {
    await loginAs('Hrteam');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
