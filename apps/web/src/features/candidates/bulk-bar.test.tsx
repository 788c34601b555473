import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeApi, json } from '../../test/fake-api';
import CandidateSearchPage from './candidate-search-page';

const person = (id: number, name: string) => ({
  id,
  candidate_name: name,
  email: `p${id}@mail.example`,
  mobile_number: `98765000${String(id).padStart(2, '0')}`,
  current_location: 'Pune',
  first_applied_at: '2026-01-02T10:00:00.000Z',
  applications: [],
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/candidates', element: <CandidateSearchPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('bulk work on the candidate search (issue 43)', () => {
  it('sends the ticked rows with the filters and the reason, then shows the summary and each refusal with its reason', async () => {
    const sent: unknown[] = [];
    fakeApi((path, init) => {
      if (path === '/candidates/people')
        return json(200, {
          success: true,
          status: true,
          data: [person(1, 'Asha Rao'), person(2, 'Bina Das'), person(3, 'Chetan Roy')],
          meta: { page: 1, per_page: 25, total: 3 },
          has_more: false,
        });
      if (path === '/candidates/bulk') {
        sent.push(JSON.parse(String(init.body)));
        return json(200, {
          success: true,
          status: true,
          message: '1 rejected, 1 refused',
          data: {
            done: 1,
            refused: 1,
            rows: [
              { id: 1, candidate_id: 1, candidate_name: 'Asha Rao', ok: true, message: 'Rejected (QA Engineer)' },
              { id: 3, candidate_id: null, candidate_name: 'Chetan Roy', ok: false, message: 'This candidate is already rejected.' },
            ],
          },
        });
      }
      return json(200, { success: true, status: true, data: [] });
    });
    renderAt('/candidates?job_id=7');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Asha Rao' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Chetan Roy' }));
    const bar = screen.getByRole('region', { name: /Bulk actions/ });
    expect(within(bar).getByRole('heading')).toHaveTextContent('2 selected');
    const apply = within(bar).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled(); // no action yet
    await userEvent.selectOptions(within(bar).getByLabelText('Action'), 'Reject with a reason');
    await userEvent.click(within(bar).getByLabelText('Reason'));
    await userEvent.paste('Needs Java');
    await userEvent.click(within(bar).getByRole('checkbox', { name: /E-mail the candidates/ }));
    await userEvent.click(apply);

    expect(await within(bar).findByText('1 rejected, 1 refused', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(within(bar).getByRole('list', { name: 'Refused' })).getByRole('listitem')).toHaveTextContent(
      'Chetan Roy: This candidate is already rejected.',
    );
    expect(sent).toEqual([
      {
        ids: [1, 3],
        filters: { job_id: '7', sort: 'applied', dir: 'desc' },
        action: 'reject',
        reason: 'Needs Java',
        notify_candidate: true,
      },
    ]);
    // the ticks go once done (the rows may have moved)
    expect(within(bar).getByRole('heading')).toHaveTextContent('0 selected');
  }, 20_000);

  it('"all matching the filters" sends no ids and ticks every row', async () => {
    const sent: unknown[] = [];
    fakeApi((path, init) => {
      if (path === '/candidates/people')
        return json(200, { success: true, status: true, data: [person(1, 'Asha Rao')], meta: { page: 1, per_page: 25, total: 1 }, has_more: false });
      if (path === '/candidates/bulk') {
        sent.push(JSON.parse(String(init.body)));
        return json(200, { success: true, status: true, message: '1 moved', data: { done: 1, refused: 0, rows: [] } });
      }
      return json(200, { success: true, status: true, data: [] });
    });
    renderAt('/candidates?stage=screening');
    await screen.findByRole('checkbox', { name: 'Select Asha Rao' }, { timeout: 5000 });
    const bar = screen.getByRole('region', { name: /Bulk actions/ });
    await userEvent.click(within(bar).getByRole('checkbox', { name: /Select all matching the filters/ }));
    expect(screen.getByRole('checkbox', { name: 'Select Asha Rao' })).toBeChecked();
    await userEvent.selectOptions(within(bar).getByLabelText('Action'), 'Complete the next stage');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(await within(bar).findByText('1 moved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toEqual([{ all: true, filters: { stage: 'screening', sort: 'applied', dir: 'desc' }, action: 'complete_stage' }]);
  }, 20_000);
});
