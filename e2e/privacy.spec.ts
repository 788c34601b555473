import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, tenDigits, unique } from './support/jobs-api.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * Personal data (issue 18): a referred friend removes their details through the link of their
 * e-mail (the page deletes nothing until its button is pressed), and Admin exports and erases a
 * candidate on the Personal data page.
 */

test('a referred friend removes their details with the link of their e-mail; opening it deletes nothing', async ({ page, baseURL }) => {
  const admin = await staffApi(baseURL!, 'Admin');
  const job = await createJobViaApi(admin, (await createClientViaApi(admin)).id);
  const anonymous = await anonymousApi(baseURL!);
  const applied = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(job.job_id),
      candidate_name: unique('Referrer'),
      email: `${unique('referrer').replace(/\s+/g, '.')}@mail.example`,
      mobile_number: tenDigits(),
      current_location: 'Pune',
      privacy_consent: PRIVACY_NOTICE_VERSION,
      resume: pdfFile('cv.pdf'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const friendEmail = `${unique('friend').replace(/\s+/g, '.')}@mail.example`;
  const referred = await anonymous.post(`${API}/refer-a-friend`, {
    data: {
      candidate_id: ((await applied.json()) as { data: { id: number } }).data.id,
      job_id: job.job_id,
      friend_name: 'Kavya',
      friend_contact: tenDigits(),
      friend_email: friendEmail,
      privacy_consent: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(referred.status(), await referred.text()).toBe(201);
  const referralId = ((await referred.json()) as { data: { id: number } }).data.id;

  // the friend's mail, as the Outbox keeps it (no mail server in tests)
  const mails = (await (await admin.get(`${API}/outbox`, { params: { per_page: 100 } })).json()) as { data: { id: number; to_address: string }[] };
  const mail = mails.data.find((m) => m.to_address === friendEmail)!;
  const body = (await (await admin.get(`${API}/outbox/${mail.id}`)).json()) as { data: { text_body: string } };
  const link = /https?:\/\/[^\s]+\/referral-removal#[a-f0-9]{64}/.exec(body.data.text_body)?.[0];
  expect(link).toBeDefined();

  const referralIds = async () =>
    ((await (await admin.get(`${API}/refer-a-friend`, { params: { per_page: 100 } })).json()) as { data: { id: number }[] }).data.map((r) => r.id);
  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Remove my details' })).toBeVisible();
  expect(await referralIds()).toContain(referralId); // opening the page deleted nothing
  await page.getByRole('button', { name: 'Remove my details' }).click();
  await expect(page.getByRole('status')).toHaveText('Your details have been removed. We will not contact you about this referral again.');
  expect(await referralIds()).not.toContain(referralId);

  await page.reload();
  await page.getByRole('button', { name: 'Remove my details' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has already been used or is not valid.');
  await admin.dispose();
  await anonymous.dispose();
});

test('Admin finds a candidate on the Personal data page, downloads the export and erases them', async ({ page, baseURL, loginAs }) => {
  const admin = await staffApi(baseURL!, 'Admin');
  const job = await createJobViaApi(admin, (await createClientViaApi(admin)).id);
  const anonymous = await anonymousApi(baseURL!);
  const email = `${unique('erase').replace(/\s+/g, '.')}@mail.example`;
  const applied = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(job.job_id),
      candidate_name: 'Zenobia Erasewell',
      email,
      mobile_number: tenDigits(),
      current_location: 'Pune',
      privacy_consent: PRIVACY_NOTICE_VERSION,
      resume: pdfFile('cv.pdf'),
    },
  });
  expect(applied.status()).toBe(201);
  await anonymous.dispose();

  await loginAs('Admin');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Personal data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  await page.getByLabel('Candidate id, e-mail or phone').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('table', { name: 'Applications of this person' })).toContainText('Zenobia Erasewell');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download everything (zip)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased:' })).toContainText('1 file(s)');
  const left = (await (await admin.get(`${API}/candidates`, { params: { q: email } })).json()) as { data: unknown[] };
  expect(left.data).toEqual([]);
  await admin.dispose();
});
