import { expect, type Page } from '@playwright/test';
import { JOB_ALERT_MSG } from '@talentra/contract';
import { violations } from './support/axe.js';
import { createJobViaApi, firstClientId, staffApi, uniqueId } from './support/jobs-api.js';
import { MAIL_BASE_URL, linkIn, receivedMail, waitForMail } from './support/mailbox.js';
import { test } from './support/test.js';

/**
 * Issue 46, job alerts: a careers search with no match offers an alert → the confirmation mail's
 * link starts it → a matching job → the digest arrives → one POST of its List-Unsubscribe link
 * (RFC 8058) ends it. The mail-enabled instance runs alert "days" of 4 s, looked at every second
 * (JOB_ALERT_DAY_SECONDS, JOB_ALERT_CHECK_SECONDS in playwright.config.ts).
 */
test.use({ baseURL: MAIL_BASE_URL });

async function axeCleanAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
}

test('subscribe → confirm → a matching job → the digest → unsubscribe with one POST', async ({ page, request }) => {
  test.setTimeout(150_000);
  const keyword = `Zephyrine${uniqueId()}`;
  const email = `alerts.${uniqueId()}@mail.example`;

  // a search that matches nothing says so and offers the alert
  await page.goto(`/careers?q=${keyword}`);
  await expect(page.getByText('No job openings available at the moment.')).toBeVisible();
  await page.getByRole('button', { name: 'Tell me about jobs like these' }).click();
  const form = page.getByRole('form', { name: JOB_ALERT_MSG.offer });
  await expect(form).toContainText(`keyword “${keyword}”`);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('radio', { name: 'Daily' }).check();
  await axeCleanAtBothWidths(page);
  await form.getByRole('button', { name: 'E-mail me new jobs' }).click();
  await expect(page.getByText(JOB_ALERT_MSG.requested)).toBeVisible();

  // the confirmation mail: its link shows a page with a button (opening it changes nothing)
  const confirm = await waitForMail({ to: email, subject: 'Confirm your job alert' });
  expect(confirm.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  await page.goto(linkIn(confirm, `${MAIL_BASE_URL}/alerts/confirm/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB_ALERT_MSG.confirmTitle);
  await axeCleanAtBothWidths(page);
  await page.getByRole('button', { name: JOB_ALERT_MSG.confirmButton }).click();
  await expect(page.getByText(JOB_ALERT_MSG.confirmed)).toBeVisible();
  await axeCleanAtBothWidths(page);

  // staff post a matching job, and one that does not match: the digest lists the first only
  const bdm = await staffApi(MAIL_BASE_URL, 'Bdm');
  const clientId = await firstClientId(bdm);
  const match = await createJobViaApi(bdm, clientId, { job_title: `${keyword} Platform Engineer` });
  const other = await createJobViaApi(bdm, clientId, { job_title: `Unrelated ${uniqueId()} Engineer` });
  const digest = await waitForMail({ to: email, subject: 'New jobs for your alert' }, 60_000);
  expect(digest.text).toContain(`${match.job_title}, Pune: ${MAIL_BASE_URL}/jobs/${match.job_id}`);
  expect(digest.text).not.toContain(other.job_title);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /^<([^>]+)>$/.exec(digest.headers['list-unsubscribe'] ?? '')?.[1];
  expect(unsubscribeUrl).toMatch(new RegExp(`^${MAIL_BASE_URL}/alerts/unsubscribe/[A-Za-z0-9_-]{43}$`));

  // the link in a browser: a page with a button, which unsubscribes nothing by itself
  await page.goto(unsubscribeUrl!);
  await expect(page.getByRole('button', { name: JOB_ALERT_MSG.unsubscribeButton })).toBeVisible();
  await axeCleanAtBothWidths(page);

  // a mail provider's one-click POST: no session, no CSRF token, from another site
  const res = await request.post(unsubscribeUrl!, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://mail.provider.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(JOB_ALERT_MSG.unsubscribed);

  // no more digests: another matching job, two alert "days", nothing new to this address
  const mailsBefore = (await receivedMail()).filter((m) => m.to.includes(email)).length;
  await createJobViaApi(bdm, clientId, { job_title: `${keyword} Data Engineer` });
  await page.waitForTimeout(9_000);
  expect((await receivedMail()).filter((m) => m.to.includes(email)).length).toBe(mailsBefore);

  // the page after the one-click POST, as a person pressing the button sees it
  await page.getByRole('button', { name: JOB_ALERT_MSG.unsubscribeButton }).click();
  await expect(page.getByText(JOB_ALERT_MSG.unsubscribed)).toBeVisible();
  await axeCleanAtBothWidths(page);
});
