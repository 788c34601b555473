import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { API, createClientViaApi, staffApi, unique, uniqueId } from './support/jobs-api.js';
import { test } from './support/test.js';

/**
 * Issues 44 and 47: Admin's Clients. The sidebar's Clients entry opens the client list; a company's
 * name opens its page with the Bdm's own form and contacts, and for Admin the Owner (an active Bdm).
 * Axe clean at 390 and 1280 px.
 */
async function axeClean(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

test('Admin opens Clients, a client’s page, gives it to a Bdm and adds a contact', async ({ page, loginAs, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await staffApi(baseURL!, 'Admin');
  const bdm = await staffApi(baseURL!, 'Bdm');
  const client = await createClientViaApi(admin, unique('Owned Client'));

  await loginAs('Admin');
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page).toHaveURL('/admindashboard/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Client List' })).toBeVisible();
  await page.getByLabel('Search clients').fill(client.company_name);
  await page.getByLabel('Search clients').press('Enter');
  const name = page.getByRole('link', { name: client.company_name });
  await expect(name).toBeVisible();
  await axeClean(page);

  await name.click();
  await expect(page).toHaveURL(`/admindashboard/clientformedit/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Client: ${client.company_name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Client List' })).toHaveAttribute('href', '/admindashboard/clients');

  // the owner: an active Bdm, audited
  const owner = page.getByRole('region', { name: 'Owner' });
  await owner.getByLabel('Owner', { exact: true }).selectOption({ label: 'bdm@example.com' });
  await owner.getByRole('button', { name: 'Save owner' }).click();
  await expect(owner.getByText('Owner changed.')).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Changes of owner' })).toContainText('no owner → bdm@example.com, by admin@example.com');
  const read = (await (await bdm.get(`${API}/clientforms/${client.id}`)).json()) as { data: { owner_name: string | null } };
  expect(read.data.owner_name).toBe('bdm@example.com');

  // the contacts section, shared with the Bdm's page
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add contact' });
  await add.getByLabel('Name').fill('Rohan Das');
  await add.getByLabel('E-mail').fill(`${uniqueId()}@client.example`);
  await add.getByRole('button', { name: 'Save contact' }).click();
  await expect(contacts.getByText('Contact saved.')).toBeVisible();
  await expect(contacts.getByText('Rohan Das')).toBeVisible();
  await axeClean(page);

  // a Bdm's page of the same client has no Owner field
  await loginAs('Bdm');
  await page.goto(`/businessdashboard/clientformedit/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Client: ${client.company_name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner' })).toHaveCount(0);

  for (const c of [admin, bdm]) await c.dispose();
});
