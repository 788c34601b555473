import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';

/**
 * `/` is a React island without react-router (docs/decisions.md 41): home.html hydrates the public
 * frame and the home page; its links are plain anchors that load the next page. Inside the routed app
 * (every other page) the same header navigates client-side, back to the home page too.
 */

const marker = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const setMarker = (page: Page) => page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the home page island', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hydrates without the routed app, its carousel works, and Careers loads /careers', async ({ page }) => {
    // Reduced motion: the HTML was rendered without knowing it (Pause slides); only the hydrated
    // island turns the button into Play slides, so seeing it proves the page hydrated.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();

    const slide = (n: number) => page.locator(`[aria-roledescription="slide"][aria-label="${n} of 2"]`);
    await expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    await expect(slide(1)).toHaveAttribute('aria-hidden', 'true');

    // the home entry's scripts only: not the routed app's entry (index-*.js, with react-router)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.some((path) => /^\/assets\/home-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toEqual([]);

    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await setMarker(page);
    await mainNav(page).getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    expect(await marker(page), 'a link of the island loads the next page').toBe(false);
    await expect(mainNav(page).getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('from /careers, Home and the logo come back to / client-side, with the home page', async ({ page }) => {
    await page.goto('/careers');
    // the job cards come from the API after hydration: the routed app is running
    await expect(page.getByRole('link', { name: /^READ MORE/ }).first()).toBeVisible();
    await setMarker(page);

    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talentra Staffing Solutions');
    await expect(page.getByRole('region', { name: 'Our Services' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await marker(page), 'the routed app navigates without a reload').toBe(true);

    // and the logo, from another page of the routed app
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Talentra Staffing Solutions');
    await page.getByRole('link', { name: 'Talentra Staffing Solutions, home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talentra Staffing Solutions');
    expect(await marker(page)).toBe(true);
  });
});
