import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { MAIL_MSG } from '@talentra/contract';
import { fail, fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import ResetPasswordPage from './reset-password-page';

const routes: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/forgot-password', element: <h1>Forgot password</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

function serve(answer: () => Response = () => json(200, { success: true, status: true, data: null, message: MAIL_MSG.resetDone })) {
  const sent: unknown[] = [];
  fakeApi((path, init) => {
    if (path === '/password-reset/confirm') {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }
    return fail(401, 'Please sign in.');
  });
  return sent;
}

async function choose(password: string, again = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), again);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  it('sends the token of the link with the new password, then offers to sign in', async () => {
    const sent = serve();
    renderRoutes(routes, '/reset-password?token=tok_abc-123');
    await choose('a-brand-new-password');
    expect((await screen.findByRole('status')).textContent).toBe(MAIL_MSG.resetDone);
    expect(sent).toEqual([{ token: 'tok_abc-123', password: 'a-brand-new-password' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the length and that both passwords agree before asking the server', async () => {
    const sent = serve();
    renderRoutes(routes, '/reset-password?token=tok_abc-123');
    await choose('short');
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('long-enough-password', 'something-else-entirely');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says the link is dead when it has no token, or the server finds it used or expired', async () => {
    serve(() => json(422, { success: false, status: false, message: 'Validation failed', errors: { token: [MAIL_MSG.resetTokenInvalid] } }));
    const { unmount } = renderRoutes(routes, '/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(MAIL_MSG.resetTokenInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    unmount();

    renderRoutes(routes, '/reset-password?token=used-token-123');
    await choose('a-brand-new-password');
    expect((await screen.findByRole('alert')).textContent).toBe(MAIL_MSG.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
