import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { ClientContactsSection } from './client-contacts-section';

const ASHA = { id: 11, client_id: 3, name: 'Asha Rao', email: 'asha@acme.example', phone: '9876543211', designation: 'HR Manager' };
const RAVI = { id: 12, client_id: 3, name: 'Ravi Kumar', email: 'ravi@acme.example', phone: null, designation: null };

function show(canEdit: boolean, handler: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handler);
  renderRoutes([{ path: '/', element: <ClientContactsSection clientId={3} canEdit={canEdit} /> }], '/');
  return api;
}

const list = (contacts: unknown[]) => (path: string, init: RequestInit) =>
  path === '/clientforms/3/contacts' && (init.method ?? 'GET') === 'GET' ? ok(contacts) : fail(500, 'unexpected');

describe("a client's contacts on its edit page", () => {
  it('lists each contact with name, designation, e-mail and phone; read-only without the right to edit', async () => {
    show(false, list([ASHA, RAVI]));
    const items = within(await screen.findByRole('list', { name: 'Contacts of this client' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Asha Rao, HR Manager');
    expect(items[0]!.textContent).toContain('asha@acme.example');
    expect(items[0]!.textContent).toContain('9876543211');
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit the contact Asha Rao' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete the contact Asha Rao' })).toBeNull();
  });

  it('says when there are no contacts yet', async () => {
    show(true, list([]));
    expect(await screen.findByText('No contacts yet.')).toBeInTheDocument();
  });

  it('adds a contact: name and e-mail required, the rest sent as null when empty, the list read again', async () => {
    let contacts: unknown[] = [ASHA];
    const sent: unknown[] = [];
    const api = show(true, (path, init) => {
      if (path === '/clientforms/3/contacts' && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        contacts = [ASHA, RAVI];
        return json(201, { success: true, status: true, data: RAVI, message: 'Contact saved.' });
      }
      return list(contacts)(path, init);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByText('Please enter the name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the e-mail')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ravi Kumar');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ravi@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('Contact saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Ravi Kumar', email: 'ravi@acme.example', phone: null, designation: null }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  }, 15000);

  it('edits a contact with its values filled in, and shows the server’s field error', async () => {
    let answer = () =>
      json(422, { success: false, status: false, message: 'The given data was invalid.', errors: { phone: ['Enter a valid phone number'] } });
    const puts: unknown[] = [];
    show(true, (path, init) => {
      if (path === '/client-contacts/11' && init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return answer();
      }
      return list([ASHA])(path, init);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the contact Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact Asha Rao' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue('asha@acme.example');
    const designation = within(dialog).getByRole('textbox', { name: 'Designation' });
    await user.clear(designation);
    await user.type(designation, 'Talent Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeInTheDocument();
    answer = () => ok({ ...ASHA, designation: 'Talent Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts.at(-1)).toEqual({ name: 'Asha Rao', email: 'asha@acme.example', phone: '9876543211', designation: 'Talent Lead' });
  }, 15000);

  it('deletes a contact after a confirmation, and shows the 409 of a contact that was sent links', async () => {
    let answer = () => fail(409, 'This contact has been sent review links, so it is kept for the record.');
    show(true, (path, init) => (path === '/client-contacts/12' && init.method === 'DELETE' ? answer() : list([ASHA, RAVI])(path, init)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the contact Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
    expect(await within(dialog).findByText('This contact has been sent review links, so it is kept for the record.')).toBeInTheDocument();
    answer = () => ok(null);
    await user.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
