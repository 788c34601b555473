import { expect, request as apiRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import { API, createJobViaApi, firstClientId, staffApi, tenDigits, uniqueId } from './support/jobs-api.js';
import { resumePdf } from './support/resume-pdf.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * The HR hiring screens (staff-portal.md §2 "Hrteam All Positions", "Hrteam candidate status",
 * "Hrteam HR candidate form", "Hrteam Referred Friends"; §4 "Hiring stages", "Closed job view").
 * Every test makes its own job, candidate and referral: other specs share the database.
 */

const STAGE_LABELS = ['Hr Interview', 'Client Cv Review', 'Client Interview', 'Offer Letter', 'Candidate Joined'] as const;

/** A one-position job with a unique title, created by the Bdm through the API. */
const createJob = async (bdm: APIRequestContext, title: string) =>
  createJobViaApi(bdm, await firstClientId(bdm), { job_title: title, no_of_positions: 1 });

/** Titles of the jobs the public sees for a search. */
async function publicJobTitles(baseURL: string, q: string): Promise<string[]> {
  const anonymous = await apiRequest.newContext({ baseURL });
  const res = await anonymous.get(`${API}/recruitments`, { params: { q } });
  const titles = ((await res.json()) as { data: { job_title: string }[] }).data.map((j) => j.job_title);
  await anonymous.dispose();
  return titles;
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
    const title = `E2E Hiring ${uniqueId()}`;
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
    const candidateName = `Riya ${uniqueId()}`;
    await page.getByLabel(/^Full Name/).fill(candidateName);
    await page.getByLabel(/^Email/).fill(`riya.${uniqueId()}@mail.example`);
    await page.getByLabel(/^Mobile Number/).fill(tenDigits());
    await page.getByLabel(/^Current Location/).fill('Pune');
    await page.getByLabel(/^Current Company/).fill('Northwind');
    await page.getByLabel(/^Resume/).setInputFiles({ name: 'riya-cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('Riya CV') });
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
    const title = `E2E Form ${uniqueId()}`;
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
    const email = `dup.${uniqueId()}@mail.example`;
    const fill = async () => {
      await page.getByLabel(/^Full Name/).fill('Dup Candidate');
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Mobile Number/).fill(tenDigits());
      await page.getByLabel(/^Current Location/).fill('Pune');
      await page.getByLabel(/^Resume/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('CV') });
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
    const title = `E2E Referral ${uniqueId()}`;
    const bdm = await staffApi(baseURL!, 'Bdm');
    const job = await createJob(bdm, title);
    await bdm.dispose();

    const anonymous = await apiRequest.newContext({ baseURL });
    const candidateName = `Arjun ${uniqueId()}`;
    const applied = await anonymous.post(`${API}/candidates`, {
      multipart: {
        job_id: String(job.job_id),
        candidate_name: candidateName,
        email: `arjun.${uniqueId()}@mail.example`,
        mobile_number: tenDigits(),
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('Arjun CV') },
      },
    });
    expect(applied.status()).toBe(201);
    const candidateId = ((await applied.json()) as { data: { id: number } }).data.id;
    const friendName = `Friend ${uniqueId()}`;
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
