import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffJob } from '../../api/jobs-staff';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { JobList } from './job-list';

const closedJob = {
  job_id: 7,
  id: 7,
  job_title: 'Data Engineer',
  client_id: 1,
  client_name: 'Acme',
  job_location: 'Pune',
  no_of_positions: 1,
  filled_positions: 1,
  is_active: false,
  status: 'closed',
  auto_close_reason: 'All positions filled',
  closure_reason: 'All positions filled',
} as StaffJob;
const openJob = {
  ...closedJob,
  job_id: 8,
  id: 8,
  job_title: 'QA Lead',
  is_active: true,
  status: 'open',
  filled_positions: 0,
  auto_close_reason: null,
  closure_reason: null,
} as StaffJob;

const list = (jobs: StaffJob[]) => json(200, { success: true, status: true, data: jobs, meta: { page: 1, per_page: 10, total: jobs.length } });
const network = () => Promise.reject(new TypeError('Failed to fetch'));

/** The admin list as the server answers it: `status` filters the rows and the total (the counts ask for status=closed). */
const adminAll = (query?: URLSearchParams) => {
  const status = query?.get('status');
  return list([closedJob, openJob].filter((j) => !status || j.status === status));
};

function render(handler: Parameters<typeof fakeApi>[0], canDelete = true) {
  const api = fakeApi((path, init, query) => (path === '/recruitments/admin/all' ? adminAll(query) : handler(path, init, query)));
  renderRoutes([{ path: '/jobs', element: <JobList canDelete={canDelete} /> }], '/jobs');
  return api;
}
const row = async (title: string) => (await screen.findByRole('rowheader', { name: title })).closest('tr')!;
/** A row's actions are one menu (issue 43): open it and answer its items. */
async function menuOf(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(within(await row(title)).getByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
}
/** Open a row's menu and choose an item. */
async function choose(user: ReturnType<typeof userEvent.setup>, title: string, item: string) {
  await user.click(within(await menuOf(user, title)).getByRole('menuitem', { name: item }));
}

describe('JobList', { timeout: 20_000 }, () => {
  it('shows the counts and one row per job with filled/total positions and status', async () => {
    render(() => fail(404, 'x'));
    const data = await row('Data Engineer');
    expect(within(data).getByText('1/1')).toBeInTheDocument();
    expect(within(data).getByText('Closed')).toBeInTheDocument();
    expect(within(data).getByText('All positions filled')).toBeInTheDocument();
    // Reopen only for closed jobs, Close only for open ones, in one menu per row
    const user = userEvent.setup();
    let menu = await menuOf(user, 'Data Engineer');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Pipeline', 'Reopen', 'Delete']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await menuOf(user, 'QA Lead');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Pipeline', 'Close', 'Delete']);
    await user.keyboard('{Escape}');
    // one open and one closed job: each count on its own, not one derived from the others
    const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(count('Total')).toBe('2'));
    expect(count('Closed')).toBe('1');
    expect(count('Active')).toBe('1');
  });

  it("says 'Failed to load jobs.' when the list cannot be loaded", async () => {
    fakeApi(() => fail(500, 'boom'));
    renderRoutes([{ path: '/jobs', element: <JobList canDelete /> }], '/jobs');
    expect(await screen.findByText('Failed to load jobs.')).toBeInTheDocument();
  });

  it('falls back to an update with one more position when the reopen request gets no answer', async () => {
    let sent: unknown;
    const api = render((path, init) => {
      if (path === '/7/reopen') return network();
      if (path === '/recruitments/7' && init.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return ok({ ...closedJob, is_active: true, status: 'open', no_of_positions: 2 });
      }
      return fail(404, 'x');
    });
    const user = userEvent.setup();
    await choose(user, 'Data Engineer', 'Reopen');
    const dialog = screen.getByRole('dialog', { name: 'Reopen Job' });
    expect(within(dialog).getByText('Are you sure you want to reopen this closed job?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Job' }));

    expect(await screen.findByText('Job reopened successfully.')).toBeInTheDocument();
    expect(sent).toEqual({ no_of_positions: 2, is_active: true, status: 'open', auto_close_reason: null, auto_closed_at: null });
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/7/reopen'))).toHaveLength(1);
  });

  it("says 'Failed to reopen job. Please try again.' when the server refuses, without the fallback", async () => {
    const api = render((path) => (path === '/7/reopen' ? fail(409, 'This job is not closed.') : fail(404, 'x')));
    const user = userEvent.setup();
    await choose(user, 'Data Engineer', 'Reopen');
    await user.click(screen.getByRole('button', { name: 'Reopen Job' }));
    expect(await screen.findByText('Failed to reopen job. Please try again.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('asks for a reason before closing and shows the server refusal', async () => {
    let sent: unknown;
    render((path, init) => {
      if (path === '/job-closure/8/close') {
        sent = JSON.parse(String(init.body));
        return fail(409, 'This job is already closed.');
      }
      return fail(404, 'x');
    });
    const user = userEvent.setup();
    await choose(user, 'QA Lead', 'Close');
    const dialog = screen.getByRole('dialog', { name: 'Close Job' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Job' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/Reason for closing/), 'Client froze hiring');
    await user.click(within(dialog).getByRole('button', { name: 'Close Job' }));
    expect(await within(dialog).findByText('Failed to close job: This job is already closed.')).toBeInTheDocument();
    expect(sent).toEqual({ candidate_ids: [], reason: 'Client froze hiring' });
  });

  it('offers Delete to Admin only, after a confirmation', async () => {
    render((path, init) => (path === '/recruitments/8' && init.method === 'DELETE' ? fail(404, 'Job not found') : fail(404, 'x')));
    const user = userEvent.setup();
    await choose(user, 'QA Lead', 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Job' });
    expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    expect(await within(dialog).findByText('Failed to delete job: Job not found')).toBeInTheDocument();
  });

  it('says how many candidates a delete hides, counted by the server', async () => {
    render((path, init, query) =>
      path === '/candidates' && query?.get('job_id') === '8'
        ? json(200, { success: true, status: true, data: [{}], meta: { page: 1, per_page: 1, total: 3 } })
        : fail(404, 'x'),
    );
    const user = userEvent.setup();
    await choose(user, 'QA Lead', 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Job' });
    expect(
      await within(dialog).findByText('This job has 3 candidates; they will be hidden with it. An Admin can restore the job later.'),
    ).toBeInTheDocument();
  });

  it('lists the deleted jobs for Admin under the status Deleted, each with Restore', async () => {
    const restored: string[] = [];
    fakeApi((path, init, query) => {
      if (path === '/recruitments/admin/all')
        return list(query?.get('deleted') === '1' ? [{ ...openJob, job_id: 9, id: 9, job_title: 'Gone Role' }] : [closedJob, openJob]);
      if (path === '/recruitments/9/restore' && init.method === 'POST') {
        restored.push(path);
        return json(200, { success: true, status: true, message: 'Job restored.', data: openJob });
      }
      return fail(404, 'x');
    });
    renderRoutes([{ path: '/jobs', element: <JobList canDelete /> }], '/jobs');
    const user = userEvent.setup();
    await row('QA Lead');
    await user.selectOptions(screen.getByLabelText('Status'), 'Deleted');
    const gone = await row('Gone Role');
    expect(within(gone).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Restore Gone Role' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore Job' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore Job' }));
    expect(await screen.findByText('Job restored.')).toBeInTheDocument();
    expect(restored).toEqual(['/recruitments/9/restore']);
  });

  it('has no Delete and no Deleted list for Bdm', async () => {
    render(() => fail(404, 'x'), false);
    const menu = await menuOf(userEvent.setup(), 'QA Lead');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Deleted' })).not.toBeInTheDocument();
  });
});
