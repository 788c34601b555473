import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApi, json, ok } from '../../test/fake-api';
import CandidateSearchPage from './candidate-search-page';

const person = (id: number, name: string) => ({
  id,
  candidate_name: name,
  email: `p${id}@mail.example`,
  mobile_number: `98765000${String(id).padStart(2, '0')}`,
  current_location: 'Pune',
  first_applied_at: '2026-01-02T10:00:00.000Z',
  applications: [
    {
      id,
      job_id: 1,
      job_title: 'QA Engineer',
      client_name: 'Acme',
      applied_at: '2026-01-02T10:00:00.000Z',
      stage: 'screening',
      stage_label: 'Screening',
      rejection_reason: null,
    },
  ],
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/candidates', element: <CandidateSearchPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('CandidateSearchPage', () => {
  it('asks the server for the search in the URL and shows each person with their applications', async () => {
    const asked: string[] = [];
    fakeApi((path, _init, query) => {
      if (path === '/candidates/people') {
        asked.push(String(query));
        return json(200, { success: true, status: true, data: [person(1, 'Asha Rao')], meta: { page: 2, per_page: 25, total: 26 }, has_more: false });
      }
      return ok([]);
    });
    renderAt('/candidates?q=asha&stage=screening&sort=name&page=2');
    const row = (await screen.findByRole('link', { name: 'Asha Rao' })).closest('tr')!;
    expect(within(row).getByText(/QA Engineer/)).toBeTruthy();
    expect(asked).toEqual(['sort=name&dir=asc&page=2&q=asha&stage=screening']);
    expect(screen.getByText('Showing 26–26')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts by a column header: aria-sort follows, and the URL keeps it', async () => {
    fakeApi((path) =>
      path === '/candidates/people'
        ? json(200, { success: true, status: true, data: [person(1, 'Asha Rao')], meta: { page: 1, per_page: 25, total: 1 }, has_more: true })
        : ok([]),
    );
    const router = renderAt('/candidates');
    const email = await screen.findByRole('columnheader', { name: /E-mail/ });
    expect(email.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /First applied/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(email).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=email');
    expect((await screen.findByRole('columnheader', { name: /E-mail/ })).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /E-mail/ })).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=email&dir=desc');
  });

  it('offers the CSV of the current search', async () => {
    fakeApi(() => ok([]));
    renderAt('/candidates?q=pune&job_id=4');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/backend/api/v1/candidates/people/export?sort=applied&dir=desc&q=pune&job_id=4',
    );
  });
});
