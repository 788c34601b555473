import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequest, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { DEMO_USERS, logOut, signInWith, type DemoRole } from './support/staff.js';

/**
 * The three dashboard overviews and the notification bells (staff-portal.md §2, §4, §8, §9;
 * api.md "Dashboard figures"). Figures are compared with what the server says at that moment;
 * tests that change something (tasks, read state) make their own data.
 */

const API = '/backend/api/v1';

interface Overview {
  clients: number;
  positions: number;
  candidates: number;
  interviews_scheduled: number;
  positions_without_candidates: number;
  positions_closed: number;
  project_status: { warning: number; caution: number; good: number };
}
interface Body<T> {
  data: T;
  meta?: { page: number; per_page: number; total: number };
  unread_count?: number;
}
interface NotificationJson {
  id: number;
  message: string;
  read: boolean;
}

/** An API client signed in as a staff user through a bearer token (no cookie shared with the page). */
async function staffApi(request: APIRequest, baseURL: string, email: string, password: string) {
  const anon = await request.newContext({ baseURL });
  const login = await anon.post(`${API}/login`, { data: { username: email, password } });
  expect(login.status(), `login of ${email}`).toBe(200);
  const { data } = (await login.json()) as Body<{ token: string }>;
  await anon.dispose();
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${data.token}` } });
  return {
    ctx,
    async get<T>(path: string): Promise<Body<T>> {
      const res = await ctx.get(`${API}${path}`);
      expect(res.status(), `GET ${path}`).toBe(200);
      return (await res.json()) as Body<T>;
    },
    async post<T>(path: string, body: object): Promise<Body<T>> {
      const res = await ctx.post(`${API}${path}`, { data: body });
      expect(res.status(), `POST ${path}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as Body<T>;
    },
  };
}
type StaffApi = Awaited<ReturnType<typeof staffApi>>;

const asDemo = (request: APIRequest, baseURL: string, role: DemoRole) =>
  staffApi(request, baseURL, DEMO_USERS[role].email, DEMO_USERS[role].password);

const figureText = (n: number) => n.toLocaleString('en-IN');
const figures = (page: Page) => page.getByRole('list', { name: 'Dashboard figures' });
const card = (page: Page, label: string) => figures(page).getByRole('listitem').filter({ hasText: label });
const cardValue = (page: Page, label: string) => card(page, label).getByTestId('stat-value');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

/** The dialog's rows, as their first cells' texts. */
async function firstCells(dialog: Locator): Promise<string[]> {
  return dialog.locator('tbody tr td:first-child').allTextContents();
}

async function expectHeightAtMost(page: Page, dialog: Locator, share: number) {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.height).toBeLessThanOrEqual(viewport.height * share + 1);
}

async function signInAs(page: Page, email: string, password: string, home: string) {
  await signInWith(page, email, password);
  await expect(page).toHaveURL(home);
}

/** A task for one user, straight through the API as Admin; its message is unique to this test. */
async function assignTask(admin: StaffApi, email: string, label: string) {
  const users = await admin.get<{ id: number; username: string }[]>('/users');
  const user = users.data.find((u) => u.username === email);
  expect(user, `user ${email}`).toBeTruthy();
  const message = `E2E ${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await admin.post('/task-assigning', { user_id: user!.id, job_id: null, message, priority_level: 'high' });
  return message;
}

async function notificationOf(api: StaffApi, message: string) {
  const list = await api.get<NotificationJson[]>('/notifications');
  return list.data.find((n) => n.message === message);
}

test.describe('Admin dashboard', () => {
  test('shows the six figures of GET /stats/overview, checked against independent counts', async ({ page, playwright, baseURL, loginAs }) => {
    const admin = await asDemo(playwright.request, baseURL!, 'Admin');
    await loginAs('Admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // other suites may change data meanwhile: compare with the server's answer of the same moment
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const { data: o } = await admin.get<Overview>('/stats/overview');
      const shown: [string, number][] = [
        ['No. of Clients', o.clients],
        ['No. of Positions', o.positions],
        ['No. of Candidates', o.candidates],
        ['Interviews Scheduled', o.interviews_scheduled],
        ['Positions without Candidates', o.positions_without_candidates],
        ['Positions Closed', o.positions_closed],
      ];
      // the counters take 2 seconds to reach their value
      for (const [label, n] of shown) await expect(cardValue(page, label)).toHaveText(figureText(n), { timeout: 5000 });

      // the same figures from other endpoints
      const clients = await admin.get<unknown[]>('/clientforms?per_page=1');
      expect(o.clients).toBe(clients.meta!.total);
      const closedJobs = await admin.get<unknown[]>('/recruitments/admin/all?status=closed&per_page=1');
      expect(o.positions_closed).toBe(closedJobs.meta!.total);
      // every closed job has a closure record; a reopened job keeps its old one (so >=, and = on fresh data)
      const closures = await admin.get<unknown[]>('/close?per_page=1');
      expect(closures.meta!.total).toBeGreaterThanOrEqual(o.positions_closed);
      expect(o.positions_closed).toBeGreaterThan(0); // the demo data has closed jobs: the check means something
    }).toPass({ timeout: 45_000 });

    await expect(card(page, 'Interviews Scheduled').getByRole('button')).toHaveCount(0);
    await expect(card(page, 'Positions without Candidates').getByRole('button')).toHaveCount(0);
  });

  test('each clickable card opens its modal with the rows of /stats/details, paged', async ({ page, playwright, baseURL, loginAs }) => {
    const admin = await asDemo(playwright.request, baseURL!, 'Admin');
    await loginAs('Admin');
    const cards: [string, string, string][] = [
      ['No. of Clients', 'Client Details', 'clients'],
      ['No. of Positions', 'Position Details', 'positions'],
      ['No. of Candidates', 'Candidate Details', 'candidates'],
      ['Positions Closed', 'Closed Job Details', 'closed'],
    ];
    type DetailRow = { job_title?: string; company_name?: string; candidate_name?: string };
    const rowsOf = async (kind: string, n: number) => {
      const res = await admin.get<DetailRow[]>(`/stats/details?kind=${kind}&page=${n}&per_page=10`);
      return { names: res.data.map((r) => r.company_name ?? r.candidate_name ?? r.job_title ?? ''), total: res.meta!.total };
    };
    // Other tests add candidates and jobs while this one runs: the dialog must show the API's page as
    // it was just before the dialog asked for it, or as it is just after.
    const expectShowsPage = async (dialog: Locator, before: string[], kind: string, n: number) => {
      await expect
        .poll(async () => {
          const shown = await firstCells(dialog);
          const after = (await rowsOf(kind, n)).names;
          return [before, after].some((names) => JSON.stringify(names) === JSON.stringify(shown));
        })
        .toBe(true);
    };
    for (const [label, title, kind] of cards) {
      const first = await rowsOf(kind, 1);
      expect(first.names.length).toBeGreaterThan(0);
      await card(page, label).getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('tbody tr').first()).toBeVisible();
      await expectShowsPage(dialog, first.names, kind, 1);
      await expectHeightAtMost(page, dialog, 0.8);

      if (first.total > 10) {
        await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
        const second = await rowsOf(kind, 2);
        await dialog.getByRole('button', { name: 'Next' }).click();
        await expect(dialog.getByText('Page 2 of')).toBeVisible();
        await expectShowsPage(dialog, second.names, kind, 2);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card(page, label).getByRole('button')).toBeFocused();
    }
  });

  test('a Project Status bar has its share as width and opens the modal of its bucket', async ({ page, playwright, baseURL, loginAs }) => {
    const admin = await asDemo(playwright.request, baseURL!, 'Admin');
    await loginAs('Admin');
    await expect(page.getByRole('heading', { name: 'Project Status' })).toBeVisible();

    const { data: o } = await admin.get<Overview>('/stats/overview');
    const sum = o.project_status.warning + o.project_status.caution + o.project_status.good;
    expect(sum).toBeGreaterThan(0);
    await expect(page.getByTestId('bar-warning')).toHaveAttribute('style', `width: ${Math.round((o.project_status.warning / sum) * 100)}%;`);

    await page.getByRole('button', { name: /^Warning/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Warning' });
    await expect(dialog).toBeVisible();
    const rows = await admin.get<{ job_title: string; notice_period: string }[]>('/stats/details?kind=warning&page=1&per_page=10');
    expect(rows.data.length).toBeGreaterThan(0);
    expect(rows.data.every((r) => r.notice_period.toLowerCase().includes('immediate'))).toBe(true);
    await expect.poll(() => firstCells(dialog)).toEqual(rows.data.map((r) => r.job_title));
    await expectHeightAtMost(page, dialog, 0.8);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Hrteam dashboard', () => {
  test('three cards open Client Details (N), Candidate Details (N) and Position Details; Position Details expands', async ({
    page,
    playwright,
    baseURL,
    loginAs,
  }) => {
    const hr = await asDemo(playwright.request, baseURL!, 'Hrteam');
    await loginAs('Hrteam');
    await expect(page.getByRole('heading', { level: 1, name: 'HR Team Dashboard' })).toBeVisible();
    await expect(figures(page).getByRole('button')).toHaveCount(3);

    // other suites may add a client meanwhile: compare with the server's answer of the same moment
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const { data: o } = await hr.get<Overview>('/stats/overview');
      await expect(cardValue(page, 'No. of Clients')).toHaveText(figureText(o.clients), { timeout: 5000 });
    }).toPass({ timeout: 45_000 });

    await card(page, 'No. of Clients').getByRole('button').click();
    const clients = page.getByRole('dialog', { name: /^Client Details \(\d+\)$/ });
    await expect(clients).toBeVisible();
    const clientRows = await hr.get<{ company_name: string }[]>('/stats/details?kind=clients&page=1&per_page=10');
    await expect(clients).toHaveAccessibleName(`Client Details (${clientRows.meta!.total})`);
    await expect(clients.getByRole('columnheader')).toHaveText(['Company Name', 'Email', 'Phone', 'Website']);
    await expect.poll(() => firstCells(clients)).toEqual(clientRows.data.map((r) => r.company_name));
    await expectHeightAtMost(page, clients, 0.95);
    await clients.getByRole('button', { name: 'Close' }).last().click();
    await expect(clients).toBeHidden();

    await card(page, 'No. of Candidates').getByRole('button').click();
    const candidates = page.getByRole('dialog', { name: /^Candidate Details \(\d+\)$/ });
    await expect(candidates.getByRole('columnheader')).toHaveText(['Candidate Name', 'Email', 'Phone', 'Location']);
    await expect(candidates.locator('tbody tr')).toHaveCount(10);
    await page.keyboard.press('Escape');

    await card(page, 'No. of Positions').getByRole('button').click();
    const positions = page.getByRole('dialog', { name: 'Position Details' });
    await expect(positions.locator('tbody tr').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // the oldest active job, from the demo seed: other suites add, close and delete only their own jobs,
    // so it is listed whenever the section fetches (the newest may arrive after that fetch)
    let jobs: { job_title: string; client_name: string }[] = [];
    await expect
      .poll(async () => {
        const { meta } = await hr.get<unknown[]>('/stats/details?kind=positions&page=1&per_page=1');
        jobs = (await hr.get<typeof jobs>(`/stats/details?kind=positions&page=${meta!.total}&per_page=1`)).data;
        return jobs.length; // 0 only if a job closed between the two reads
      })
      .toBe(1);
    const section = page.getByRole('button', { name: 'Position Details' });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    // its group links to its candidate status page, title and client encoded
    const href = `/hrteamdashboard/candidatestatus/${encodeURIComponent(jobs[0]!.job_title)}?client=${encodeURIComponent(jobs[0]!.client_name)}`;
    const links = page.getByRole('link', { name: jobs[0]!.job_title, exact: true });
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toContain(href);
    await links.nth(hrefs.indexOf(href)).click();
    await expect(page).toHaveURL(href);
  });
});

test.describe('the detail pop-ups on a 390 px phone', () => {
  /** Serious and critical WCAG A/AA violations only. */
  const seriousViolations = async (page: Page) =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  const POP_UPS: [DemoRole, RegExp, RegExp | string][] = [
    ['Admin', /^No\. of Positions/, 'Position Details'],
    ['Admin', /^No\. of Candidates/, 'Candidate Details'],
    ['Admin', /^Positions Closed/, 'Closed Job Details'],
    ['Admin', /^Warning/, 'Warning'],
    ['Admin', /^Caution/, 'Caution'],
    ['Admin', /^Good/, 'Good'],
    ['Bdm', /^No\. of Positions/, 'Position Details'],
    ['Bdm', /^No\. of Candidates/, 'Candidate Details'],
    ['Hrteam', /^No\. of Candidates/, /^Candidate Details \(\d+\)$/],
    ['Hrteam', /^No\. of Positions/, 'Position Details'],
  ];
  for (const role of ['Admin', 'Bdm', 'Hrteam'] as const) {
    test(`${role}: a table wider than the pop-up scrolls in a named region that takes keyboard focus; axe finds nothing serious`, async ({
      page,
      loginAs,
    }) => {
      test.slow(); // axe on up to six dialogs
      await page.setViewportSize({ width: 390, height: 844 });
      await loginAs(role);
      for (const [, opener, title] of POP_UPS.filter(([r]) => r === role)) {
        await page.getByRole('button', { name: opener }).first().click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog.locator('tbody tr').first()).toBeVisible();
        // every bucket of the demo data has rows, and its columns are wider than a phone
        const region = dialog.getByRole('region', { name: typeof title === 'string' ? title : /^Candidate Details/ });
        await expect(region).toHaveAttribute('tabindex', '0');
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => region.evaluate((el) => el.scrollLeft), { message: `${String(opener)}: the arrow keys scroll it` })
          .toBeGreaterThan(0);
        expect(await seriousViolations(page), String(opener)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
});

test.describe('notification bells', () => {
  for (const role of ['Hrteam', 'Bdm'] as const) {
    test(`${role}: a task assigned by Admin shows unread, is marked read on click, and stays read after signing in again`, async ({
      page,
      playwright,
      baseURL,
      loginAs,
    }) => {
      const admin = await asDemo(playwright.request, baseURL!, 'Admin');
      const member = await asDemo(playwright.request, baseURL!, role);
      const message = await assignTask(admin, DEMO_USERS[role].email, `${role} bell`);

      await loginAs(role);
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: role === 'Bdm' ? 'BDM Team Tasks' : 'Notifications' });
      await expect(panel).toBeVisible();
      const item = panel.getByRole('listitem').filter({ hasText: message });
      await expect(item).toContainText('Unread: ');
      await expect(item).toContainText('Recruitment Task');
      await expect(item).toContainText('No deadline');
      await expect(item).toContainText(/Just now|minute/);
      await expect(item).toContainText('high');

      await item.getByRole('button').click();
      await expect(item).toContainText('Read: ');
      await expect(item).not.toContainText('Unread');
      await expect.poll(async () => (await notificationOf(member, message))?.read).toBe(true);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell(page)).toBeFocused();

      await logOut(page);
      await loginAs(role);
      await bell(page).click();
      const again = page.getByRole('dialog').getByRole('listitem').filter({ hasText: message });
      await expect(again).toContainText('Read: ');
      await expect(again).not.toContainText('Unread');
    });
  }

  test("Bdm: 'Mark all as read' marks every notification for this user only", async ({ page, playwright, baseURL }) => {
    const admin = await asDemo(playwright.request, baseURL!, 'Admin');
    // a Bdm user of its own, so no other test's read state is touched
    const email = `bdm-bell-${Date.now()}@example.com`;
    const password = 'bell-test-password-1';
    await admin.post('/users', { username: email, password, user_role: 'Bdm' });
    const messages = [await assignTask(admin, email, 'mark all 1'), await assignTask(admin, email, 'mark all 2')];

    await signInAs(page, email, password, '/businessdashboard');
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'BDM Team Tasks' });
    for (const m of messages) await expect(panel.getByRole('listitem').filter({ hasText: m })).toContainText('Unread: ');

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    for (const m of messages) await expect(panel.getByRole('listitem').filter({ hasText: m })).toContainText('Read: ');

    const mine = await staffApi(playwright.request, baseURL!, email, password);
    for (const m of messages) expect((await notificationOf(mine, m))?.read).toBe(true);
    // the demo Bdm's own read state is untouched
    const demo = await asDemo(playwright.request, baseURL!, 'Bdm');
    expect((await notificationOf(demo, messages[0]!))?.read).toBe(false);
  });

  test("Bdm: the bell shows the newest 25, and older ones on 'Show older notifications'", async ({ page, playwright, baseURL }) => {
    const admin = await asDemo(playwright.request, baseURL!, 'Admin');
    const email = `bdm-older-${Date.now()}@example.com`;
    const password = 'bell-test-password-1';
    const user = await admin.post<{ id: number }>('/users', { username: email, password, user_role: 'Bdm' });
    // 26 tasks, oldest first: the 26th is the newest, the first falls on the second page
    const messages: string[] = [];
    for (let i = 0; i < 26; i++) {
      const message = `E2E older ${i} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await admin.post('/task-assigning', { user_id: user.data.id, job_id: null, message, priority_level: 'low' });
      messages.push(message);
    }

    await signInAs(page, email, password, '/businessdashboard');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'BDM Team Tasks' });
    await expect(panel.getByRole('listitem')).toHaveCount(25);
    await expect(panel.getByRole('listitem').filter({ hasText: messages[25]! })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: messages[0]! })).toHaveCount(0);

    const older = panel.getByRole('button', { name: 'Show older notifications' });
    await older.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('listitem').filter({ hasText: messages[0]! })).toContainText('Unread: ');
    expect(await panel.getByRole('listitem').count()).toBeGreaterThan(25);
    // the badge counts the whole team list, not the pages loaded
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  });

  test('the open panel and a dashboard modal have no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs('Bdm');
    await expect(cardValue(page, 'No. of Clients')).toBeVisible();
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'BDM Team Tasks' })).toBeVisible();
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');

    await card(page, 'No. of Candidates').getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Candidate Details' }).locator('tbody tr').first()).toBeVisible();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  });

  test('the HR dashboard with Position Details, the dropdown and a modal open has no WCAG A/AA violations', async ({ page, loginAs }) => {
    await loginAs('Hrteam');
    const axe = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);
    await page.getByRole('button', { name: 'Position Details' }).click();
    await expect(page.getByRole('link').filter({ hasText: 'Senior React Developer' }).first()).toBeVisible();
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');

    await card(page, 'No. of Clients').getByRole('button').click();
    await expect(
      page
        .getByRole('dialog', { name: /^Client Details/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
