import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, unique, uniqueId } from './support/jobs-api.js';
import { MAIL_BASE_URL, linkIn, waitForMail } from './support/mailbox.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';
import { test } from './support/test.js';

/**
 * Issue 44: Hrteam sends three candidates to a client's contact from the job's board; the contact
 * gets the link by real SMTP, opens it in a fresh browser (no staff cookie), shortlists one and
 * rejects one with a reason; the tracker, the timeline, the bell and the recruiter's mail show it; a
 * revoked link answers 410; so does an expired one (its expiry set in the past in the app's own
 * database: the e2e server has no clock to move).
 */
test.use({ baseURL: MAIL_BASE_URL });

async function candidateAtReview(anonymous: APIRequestContext, hr: APIRequestContext, jobId: number, name: string) {
  const applied = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(jobId),
      candidate_name: name,
      email: `${uniqueId()}@mail.example`,
      mobile_number: '9876512345',
      current_location: 'Pune',
      privacy_consent: PRIVACY_NOTICE_VERSION,
      resume: pdfFile('cv.pdf'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const id = ((await applied.json()) as { data: { id: number } }).data.id;
  expect((await hr.post(`${API}/process-tracker`, { data: { candidate_id: id } })).status()).toBe(201);
  for (const stage of ['screening', 'hr_interview']) {
    const step = await hr.put(`${API}/process-tracker/${id}/with-job-check`, { data: { [stage]: 'completed' } });
    expect(step.status(), await step.text()).toBe(200);
  }
  return id;
}

/**
 * The SQLite file of the app instance that sends mail: playwright.config.ts gives each run a fresh
 * `data-<time>` folder in the output folder (E2E_OUTPUT_DIR), the mail instance's database in its
 * `mail-instance` folder. The newest folder is this run's (the config removes those over an hour old).
 */
function mailInstanceDatabase(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outputDir = process.env.E2E_OUTPUT_DIR ? path.resolve(process.env.E2E_OUTPUT_DIR) : path.join(here, '.output');
  const runs = fs
    .readdirSync(outputDir)
    .filter((name) => /^data-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(5)) - Number(a.slice(5)));
  const file = path.join(outputDir, runs[0]!, 'mail-instance', 'talentra.sqlite');
  expect(fs.existsSync(file), file).toBe(true);
  return file;
}

async function axeClean(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

test('Hrteam sends three candidates; the client shortlists one and rejects one by the mailed link; a revoked link is gone', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const admin = await staffApi(MAIL_BASE_URL, 'Admin');
  const bdm = await staffApi(MAIL_BASE_URL, 'Bdm');
  const hr = await staffApi(MAIL_BASE_URL, 'Hrteam');
  const anonymous = await anonymousApi(MAIL_BASE_URL);
  const client = await createClientViaApi(admin, unique('Review Client'));
  const contactEmail = `${uniqueId()}@client.example`;
  const contact = await bdm.post(`${API}/clientforms/${client.id}/contacts`, {
    data: { name: 'Kavya Rao', email: contactEmail, phone: '9876500001', designation: 'Engineering manager' },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const job = await createJobViaApi(admin, client.id);
  const names = [unique('Arjun'), unique('Bela'), unique('Chitra')];
  const ids: number[] = [];
  for (const name of names) ids.push(await candidateAtReview(anonymous, hr, job.job_id, name));

  // Hrteam sends them from the board
  await loginAs('Hrteam');
  await page.goto(`/jobs/${job.job_id}/pipeline`);
  const panel = page.getByRole('region', { name: 'Client review' });
  await panel.getByRole('button', { name: 'Send to client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to client' });
  for (const name of names) await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  await dialog.getByLabel('Contact').selectOption({ label: `Kavya Rao (${contactEmail}), Engineering manager` });
  await dialog.getByLabel('Note to the client').fill('Three backend profiles for your team.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('Sent to the client.')).toBeVisible();
  await expect(panel.getByText(`Review link to Kavya Rao (${contactEmail}) · Active`)).toBeVisible();

  // the contact's mail, through the real SMTP server
  const mail = await waitForMail({ to: contactEmail, subject: 'Candidates for your review' });
  const link = linkIn(mail, `${MAIL_BASE_URL}/review/`);
  expect(mail.text).toContain('Three backend profiles for your team.');

  // a fresh browser: no staff cookie
  const clientContext = await browser.newContext({ baseURL: MAIL_BASE_URL });
  const review = await clientContext.newPage();
  const opened = await review.goto(link);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  await expect(review.getByRole('heading', { level: 1, name: 'Candidates for your review' })).toBeVisible();
  await expect(review.getByText('Three backend profiles for your team.')).toBeVisible();
  for (const name of names) await expect(review.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(review.getByText('@mail.example')).toHaveCount(0);
  await expect(review.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axeClean(review);

  const card = (name: string) => review.locator('article').filter({ has: review.getByRole('heading', { level: 2, name }) });
  const first = card(names[0]!);
  await first.getByRole('radio', { name: 'Shortlist for interview' }).check();
  await first.getByRole('button', { name: 'Send decision' }).click();
  await expect(first.getByText('Your decision: Shortlisted for interview.')).toBeVisible();

  const second = card(names[1]!);
  await second.getByRole('radio', { name: 'Not suitable' }).check();
  await second.getByLabel('Reason').fill('Needs more Kafka');
  await second.getByRole('button', { name: 'Send decision' }).click();
  await expect(second.getByText('Your decision: Not suitable (Needs more Kafka).')).toBeVisible();
  await axeClean(review);

  // the tracker, the timeline, the bell and the recruiter's mail
  const tracker0 = (await (await hr.get(`${API}/process-tracker/${ids[0]}`)).json()) as { data: { client_cv_review: string | null } };
  expect(tracker0.data.client_cv_review).toBe('completed');
  const tracker1 = (await (await hr.get(`${API}/process-tracker/${ids[1]}`)).json()) as { data: { rejection_reason: string | null } };
  expect(tracker1.data.rejection_reason).toBe('Client: Needs more Kafka');
  await page.goto(`/candidates/${ids[1]}`);
  await expect(page.getByText(/Not suitable by Kavya Rao .*: Needs more Kafka/)).toBeVisible();
  const bell = await hr.get(`${API}/notifications`);
  expect(await bell.text()).toContain(`marked ${names[1]}: Not suitable (Needs more Kafka)`);
  const news = await waitForMail({ to: 'hr@example.com', subject: 'A client has decided on a candidate' });
  expect(news.text).toMatch(/Kavya Rao/);

  // staff revoke the link: the page says so and whom to contact
  await page.goto(`/jobs/${job.job_id}/pipeline`);
  await panel.getByRole('button', { name: /^Revoke the link to Kavya Rao/ }).click();
  await expect(panel.getByText(`Review link to Kavya Rao (${contactEmail}) · Revoked`)).toBeVisible();
  await review.reload();
  await expect(review.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(review.getByText('This review link has been withdrawn. Please contact hr@example.com for a new one.')).toBeVisible();
  await axeClean(review);

  await clientContext.close();
  for (const c of [admin, bdm, hr, anonymous]) await c.dispose();
});

test('an expired link answers 410 with a page that says it expired and whom to contact (axe clean at 390 and 1280 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await staffApi(MAIL_BASE_URL, 'Admin');
  const bdm = await staffApi(MAIL_BASE_URL, 'Bdm');
  const hr = await staffApi(MAIL_BASE_URL, 'Hrteam');
  const anonymous = await anonymousApi(MAIL_BASE_URL);
  const client = await createClientViaApi(admin, unique('Expiry Client'));
  const contactEmail = `${uniqueId()}@client.example`;
  const contact = await bdm.post(`${API}/clientforms/${client.id}/contacts`, { data: { name: 'Ira Sen', email: contactEmail } });
  expect(contact.status(), await contact.text()).toBe(201);
  const job = await createJobViaApi(admin, client.id);
  const candidate = unique('Dev');
  const id = await candidateAtReview(anonymous, hr, job.job_id, candidate);
  const sent = await hr.post(`${API}/client-reviews`, {
    data: { job_id: job.job_id, contact_id: ((await contact.json()) as { data: { id: number } }).data.id, candidate_ids: [id] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const linkId = ((await sent.json()) as { data: { id: number } }).data.id;
  const link = linkIn(await waitForMail({ to: contactEmail, subject: 'Candidates for your review' }), `${MAIL_BASE_URL}/review/`);

  // fourteen days later, in the app's own database
  const db = new Database(mailInstanceDatabase());
  try {
    db.pragma('busy_timeout = 5000');
    const changed = db.prepare('update client_reviews set expires_at = ? where id = ?').run(new Date(Date.now() - 60_000).toISOString(), linkId);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }

  // a fresh browser: no staff cookie
  const clientContext = await browser.newContext({ baseURL: MAIL_BASE_URL });
  const review = await clientContext.newPage();
  const answer = review.waitForResponse((r) => r.url().includes(`${API}/client-review/`) && r.request().method() === 'GET');
  await review.goto(link);
  expect((await answer).status()).toBe(410);
  await expect(review.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(review.getByText('This review link has expired. Please contact hr@example.com for a new one.')).toBeVisible();
  await expect(review.getByText(candidate)).toHaveCount(0);
  await axeClean(review);
  // staff see it as expired
  const links = await hr.get(`${API}/client-reviews?job_id=${job.job_id}`);
  expect(((await links.json()) as { data: { id: number; status: string }[] }).data.find((l) => l.id === linkId)?.status).toBe('expired');

  await clientContext.close();
  for (const c of [admin, bdm, hr, anonymous]) await c.dispose();
});

test('Bdm adds, edits and deletes a client’s contacts on the client’s edit page (axe clean at 390 and 1280 px)', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const admin = await staffApi(MAIL_BASE_URL, 'Admin');
  const client = await createClientViaApi(admin, unique('Contacts Client'));
  const email = `${uniqueId()}@client.example`;

  await loginAs('Bdm');
  await page.goto(`/businessdashboard/clientformedit/${client.id}`);
  const section = page.getByRole('region', { name: 'Contacts' });
  await section.getByRole('button', { name: 'Add contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add contact' });
  await add.getByLabel('Name').fill('Nisha Menon');
  await add.getByLabel('E-mail').fill(email);
  await add.getByLabel('Designation').fill('Talent partner');
  await add.getByRole('button', { name: 'Save contact' }).click();
  await expect(section.getByText('Contact saved.')).toBeVisible();
  await expect(section.getByText('Nisha Menon, Talent partner')).toBeVisible();
  await axeClean(page);

  await section.getByRole('button', { name: 'Edit the contact Nisha Menon' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit contact Nisha Menon' });
  await edit.getByLabel('Designation').fill('Head of talent');
  await edit.getByRole('button', { name: 'Save contact' }).click();
  await expect(section.getByText('Nisha Menon, Head of talent')).toBeVisible();

  await section.getByRole('button', { name: 'Delete the contact Nisha Menon' }).click();
  await page.getByRole('dialog', { name: 'Delete contact' }).getByRole('button', { name: 'Delete contact' }).click();
  await expect(section.getByText('Contact deleted.')).toBeVisible();
  await expect(section.getByText(email)).toHaveCount(0);
});
