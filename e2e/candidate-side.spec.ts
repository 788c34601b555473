import { expect, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { violations } from './support/axe.js';
import { API, anonymousApi, createJobViaApi, firstClientId, pdfFile, staffApi, uniqueId } from './support/jobs-api.js';
import { MAIL_BASE_URL, linkIn, waitForMail } from './support/mailbox.js';
import { test } from './support/test.js';

/**
 * Issue 46, the candidate's side: the acknowledgement's link opens the applicant's own page, which
 * follows the stage staff set and lets them withdraw; the page asks for an e-mail without one.
 */
test.use({ baseURL: MAIL_BASE_URL });

const stageOf = (page: Page, jobTitle: string) => page.getByRole('listitem').filter({ hasText: jobTitle });

test('apply → the acknowledgement’s link → the stage → staff moves it → the page shows it → withdraw', async ({ page }) => {
  test.setTimeout(120_000); // the mail's round trip through the SMTP server, and two staff calls
  const bdm = await staffApi(MAIL_BASE_URL, 'Bdm');
  const hr = await staffApi(MAIL_BASE_URL, 'Hrteam');
  const anonymous = await anonymousApi(MAIL_BASE_URL);
  const job = await createJobViaApi(bdm, await firstClientId(bdm));
  const email = `applicant.${uniqueId()}@mail.example`;
  const applied = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(job.job_id),
      candidate_name: 'Riya Sharma',
      email,
      mobile_number: '9876543210',
      current_location: 'Pune',
      privacy_consent: PRIVACY_NOTICE_VERSION,
      resume: pdfFile('cv.pdf'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const candidateId = ((await applied.json()) as { data: { id: number } }).data.id;

  const ack = await waitForMail({ to: email, subject: 'We received your application' });
  const link = linkIn(ack, `${MAIL_BASE_URL}/my-applications#`);
  await page.goto(link);
  await expect(stageOf(page, job.job_title)).toContainText('Received');
  // the token left the address bar
  expect(new URL(page.url()).hash).toBe('');

  // staff move the stage: the page (kept for the tab) shows it on reload
  expect((await hr.post(`${API}/process-tracker`, { data: { candidate_id: candidateId } })).status()).toBe(201);
  const step = await hr.put(`${API}/process-tracker/${candidateId}/with-job-check`, { data: { screening: 'completed' } });
  expect(step.status(), await step.text()).toBe(200);
  await page.reload();
  await expect(stageOf(page, job.job_title)).toContainText('In review');
  expect(await violations(page)).toEqual([]);

  const card = stageOf(page, job.job_title);
  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await card.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(page.getByText('Your application has been withdrawn.')).toBeVisible();
  await expect(card).toContainText('Withdrawn');

  // the link opened once: following it again offers a new one
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This link has expired or has already been used. Please ask for a new one.');
  await Promise.all([bdm.dispose(), hr.dispose(), anonymous.dispose()]);
});

for (const width of [390, 1280]) {
  test(`/my-applications asks for the e-mail, the same answer for any address, axe clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/my-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Email').fill(`nobody.${uniqueId()}@mail.example`);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toHaveText(/If we have applications from that e-mail address/);
    expect(await violations(page)).toEqual([]);
  });
}
