import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { DEMO_USERS, dashboardNav, logOut, logoutButton, signIn, signInAndLand, type DemoRole } from './support/staff.js';

test.describe('staff sign-in', () => {
  for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
    test(`${role} signs in and lands on ${DEMO_USERS[role].home}`, async ({ page }) => {
      await signInAndLand(page, role);
      await expect(page.getByText(DEMO_USERS[role].title, { exact: true }).first()).toBeVisible();
      await expect(logoutButton(page)).toBeVisible();
    });
  }

  test('a wrong password shows "Invalid credentials"', async ({ page }) => {
    await signIn(page, 'Admin', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL('/login');
  });

  test('an empty form shows the required messages', async ({ page }) => {
    // pre-rendered: Sign in stays disabled until the page's script runs (decision 154), and the click waits for it
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('an Hrteam user visiting /admindashboard is sent to /login', async ({ page }) => {
    await signInAndLand(page, 'Hrteam');
    await page.goto('/admindashboard');
    await expect(page).toHaveURL('/login');
    await expect(dashboardNav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/hrteamdashboard');
  });

  test('a visitor without a session is sent from a dashboard to /login', async ({ page }) => {
    await page.goto('/businessdashboard/clients');
    await expect(page).toHaveURL('/login');
    await expect(dashboardNav(page)).toHaveCount(0);
  });

  test('a forged stored user with the Admin role shows no staff data', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('user', JSON.stringify({ id: 1, email: 'admin@example.com', username: 'admin@example.com', user_role: 'Admin' })),
    );
    await page.goto('/admindashboard');
    await expect(page).toHaveURL('/login');
    await expect(dashboardNav(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('logout', () => {
  test('clears the session; the back button shows no staff data', async ({ page }) => {
    await signInAndLand(page, 'Admin');
    await dashboardNav(page).getByRole('link', { name: 'Contact Feedbacks' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Feedbacks' })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('kept-by-the-session', 'true'));

    await logOut(page);
    // /login is a page load of its own (an island): the test fixture marks the disclaimer seen there again
    expect(await page.evaluate(() => [localStorage.getItem('user'), Object.keys(sessionStorage).filter((key) => key !== 'seenDisclaimer')])).toEqual([
      null,
      [],
    ]);

    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(dashboardNav(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

    // the server forgot the session too
    const me = await page.request.get('/backend/api/v1/me');
    expect(me.status()).toBe(401);
  });
});
