import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STAGES } from '@talentra/contract';
import type { ProcessStages, StaffCandidate, StaffJob } from '../../api/hiring';
import { fail, fakeApi, json } from '../../test/fake-api';
import { sampleStaffCandidate, sampleStaffJob } from '../../test/samples';
import CandidateStatusPage from './candidate-status-page';

const list = (rows: unknown[]) => json(200, { success: true, status: true, data: rows, meta: { page: 1, per_page: 100, total: rows.length } });
const stages = (done: number, rejected = false): ProcessStages => ({
  screening: null,
  hr_interview: null,
  client_cv_review: null,
  client_interview: null,
  offer_letter: null,
  ...Object.fromEntries(STAGES.slice(0, done).map((s) => [s, 'completed'])),
  rejected: rejected ? 'rejected' : null,
});

const acme: StaffJob = sampleStaffJob({
  job_id: 1,
  job_title: 'Java Developer',
  client_name: 'Acme',
  no_of_positions: 2,
  is_active: true,
  status: 'open',
  job_location: 'Pune',
});
const globex: StaffJob = sampleStaffJob({
  job_id: 2,
  job_title: 'Java Developer',
  client_name: 'Globex',
  no_of_positions: 5,
  is_active: true,
  status: 'open',
});
const person = (id: number, name: string, status: string, process_stages: ProcessStages | null): StaffCandidate =>
  sampleStaffCandidate({
    id,
    job_id: 1,
    candidate_name: name,
    email: `${name.toLowerCase()}@mail.example`,
    status,
    process_stages,
    resume: `/backend/api/v1/candidates/${id}/resume`,
  });

function renderPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/hrteamdashboard/candidatestatus/:jobTitle', element: <CandidateStatusPage /> },
      { path: '/hrteamdashboard/candidatestatus', element: <CandidateStatusPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CandidateStatusPage', { timeout: 20_000 }, () => {
  it("shows one client's job with the counts of staff-portal.md §4", async () => {
    const candidateQueries: string[] = [];
    fakeApi((path, init) => {
      if (path === '/recruitments/admin/all') return list([acme, globex]);
      if (path === '/candidates') {
        candidateQueries.push(String(init.method ?? 'GET'));
        return list([
          person(11, 'Asha', 'Applied', null),
          person(12, 'Bala', 'Selected', stages(2)),
          person(13, 'Chitra', 'Selected', stages(3, true)),
          person(14, 'Dev', 'Selected', stages(5)),
        ]);
      }
      return fail(404, 'Not found');
    });
    renderPage('/hrteamdashboard/candidatestatus/java%20developer?client=ACME');
    expect(await screen.findByRole('heading', { level: 1, name: 'Java Developer' })).toBeInTheDocument();
    expect(candidateQueries).toHaveLength(1); // only Acme's job: never Globex's
    expect(tile('Open Positions')).toBe('2');
    expect(tile('Applications')).toBe('4');
    expect(tile('Selected (Offer Done)')).toBe('1');
    expect(tile('In Process (Under Review)')).toBe('1');
    expect(tile('Rejected (Not Selected)')).toBe('1');
    expect(tile('Positions Left')).toBe('1');
    expect(screen.getByRole('button', { name: 'Add Candidate' })).toBeInTheDocument();

    const asha = screen.getByRole('article', { name: 'Asha' });
    expect(within(asha).getByRole('button', { name: /^Select/ })).toBeInTheDocument();
    expect(
      within(asha)
        .getByRole('link', { name: /Resume/ })
        .getAttribute('href'),
    ).toBe('/backend/api/v1/candidates/11/resume');
    expect(within(asha).getAllByText('Not specified').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('article', { name: 'Bala' })).getByRole('button', { name: 'In Process' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bala' })).getByRole('button', { name: /Update Process/ })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Chitra' })).getByRole('button', { name: 'REJECTED' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Dev' })).getByRole('button', { name: 'SELECTED' })).toBeInTheDocument();
  });

  it('selects a candidate, creates the missing tracker and offers only the first stage', async () => {
    let asha = person(11, 'Asha', 'Applied', null);
    const calls: string[] = [];
    fakeApi((path, init) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${path}`);
      if (path === '/recruitments/admin/all') return list([acme]);
      if (path === '/candidates') return list([asha]);
      if (path === '/candidates/11' && method === 'PUT') {
        asha = { ...asha, status: 'Selected' };
        return json(200, { success: true, status: true, data: asha });
      }
      if (path === '/process-tracker/11')
        return asha.process_stages ? json(200, { success: true, status: true, data: asha.process_stages }) : fail(404, 'No process tracker');
      if (path === '/process-tracker' && method === 'POST') {
        asha = { ...asha, process_stages: stages(0) };
        return json(201, { success: true, status: true, data: asha.process_stages });
      }
      return fail(404, 'Not found');
    });
    renderPage('/hrteamdashboard/candidatestatus/Java%20Developer?client=Acme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Select/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Hiring Process Tracker' });
    expect(calls).toEqual(expect.arrayContaining(['PUT /candidates/11', 'GET /process-tracker/11', 'POST /process-tracker']));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Hr Interview' })).not.toBeDisabled());
    for (const later of ['Client Cv Review', 'Client Interview', 'Offer Letter', 'Candidate Joined']) {
      expect(within(dialog).getByRole('radio', { name: later })).toBeDisabled();
    }
    expect(within(dialog).getByRole('radio', { name: 'Rejected' })).not.toBeDisabled();
    expect(within(dialog).getByText('Pending: Hr Interview')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Update Progress' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a stage to update');
    await user.click(within(dialog).getByRole('radio', { name: 'Hr Interview' }));
    expect(within(dialog).getByText('Ready to mark "Hr Interview" as completed?')).toBeInTheDocument();
  });

  it('rejects only with a reason, shows it, and offers Undo; a candidate who has joined can be rejected too', async () => {
    // the fake server keeps the tracker (with its rejection reason) on the candidate
    let asha: Omit<StaffCandidate, 'process_stages'> & { process_stages: ProcessStages | null } = person(11, 'Asha', 'Selected', stages(1));
    const sent: unknown[] = [];
    fakeApi((path, init) => {
      const method = init.method ?? 'GET';
      if (path === '/recruitments/admin/all') return list([acme]);
      if (path === '/candidates') return list([asha, person(12, 'Joined', 'Selected', stages(5))]);
      if (path === '/process-tracker/11' && method === 'GET') return json(200, { success: true, status: true, data: asha.process_stages });
      if (path === '/process-tracker/12' && method === 'GET') return json(200, { success: true, status: true, data: stages(5) });
      if (path === '/process-tracker/11/with-job-check' && method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        asha = { ...asha, process_stages: { ...stages(1, true), rejection_reason: 'Salary too high' } };
        return json(200, { success: true, status: true, data: asha.process_stages, job_auto_closed: false });
      }
      if (path === '/process-tracker/11/undo-reject' && method === 'POST') {
        asha = { ...asha, process_stages: stages(1) };
        return json(200, { success: true, status: true, data: asha.process_stages });
      }
      return fail(404, 'Not found');
    });
    renderPage('/hrteamdashboard/candidatestatus/Java%20Developer?client=Acme');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Asha' });
    await user.click(within(card).getByRole('button', { name: /Update Process|View Details/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Hiring Process Tracker' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Rejected' }));
    const reason = within(dialog).getByLabelText(/Reason for rejection/);
    await user.click(within(dialog).getByRole('button', { name: 'Update Progress' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason for rejecting this candidate.');
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);
    await user.type(reason, 'Salary too high');
    await user.click(within(dialog).getByRole('button', { name: 'Update Progress' }));
    expect(await within(dialog).findByText('Salary too high')).toBeInTheDocument();
    expect(sent).toEqual([{ rejected: 'rejected', reason: 'Salary too high' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Undo rejection' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Undo rejection' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // a candidate who has joined may still not come: Reject is offered (staff-portal.md, api.md)
    await user.click(within(await screen.findByRole('article', { name: 'Joined' })).getByRole('button', { name: /Update Process|View Details/ }));
    dialog = await screen.findByRole('dialog', { name: 'Hiring Process Tracker' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Rejected' })).not.toBeDisabled());
  });

  it('says so when the status cannot be changed', async () => {
    fakeApi((path, init) => {
      if (path === '/recruitments/admin/all') return list([acme]);
      if (path === '/candidates') return list([person(11, 'Asha', 'Applied', null)]);
      if (init.method === 'PUT')
        return json(409, { success: false, status: false, message: 'This job is closed; its candidates cannot be changed.' });
      return fail(404, 'Not found');
    });
    renderPage('/hrteamdashboard/candidatestatus/Java%20Developer?client=Acme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Select/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update candidate status: This job is closed; its candidates cannot be changed.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a closed job read-only: banner, no Add Candidate, tracker cards reading Job Closed', async () => {
    const closed = {
      ...acme,
      is_active: false,
      status: 'closed',
      auto_close_reason: 'All positions filled',
      closure_reason: 'All positions filled',
      closed_at: '2026-02-01T10:00:00Z',
    };
    fakeApi((path) => {
      if (path === '/recruitments/admin/all') return list([closed]);
      if (path === '/candidates') return list([person(14, 'Dev', 'Selected', stages(5))]);
      if (path === '/process-tracker/14') return json(200, { success: true, status: true, data: stages(5) });
      return fail(404, 'Not found');
    });
    renderPage('/hrteamdashboard/candidatestatus/Java%20Developer?client=Acme');
    expect(await screen.findByRole('heading', { name: 'Job Closed' })).toBeInTheDocument();
    expect(screen.getByText('Reason: All positions filled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Candidate' })).not.toBeInTheDocument();
    expect(tile('Closed Job')).toBe('2');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hiring Process Tracker' });
    expect(within(dialog).getByText('Job Closed')).toBeInTheDocument(); // the Rejected card
    expect(
      within(dialog)
        .getAllByRole('radio')
        .every((r) => (r as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Update Progress' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Process Complete')).toBeInTheDocument();
  });

  it('asks to select a position when the URL has no title', async () => {
    fakeApi(() => fail(500, 'down'));
    renderPage('/hrteamdashboard/candidatestatus');
    expect(screen.getByText('Select a Position')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Positions' })).toHaveAttribute('href', '/hrteamdashboard/positions');
  });

  it('shows "Failed to load data. Please try again." when the jobs cannot be read', async () => {
    fakeApi(() => fail(500, 'down'));
    renderPage('/hrteamdashboard/candidatestatus/Java%20Developer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again.');
  });

  it('offers to add a candidate when nobody applied', async () => {
    fakeApi((path) => (path === '/recruitments/admin/all' ? list([acme]) : list([])));
    renderPage('/hrteamdashboard/candidatestatus/Java%20Developer?client=Acme');
    expect(await screen.findByText('No Candidates Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Candidate' })).toBeInTheDocument();
  });
});
