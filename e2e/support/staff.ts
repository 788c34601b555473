import { expect, type Page } from '@playwright/test';

/** The demo staff users seeded with DEMO_SEED (DESIGN.md "Running it"). */
export const DEMO_USERS = {
  Admin: { email: 'admin@example.com', password: 'admin-demo-2026', home: '/admindashboard', title: 'Talentra' },
  Bdm: { email: 'bdm@example.com', password: 'bdm-demo-2026', home: '/businessdashboard', title: 'Talentra Business' },
  Hrteam: { email: 'hr@example.com', password: 'hr-demo-2026', home: '/hrteamdashboard', title: 'Talentra HR Team' },
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

/** Signs in through the login form (any user: the specs that make their own users use it too). */
export async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, role: DemoRole, password: string = DEMO_USERS[role].password) {
  await signInWith(page, DEMO_USERS[role].email, password);
}

export async function signInAndLand(page: Page, role: DemoRole) {
  await signIn(page, role);
  await expect(page).toHaveURL(DEMO_USERS[role].home);
}

/**
 * Signs in without the form (the `loginAs` fixture of support/test.ts): POST /login through the
 * page's own context, so the session cookie lands in its browser; then the user mirror the app keeps
 * in local storage (it asks /me only when there is one), as a sign-in in the form leaves it, and the
 * role's home page. Only the specs about signing in use the form (auth.spec.ts).
 */
export async function signInViaApi(page: Page, role: DemoRole) {
  const res = await page.context().request.post('/backend/api/v1/login', {
    data: { username: DEMO_USERS[role].email, password: DEMO_USERS[role].password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id, email, username, user_role, created_at } = ((await res.json()) as { data: Record<string, unknown> }).data;
  // local storage belongs to the origin: any small page of it will do
  await page.goto('/backend/api/v1/health');
  await page.evaluate((mirror) => localStorage.setItem('user', mirror), JSON.stringify({ id, email, username, user_role, created_at }));
  await page.goto(DEMO_USERS[role].home);
  await expect(page).toHaveURL(DEMO_USERS[role].home);
}

/** What staff pages show and the public site never does. */
export const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
export const logoutButton = (page: Page) => page.getByRole('button', { name: 'Logout' });

/** Logout: the server answers (the session ends there), then the app loads the sign-in page. */
export async function logOut(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/backend/api/v1/logout'));
  // /login is a page load of its own, reached by writing its entry first and reloading: the address
  // can read /login before the new page has loaded, so wait for the load itself
  const loaded = page.waitForEvent('load');
  await logoutButton(page).click();
  expect((await answered).status()).toBe(200);
  await loaded;
  await expect(page).toHaveURL('/login');
}
