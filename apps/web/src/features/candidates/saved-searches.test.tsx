import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SavedSearch } from '@talentra/contract';
import { fakeApi, json, ok } from '../../test/fake-api';
import { SavedSearches, filtersOf, savedSearchHref } from './saved-searches';
import { readSearch } from './search-params';

const saved = (id: number, name: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name,
  filters: { q: 'java', stage: 'screening' },
  shared: false,
  owner_id: 1,
  owner_name: 'hr@talentra.example',
  mine: true,
  can_edit: true,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

function renderWith(url: string) {
  const search = readSearch(new URLSearchParams(url.split('?')[1] ?? ''));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <SavedSearches search={search} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('saved search filters', () => {
  it('keeps what the URL holds, without the page, and opens it on page 1', () => {
    const search = readSearch(new URLSearchParams('q=java&stage=screening&sort=name&page=3'));
    expect(filtersOf(search)).toEqual({ q: 'java', stage: 'screening', sort: 'name' });
    expect(savedSearchHref({ q: 'java', stage: 'screening', sort: 'name' })).toBe('/candidates?q=java&stage=screening&sort=name');
    expect(savedSearchHref({})).toBe('/candidates');
  });
});

describe('SavedSearches', () => {
  it('saves the current search under a name, shared when ticked', async () => {
    const posted: unknown[] = [];
    fakeApi((path, init) => {
      if (path === '/saved-searches' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(201, { success: true, status: true, data: saved(5, 'Pune Java') });
      }
      return ok([]);
    });
    renderWith('/candidates?q=java&location=Pune&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Pune Java');
    await userEvent.click(within(dialog).getByLabelText(/Share with the team/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ name: 'Pune Java', filters: { q: 'java', location: 'Pune' }, shared: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Search saved.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message under the name when it is taken', async () => {
    fakeApi((path, init) =>
      path === '/saved-searches' && init.method === 'POST'
        ? json(409, { success: false, status: false, message: 'You already have a saved search with this name.' })
        : ok([]),
    );
    renderWith('/candidates');
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a saved search with this name.')).toBeInTheDocument();
  });

  it('lists my searches and the shared ones; each opens its filters', async () => {
    fakeApi(() =>
      ok([
        saved(1, 'Java in screening'),
        saved(2, 'Team offers', {
          mine: false,
          shared: true,
          can_edit: false,
          owner_name: 'asha@talentra.example',
          filters: { stage: 'offer_letter' },
        }),
      ]),
    );
    renderWith('/candidates?q=java&stage=screening');
    await userEvent.click(screen.getByRole('button', { name: 'Saved searches' }));
    const menu = await screen.findByRole('menu');
    const mine = within(menu).getByRole('menuitem', { name: 'Java in screening' });
    expect(mine).toHaveAttribute('href', '/candidates?q=java&stage=screening');
    expect(mine).toHaveAttribute('aria-current', 'page');
    const shared = within(menu).getByRole('menuitem', { name: /Team offers/ });
    expect(shared).toHaveAttribute('href', '/candidates?stage=offer_letter');
    expect(shared).toHaveTextContent('by asha@talentra.example');
    expect(within(menu).getByText('Shared with the team')).toBeInTheDocument();
  });

  it('renames and deletes from "Manage saved searches"', async () => {
    const calls: string[] = [];
    fakeApi((path, init) => {
      if (init.method === 'PUT') {
        calls.push(`PUT ${path} ${String(init.body)}`);
        return ok(saved(1, 'Renamed'));
      }
      if (init.method === 'DELETE') {
        calls.push(`DELETE ${path}`);
        return ok({ id: 1 });
      }
      return ok([saved(1, 'Java in screening')]);
    });
    renderWith('/candidates');
    await userEvent.click(screen.getByRole('button', { name: 'Saved searches' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved searches' }));
    let dialog = await screen.findByRole('dialog', { name: 'Manage saved searches' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename Java in screening' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual(['PUT /saved-searches/1 {"name":"Renamed","shared":false}']));

    dialog = await screen.findByRole('dialog', { name: 'Manage saved searches' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Java in screening' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: delete Java in screening' }));
    await waitFor(() => expect(calls).toContain('DELETE /saved-searches/1'));
  });
});
