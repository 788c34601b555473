import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import {
  anonymousApi,
  API,
  labelText,
  createClientViaApi,
  createJobViaApi,
  fillEveryPosition,
  publiclyListed,
  staffApi,
  unique,
  type CreatedJob,
} from './support/jobs-api.js';

/** The Admin job list, searched down to one job; returns its row. */
async function openJobRow(page: Page, title: string) {
  await page.goto('/admindashboard/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'All Job List' })).toBeVisible();
  await page.getByLabel('Search jobs').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  return row;
}

/** A row's actions are one menu (issue 43): open it and choose an item. */
async function rowAction(page: Page, row: Locator, item: 'Edit' | 'Pipeline' | 'Close' | 'Reopen' | 'Delete') {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function expectCareers(page: Page, title: string, listed: boolean) {
  await page.goto(`/careers?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  if (listed) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  } else {
    await expect(page.getByText('No job openings available at the moment.')).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  }
}

async function newJob(baseURL: string, overrides: Record<string, unknown> = {}): Promise<CreatedJob> {
  const admin = await staffApi(baseURL, 'Admin');
  const client = await createClientViaApi(admin);
  const job = await createJobViaApi(admin, client.id, overrides);
  await admin.dispose();
  return job;
}

test.describe('Admin All Job List', () => {
  test('shows the Active, Closed and Total counts of every job', async ({ page, baseURL, loginAs }) => {
    const admin = await staffApi(baseURL!, 'Admin');
    const serverTotal = async (status?: string) =>
      (
        (await (await admin.get(`${API}/recruitments/admin/all`, { params: { per_page: 1, ...(status ? { status } : {}) } })).json()) as {
          meta: { total: number };
        }
      ).meta.total;
    await loginAs('Admin');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Job List' }).click();
    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    const count = async (label: string) => Number(await figure(label).innerText());
    // each figure against its own count on the server: Active against the open and paused jobs, not
    // against Total minus Closed (which is how the page computes it). Other specs change jobs in
    // parallel, so the page is read again until it and the server agree at one moment.
    await expect(async () => {
      await page.reload();
      await expect(figure('Total')).not.toHaveText('–');
      const shown = { active: await count('Active'), closed: await count('Closed'), total: await count('Total') };
      const [total, closed, open, paused] = await Promise.all([serverTotal(), serverTotal('closed'), serverTotal('open'), serverTotal('paused')]);
      expect(shown).toEqual({ active: open + paused, closed, total });
    }).toPass({ timeout: 30_000 });
    await admin.dispose();
  });

  test('closing a job with a reason takes it off /careers and records the closure; reopening puts it back', async ({ page, baseURL, loginAs }) => {
    test.slow(); // many page loads on a shared machine
    const job = await newJob(baseURL!);
    const reason = unique('Client paused hiring');
    await loginAs('Admin');

    let row = await openJobRow(page, job.job_title);
    await rowAction(page, row, 'Close');
    const closeDialog = page.getByRole('dialog', { name: 'Close Job' });
    await closeDialog.getByRole('button', { name: 'Close Job' }).click();
    await expect(closeDialog.getByText('A reason is required')).toBeVisible();
    await closeDialog.getByLabel('Reason for closing').fill(reason);
    await closeDialog.getByRole('button', { name: 'Close Job' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Job closed successfully.' })).toBeVisible();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    await expect(row.getByText(reason)).toBeVisible();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Reopen' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await expectCareers(page, job.job_title, false);
    const admin = await staffApi(baseURL!, 'Admin');
    const closures = (await (await admin.get(`${API}/close`, { params: { per_page: 100 } })).json()) as {
      data: { recruitment: { job_id: number }; closure_reason: string }[];
    };
    expect(closures.data.find((c) => c.recruitment.job_id === job.job_id)?.closure_reason).toBe(reason);
    await admin.dispose();

    row = await openJobRow(page, job.job_title);
    await rowAction(page, row, 'Reopen');
    const reopenDialog = page.getByRole('dialog', { name: 'Reopen Job' });
    await expect(reopenDialog.getByText('Are you sure you want to reopen this closed job?')).toBeVisible();
    await reopenDialog.getByRole('button', { name: 'Reopen Job' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Job reopened successfully.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The job is visible on the career page.' })).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();

    await expectCareers(page, job.job_title, true);
  });

  test('raising the positions of an auto-closed job reopens it automatically', async ({ page, baseURL, loginAs }) => {
    test.slow(); // an application and five stage updates first
    const job = await newJob(baseURL!, { no_of_positions: 1 });
    expect(await fillEveryPosition(baseURL!, job.job_id, 1)).toBe(true);
    const anonymous = await anonymousApi(baseURL!);
    expect(await publiclyListed(anonymous, job.job_title)).toBe(false);

    await loginAs('Admin');
    const row = await openJobRow(page, job.job_title);
    await expect(row.getByRole('cell', { name: '1/1' })).toBeVisible();
    await expect(row.getByText('All positions filled')).toBeVisible();
    await rowAction(page, row, 'Edit');

    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(dialog.getByText(/Raising No\. of Positions above the original 1 reopens it/)).toBeVisible();
    await expect(dialog.getByLabel('Job is active (is_active)')).not.toBeChecked();
    await dialog.getByLabel(labelText('No. of Positions')).fill('2');
    await dialog.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }).click();

    const result = dialog.getByRole('status');
    await expect(result).toContainText('automatically REOPENED');
    await expect(result).toContainText('Positions changed from 1 to 2.');
    await expect(result).toContainText('visible on the career page');
    await expect(dialog.getByRole('button', { name: 'Update Job', exact: true })).toBeVisible();

    expect(await publiclyListed(anonymous, job.job_title)).toBe(true);
    await anonymous.dispose();
  });

  test('a missing required field is listed under "Validation Failed" and nothing is sent', async ({ page, baseURL, loginAs }) => {
    const job = await newJob(baseURL!);
    await loginAs('Admin');
    const row = await openJobRow(page, job.job_title);
    await rowAction(page, row, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/recruitments/')) updates.push(r.url());
    });
    await dialog.getByLabel(labelText('Job Title')).fill('');
    await dialog.getByRole('button', { name: 'Update Job', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Validation Failed');
    await expect(dialog.getByRole('alert')).toContainText('Job Title: This field is required');
    await expect(dialog.getByText('This field is required', { exact: true })).toBeVisible();
    expect(updates).toEqual([]);
  });

  test('deleting a job asks first, then removes it from the list', async ({ page, baseURL, loginAs }) => {
    const job = await newJob(baseURL!);
    await loginAs('Admin');
    const row = await openJobRow(page, job.job_title);
    await rowAction(page, row, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete Job' });
    await expect(dialog.getByText('Are you sure you want to delete this job?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await rowAction(page, row, 'Delete');
    await dialog.getByRole('button', { name: 'Delete Job' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Job deleted successfully.' })).toBeVisible();
    await expect(row).toHaveCount(0);
    const anonymous = await anonymousApi(baseURL!);
    expect((await anonymous.get(`${API}/recruitments/${job.job_id}`)).status()).toBe(404);
    await anonymous.dispose();
  });

  test('the job list and its edit and close dialogs have no WCAG A/AA violations', async ({ page, baseURL, loginAs }) => {
    test.slow();
    const job = await newJob(baseURL!);
    await loginAs('Admin');
    const row = await openJobRow(page, job.job_title);
    expect(await violations(page)).toEqual([]);
    await rowAction(page, row, 'Edit');
    await expect(page.getByRole('dialog', { name: 'Edit Job' }).getByLabel(labelText('Job Title'))).toHaveValue(job.job_title);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await rowAction(page, row, 'Close');
    await expect(page.getByRole('dialog', { name: 'Close Job' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
