import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { Role } from '@talentra/contract';
import { RequireRole } from '../../app/require-role';
import { deferred, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import MailSettingsPage from './mail-settings-page';

const routes = (role: Role): RouteObject[] => [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/home', element: <RequireRole allow={[role]} />, children: [{ path: 'mail-settings', element: <MailSettingsPage /> }] },
];

function serve(role: Role, onSave?: (body: Record<string, boolean>) => Response | Promise<Response>) {
  const prefs = { task_assigned: true, job_closed: true };
  const saved = (body: Record<string, boolean>) => {
    Object.assign(prefs, body);
    return json(200, { success: true, status: true, data: { ...prefs }, message: 'Notification settings saved.' });
  };
  const puts: Record<string, boolean>[] = [];
  fakeApi((path, init) => {
    if (path === '/me') return ok({ id: 5, email: 'kim@example.com', username: 'kim@example.com', user_role: role });
    if (path === '/me/mail-preferences' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, boolean>;
      puts.push(body);
      return (onSave ?? saved)(body);
    }
    if (path === '/me/mail-preferences') return ok({ ...prefs });
    return json(404, { success: false, status: false, message: 'Not found.' });
  });
  return puts;
}

describe('MailSettingsPage', () => {
  it('a Bdm has one labelled checkbox per notification mail, turns one off and sees the confirmation', async () => {
    const puts = serve('Bdm');
    renderRoutes(routes('Bdm'), '/home/mail-settings');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Mail settings' });
    const task = within(form).getByRole('checkbox', { name: 'Task assigned to my team' }) as HTMLInputElement;
    const closed = within(form).getByRole('checkbox', { name: 'Job closed' }) as HTMLInputElement;
    expect([task.checked, closed.checked]).toEqual([true, true]);
    expect(screen.getByText(/at kim@example\.com/)).toBeInTheDocument();

    await user.click(closed);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Notification settings saved.');
    expect(puts).toEqual([{ task_assigned: true, job_closed: false }]);
    expect(closed).not.toBeChecked();
  });

  it.each(['Admin', 'Hrteam'] as const)('%s gets task mails only, so only that checkbox is offered', async (role) => {
    const puts = serve(role);
    renderRoutes(routes(role), '/home/mail-settings');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Mail settings' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-describedby')),
    ).toEqual(['mail-pref-task_assigned-hint']);
    await user.click(within(form).getByRole('checkbox', { name: 'Task assigned to my team' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Notification settings saved.')).toBeInTheDocument();
    expect(puts).toEqual([{ task_assigned: false }]);
  });

  it('shows Saving... while the request is out and the server’s message when it refuses', async () => {
    const answer = deferred<Response>();
    serve('Hrteam', () => answer.promise);
    renderRoutes(routes('Hrteam'), '/home/mail-settings');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Mail settings' });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve(json(422, { success: false, status: false, message: 'Validation failed', errors: {} }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Validation failed');
  });
});
