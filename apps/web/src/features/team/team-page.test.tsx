import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember } from '@talentra/contract';
import { fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import TeamPage from './team-page';
import { PHOTO_NOT_IMAGE, PHOTO_REQUIRED } from './team-member-dialog';

const member = (id: number, name: string, title = 'Recruiter'): TeamMember => ({
  id,
  name,
  title,
  bio: `${name} works here.`,
  photo_url: `/backend/api/v1/team/photos/${id + 100}`,
});

function serve(initial: TeamMember[]) {
  let team = [...initial];
  const calls: { path: string; method: string; body: unknown }[] = [];
  const api = fakeApi(async (path, init) => {
    const method = init.method ?? 'GET';
    calls.push({ path, method, body: init.body });
    if (path === '/team' && method === 'GET') return ok(team);
    if (path === '/team' && method === 'POST') {
      const form = init.body as FormData;
      const added = { ...member(9, String(form.get('name')), String(form.get('title'))), bio: String(form.get('bio')) };
      team = [...team, added];
      return json(201, { success: true, status: true, message: 'Team member added.', data: added });
    }
    if (path === '/team/order' && method === 'PUT') {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      team = ids.map((id) => team.find((m) => m.id === id)!);
      return ok(team);
    }
    const removed = /^\/team\/(\d+)$/.exec(path);
    if (removed && method === 'DELETE') {
      team = team.filter((m) => m.id !== Number(removed[1]));
      return json(200, { success: true, status: true, message: 'Team member removed.', data: null });
    }
    return json(404, { success: false, status: false, message: 'Not found' });
  });
  return { api, calls, team: () => team };
}

const render = () => renderRoutes([{ path: '/admindashboard/team', element: <TeamPage /> }], '/admindashboard/team');
const names = () =>
  within(screen.getByRole('list', { name: 'Team members' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

describe('TeamPage (Admin, issue 41)', () => {
  it('lists the team in order with photo thumbnails', async () => {
    serve([member(1, 'Arjun Mehta', 'CEO'), member(2, 'Priya Raghavan')]);
    render();
    const list = await screen.findByRole('list', { name: 'Team members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Arjun Mehta')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('CEO')).toBeInTheDocument();
    const thumb = rows[0]!.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', '/backend/api/v1/team/photos/101');
    expect(thumb).toHaveAttribute('width', '64');
    expect(screen.getByRole('button', { name: 'Move Arjun Mehta up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Priya Raghavan down' })).toHaveProperty('disabled', true);
  });

  it('says so when there is no team yet', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No team members yet.')).toBeInTheDocument();
  });

  it('adds a member with a photo: the contract’s rules first, then a multipart POST', async () => {
    const { calls } = serve([member(1, 'Arjun Mehta')]);
    const user = userEvent.setup({ applyAccept: false });
    render();
    await screen.findByText('Arjun Mehta');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText(PHOTO_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Meera Pillai');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Talent Partner');
    await user.type(within(dialog).getByLabelText(/^Bio/), 'Meera finds people.');
    await user.upload(within(dialog).getByLabelText(/^Photo/), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText(PHOTO_NOT_IMAGE)).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/^Photo/), new File(['<svg/>'], 'meera.svg', { type: 'image/svg+xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST')!;
    const form = post.body as FormData;
    expect([form.get('name'), form.get('title'), form.get('bio')]).toEqual(['Meera Pillai', 'Talent Partner', 'Meera finds people.']);
    expect((form.get('photo') as File).name).toBe('meera.svg');
    expect(await screen.findByText('Team member added.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Arjun Mehta', 'Meera Pillai']));
  });

  it('moves a member down and up with the whole order', async () => {
    const { calls } = serve([member(1, 'Arjun Mehta'), member(2, 'Priya Raghavan'), member(3, 'Kavitha Nair')]);
    const user = userEvent.setup();
    render();
    await screen.findByText('Arjun Mehta');
    await user.click(screen.getByRole('button', { name: 'Move Arjun Mehta down' }));
    await waitFor(() => expect(names()).toEqual(['Priya Raghavan', 'Arjun Mehta', 'Kavitha Nair']));
    expect(JSON.parse(String(calls.find((c) => c.path === '/team/order')!.body))).toEqual({ ids: [2, 1, 3] });
    await user.click(screen.getByRole('button', { name: 'Move Kavitha Nair up' }));
    await waitFor(() => expect(names()).toEqual(['Priya Raghavan', 'Kavitha Nair', 'Arjun Mehta']));
  });

  it('removes a member only after confirmation', async () => {
    const { calls } = serve([member(1, 'Arjun Mehta'), member(2, 'Priya Raghavan')]);
    const user = userEvent.setup();
    render();
    await screen.findByText('Arjun Mehta');
    await user.click(screen.getByRole('button', { name: 'Remove Priya Raghavan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this team member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Priya Raghavan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Member' }));
    await waitFor(() => expect(names()).toEqual(['Arjun Mehta']));
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/team/2');
    expect(await screen.findByText('Priya Raghavan was removed from the team.')).toBeInTheDocument();
  });
});
