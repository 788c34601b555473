import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import CandidateSearchPage, { LOCATION_FILTER_DELAY_MS } from './candidate-search-page';

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
    expect(within(row).getByText(/QA Engineer/)).toBeInTheDocument();
    expect(asked).toEqual(['sort=name&dir=asc&page=2&q=asha&stage=screening']);
    expect(screen.getByText('Showing 26–26')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by a column header: aria-sort follows, and the URL keeps it', async () => {
    fakeApi((path) =>
      path === '/candidates/people'
        ? json(200, { success: true, status: true, data: [person(1, 'Asha Rao')], meta: { page: 1, per_page: 25, total: 1 }, has_more: true })
        : ok([]),
    );
    const router = renderAt('/candidates');
    const email = await screen.findByRole('columnheader', { name: /E-mail/ });
    expect(email).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /First applied/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(email).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=email');
    expect(await screen.findByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /E-mail/ })).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=email&dir=desc');
  });

  it('offers the CSV of the current search', async () => {
    fakeApi(() => ok([]));
    renderAt('/candidates?q=pune&job_id=4');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/backend/api/v1/candidates/people/export?sort=applied&dir=desc&q=pune&job_id=4',
    );
  });

  it('applies the Location filter as it is typed (debounced, no Enter), and keeps the URL in sync', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const asked: string[] = [];
    fakeApi((path, _init, query) => {
      if (path === '/candidates/people') {
        asked.push(String(query));
        return json(200, { success: true, status: true, data: [], meta: { page: 1, per_page: 25, total: 0 }, has_more: false });
      }
      return ok([]);
    });
    const router = renderAt('/candidates?stage=screening&page=3');
    const box = screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement;
    await user.type(box, 'Pune');
    // no Enter, no leaving the field: the filter applies once the typing stops, page 1 again
    await vi.waitFor(() => expect(router.state.location.search).toBe('?stage=screening&location=Pune'));
    await vi.waitFor(() => expect(asked).toContain('sort=applied&dir=desc&stage=screening&location=Pune'));
    expect(asked.some((q) => /location=(P|Pu|Pun)(&|$)/.test(q))).toBe(false); // not a request a key
    expect(document.activeElement).toBe(box);

    // clearing it takes the filter off the same way
    await user.clear(box);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?stage=screening'));
    // and a URL changed elsewhere (Back) shows in the box
    await router.navigate('/candidates?location=Kochi');
    await vi.waitFor(() => expect(box).toHaveValue('Kochi'));
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_FILTER_DELAY_MS + 200));
    expect(router.state.location.search).toBe('?location=Kochi');
  });

  describe('the Job and Client filters', () => {
    const job = (id: number, title: string, client: string, closed = false) => ({
      job_id: id,
      job_title: title,
      client_name: client,
      is_active: !closed,
      status: closed ? 'closed' : 'open',
    });
    const people = () => json(200, { success: true, status: true, data: [], meta: { page: 1, per_page: 25, total: 0 }, has_more: false });

    it('finds any job as the recruiter types, closed ones too, and puts the one picked by keyboard in the URL', async () => {
      const asked: string[] = [];
      fakeApi((path, _init, query) => {
        if (path === '/candidates/people') return people();
        if (path === '/recruitments/admin/all') {
          asked.push(String(query));
          return query?.get('q') === 'design'
            ? ok([job(31, 'Designer', 'Acme', true)])
            : ok([job(40, 'QA Engineer', 'Acme'), job(39, 'Data Engineer', 'Beta')]);
        }
        if (path === '/recruitments/31') return ok(job(31, 'Designer', 'Acme', true));
        return ok([]);
      });
      const router = renderAt('/candidates');
      await screen.findByText('No candidates found');
      expect(asked).toEqual([]); // nothing is listed before the box is used

      const box = screen.getByRole('combobox', { name: 'Job' });
      await userEvent.click(box);
      // an empty box: the newest 20
      expect(
        within(await screen.findByRole('listbox', { name: 'Job' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['QA Engineer (Acme)', 'Data Engineer (Beta)']);
      expect(asked).toEqual(['page=1&per_page=20']);

      await userEvent.type(box, 'design');
      await screen.findByRole('option', { name: 'Designer (Acme) · closed' });
      expect(asked).toEqual(['page=1&per_page=20', 'page=1&per_page=20&q=design']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(router.state.location.search).toBe('?job_id=31');
      expect(box).toHaveValue('Designer (Acme) · closed');
    });

    it('names the job and the client of a shared link from their records', async () => {
      const asked: string[] = [];
      fakeApi((path) => {
        asked.push(path);
        if (path === '/candidates/people') return people();
        if (path === '/recruitments/7') return ok(job(7, 'Designer', 'Acme', true));
        if (path === '/clientforms/9') return ok({ id: 9, company_name: 'Beta Labs' });
        return ok([]);
      });
      renderAt('/candidates?job_id=7&client_id=9');
      const jobBox = screen.getByRole('combobox', { name: 'Job' }) as HTMLInputElement;
      const clientBox = screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement;
      await vi.waitFor(() => expect(jobBox).toHaveValue('Designer (Acme) · closed'));
      await vi.waitFor(() => expect(clientBox).toHaveValue('Beta Labs'));
      expect(asked).not.toContain('/recruitments/admin/all');
      expect(asked).not.toContain('/clientforms');
    });

    it("says 'Job #id' when the job cannot be read (deleted, or not a number)", async () => {
      fakeApi((path) => (path === '/candidates/people' ? people() : path === '/recruitments/8' ? fail(404, 'Job not found') : ok([])));
      renderAt('/candidates?job_id=8&client_id=x1');
      const jobBox = screen.getByRole('combobox', { name: 'Job' }) as HTMLInputElement;
      await vi.waitFor(() => expect(jobBox).toHaveValue('Job #8'));
      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Client #x1');
    });

    it('searches clients by name, and the clear button takes the filter off again', async () => {
      const asked: string[] = [];
      fakeApi((path, _init, query) => {
        if (path === '/candidates/people') return people();
        if (path === '/clientforms') {
          asked.push(String(query));
          const clients = [
            { id: 4, company_name: 'Acme' },
            { id: 9, company_name: 'Beta Labs' },
          ];
          return ok(clients.filter((c) => c.company_name.toLowerCase().includes(query?.get('q') ?? '')));
        }
        return ok([]);
      });
      const router = renderAt('/candidates?stage=screening');
      const box = screen.getByRole('combobox', { name: 'Client' });
      await userEvent.type(box, 'zzz');
      await vi.waitFor(() => expect(screen.getByText('No matches', { selector: '[aria-hidden="true"]' })).toBeInTheDocument());
      await userEvent.clear(box);
      await userEvent.type(box, 'beta');
      await vi.waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Client' })).getAllByRole('option')).toHaveLength(1));
      await userEvent.click(screen.getByRole('option', { name: 'Beta Labs' }));
      expect(router.state.location.search).toBe('?client_id=9&stage=screening');
      expect(asked).toContain('page=1&per_page=20&q=beta');
      expect(asked).not.toContain('page=1&per_page=20&q=b'); // debounced: not a request a key

      await userEvent.click(screen.getByRole('button', { name: 'Clear the client filter' }));
      expect(router.state.location.search).toBe('?stage=screening');
      expect(box).toHaveValue('');
    });
  });
});
