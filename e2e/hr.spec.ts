import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { DEMO_USERS, type DemoRole } from './support/staff.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * The HR hiring screens (staff-portal.md §2 "Hrteam All Positions", "Hrteam candidate status",
 * "Hrteam HR candidate form", "Hrteam Referred Friends"; §4 "Hiring stages", "Closed job view").
 * Every test makes its own job, candidate and referral: other specs share the database.
 */

const API = '/backend/api/v1';
const STAGE_LABELS = ['Hr Interview', 'Client Cv Review', 'Client Interview', 'Offer Letter', 'Candidate Joined'] as const;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const tenDigits = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A small, real PDF (the server checks the bytes, not the name). */
function pdfBytes(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 770 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** An API client signed in as a demo user (Bearer token: no cookie, no browser). */
async function staffApi(baseURL: string, role: DemoRole): Promise<APIRequestContext> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post(`${API}/login`, { data: { username: DEMO_USERS[role].email, password: DEMO_USERS[role].password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

interface CreatedJob {
  job_id: number;
  job_title: string;
  client_name: string;
}

/** A one-position job with a unique title, created by the Bdm through the API. */
async function createJob(bdm: APIRequestContext, title: string): Promise<CreatedJob> {
  const clients = await bdm.get(`${API}/clientforms/dropdown`);
  expect(clients.ok()).toBe(true);
  const clientId = ((await clients.json()) as { data: { id: number }[] }).data[0]!.id;
  const res = await bdm.post(`${API}/recruitments`, {
    data: {
      client_id: clientId,
      job_title: title,
      min_experience: 1,
      max_experience: 4,
      type_of_industry: 'IT & Software Development',
      notice_period: '15 to 30 days',
      benefit: 'Cab,Food',
      budget: 900000,
      package: 800000,
      qualification: 'B.Tech',
      skills_required: 'Playwright. TypeScript.',
      job_location: 'Pune',
      no_of_positions: 1,
      working_days: 5,
      hiring_type: 'Full Time',
      work_mode: 'Hybrid',
      key_responsibilities: 'Automate the hiring flow',
      job_description: 'An end-to-end test position.',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: CreatedJob }).data;
}

/** Titles of the jobs the public sees for a search. */
async function publicJobTitles(baseURL: string, q: string): Promise<string[]> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const res = await anonymous.get(`${API}/recruitments`, { params: { q } });
  const titles = ((await res.json()) as { data: { job_title: string }[] }).data.map((j) => j.job_title);
  await anonymous.dispose();
  return titles;
}

/** WCAG 2.1 A and AA violations on the page as it is now (colour contrast included). */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const stageRadio = (dialog: Locator, label: string) => dialog.getByRole('radio', { name: label, exact: true });

/** Only `offered` (and Rejected) can be chosen; every other stage is disabled. */
async function expectOnlyOffered(dialog: Locator, offered: string | null) {
  for (const label of STAGE_LABELS) {
    if (label === offered) await expect(stageRadio(dialog, label)).toBeEnabled();
    else await expect(stageRadio(dialog, label)).toBeDisabled();
  }
}

async function openPositionFromGrid(page: Page, title: string) {
  await page.goto('/hrteamdashboard/positions');
  await page.getByPlaceholder('Search positions...').fill(title);
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 position(s)');
  await expect(card).toContainText('Active');
  await card.click();
}

test.describe('HR hiring', () => {
  test('adds a candidate, takes them through the five stages, and the filled job closes', async ({ page, baseURL, loginAs }) => {
    test.setTimeout(120_000);
    const title = `E2E Hiring ${unique()}`;
    const bdm = await staffApi(baseURL!, 'Bdm');
    const job = await createJob(bdm, title);
    await bdm.dispose();
    expect(await publicJobTitles(baseURL!, title)).toEqual([title]);
    await page.goto(`/careers?q=${encodeURIComponent(title)}`);
    await expect(page.getByText(title).first()).toBeVisible();

    await loginAs('Hrteam');
    await openPositionFromGrid(page, title);
    await expect(page).toHaveURL(new RegExp(`/hrteamdashboard/candidatestatus/${encodeURIComponent(title)}\\?client=`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('No Candidates Found')).toBeVisible();
    const statusUrl = page.url();
    expect(await violations(page)).toEqual([]);

    // Add Candidate: the job is preselected, the form returns to this page
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    await expect(page).toHaveURL(/\/hrteamdashboard\/candidateform-page$/);
    await expect(page.getByRole('link', { name: 'Back to Job' })).toBeVisible();
    await expect(page.getByLabel(/^Job/)).toHaveValue(String(job.job_id));
    const candidateName = `Riya ${unique()}`;
    await page.getByLabel(/^Full Name/).fill(candidateName);
    await page.getByLabel(/^Email/).fill(`riya.${unique()}@mail.example`);
    await page.getByLabel(/^Mobile Number/).fill(tenDigits());
    await page.getByLabel(/^Current Location/).fill('Pune');
    await page.getByLabel(/^Current Company/).fill('Northwind');
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'riya-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Riya CV') });
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(page.getByText('Candidate submitted successfully!')).toBeVisible();
    await expect(page.getByText('Redirecting back to job page...')).toBeVisible();
    await expect(page).toHaveURL(statusUrl);

    const card = page.getByRole('article', { name: candidateName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Northwind');
    await expect(page.getByText('Applications', { exact: true }).locator('..')).toContainText('1');

    // Select: status Selected, a tracker, and the tracker modal
    await card.getByRole('button', { name: /^Select/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hiring Process Tracker' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Pending: Hr Interview')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    for (const [index, label] of STAGE_LABELS.entries()) {
      await expectOnlyOffered(dialog, label);
      await expect(stageRadio(dialog, 'Rejected')).toBeEnabled();
      await stageRadio(dialog, label).check();
      await expect(dialog.getByText(`Ready to mark "${label}" as completed?`)).toBeVisible();
      if (label === 'Candidate Joined') {
        await expect(dialog.getByText('This confirms that the candidate has officially joined and the position is filled.')).toBeVisible();
        await expect(dialog.getByText('Selected: 1 of 1 · Positions Left: 0')).toBeVisible();
      }
      await dialog.getByRole('button', { name: 'Update Progress' }).click();
      await expect(stageRadio(dialog, label)).toBeDisabled();
      await expect(dialog.getByText(`${index + 1} of 5 stages completed`)).toBeVisible();
    }

    // the last position is filled: the server closed the job and said so
    await expect(dialog.getByRole('alert')).toContainText(`All 1 position(s) for "${title}" are filled`);
    await expectOnlyOffered(dialog, null);
    await expect(stageRadio(dialog, 'Rejected')).toBeDisabled();
    await expect(dialog.getByText('Job Closed', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update Progress' })).toHaveCount(0);
    await expect(dialog.getByText('Process Complete')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Job Closed' })).toBeVisible();
    await expect(page.getByText('Reason: All positions filled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Candidate' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'SELECTED' })).toBeVisible();
    await expect(page.getByText('Selected (Offer Done)', { exact: true }).locator('..')).toContainText('1');
    await expect(page.getByText('Positions Left', { exact: true }).locator('..')).toContainText('0');

    // the positions grid shows it closed, and the public no longer sees it
    await page.goto('/hrteamdashboard/positions');
    await page.getByPlaceholder('Search positions...').fill(title);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('Closed');
    expect(await violations(page)).toEqual([]);
    expect(await publicJobTitles(baseURL!, title)).toEqual([]);
    // the server sends /careers with its results already in the page (issue 17)
    await page.goto(`/careers?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('the candidate form requires a resume and shows the server refusing a second application', async ({ page, baseURL, loginAs }) => {
    test.setTimeout(60_000);
    const title = `E2E Form ${unique()}`;
    const bdm = await staffApi(baseURL!, 'Bdm');
    const job = await createJob(bdm, title);
    await bdm.dispose();

    await loginAs('Hrteam');
    await page.goto('/hrteamdashboard/candidateform-page');
    await expect(page.getByRole('link', { name: 'Back to Positions' })).toHaveAttribute('href', '/hrteamdashboard/positions');
    await expect(page.getByRole('link', { name: 'Back to Job' })).toHaveCount(0);
    await page.getByLabel(/^Job/).selectOption(String(job.job_id));
    await page.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(page.getByText('Resume file is required.')).toBeVisible();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    // the same e-mail twice for one job: the server's 409 message is shown
    const email = `dup.${unique()}@mail.example`;
    const fill = async () => {
      await page.getByLabel(/^Full Name/).fill('Dup Candidate');
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Mobile Number/).fill(tenDigits());
      await page.getByLabel(/^Current Location/).fill('Pune');
      await page.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes('CV') });
    };
    await fill();
    await page.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(page.getByText('Candidate submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL('/hrteamdashboard/positions');

    await page.goto('/hrteamdashboard/candidateform-page');
    await page.getByLabel(/^Job/).selectOption(String(job.job_id));
    await fill();
    await page.getByRole('button', { name: 'Submit Candidate' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have already applied for this job.');
  });

  test('Referred Friends lists a referral made through the public API', async ({ page, baseURL, loginAs }) => {
    test.setTimeout(60_000);
    const title = `E2E Referral ${unique()}`;
    const bdm = await staffApi(baseURL!, 'Bdm');
    const job = await createJob(bdm, title);
    await bdm.dispose();

    const anonymous = await apiRequest.newContext({ baseURL });
    const candidateName = `Arjun ${unique()}`;
    const applied = await anonymous.post(`${API}/candidates`, {
      multipart: {
        job_id: String(job.job_id),
        candidate_name: candidateName,
        email: `arjun.${unique()}@mail.example`,
        mobile_number: tenDigits(),
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Arjun CV') },
      },
    });
    expect(applied.status()).toBe(201);
    const candidateId = ((await applied.json()) as { data: { id: number } }).data.id;
    const friendName = `Friend ${unique()}`;
    const contact = tenDigits();
    const referred = await anonymous.post(`${API}/refer-a-friend`, {
      data: {
        candidate_id: candidateId,
        job_id: job.job_id,
        friend_name: friendName,
        friend_contact: contact,
        friend_email: 'friend@mail.example',
        preferred_company: null,
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(referred.status()).toBe(201);
    await anonymous.dispose();

    await loginAs('Hrteam');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Referred Friends' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Referred Friends \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('Contact details of friends referred by candidates for manual outreach')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: friendName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(candidateName);
    await expect(row).toContainText(title);
    await expect(row).toContainText('Pune');
    await expect(row.getByRole('link', { name: contact })).toHaveAttribute('href', `tel:${contact}`);
    await expect(row.getByRole('link', { name: 'friend@mail.example' })).toHaveAttribute('href', 'mailto:friend@mail.example');
    await expect(page.getByText('Total Referrals:')).toBeVisible();
    await expect(page.getByText('With Email:')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('Admin has the same candidate form, and its Back goes to the Admin overview', async ({ page, loginAs }) => {
    test.setTimeout(60_000);
    await loginAs('Admin');
    await page.goto('/admindashboard/candidateform-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Candidate' })).toBeVisible();
    await expect(page.getByLabel(/^Job/).locator('option', { hasText: 'Senior React Developer' })).toHaveCount(1);
    await expect(page.getByLabel(/^Job/).locator('option', { hasText: 'QA Automation Engineer' })).toHaveCount(0); // closed
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/admindashboard');
  });
});
