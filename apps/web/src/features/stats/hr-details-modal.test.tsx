import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fail, json } from '../../test/fake-api';
import { HrDetailsModal, type HrDetailKind } from './hr-details-modal';
import { candidateStatusHref, groupPositions } from './position-groups';

function renderModal(kind: HrDetailKind, answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? fail(500, 'no more answers'));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <HrDetailsModal kind={kind} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, fetchMock };
}
const rows = (data: unknown[], total = data.length) => json(200, { success: true, status: true, data, meta: { page: 1, per_page: 10, total } });

describe('HrDetailsModal', () => {
  it("shows the error with Retry, then 'Candidate Details (N)' with its columns", async () => {
    const candidate = {
      id: 7,
      candidate_name: 'Asha Rao',
      email: 'asha@example.com',
      mobile_number: '9800000001',
      current_location: 'Pune',
      job_id: 1,
      job_title: 'Data Analyst',
    };
    renderModal('candidates', [fail(500, 'down'), rows([candidate], 1)]);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch candidate details. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Candidate Details (1)' });
    await within(dialog).findByText('Asha Rao');
    // each name opens the candidate's profile (issue 43)
    expect(within(dialog).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/candidates/7');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Candidate Name', 'Email', 'Phone', 'Location']);
  });

  it("shows 'No clients found' and closes with its Close button", async () => {
    const { onClose } = renderModal('clients', [rows([], 0)]);
    const dialog = await screen.findByRole('dialog', { name: 'Client Details (0)' });
    await within(dialog).findByText('No clients found');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.setup().click(closeButtons[closeButtons.length - 1]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('on a narrow screen, scrolls its table sideways in a region named like it that takes keyboard focus', async () => {
    // the layout jsdom does not do: a table of 781 px in a dialog body of 318 px (a 390 px phone)
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(781);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(318);
    try {
      const position = {
        job_id: 4,
        job_title: 'Data Analyst',
        client_name: 'Acme',
        job_location: 'Pune',
        no_of_positions: 2,
        notice_period: '30 days',
      };
      renderModal('positions', [rows([position], 1)]);
      const dialog = await screen.findByRole('dialog', { name: 'Position Details' });
      await within(dialog).findByText('Data Analyst');
      const region = within(dialog).getByRole('region', { name: 'Position Details' });
      expect(region.tabIndex).toBe(0);
      expect(within(region).getByRole('table')).toBeInTheDocument();
      region.focus();
      expect(document.activeElement).toBe(region);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says which details failed for clients', async () => {
    renderModal('clients', [fail(503, 'down')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch client details. Please try again.');
  });
});

describe('Position Details grouping', () => {
  it('groups active jobs by title and client and adds their positions', () => {
    const job = (job_id: number, job_title: string, client_name: string, no_of_positions: number | null, job_location = 'Pune') => ({
      job_id,
      job_title,
      client_name,
      job_location,
      // a missing figure and notice period: not sent by the server (contract), still shown
      no_of_positions: no_of_positions as number,
      notice_period: null as unknown as string,
    });
    const groups = groupPositions([
      job(1, 'Data Analyst', 'Acme', 2),
      job(2, 'data analyst ', 'ACME', null, 'Mumbai'),
      job(3, 'Data Analyst', 'Globex', 5),
    ]);
    expect(groups).toEqual([
      { title: 'Data Analyst', client: 'Globex', positions: 5, jobs: 1, locations: ['Pune'] },
      { title: 'Data Analyst', client: 'Acme', positions: 3, jobs: 2, locations: ['Pune', 'Mumbai'] },
    ]);
  });

  it('links to the candidate status page with both values encoded', () => {
    expect(candidateStatusHref('C++ Dev / Lead', 'A&B Co')).toBe('/hrteamdashboard/candidatestatus/C%2B%2B%20Dev%20%2F%20Lead?client=A%26B%20Co');
  });
});
