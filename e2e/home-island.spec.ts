import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';

/**
 * Every public page is a React island without react-router (decision 214): one entry
 * (main.tsx) hydrates the public frame and the page the path names; links between public pages are
 * plain anchors that load the next page, which the server sends pre-rendered. The staff portal (the
 * routed app) is loaded only on staff paths.
 */

const marker = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const setMarker = (page: Page) => page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The scripts this document has loaded, by path. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

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

    // the entry and the home page's chunks, not the staff portal (staff-app-*.js, with react-router)
    const scripts = await loadedScripts(page);
    expect(scripts.some((path) => /^\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /^\/assets\/home-page-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/staff-app-[\w-]+\.js$/.test(path))).toEqual([]);

    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await setMarker(page);
    await mainNav(page).getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    expect(await marker(page), 'a link of the island loads the next page').toBe(false);
    await expect(mainNav(page).getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('from /careers, Home and the logo load / with the home page; the staff portal is loaded on a staff path only', async ({ page }) => {
    await page.goto('/careers');
    // the job cards come from the server's HTML, and the island hydrates them
    await expect(page.getByRole('link', { name: /^READ MORE/ }).first()).toBeVisible();
    expect((await loadedScripts(page)).filter((path) => /^\/assets\/staff-app-[\w-]+\.js$/.test(path))).toEqual([]);
    await setMarker(page);

    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talentra Staffing Solutions');
    await expect(page.getByRole('region', { name: 'Our Services' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await marker(page), 'a link between public pages loads the next page').toBe(false);

    // and the logo, from another page
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Talentra Staffing Solutions');
    await page.getByRole('link', { name: 'Talentra Staffing Solutions, home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talentra Staffing Solutions');

    // a staff path starts the routed app, whose guard sends a visitor to /login: a public page again
    await page.goto('/admindashboard');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employee Login');
    expect((await loadedScripts(page)).filter((path) => /^\/assets\/staff-app-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
