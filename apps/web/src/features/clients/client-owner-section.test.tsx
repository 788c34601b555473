import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@talentra/contract';
import { fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { sampleClient } from '../../test/samples';
import ClientEditPage from './client-edit-page';

const staff = (id: number, username: string, user_role: StaffUser['user_role'], is_active = true): StaffUser => ({
  id,
  username,
  email: username,
  user_role,
  is_active,
  created_at: '2026-01-05T10:00:00.000Z',
});
const USERS = [
  staff(1, 'admin@example.com', 'Admin'),
  staff(5, 'bdm@example.com', 'Bdm'),
  staff(6, 'old-bdm@example.com', 'Bdm', false),
  staff(7, 'hr@example.com', 'Hrteam'),
];

function openAs(
  role: 'Admin' | 'Bdm',
  onOwner: (body: unknown) => Response = () => ok(sampleClient({ owner_user_id: 5, owner_name: 'bdm@example.com' })),
) {
  const me = { id: 1, email: 'me@example.com', username: 'me@example.com', user_role: role };
  localStorage.setItem('user', JSON.stringify(me));
  const api = fakeApi((path, init) => {
    if (path === '/me') return ok(me);
    if (path === '/users') return ok(USERS);
    if (path === '/clientforms/3/owner') return onOwner(JSON.parse(String(init.body)));
    if (path === '/clientforms/3/owner-changes')
      return ok([
        {
          id: 1,
          from_user_id: null,
          from_name: null,
          to_user_id: 5,
          to_name: 'bdm@example.com',
          changed_by: 1,
          changed_by_name: 'admin@example.com',
          changed_at: '2026-02-01T10:00:00.000Z',
        },
      ]);
    if (path === '/clientforms/3/contacts') return ok([]);
    return ok(sampleClient());
  });
  const home = role === 'Admin' ? '/admindashboard' : '/businessdashboard';
  renderRoutes([{ path: `${home}/clientformedit/:id`, element: <ClientEditPage /> }], `${home}/clientformedit/3`);
  return api;
}

describe('the Edit Client page: the owner (Admin only, decision 297)', () => {
  it('offers Admin the active Bdm users as the owner, sends the choice and says the server’s answer', async () => {
    let sent: unknown;
    openAs('Admin', (body) => {
      sent = body;
      return json(200, { success: true, message: 'Owner changed.', data: sampleClient({ owner_user_id: 5, owner_name: 'bdm@example.com' }) });
    });
    const select = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'bdm@example.com' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'old-bdm@example.com' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'hr@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client List' })).toHaveAttribute('href', '/admindashboard/clients');
    expect(await screen.findByText(/No owner → bdm@example.com, by admin@example.com/i)).toBeInTheDocument();
    await userEvent.selectOptions(select, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save owner' }));
    expect(await screen.findByText('Owner changed.')).toBeInTheDocument();
    expect(sent).toEqual({ owner_user_id: 5 });
  });

  it('shows the server’s refusal under the field', async () => {
    const message = 'This user is deactivated: choose an active Bdm user as the owner.';
    openAs('Admin', () => json(422, { success: false, message, errors: { owner_user_id: [message] } }));
    await screen.findByRole('option', { name: 'bdm@example.com' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save owner' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('has no Owner field for a Bdm', async () => {
    const api = openAs('Bdm');
    expect(await screen.findByRole('form', { name: 'Edit client Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument();
    expect(api.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringContaining('owner-changes'));
  });
});
