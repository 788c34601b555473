import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { dashboardNav } from './support/staff.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, unique } from './support/jobs-api.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/** Serious and critical WCAG A/AA violations only (issue 15's bar for the new pages). */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** An application through the public API, with an e-mail and a phone nobody else has. */
async function applyAs(baseURL: string, jobId: number, name: string) {
  const anonymous = await anonymousApi(baseURL);
  const email = `${unique('ws').replace(/\s+/g, '.')}@mail.example`;
  const phone = `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const res = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(jobId),
      candidate_name: name,
      email,
      mobile_number: phone,
      current_location: 'Pune',
      resume: pdfFile('cv.pdf'),
      privacy_consent: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await anonymous.dispose();
  return { id, email, phone };
}

async function openJob(baseURL: string) {
  const bdm = await staffApi(baseURL, 'Bdm');
  const client = await createClientViaApi(bdm);
  const job = await createJobViaApi(bdm, client.id);
  await bdm.dispose();
  return job;
}

test.describe("the recruiter's workspace", () => {
  test('search → profile → note → resume view on the record → export CSV → duplicate warning', async ({ page, browser, baseURL, loginAs }) => {
    test.slow(); // two browsers and a dozen page loads: 26 s in CI beside another worker
    const job = await openJob(baseURL!);
    const tag = unique('Wsp').replace(/\s+/g, '');
    const candidate = await applyAs(baseURL!, job.job_id, `Ishita ${tag}`);

    // search, from the HR sidebar
    await loginAs('Hrteam');
    await dashboardNav(page).getByRole('link', { name: 'Candidates' }).click();
    await expect(page).toHaveURL('/candidates');
    await page.getByRole('searchbox', { name: /Search candidates/ }).fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/candidates\\?q=${tag}`));
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name/);

    // the CSV of this search: BOM, header row, the person
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('candidates.csv');
    const csv = fs.readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Phone,Location,First applied,Applications');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Ishita ${tag}`);

    // the profile
    await page.getByRole('link', { name: `Ishita ${tag}` }).click();
    await expect(page).toHaveURL(`/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ishita ${tag}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Applications (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: candidate.email })).toBeVisible();

    // a note, shown in the timeline with its author
    await page.getByLabel('Add a note').fill('Spoke on the phone: available from March.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const timeline = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Note: Spoke on the phone: available from March.');
    await expect(timeline.getByRole('listitem').first()).toContainText('hr@example.com');

    // the resume in a sandboxed viewer, served from the same origin; the read is on the record
    const viewed = page.waitForResponse((r) => r.url().endsWith(`/candidates/${candidate.id}/resume/inline`));
    await page.getByRole('button', { name: 'View resume' }).click();
    const frame = page.locator('iframe[title^="Resume of"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('src', `${API}/candidates/${candidate.id}/resume/inline`);
    const inline = await viewed;
    expect(inline.status()).toBe(200);
    expect(inline.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // Hrteam does not see the audit part of the timeline
    await page.reload();
    await expect(timeline.getByRole('listitem').first()).toContainText('Note:');
    await expect(timeline).not.toContainText('Resume viewed');

    // Admin does, with who and when
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await loginAs('Admin', adminPage);
    await adminPage.goto(`/candidates/${candidate.id}`);
    const adminTimeline = adminPage.getByRole('list', { name: 'Changes, newest first' });
    await expect(adminTimeline.locator('li[data-kind="resume_viewed"]').first()).toContainText('Resume viewed');
    await expect(adminTimeline.locator('li[data-kind="resume_viewed"]').first()).toContainText('hr@example.com');

    // adding the same person again: 'Possible duplicate', with a link to their profile
    await adminPage.goto('/admindashboard/candidateform-page');
    await adminPage.getByLabel(/^Email/).fill(candidate.email.toUpperCase());
    const warning = adminPage.getByRole('status').filter({ hasText: 'Possible duplicate' });
    await expect(warning).toBeVisible();
    await warning.getByRole('link', { name: `Ishita ${tag}` }).click();
    await expect(adminPage).toHaveURL(`/candidates/${candidate.id}`);
    await adminContext.close();
  });

  test('the Job filter finds a closed job by typing, picked by keyboard; the URL holds it and a reload names it', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const bdm = await staffApi(baseURL!, 'Bdm');
    const client = await createClientViaApi(bdm);
    const tag = unique('Archive').replace(/\s+/g, '');
    const job = await createJobViaApi(bdm, client.id, { job_title: `Archivist ${tag}` });
    const other = await createJobViaApi(bdm, client.id);
    await applyAs(baseURL!, job.job_id, `Meera ${tag}`);
    await applyAs(baseURL!, other.job_id, `Kabir ${tag}`);
    const closed = await bdm.post(`${API}/job-closure/${job.job_id}/close`, { data: { candidate_ids: [], reason: 'Filled elsewhere' } });
    expect(closed.status(), await closed.text()).toBe(200);
    await bdm.dispose();
    const label = `Archivist ${tag} (${client.company_name}) · closed`;

    await loginAs('Hrteam');
    await page.goto('/candidates');
    const box = page.getByRole('combobox', { name: 'Job' });
    await box.click();
    await expect(page.getByRole('listbox', { name: 'Job' })).toBeVisible(); // the newest jobs, before anything is typed
    await box.pressSequentially(tag);
    const option = page.getByRole('listbox', { name: 'Job' }).getByRole('option', { name: label });
    await expect(option).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Job' }).getByRole('option')).toHaveCount(1);
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Enter');

    await expect(page).toHaveURL(`/candidates?job_id=${job.job_id}`);
    await expect(box).toHaveValue(label);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const results = page.getByRole('table');
    await expect(results.getByRole('link', { name: `Meera ${tag}` })).toBeVisible();
    await expect(results.getByRole('link', { name: `Kabir ${tag}` })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue(label);
    await expect(page.getByRole('table').getByRole('link', { name: `Meera ${tag}` })).toBeVisible();
  });

  test('Bdm has no way in: the pages send them to sign-in, the API answers 403', async ({ page, baseURL, loginAs }) => {
    await loginAs('Bdm');
    await page.goto('/candidates');
    await expect(page).toHaveURL('/login');
    const bdm = await staffApi(baseURL!, 'Bdm');
    expect((await bdm.get(`${API}/candidates/people`)).status()).toBe(403);
    expect((await bdm.get(`${API}/candidates/people/export`)).status()).toBe(403);
    await bdm.dispose();
  });

  test('a note with a long unbroken word wraps inside its card: the page stays as wide as the phone, and the board as wide as the window', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const job = await openJob(baseURL!);
    const candidate = await applyAs(baseURL!, job.job_id, `Wrap ${unique('Long')}`);
    const hr = await staffApi(baseURL!, 'Hrteam');
    const link = `Assessment link: https://assess.example.com/r?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(12)}`;
    expect((await hr.post(`${API}/candidates/${candidate.id}/notes`, { data: { body: link } })).status()).toBe(201);
    await hr.dispose();
    const pageWidth = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

    await page.setViewportSize({ width: 390, height: 900 });
    await loginAs('Hrteam');
    await page.goto(`/candidates/${candidate.id}`);
    await expect(page.getByText(link)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
    const phone = await pageWidth();
    expect(phone.scroll).toBeLessThanOrEqual(phone.client);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/jobs/${job.job_id}/pipeline`);
    await expect(page.getByRole('heading', { level: 1, name: `Pipeline: ${job.job_title}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Screening/ })).toBeVisible();
    const wide = await pageWidth();
    expect(wide.scroll).toBeLessThanOrEqual(wide.client);
  });

  for (const width of [390, 1280]) {
    test(`/candidates and /candidates/{id} have no serious or critical axe violations at ${width} px`, async ({ page, baseURL, loginAs }) => {
      test.slow(); // axe on two pages: 26 s in CI beside another worker
      const job = await openJob(baseURL!);
      const candidate = await applyAs(baseURL!, job.job_id, `Axe ${unique('Check')}`);
      await page.setViewportSize({ width, height: 900 });
      await loginAs('Admin');
      await page.goto('/candidates');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // with the Job filter's list open
      await page.getByRole('combobox', { name: 'Job' }).click();
      await expect(page.getByRole('listbox', { name: 'Job' }).getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/candidates/${candidate.id}`);
      await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
