import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { sampleClient } from '../../test/samples';
import ClientListPage from './client-list-page';

const CLIENTS = [
  sampleClient({ id: 3, company_name: 'Acme', company_logo: '/backend/api/v1/clientforms/3/logo', company_logo_name: 'acme.png' }),
  sampleClient({ id: 4, company_name: 'Globex', company_logo: null, company_logo_name: null }),
  sampleClient({ id: 5, company_name: 'Initech', company_logo: '/backend/api/v1/clientforms/5/logo', company_logo_name: 'initech.svg' }),
];

function render() {
  fakeApi((path) =>
    path === '/clientforms'
      ? json(200, { success: true, status: true, data: CLIENTS, meta: { page: 1, per_page: 10, total: CLIENTS.length } })
      : json(404, { success: false, status: false, message: 'Not found' }),
  );
  return renderRoutes([{ path: '/c', element: <ClientListPage /> }], '/c');
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('ClientListPage', () => {
  it("shows each client's logo through the access-checked route, lazily and with a size and alt text", async () => {
    render();
    await screen.findByRole('rowheader', { name: 'Acme' });
    const logo = within(rowOf('Acme')).getByRole('img', { name: 'Acme logo' });
    expect(logo).toHaveAttribute('src', '/backend/api/v1/clientforms/3/logo');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '40');
    expect(logo).toHaveAttribute('height', '40');
    expect(within(rowOf('Initech')).getByRole('img', { name: 'Initech logo' })).toHaveAttribute('src', '/backend/api/v1/clientforms/5/logo');
  });

  it('shows a neutral placeholder when a client has no logo, or when it cannot be loaded', async () => {
    render();
    await screen.findByRole('rowheader', { name: 'Globex' });
    const globex = rowOf('Globex');
    expect(within(globex).queryByRole('img')).not.toBeInTheDocument();
    expect(globex.querySelector('[data-logo-placeholder]')).not.toBeNull();

    fireEvent.error(within(rowOf('Initech')).getByRole('img', { name: 'Initech logo' }));
    expect(within(rowOf('Initech')).queryByRole('img')).not.toBeInTheDocument();
    expect(rowOf('Initech').querySelector('[data-logo-placeholder]')).not.toBeNull();
  });
});
