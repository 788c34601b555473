import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import LoginPage from './login-page';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/businessdashboard', element: <h1>Business home</h1> },
];

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it("shows 'Email is required' and 'Password is required' for an empty form, without calling the server", async () => {
    const api = fakeApi(() => fail(401, 'Please sign in.'));
    renderRoutes(routes, '/login');
    await submit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/login'))).toBe(false);
  });

  it("shows 'Invalid credentials' when the server answers 401", async () => {
    fakeApi(() => fail(401, 'Invalid credentials'));
    renderRoutes(routes, '/login');
    await submit('bdm@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('shows the generic failure when the server cannot be reached', async () => {
    fakeApi((path) => (path === '/login' ? Promise.reject(new TypeError('Failed to fetch')) : fail(401, 'x')));
    renderRoutes(routes, '/login');
    await submit('bdm@example.com', 'bdm-demo-2026');
    expect(await screen.findByText('Login failed. Check your credentials or server.')).toBeInTheDocument();
  });

  it("shows 'Unauthorized role' for a role the portal does not know", async () => {
    fakeApi((path) =>
      path === '/login' ? ok({ id: 9, email: 'x@example.com', username: 'x@example.com', user_role: 'Guest', token: 't' }) : ok(null),
    );
    renderRoutes(routes, '/login');
    await submit('x@example.com', 'some-password');
    expect(await screen.findByText('Unauthorized role')).toBeInTheDocument();
  });

  it('goes to the home of the role after login and keeps no token in storage', async () => {
    fakeApi((path) =>
      path === '/login'
        ? ok({ id: 2, email: 'bdm@example.com', username: 'bdm@example.com', user_role: 'Bdm', token: 'secret-token' })
        : fail(401, 'x'),
    );
    const { router } = renderRoutes(routes, '/login');
    await submit('bdm@example.com', 'bdm-demo-2026');
    expect(await screen.findByText('Business home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businessdashboard');
    const stored = localStorage.getItem('user') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ user_role: 'Bdm' });
    expect(stored).not.toContain('secret-token');
  });

  it('toggles the password between hidden and shown', async () => {
    fakeApi(() => fail(401, 'x'));
    renderRoutes(routes, '/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
