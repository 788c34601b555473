import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import {
  anonymousApi,
  API,
  createClientViaApi,
  createJobViaApi,
  labelText,
  logoFile,
  pdfFile,
  publiclyListed,
  staffApi,
  unique,
  uniqueGstin,
} from './support/jobs-api.js';

/** A labelled control, whether or not its label carries the required star. */
const field = (page: Page, label: string) => page.getByLabel(labelText(label));

async function fillByLabel(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function expectOnCareers(page: Page, title: string) {
  await page.goto(`/careers?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
}

test.describe('Bdm clients', () => {
  test('creates a client with a logo and an SLA, finds it in the list and edits only what changed', async ({ page, loginAs }) => {
    test.slow(); // many page loads on a shared machine
    const company = unique('Acme Tools');
    await loginAs('Bdm');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'CO FORM' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Details Form' })).toBeVisible();

    await fillByLabel(page, {
      'Company Name': company,
      Website: 'https://acme-tools.example',
      'Company Email': 'hr@acme-tools.example',
      'Company Phone': '9876543210',
      Location: 'Pune',
      'GST Number': uniqueGstin(),
      'Contact Name': 'Asha Rao',
      Designation: 'HR Manager',
      'Contact Email': 'asha@acme-tools.example',
      'Contact Phone': '9876543211',
    });
    await field(page, 'Company Logo').setInputFiles(logoFile());
    await field(page, 'SLA Document').setInputFiles(pdfFile('sla.pdf'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
    await expect(field(page, 'Company Name')).toHaveValue('');

    // the list, searched on the server
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Client List' }).click();
    await page.getByLabel('Search clients').fill(company);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(company) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'hr@acme-tools.example' })).toBeVisible();

    // edit: only the changed field goes to the server, as multipart POST ?_method=PUT
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /View current logo/ })).toHaveAttribute('href', /\/clientforms\/\d+\/logo$/);
    await expect(dialog.getByRole('link', { name: /View current SLA/ })).toHaveAttribute('href', /\/clientforms\/\d+\/sla$/);
    await dialog.getByLabel(labelText('Location')).fill('Mumbai');

    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/clientforms\/\d+\?_method=PUT$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Update Client' }).click();
    const request = await sent;
    const names = [...(request.postData() ?? '').matchAll(/name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['location']);
    expect(request.postData()).toContain('Mumbai');

    await expect(page.getByRole('status').filter({ hasText: 'Client updated successfully!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Mumbai' })).toBeVisible();
  });

  test('the client edit page changes a client and keeps the stored files', async ({ page, baseURL, loginAs }) => {
    const bdm = await staffApi(baseURL!, 'Bdm');
    const client = await createClientViaApi(bdm);
    await loginAs('Bdm');
    await page.goto(`/businessdashboard/clientformedit/${client.id}`);
    await expect(field(page, 'Company Name')).toHaveValue(client.company_name);
    await field(page, 'Designation').fill('Head of Talent');
    await page.getByRole('button', { name: 'Update Client' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Client updated successfully!' })).toBeVisible();

    const stored = (await (await bdm.get(`${API}/clientforms/${client.id}`)).json()) as { data: Record<string, unknown> };
    expect(stored.data).toMatchObject({ designation: 'Head of Talent', location: 'Pune' });
    expect(stored.data.company_logo).toMatch(/\/logo$/);
    expect(stored.data.sla_document).toMatch(/\/sla$/);
    await bdm.dispose();
  });
});

test.describe('Bdm jobs', () => {
  test('an empty Client Requirement form names what is missing', async ({ page, loginAs }) => {
    await loginAs('Bdm');
    await page.goto('/businessdashboard/recruitment-page');
    await expect(field(page, 'Client Name')).toHaveValue('Talentra Staffing Solutions');
    await page.getByRole('button', { name: 'Submit Requirement' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '❌ Please fix the validation errors below.' })).toBeVisible();
    await expect(page.getByText('Client is required')).toBeVisible();
    await expect(page.getByText('Industry type is required')).toBeVisible();
    await expect(page.getByText('Skills are required')).toBeVisible();
    await expect(page.getByText('Key responsibilities are required')).toBeVisible();
  });

  test('creates a job for a client through CR FORM and it appears on /careers', async ({ page, baseURL, loginAs }) => {
    test.slow(); // a long form on a shared machine
    const bdm = await staffApi(baseURL!, 'Bdm');
    const client = await createClientViaApi(bdm);
    await bdm.dispose();
    const title = unique('Platform Engineer');

    await loginAs('Bdm');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'CR FORM' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Requirement Form' })).toBeVisible();
    await field(page, 'Client').selectOption({ label: client.company_name });
    await expect(field(page, 'Client Name')).toHaveValue(client.company_name);

    await fillByLabel(page, {
      'Job Title': title,
      'Type of Industry': 'IT & Software Development',
      'Budget (₹ a year)': '1500000',
      'Package (₹ a year, whole rupees)': '1200000',
      Qualification: 'B.Tech',
      'Job Location': 'Bengaluru',
      'No. of Positions': '3',
      'Skills Required': 'TypeScript. React.',
      'Key Responsibilities': 'Build the platform',
      'Job Description': 'Line one\nLine two',
    });
    await expect(page.getByText('Shown as ₹12,00,000 LPA')).toBeVisible();
    await field(page, 'Minimum Experience').selectOption('2');
    await field(page, 'Maximum Experience').selectOption('Other');
    await field(page, 'Specify maximum experience (years)').fill('12');
    await field(page, 'To Be Join By').selectOption('15 to 30 days');
    await field(page, 'Hiring Type').selectOption('Full Time');
    await field(page, 'Work Mode').selectOption('Hybrid');
    await field(page, 'Working Days (per week)').selectOption('5');
    await page.getByRole('checkbox', { name: 'Cab' }).check();
    await page.getByRole('checkbox', { name: 'Health Insurance' }).check();
    await field(page, 'JD Document (PDF)').setInputFiles(pdfFile('jd.pdf'));

    const created = page.waitForResponse((r) => r.url().endsWith('/backend/api/v1/recruitments') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Requirement' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['content-type']).toContain('multipart/form-data');
    const job = ((await answer.json()) as { data: Record<string, unknown> }).data;
    expect(job).toMatchObject({
      job_title: title,
      client_id: client.id,
      client_name: client.company_name,
      max_experience: 12,
      benefit: 'Cab,Health Insurance',
    });
    expect(job.jd_document_path).toMatch(/\/jd$/);
    await expect(page.getByRole('status').filter({ hasText: 'Job requirement created successfully!' })).toBeVisible();

    await expectOnCareers(page, title);
  });

  test('Bdm edits a job from the job list on its own page', async ({ page, baseURL, loginAs }) => {
    const bdm = await staffApi(baseURL!, 'Bdm');
    const client = await createClientViaApi(bdm);
    const job = await createJobViaApi(bdm, client.id);
    await bdm.dispose();

    await loginAs('Bdm');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Job List' }).click();
    await page.getByLabel('Search jobs').fill(job.job_title);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(job.job_title) });
    // the row's actions are one menu (issue 43): Bdm has no Delete in it
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/businessdashboard/formedit/${job.job_id}`);

    await expect(field(page, 'Job Title')).toHaveValue(job.job_title);
    await field(page, 'Job Location').fill('Hyderabad');
    await page.getByRole('button', { name: 'Update Job', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Job updated successfully!' })).toBeVisible();

    const anonymous = await anonymousApi(baseURL!);
    const stored = (await (await anonymous.get(`${API}/recruitments/${job.job_id}`)).json()) as { data: { job_location: string } };
    expect(stored.data.job_location).toBe('Hyderabad');
    expect(await publiclyListed(anonymous, job.job_title)).toBe(true);
    await anonymous.dispose();
  });
});

test.describe('Bdm screens', () => {
  test('CO FORM with its errors, CR FORM and the client list with the edit dialog have no WCAG A/AA violations', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    test.slow();
    const bdm = await staffApi(baseURL!, 'Bdm');
    const client = await createClientViaApi(bdm);
    await bdm.dispose();
    await loginAs('Bdm');

    await page.goto('/businessdashboard/clientform-page');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Website is required')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/businessdashboard/recruitment-page');
    await expect(field(page, 'Client').locator('option', { hasText: client.company_name })).toHaveCount(1);
    expect(await violations(page)).toEqual([]);

    await page.goto('/businessdashboard/clients');
    await page.getByLabel('Search clients').fill(client.company_name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('row', { name: new RegExp(client.company_name) })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Client' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
