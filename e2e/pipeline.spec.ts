import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { seriousViolations } from './support/axe.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, unique } from './support/jobs-api.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * The recruiter's workspace (issue 15): a job's pipeline board worked by keyboard, an interview
 * scheduled from a card, its invitation downloaded; axe on the new pages at 390 and 1280 px.
 */

/** A job with one applicant whose tracker exists (the card stands in Screening). */
async function jobWithApplicant(baseURL: string) {
  const bdm = await staffApi(baseURL, 'Bdm');
  const hr = await staffApi(baseURL, 'Hrteam');
  const anonymous = await anonymousApi(baseURL);
  const client = await createClientViaApi(bdm);
  const job = await createJobViaApi(bdm, client.id, { no_of_positions: 3 });
  const name = unique('Riya');
  const applied = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(job.job_id),
      candidate_name: name,
      email: `${unique('riya').replace(/\s+/g, '.')}@mail.example`,
      mobile_number: '9876543210',
      current_location: 'Pune',
      resume: pdfFile('cv.pdf'),
      privacy_consent: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const candidateId = ((await applied.json()) as { data: { id: number } }).data.id;
  expect((await hr.post(`${API}/process-tracker`, { data: { candidate_id: candidateId } })).status()).toBe(201);
  await Promise.all([bdm.dispose(), hr.dispose(), anonymous.dispose()]);
  return { job, name, candidateId };
}

const column = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label}`) });
const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name });

/** Tomorrow in the browser's time zone, as the date input wants it. */
function tomorrow(): { value: string; monday: boolean } {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, monday: d.getDay() === 1 };
}

test.describe('pipeline board', () => {
  test('open a job pipeline, move a card by keyboard, schedule an interview and download the .ics', async ({ page, baseURL, loginAs }) => {
    const { job, name } = await jobWithApplicant(baseURL!);
    await loginAs('Hrteam');

    const answer = await page.goto(`/jobs/${job.job_id}/pipeline`);
    expect(answer?.status()).toBe(200); // a staff page under the public /jobs/{id}: the app shell, not a 404
    await expect(page.getByRole('heading', { level: 1, name: `Pipeline: ${job.job_title}` })).toBeVisible();
    await expect(column(page, 'Screening').getByRole('heading', { level: 2 })).toContainText('1 candidate');
    const screeningCard = card(column(page, 'Screening'), name);
    await expect(screeningCard).toContainText('Entered this stage today');

    // keyboard only: focus the card, Tab past the name's link to the profile to its first button, Enter
    await screeningCard.focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/candidates\/\d+$/);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Move to Hr Interview');
    await page.keyboard.press('Enter');
    const hrCard = card(column(page, 'Hr Interview'), name);
    await expect(hrCard).toBeVisible();
    await expect(hrCard).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(`${name} moved to Hr Interview.`);
    await expect(column(page, 'Screening').getByRole('heading', { level: 2 })).toContainText('0 candidates');

    // schedule the HR interview from the card, by keyboard
    await page.keyboard.press('Tab'); // the name's link to the profile
    await page.keyboard.press('Tab'); // Move to Client Cv Review
    await page.keyboard.press('Tab'); // Schedule interview
    await expect(page.locator(':focus')).toHaveText('Schedule interview');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule HR Interview' });
    await expect(dialog).toBeVisible();
    const day = tomorrow();
    await dialog.getByLabel('Date').fill(day.value);
    await dialog.getByLabel('Time').fill('10:30');
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await dialog.getByRole('textbox', { name: 'Interviewer', exact: true }).fill('Meera Kapoor');
    await dialog.getByLabel('Place').fill('Talentra office, Baner, Pune');
    await dialog.getByLabel('Meeting link').fill('https://meet.example/riya');
    await dialog.getByRole('button', { name: 'Schedule interview' }).press('Enter');
    await expect(dialog.getByRole('status')).toContainText('HR Interview scheduled for');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download invitation (.ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
    const ics = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    const start = new Date(`${day.value}T10:30:00`)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain(`SUMMARY:HR Interview: ${name} – ${job.job_title}`);
    expect(ics).toContain('LOCATION:Talentra office\\, Baner\\, Pune');
    expect(ics).toContain('URL;VALUE=URI:https://meet.example/riya');
    expect(ics).toMatch(/ORGANIZER;CN="Talentra Staffing Solutions":mailto:/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(hrCard).toContainText('HR Interview:');

    // the week's list has it, with its invitation
    await page.getByRole('link', { name: "This week's interviews" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "This week's interviews" })).toBeVisible();
    if (day.monday) await page.getByRole('button', { name: /Next week/ }).click();
    await expect(page.getByRole('link', { name: `Download invitation (.ics) for ${name}` })).toBeVisible();
  });

  test('Bdm reads the board: names only, no buttons', async ({ page, baseURL, loginAs }) => {
    const { job, name } = await jobWithApplicant(baseURL!);
    await loginAs('Bdm');
    await page.goto(`/jobs/${job.job_id}/pipeline`);
    const bdmCard = card(column(page, 'Screening'), name);
    await expect(bdmCard).toBeVisible();
    await expect(bdmCard.getByRole('button')).toHaveCount(0);
    await expect(bdmCard).not.toContainText('@');
  });

  for (const width of [390, 1280]) {
    test(`the board and the week page have no serious or critical axe violation at ${width} px`, async ({ page, baseURL, loginAs }) => {
      const { job, candidateId } = await jobWithApplicant(baseURL!);
      const hr = await staffApi(baseURL!, 'Hrteam');
      await hr.put(`${API}/process-tracker/${candidateId}/with-job-check`, { data: { screening: 'completed' } });
      const startsAt = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
      const scheduled = await hr.post(`${API}/interviews`, {
        data: {
          candidate_id: candidateId,
          starts_at: startsAt,
          duration_minutes: 30,
          interviewer: 'Meera Kapoor',
          meeting_url: 'https://meet.example/x',
        },
      });
      expect(scheduled.status(), await scheduled.text()).toBe(201);
      await hr.dispose();

      await page.setViewportSize({ width, height: 800 });
      await loginAs('Hrteam');
      await page.goto(`/jobs/${job.job_id}/pipeline`);
      await expect(page.getByRole('heading', { level: 1, name: `Pipeline: ${job.job_title}` })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Reject' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/hrteamdashboard/interviews');
      await expect(page.getByRole('heading', { level: 1, name: "This week's interviews" })).toBeVisible();
      await expect(page.getByRole('button', { name: /Next week/ })).toBeVisible();
      await expect(page.getByText('Loading interviews...')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
