import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import { API, createJobViaApi, firstClientId, uniqueId, type CreatedJob } from './support/jobs-api.js';

/**
 * Admin tools (staff-portal.md §2 "Admin task assignment", "Admin Contact Feedbacks",
 * "Admin Reported Job Scams"; api.md tasks and users). Every test makes its own data.
 */

// these flows sign in, create data and wait for a 5 s banner: give them room on a busy machine
test.describe.configure({ timeout: 60_000 });

/** A unique name without spaces: most of these make e-mail addresses too. */
const unique = (prefix: string) => `${prefix}-${uniqueId()}`;

/** YYYY-MM-DD in the browser's (and this machine's) time zone, `days` from today. */
function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A fresh job of the first client, created through the API with the signed-in Admin's session. */
const createJob = async (request: APIRequestContext, title: string) =>
  createJobViaApi(request, await firstClientId(request), {
    job_title: title,
    notice_period: '1 month',
    skills_required: 'Kotlin. Ktor. PostgreSQL.',
    job_location: 'Kochi',
  });

const jobSelect = (page: Page) => page.getByLabel('Select Job Posting');
const memberSelect = (page: Page) => page.getByLabel('Select Team Member');
const description = (page: Page) => page.getByLabel('Task Description');
const tasksPanel = (page: Page) => page.getByRole('region', { name: 'Recently Assigned Tasks' });

async function openTaskAssign(page: Page, job: CreatedJob) {
  await page.goto('/admindashboard/task-assign');
  await expect(page.getByRole('heading', { level: 1, name: 'Assign Recruitment Task to Team Member' })).toBeVisible();
  await expect(jobSelect(page).locator(`option[value="${job.job_id}"]`)).toHaveCount(1);
  await expect(memberSelect(page).getByRole('option', { name: 'hr@example.com (HR Team)' })).toHaveCount(1);
}

test.describe('task assignment', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('Admin');
  });

  test('assigns a task to hr@example.com: auto-filled description, success banner, first in the panel with NEW', async ({ page }) => {
    const job = await createJob(page.request, unique('E2E Payments Engineer'));
    await openTaskAssign(page, job);

    await expect(jobSelect(page).locator('option').first()).toHaveText('Choose a job posting...');
    await expect(memberSelect(page).locator('option').first()).toHaveText('Choose a team member...');
    await expect(description(page)).toHaveAttribute('placeholder', /auto-fills when you select a job posting/);
    const assign = page.getByRole('button', { name: 'Assign Recruitment Task' });
    await expect(assign).toBeDisabled(); // no member chosen yet

    await jobSelect(page).selectOption(String(job.job_id));
    await expect(description(page)).toHaveValue(
      `Handle recruitment for ${job.job_title} position at ${job.client_name}. Required skills: ${job.skills_required}`,
    );

    await memberSelect(page).selectOption({ label: 'hr@example.com (HR Team)' });
    const card = page.getByRole('group', { name: 'Selected team member' });
    await expect(card).toContainText('hr@example.com');
    await expect(card).toContainText('HR Team');
    await expect(card).toContainText('Member Since:');

    await expect(page.getByLabel('Priority Level')).toHaveValue('medium');
    await page.getByLabel('Priority Level').selectOption('high');
    await expect(page.getByLabel('Deadline')).toHaveAttribute('min', localDay(0));
    await page.getByLabel('Deadline').fill(localDay(7));
    await assign.click();

    const success = page.getByRole('status').filter({ hasText: 'Recruitment task assigned successfully!' });
    await expect(success).toBeVisible();
    // the form is reset
    await expect(jobSelect(page)).toHaveValue('');
    await expect(memberSelect(page)).toHaveValue('');
    await expect(description(page)).toHaveValue('');
    await expect(assign).toBeDisabled();

    // the list was refreshed: the new task is at the top, with NEW
    const first = tasksPanel(page).getByRole('article').first();
    await expect(first).toHaveAccessibleName(`Recruitment: ${job.job_title}`);
    await expect(first).toContainText('NEW');
    await expect(first).toContainText('HIGH');
    await expect(first).toContainText('hr@example.com');
    await expect(first).toContainText('HR Team');
    await expect(first).toContainText(job.job_location);
    await expect(first).toContainText('Deadline:');

    // the banner clears itself after 5 s
    await expect(success).toBeHidden({ timeout: 8000 });
  });

  test("'Clear Form' resets every field", async ({ page }) => {
    const job = await createJob(page.request, unique('E2E Clear Form Job'));
    await openTaskAssign(page, job);

    await jobSelect(page).selectOption(String(job.job_id));
    await memberSelect(page).selectOption({ label: 'hr@example.com (HR Team)' });
    await description(page).fill('Something else entirely');
    await page.getByLabel('Priority Level').selectOption('urgent');
    await page.getByLabel('Deadline').fill(localDay(3));

    await page.getByRole('button', { name: 'Clear Form' }).click();
    await expect(jobSelect(page)).toHaveValue('');
    await expect(memberSelect(page)).toHaveValue('');
    await expect(description(page)).toHaveValue('');
    await expect(page.getByLabel('Priority Level')).toHaveValue('medium');
    await expect(page.getByLabel('Deadline')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Selected team member' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assign Recruitment Task' })).toBeDisabled();
  });

  test("a past deadline shows the server's error and assigns nothing", async ({ page }) => {
    const job = await createJob(page.request, unique('E2E Past Deadline Job'));
    await openTaskAssign(page, job);

    await jobSelect(page).selectOption(String(job.job_id));
    await memberSelect(page).selectOption({ label: 'hr@example.com (HR Team)' });
    await page.getByLabel('Deadline').fill('2020-01-01');
    await page.getByRole('button', { name: 'Assign Recruitment Task' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Error assigning task. Please try again.' })).toBeVisible();
    await expect(page.getByText('Deadline cannot be in the past')).toBeVisible();
    await expect(page.getByLabel('Deadline')).toHaveAttribute('aria-invalid', 'true');
    // nothing was stored
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(tasksPanel(page).getByRole('article', { name: `Recruitment: ${job.job_title}` })).toHaveCount(0);
    const tasks = (await (await page.request.get(`${API}/task-assignments?per_page=100`)).json()) as { data: { job_id: number | null }[] };
    expect(tasks.data.some((t) => t.job_id === job.job_id)).toBe(false);
  });
});

test.describe('inboxes', () => {
  test('a feedback with markup is shown as literal text, in the table and in the narrow cards', async ({ page, loginAs }) => {
    const marker = unique('xss');
    const message = `<img src=x onerror=alert(1)> ${marker}`;
    const res = await page.request.post(`${API}/submit-feedback`, {
      data: { first_name: 'Eve', last_name: marker, email: `${marker}@example.com`, phone_number: '9876543210', message },
    });
    expect(res.status()).toBe(201);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await loginAs('Admin');
    await page.goto('/admindashboard/feedbacks');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Feedbacks' })).toBeVisible();

    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: marker });
    await expect(row.getByText(message, { exact: true })).toBeVisible();
    await expect(row).toContainText(`Eve ${marker}`);
    await expect(row).toContainText(`${marker}@example.com`);
    await expect(row).toContainText('9876543210');
    await expect(table.locator('img')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Feedback pages' })).toContainText(/Page 1 of \d+/);

    // narrow screens get cards instead of the table
    await page.setViewportSize({ width: 480, height: 900 });
    await expect(table).toBeHidden();
    const cards = page.getByRole('list', { name: 'Contact feedbacks, newest first' });
    await expect(cards.getByText(message, { exact: true })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("a scam report with a PDF proof shows 'View File' opening a new tab; one without shows 'No file'", async ({ page, loginAs }) => {
    const withProof = unique('Proof');
    const withoutProof = unique('NoProof');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const fields = (first: string) => ({
      first_name: first,
      last_name: 'Reporter',
      email: `${first.toLowerCase()}@example.com`,
      phone_number: '9123456780',
      issue_description: 'They asked for a registration fee before the interview.',
    });
    const sent = await page.request.post(`${API}/report-scam`, {
      multipart: { ...fields(withProof), proof_file: { name: 'fake-offer.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(sent.status()).toBe(201);
    const report = ((await sent.json()) as { data: { id: number } }).data;
    expect((await page.request.post(`${API}/report-scam`, { multipart: fields(withoutProof) })).status()).toBe(201);

    await loginAs('Admin');
    await page.goto('/admindashboard/scams');
    await expect(page.getByRole('heading', { level: 1, name: 'Reported Job Scams' })).toBeVisible();

    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: withProof });
    await expect(row).toContainText('Reporter');
    await expect(row).toContainText(`${withProof.toLowerCase()}@example.com`);
    await expect(row).toContainText('They asked for a registration fee before the interview.');
    const link = row.getByRole('link', { name: 'View File' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', `${API}/scams/${report.id}/proof`);
    // the link goes through the access check: the Admin gets the file
    const proof = await page.request.get(`${API}/scams/${report.id}/proof`);
    expect(proof.status()).toBe(200);
    expect((await proof.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const plain = table.getByRole('row').filter({ hasText: withoutProof });
    await expect(plain).toContainText('No file');
    await expect(plain.getByRole('link')).toHaveCount(0);
  });
});

test.describe('users', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs('Admin');
    await page.goto('/admindashboard/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('creates a Bdm user; deactivating them ends their session at once and their login fails', async ({ page, playwright, baseURL }) => {
    const email = `${unique('e2e-bdm')}@example.com`;
    const password = 'bdm-e2e-password-2026';

    // the password rule is checked before the server is asked
    const form = page.getByRole('form', { name: 'Add a user' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Business Development' });
    await form.getByLabel('Initial password').fill('short');
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();

    await form.getByLabel('Initial password').fill(password);
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${email} was added.` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Business Development');
    await expect(row).toContainText('Active');

    // their own session, kept as a token
    const theirs = await playwright.request.newContext({ baseURL });
    const login = await theirs.post(`${API}/login`, { data: { username: email, password } });
    expect(login.status()).toBe(200);
    const { token, user_role } = ((await login.json()) as { data: { token: string; user_role: string } }).data;
    expect(user_role).toBe('Bdm');
    const bearer = { authorization: `Bearer ${token}` };
    expect((await theirs.get(`${API}/me`, { headers: bearer })).status()).toBe(200);

    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText('signed out at once');
    await dialog.getByRole('button', { name: 'Deactivate User' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible();

    expect((await theirs.get(`${API}/me`, { headers: bearer })).status()).toBe(401);
    const again = await theirs.post(`${API}/login`, { data: { username: email, password } });
    expect(again.status()).toBe(401);
    expect(((await again.json()) as { message: string }).message).toBe('Invalid credentials');
    await theirs.dispose();
  });

  test('an Admin cannot deactivate themself: their own row offers no Deactivate, and the server refuses it (409)', async ({ page }) => {
    const row = page.getByRole('row').filter({ hasText: 'admin@example.com' }).filter({ hasText: '(you)' });
    await expect(row.getByRole('button', { name: 'Reset password of admin@example.com' })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
    const me = (await (await page.request.get(`${API}/me`)).json()) as { data: { id: number } };
    const refused = await page.request.patch(`${API}/users/${me.data.id}`, { data: { is_active: false } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('You cannot deactivate or demote yourself.');
    await page.reload();
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Inactive');
  });

  test('changes a role and resets a password', async ({ page, playwright, baseURL }) => {
    const email = `${unique('e2e-hr')}@example.com`;
    const created = await page.request.post(`${API}/users`, { data: { username: email, password: 'first-password-2026', user_role: 'Hrteam' } });
    expect(created.status()).toBe(201);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('HR Team');

    await row.getByRole('button', { name: `Change role of ${email}` }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Change role' });
    await roleDialog.getByLabel('Role').selectOption('Bdm');
    await roleDialog.getByRole('button', { name: 'Save Role' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row).toContainText('Business Development');

    await row.getByRole('button', { name: `Reset password of ${email}` }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Reset password' });
    await passwordDialog.getByLabel('New password').fill('second-password-2026');
    await passwordDialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(passwordDialog).toBeHidden();

    const theirs = await playwright.request.newContext({ baseURL });
    expect((await theirs.post(`${API}/login`, { data: { username: email, password: 'first-password-2026' } })).status()).toBe(401);
    const login = await theirs.post(`${API}/login`, { data: { username: email, password: 'second-password-2026' } });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { data: { user_role: string } }).data.user_role).toBe('Bdm');
    await theirs.dispose();
  });
});

test.describe('accessibility of the admin tools', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('Admin');
  });

  test('task assignment, with a chosen member and the task list, has no WCAG A/AA violations', async ({ page }) => {
    const job = await createJob(page.request, unique('E2E A11y Job'));
    await openTaskAssign(page, job);
    await jobSelect(page).selectOption(String(job.job_id));
    await memberSelect(page).selectOption({ label: 'hr@example.com (HR Team)' });
    await expect(page.getByRole('group', { name: 'Selected team member' })).toBeVisible();
    await expect(tasksPanel(page).getByText('Loading tasks...')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('the two inboxes have no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/admindashboard/feedbacks');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Feedbacks' })).toBeVisible();
    await expect(page.getByText('Loading feedbacks...')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    await page.goto('/admindashboard/scams');
    await expect(page.getByRole('heading', { level: 1, name: 'Reported Job Scams' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('the users page with the deactivation dialog open has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/admindashboard/users');
    await page.getByRole('row').filter({ hasText: 'bdm@example.com' }).getByRole('button', { name: 'Deactivate bdm@example.com' }).click();
    await expect(page.getByRole('dialog', { name: 'Deactivate this user?' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
