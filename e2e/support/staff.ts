import { expect, type Page } from '@playwright/test';

/** The demo staff users seeded with DEMO_SEED (DESIGN.md "Running it"). */
export const DEMO_USERS = {
  Admin: { email: 'admin@example.com', password: 'admin-demo-2026', home: '/admindashboard', title: 'Talentra' },
  Bdm: { email: 'bdm@example.com', password: 'bdm-demo-2026', home: '/businessdashboard', title: 'Talentra Business' },
  Hrteam: { email: 'hr@example.com', password: 'hr-demo-2026', home: '/hrteamdashboard', title: 'Talentra HR Team' },
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

export async function signIn(page: Page, role: DemoRole, password: string = DEMO_USERS[role].password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USERS[role].email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndLand(page: Page, role: DemoRole) {
  await signIn(page, role);
  await expect(page).toHaveURL(DEMO_USERS[role].home);
}

/** What staff pages show and the public site never does. */
export const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
export const logoutButton = (page: Page) => page.getByRole('button', { name: 'Logout' });
