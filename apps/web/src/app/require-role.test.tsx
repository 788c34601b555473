import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { deferred, fail, fakeApi, ok } from '../test/fake-api';
import { renderRoutes } from '../test/render-routes';
import { RequireRole } from './require-role';

const routes: RouteObject[] = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/admindashboard', element: <RequireRole allow={['Admin']} />, children: [{ index: true, element: <h1>Admin data</h1> }] },
];
const admin = { id: 1, email: 'admin@example.com', username: 'admin@example.com', user_role: 'Admin' };

describe('RequireRole', () => {
  it("shows 'Checking session...' while the session is restored", async () => {
    const me = deferred<Response>();
    fakeApi(() => me.promise);
    renderRoutes(routes, '/admindashboard');
    expect(await screen.findByText('Checking session...')).toBeTruthy();
    expect(screen.queryByText('Admin data')).toBeNull();
    me.resolve(fail(401, 'Please sign in.'));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('sends a visitor without a session to /login', async () => {
    fakeApi(() => fail(401, 'Please sign in.'));
    const { router } = renderRoutes(routes, '/admindashboard');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user of another role to /login, replacing the history entry', async () => {
    fakeApi(() => ok({ ...admin, user_role: 'Hrteam' }));
    const { router } = renderRoutes(routes, '/admindashboard');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to the allowed role', async () => {
    fakeApi(() => ok(admin));
    renderRoutes(routes, '/admindashboard');
    expect(await screen.findByText('Admin data')).toBeTruthy();
  });

  it('does not trust a forged stored user: the server decides, and the entry is removed', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    fakeApi(() => fail(401, 'Please sign in.'));
    renderRoutes(routes, '/admindashboard');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.queryByText('Admin data')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });
});
