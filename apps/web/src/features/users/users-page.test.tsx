import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffUser } from '@talentra/contract';
import { fakeApi, fail, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import UsersPage from './users-page';

const me = { id: 1, email: 'admin@example.com', username: 'admin@example.com', user_role: 'Admin' as const };
const staff = (id: number, username: string, user_role: StaffUser['user_role'], is_active = true): StaffUser => ({
  id,
  username,
  email: username,
  user_role,
  is_active,
  created_at: '2026-01-05T10:00:00.000Z',
});
const USERS = [staff(1, 'admin@example.com', 'Admin'), staff(2, 'other-admin@example.com', 'Admin'), staff(3, 'hr@example.com', 'Hrteam')];

function render() {
  localStorage.setItem('user', JSON.stringify(me));
  fakeApi((path) => (path === '/me' ? ok(me) : path === '/users' ? ok(USERS) : fail(404, 'Not found')));
  return renderRoutes([{ path: '/u', element: <UsersPage /> }], '/u');
}

describe('UsersPage', () => {
  it("does not offer Deactivate on the signed-in Admin's own row; every other active user has it", async () => {
    render();
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('(you)');
    expect(within(row('admin@example.com')).queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
    expect(within(row('other-admin@example.com')).getByRole('button', { name: 'Deactivate other-admin@example.com' })).toBeInTheDocument();
    expect(within(row('hr@example.com')).getByRole('button', { name: 'Deactivate hr@example.com' })).toBeInTheDocument();
    // nowhere on the page, the cards of small screens included
    expect(screen.queryByRole('button', { name: 'Deactivate admin@example.com' })).not.toBeInTheDocument();
  });
});
