import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import ReferralRemovalPage from './referral-removal-page';

const routes: RouteObject[] = [{ path: '/referral-removal', element: <ReferralRemovalPage /> }];
const TOKEN = 'ab'.repeat(32);

describe('ReferralRemovalPage', () => {
  it('removes nothing on opening; the button posts the token from the fragment and says it is done', async () => {
    const api = fakeApi((path, init) =>
      path === '/refer-a-friend/remove' && init.method === 'POST' ? ok({ removed: true }) : fail(404, 'Not found'),
    );
    renderRoutes(routes, `/referral-removal#${TOKEN}`);
    expect(api).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove my details' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your details have been removed. We will not contact you about this referral again.',
    );
    const [, init] = api.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  });

  it('says the link is not valid when it was used or is malformed', async () => {
    fakeApi(() => fail(404, 'This link has already been used or is not valid.'));
    renderRoutes(routes, `/referral-removal#${TOKEN}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove my details' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used or is not valid.');
  });

  it('shows no button without a token', () => {
    fakeApi(() => fail(404, 'Not found'));
    renderRoutes(routes, '/referral-removal');
    expect(screen.getByRole('alert').textContent).toBe('This link has already been used or is not valid.');
    expect(screen.queryByRole('button', { name: 'Remove my details' })).not.toBeInTheDocument();
  });
});
