import { expect } from '@playwright/test';
import { MAIL_BASE_URL, linkIn, waitForMail } from './support/mailbox.js';
import { test } from './support/test.js';

/**
 * The end-to-end mail path: the app instance with SMTP_URL set sends what its outbox holds to a real
 * SMTP server (support/mail-sink.mjs), and a test reads it there, links included.
 */
test.use({ baseURL: MAIL_BASE_URL });

test('a password reset mail reaches the SMTP server with a link to this site', async ({ request }) => {
  const res = await request.post('/backend/api/v1/password-reset/request', { data: { email: 'bdm@example.com' } });
  expect(res.status()).toBe(200);
  const mail = await waitForMail({ to: 'bdm@example.com', subject: 'password' });
  const link = linkIn(mail, `${MAIL_BASE_URL}/reset-password`);
  expect(link).toMatch(/token=|\/reset-password\/.+/);
  expect(mail.headers['message-id']).toMatch(/^<outbox-\d+-\d+@/);
});
