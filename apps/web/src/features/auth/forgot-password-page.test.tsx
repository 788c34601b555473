import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { MAIL_MSG } from '@talentra/contract';
import { fail, fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
];

const neutral = () => json(200, { success: true, status: true, data: null, message: MAIL_MSG.resetRequested });

function serve(answer: () => Response = neutral) {
  const asked: unknown[] = [];
  const api = fakeApi((path, init) => {
    if (path === '/password-reset/request') {
      asked.push(JSON.parse(String(init.body)));
      return answer();
    }
    return fail(401, 'Please sign in.');
  });
  return { api, asked };
}

async function ask(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it("is reached from /login by 'Forgot password?'", async () => {
    serve();
    const { router } = renderRoutes(routes, '/login');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('checks the address before asking the server', async () => {
    const { asked } = serve();
    renderRoutes(routes, '/forgot-password');
    await ask('');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await ask('not-an-address');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the same neutral answer the server gives for any address', async () => {
    const { asked } = serve();
    renderRoutes(routes, '/forgot-password');
    await ask('  someone@example.com ');
    expect((await screen.findByRole('status')).textContent).toBe(MAIL_MSG.resetRequested);
    expect(asked).toEqual([{ email: 'someone@example.com' }]);
    expect(screen.getByText(/works once, for 30 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the limit message on 429 and a generic one when the server cannot be reached', async () => {
    let reachable = true;
    serve(() => (reachable ? fail(429, 'Too many requests. Please try again later.') : (Promise.reject(new TypeError('Failed to fetch')) as never)));
    renderRoutes(routes, '/forgot-password');
    await ask('someone@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    reachable = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The request could not be sent. Please try again.')).toBeInTheDocument();
  });
});
