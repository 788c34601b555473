import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fakeApi, fail, json } from '../../../test/fake-api';
import { StaffCandidateForm } from './staff-candidate-form';
import type { CandidateFormState } from '../../../lib/candidate-form-state';

const JOBS = [
  { job_id: 1, job_title: 'Java Developer', client_name: 'Acme', job_location: 'Pune', is_active: true, status: 'open' },
  { job_id: 2, job_title: 'QA Engineer', client_name: 'Acme', job_location: 'Pune', is_active: true, status: 'paused' },
  { job_id: 3, job_title: 'Closed Role', client_name: 'Acme', job_location: 'Pune', is_active: false, status: 'closed' },
];
const jobsPage = (rows: unknown[]) => json(200, { success: true, status: true, data: rows, meta: { page: 1, per_page: 100, total: rows.length } });

function Landing() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname + location.search} with {JSON.stringify(location.state)}
    </p>
  );
}

function renderForm(state?: CandidateFormState) {
  const router = createMemoryRouter(
    [
      {
        path: '/hrteamdashboard/candidateform-page',
        element: <StaffCandidateForm homePath="/hrteamdashboard/positions" homeLabel="Back to Positions" />,
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: '/hrteamdashboard/candidateform-page', state }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const pdf = (bytes = 10, name = 'cv.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Full Name/), 'Riya Sharma');
  await user.type(screen.getByLabelText(/^Email/), 'riya@mail.example');
  await user.type(screen.getByLabelText(/Mobile Number/), '9876543210');
  await user.type(screen.getByLabelText(/Current Location/), 'Pune');
}

describe('StaffCandidateForm', { timeout: 20_000 }, () => {
  it('offers open and paused jobs only and preselects the job from the navigation state', async () => {
    fakeApi(() => jobsPage(JOBS));
    renderForm({
      preSelectedJobId: 2,
      jobTitle: 'QA Engineer',
      clientName: 'Acme',
      returnPath: '/hrteamdashboard/candidatestatus/QA%20Engineer?client=Acme',
    });
    const select = (await screen.findByLabelText(/^Job/)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', '1', '2']);
    expect(select).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Back to Positions' })).toHaveAttribute('href', '/hrteamdashboard/positions');
    expect(screen.getByRole('link', { name: 'Back to Job' })).toHaveAttribute('href', '/hrteamdashboard/candidatestatus/QA%20Engineer?client=Acme');
  });

  it('has no Back to Job button without a returnPath', async () => {
    fakeApi(() => jobsPage(JOBS));
    renderForm();
    await screen.findByLabelText(/^Job/);
    expect(screen.queryByRole('link', { name: 'Back to Job' })).not.toBeInTheDocument();
  });

  it('requires a resume and refuses one over 2 MB', async () => {
    const api = fakeApi(() => jobsPage(JOBS));
    renderForm({ preSelectedJobId: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(await screen.findByRole('button', { name: 'Submit Candidate' }));
    expect(await screen.findByText('Resume file is required.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Resume/), pdf(2 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    expect(await screen.findByText('Resume must be smaller than 2MB.')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field errors under each field", async () => {
    fakeApi((path, init) =>
      path === '/candidates' && init.method === 'POST'
        ? json(422, { success: false, status: false, message: 'Validation failed', errors: { email: ['Please enter a valid email', 'second'] } })
        : jobsPage(JOBS),
    );
    renderForm({ preSelectedJobId: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('shows the generic failure message when the server fails', async () => {
    fakeApi((path, init) => (path === '/candidates' && init.method === 'POST' ? fail(500, 'boom') : jobsPage(JOBS)));
    renderForm({ preSelectedJobId: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('sends only filled fields with the resume, then returns to the job page after 2 seconds', async () => {
    let sent: FormData | undefined;
    fakeApi((path, init) => {
      if (path === '/candidates' && init.method === 'POST') {
        sent = init.body as FormData;
        return json(201, { success: true, status: true, message: 'Candidate submitted successfully!', data: { id: 9 } });
      }
      return jobsPage(JOBS);
    });
    const router = renderForm({
      preSelectedJobId: 1,
      returnPath: '/hrteamdashboard/candidatestatus/Java%20Developer?client=Acme',
      shouldRefreshOnReturn: true,
    });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Submit Candidate' }));
      expect(await screen.findByText('Candidate submitted successfully!')).toBeInTheDocument();
      expect(screen.getByText('Redirecting back to job page...')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/hrteamdashboard/candidateform-page');
      await vi.advanceTimersByTimeAsync(2000);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByText(/Landed on \/hrteamdashboard\/candidatestatus\/Java%20Developer\?client=Acme with \{"refreshData":true\}/),
    ).toBeInTheDocument();
    expect([...sent!.keys()].sort()).toEqual(['candidate_name', 'current_location', 'email', 'job_id', 'mobile_number', 'resume']);
    expect(sent!.get('job_id')).toBe('1');
  });

  it("a shared phone asks 'Same person' or 'Different person': the answer goes with the submit (issue 41)", async () => {
    const sent: FormData[] = [];
    fakeApi((path, init, query) => {
      if (path === '/candidates' && init.method === 'POST') {
        sent.push(init.body as FormData);
        return json(201, { success: true, status: true, message: 'Candidate submitted successfully!', data: { id: 9 } });
      }
      if (path === '/candidates/duplicates')
        return json(200, {
          success: true,
          status: true,
          data:
            query?.get('phone') === '9876543210'
              ? [{ id: 42, candidate_name: 'Kiara Joshi', email: 'kiara@mail.example', mobile_number: '9876543210', match: 'phone' }]
              : [],
        });
      return jobsPage(JOBS);
    });
    renderForm({ preSelectedJobId: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    const same = await screen.findByRole('button', { name: 'Same person' });
    const different = screen.getByRole('button', { name: 'Different person' });
    expect(same).toHaveAttribute('aria-pressed', 'false');
    await user.click(same);
    expect(same).toHaveAttribute('aria-pressed', 'true');
    await user.click(different);
    expect(different).toHaveAttribute('aria-pressed', 'true');
    expect(same).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    await screen.findByText('Candidate submitted successfully!');
    expect(sent[0]!.has('same_person_as')).toBe(false);
  });

  it("'Same person' sends the id of the person named", async () => {
    const sent: FormData[] = [];
    fakeApi((path, init) => {
      if (path === '/candidates' && init.method === 'POST') {
        sent.push(init.body as FormData);
        return json(201, { success: true, status: true, message: 'Candidate submitted successfully!', data: { id: 9 } });
      }
      if (path === '/candidates/duplicates')
        return json(200, {
          success: true,
          status: true,
          data: [{ id: 42, candidate_name: 'Kiara Joshi', email: 'kiara@mail.example', mobile_number: '9876543210', match: 'phone' }],
        });
      return jobsPage(JOBS);
    });
    renderForm({ preSelectedJobId: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    await user.click(await screen.findByRole('button', { name: 'Same person' }));
    await user.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    await screen.findByText('Candidate submitted successfully!');
    expect(sent[0]!.get('same_person_as')).toBe('42');
  });

  it('says when jobs cannot be loaded', async () => {
    fakeApi(() => fail(500, 'down'));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to fetch jobs. Please try again later.');
  });

  it('says when no job takes applications', async () => {
    fakeApi(() => jobsPage([JOBS[2]]));
    renderForm();
    expect(await screen.findByText('No jobs available. Please try refreshing the page.')).toBeInTheDocument();
  });
});
