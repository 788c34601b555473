import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import TaskAssignPage from './task-assign-page';

const USERS = [
  { id: 1, username: 'admin@example.com', user_role: 'Admin', is_active: true, created_at: '2025-01-05T10:00:00.000Z' },
  { id: 3, username: 'hr@example.com', user_role: 'Hrteam', is_active: true, created_at: null },
  { id: 9, username: 'gone@example.com', user_role: 'Bdm', is_active: false, created_at: '2025-01-05T10:00:00.000Z' },
  { id: 4, username: 'bdm@example.com', user_role: 'Bdm', is_active: true, created_at: '2025-01-05T10:00:00.000Z' },
];
const JOBS = [
  {
    job_id: 7,
    job_title: 'Data Analyst',
    client_id: 2,
    client_name: 'BlueLotus Health Systems',
    skills_required: 'SQL. Python.',
    job_location: 'Hyderabad',
    status: 'open',
    is_active: true,
  },
  {
    job_id: 8,
    job_title: 'Fleet Coordinator',
    client_id: 3,
    client_name: null,
    skills_required: 'Route planning.',
    job_location: null,
    status: 'open',
    is_active: true,
  },
  {
    job_id: 5,
    job_title: 'Closed Role',
    client_id: 3,
    client_name: 'Acme',
    skills_required: null,
    job_location: null,
    status: 'closed',
    is_active: false,
  },
  {
    job_id: 6,
    job_title: 'Paused Role',
    client_id: 3,
    client_name: 'Acme',
    skills_required: null,
    job_location: null,
    status: 'paused',
    is_active: true,
  },
];
const page = (data: unknown[]) => json(200, { success: true, status: true, data, meta: { page: 1, per_page: 100, total: data.length } });

const jobQueries: URLSearchParams[] = [];

function serve(onAssign: (body: unknown) => Response = () => json(201, { success: true, status: true, data: {} })) {
  return fakeApi((path, init, query) => {
    if (path === '/users') return ok(USERS);
    if (path === '/recruitments/admin/all') {
      jobQueries.push(query!);
      // every job, whatever is asked: the page must not offer a closed or paused one either way
      return page(JOBS);
    }
    if (path === '/task-assignments') return page([]);
    if (path === '/task-assigning') return onAssign(JSON.parse(String(init.body)));
    return json(404, { success: false, status: false, message: 'Not found.' });
  });
}

const render = () => renderRoutes([{ path: '/t', element: <TaskAssignPage /> }], '/t');

describe('TaskAssignPage', () => {
  it('offers only active Bdm and Hrteam members, labelled with their role, and enables Assign once one is chosen', async () => {
    serve();
    render();
    const member = screen.getByLabelText(/Select Team Member/);
    await screen.findByRole('option', { name: 'hr@example.com (HR Team)' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a team member...', 'hr@example.com (HR Team)', 'bdm@example.com (Business Development)']);
    const assign = screen.getByRole('button', { name: 'Assign Recruitment Task' });
    expect(assign).toBeDisabled();
    await userEvent.setup().selectOptions(member, '3');
    expect(assign).not.toBeDisabled();
    // the member card: name, role badge, Member Since N/A when the date is missing
    const card = screen.getByRole('group', { name: 'Selected team member' });
    expect(within(card).getByText('hr@example.com')).toBeInTheDocument();
    expect(within(card).getByText('HR Team')).toBeInTheDocument();
    expect(within(card).getByText('Member Since: N/A')).toBeInTheDocument();
  });

  it('offers only open job postings, and asks the server for open ones', async () => {
    serve();
    render();
    const job = screen.getByLabelText(/Select Job Posting/);
    await screen.findByRole('option', { name: /Data Analyst/ });
    expect(
      within(job)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a job posting...', 'Data Analyst - BlueLotus Health Systems (Hyderabad)', 'Fleet Coordinator - Client']);
    expect(jobQueries.at(-1)?.get('status')).toBe('open');
  });

  it("fills the description from the job ('Client' when the job has no client), and keeps it editable", async () => {
    serve();
    render();
    const user = userEvent.setup();
    const job = screen.getByLabelText(/Select Job Posting/);
    await screen.findByRole('option', { name: /Data Analyst/ });
    const description = screen.getByLabelText(/Task Description/) as HTMLTextAreaElement;
    await user.selectOptions(job, '7');
    expect(description).toHaveValue('Handle recruitment for Data Analyst position at BlueLotus Health Systems. Required skills: SQL. Python.');
    await user.selectOptions(job, '8');
    expect(description).toHaveValue('Handle recruitment for Fleet Coordinator position at Client. Required skills: Route planning.');
    await user.type(description, ' Start with referrals.');
    expect(description.value).toMatch(/Start with referrals\.$/);
  });

  it('sends the task, shows the success banner and resets the form', async () => {
    const sent: unknown[] = [];
    serve((body) => {
      sent.push(body);
      return json(201, { success: true, status: true, data: {} });
    });
    render();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'hr@example.com (HR Team)' });
    await screen.findByRole('option', { name: /Data Analyst/ });
    expect(screen.getByLabelText('Priority Level')).toHaveValue('medium');
    await user.selectOptions(screen.getByLabelText(/Select Job Posting/), '7');
    await user.selectOptions(screen.getByLabelText(/Select Team Member/), '3');
    await user.selectOptions(screen.getByLabelText('Priority Level'), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Assign Recruitment Task' }));

    expect(await screen.findByText('Recruitment task assigned successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        user_id: 3,
        job_id: 7,
        message: 'Handle recruitment for Data Analyst position at BlueLotus Health Systems. Required skills: SQL. Python.',
        priority_level: 'urgent',
        deadline: null,
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/Select Job Posting/)).toHaveValue(''));
    expect(screen.getByLabelText(/Task Description/)).toHaveValue('');
    expect(screen.getByLabelText('Priority Level')).toHaveValue('medium');
  });

  it("shows the server's field error and 'Error assigning task. Please try again.' when the server refuses", async () => {
    serve(() => json(422, { success: false, status: false, message: 'Validation failed', errors: { deadline: ['Deadline cannot be in the past'] } }));
    render();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'hr@example.com (HR Team)' });
    await screen.findByRole('option', { name: /Data Analyst/ });
    await user.selectOptions(screen.getByLabelText(/Select Job Posting/), '7');
    await user.selectOptions(screen.getByLabelText(/Select Team Member/), '3');
    await user.click(screen.getByRole('button', { name: 'Assign Recruitment Task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error assigning task. Please try again.');
    expect(screen.getByText('Deadline cannot be in the past')).toBeInTheDocument();
  });

  it('asks for a job posting and a description before calling the server', async () => {
    const api = serve();
    render();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'hr@example.com (HR Team)' });
    await user.selectOptions(screen.getByLabelText(/Select Team Member/), '3');
    await user.click(screen.getByRole('button', { name: 'Assign Recruitment Task' }));
    expect(await screen.findByText('Please choose a job posting')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).includes('/task-assigning'))).toBe(false);
  });
});
