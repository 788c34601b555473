import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import { dashboardNav } from './support/staff.js';

/**
 * The Reports area (issue 47): each report opens with its chart and data table, the range changes
 * through the URL, a table exports as CSV, and every report is axe clean at 390 and 1280 px.
 */

const REPORTS = [
  { kind: 'funnel', title: 'Funnel', table: 'Funnel steps' },
  { kind: 'time', title: 'Time to fill', table: 'Time in stage (days)' },
  { kind: 'sources', title: 'Sources', table: 'Sources' },
  { kind: 'clients', title: 'Clients', table: 'Clients' },
  { kind: 'recruiters', title: 'Recruiter activity', table: 'Activity per person' },
] as const;

const reportTabs = (page: Page) => page.getByRole('navigation', { name: 'Reports' });

async function reportShown(page: Page, title: string, table: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: table, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /chart: the table beside it holds the same figures/ }).first()).toBeVisible();
}

test('Admin opens each report from the sidebar, changes the range and exports a CSV', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs('Admin');
  await dashboardNav(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports\/funnel$/);
  await reportShown(page, 'Funnel', 'Funnel steps');
  // the funnel's steps in order, applications first
  const steps = page.getByRole('region', { name: 'Funnel steps' }).getByRole('rowheader');
  await expect(steps).toHaveText(['Applications', 'Screening', 'HR interview', 'Client CV review', 'Client interview', 'Offer', 'Joined']);

  // a range of the URL: the page reads it back and the server answers for it
  const from = page.getByLabel('From');
  await from.fill('2025-01-01');
  await expect(page).toHaveURL(/from=2025-01-01/);
  const answered = page.waitForResponse((r) => r.url().includes('/reports/funnel') && r.url().includes('to=2025-06-30'));
  await page.getByLabel('To').fill('2025-06-30');
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-06-30/);
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('2025-01-01');
  await expect(page.getByLabel('To')).toHaveValue('2025-06-30');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/reports\/funnel$/);

  // CSV export of the table shown
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV: Funnel steps' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('funnel-steps.csv');
  const text = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe('Step,Candidates,Conversion from the step before');
  expect(text).toContain('Applications,');

  // across every job only the funnel's totals are kept: its jobs come with a client chosen (decision 305)
  await expect(page.getByText('Choose a client or a job to see the funnel of its jobs with the most applications.')).toBeVisible();
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.selectOption({ index: 1 });
  await expect(page).toHaveURL(/client_id=\d+/);
  await expect(page.getByRole('heading', { level: 3, name: 'Funnel per job (the most applications first)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // the clients report is paged; its CSV holds every client (decision 307)
  await reportTabs(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await reportShown(page, 'Clients', 'Clients');
  const shown = await page.getByRole('region', { name: 'Clients' }).getByRole('rowheader').count();
  const clientsCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV: Clients' }).click();
  const clientsText = fs.readFileSync((await (await clientsCsv).path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = clientsText.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Client,Open positions,Submissions,CV reviews,Median response (days),Hires');
  expect(lines.length - 1).toBeGreaterThanOrEqual(shown);

  // every report, through its tab, keeping the range
  for (const r of REPORTS) {
    await reportTabs(page).getByRole('link', { name: r.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${r.kind}`));
    await reportShown(page, r.title, r.table);
  }
});

test('Bdm and Hrteam see only the reports open to them', async ({ page, loginAs }) => {
  await loginAs('Bdm');
  await page.goto('/reports/funnel');
  await expect(reportTabs(page).getByRole('link')).toHaveText(['Funnel', 'Time to fill', 'Sources', 'Clients']);
  await page.goto('/reports/recruiters');
  await expect(page.getByText('This report is not open to your role.')).toBeVisible();

  await loginAs('Hrteam');
  await page.goto('/reports/funnel');
  await expect(reportTabs(page).getByRole('link')).toHaveText(['Funnel', 'Time to fill', 'Recruiter activity']);
  await reportTabs(page).getByRole('link', { name: 'Recruiter activity' }).click();
  await reportShown(page, 'Recruiter activity', 'Activity per person');
  // Hrteam has no recruiter filter: they read their own activity
  await expect(page.getByRole('combobox', { name: 'Recruiter' })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`every report is axe clean at ${width} px`, async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await loginAs('Admin');
    for (const r of REPORTS) {
      await page.goto(`/reports/${r.kind}`);
      await reportShown(page, r.title, r.table);
      expect(await violations(page), `${r.kind} at ${width}px`).toEqual([]);
    }
  });
}
