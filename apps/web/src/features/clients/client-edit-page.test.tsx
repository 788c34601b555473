import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { sampleClient } from '../../test/samples';
import ClientEditPage from './client-edit-page';

const client = sampleClient();

function open(path: string, answer: () => Response) {
  const api = fakeApi(answer);
  renderRoutes([{ path: '/businessdashboard/clientformedit/:id', element: <ClientEditPage /> }], path);
  return api;
}

describe('the Edit Client page', () => {
  it('reads the client of the URL and shows its name in the heading, the form and the way back', async () => {
    const api = open('/businessdashboard/clientformedit/3', () => ok(client));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Client: Acme' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit client Acme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client List' })).toHaveAttribute('href', '/businessdashboard/clients');
    expect(String(api.mock.calls[0]![0])).toContain('/clientforms/3');
  });

  it('asks nothing for an id that is not one', async () => {
    const api = open('/businessdashboard/clientformedit/abc', () => ok(client));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Missing client ID.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Client');
    expect(api).not.toHaveBeenCalled();
  });

  it('says a client that is not there was not found', async () => {
    open('/businessdashboard/clientformedit/9', () => fail(404, 'Not found'));
    expect((await screen.findByRole('alert')).textContent).toBe('Client not found');
  });

  it('says loading failed for any other failure', async () => {
    open('/businessdashboard/clientformedit/9', () => fail(500, 'boom'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load clients.');
  });
});
