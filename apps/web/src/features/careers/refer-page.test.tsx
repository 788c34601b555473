import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_SEARCH_DEBOUNCE_MS, PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import ReferPage from './refer-page';

const routes: RouteObject[] = [{ path: '/refer/:jobId', element: <ReferPage /> }];

const JOB = { job_id: 3, job_title: 'Data Analyst', client_name: 'Acme', job_location: 'Pune', created_at: null };
const RIYA = { id: 11, candidate_name: 'Riya Sharma', email: 'ri•••@mail.example' };

/** The API as the refer page sees it; `referral` decides the POST /refer-a-friend answer. */
function server({ referral = () => json(201, { success: true, status: true, message: 'ok', data: { id: 1 } }) }: { referral?: () => Response } = {}) {
  return fakeApi((path, init) => {
    if (path === '/recruitments/3') return ok(JOB);
    if (path === '/candidates/search') return ok([RIYA]);
    if (path === '/refer-a-friend' && init.method === 'POST') return referral();
    return fail(404, 'Not found');
  });
}

const calledPaths = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname.replace('/backend/api/v1', ''));

async function chooseRiya(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Your Name/ }), 'riy');
  const option = await screen.findByRole('option', { name: /Riya Sharma/ });
  expect(option).toHaveTextContent('ri•••@mail.example');
  expect(option).not.toHaveTextContent('N/A'); // no location any more (issue 18)
  await user.keyboard('{ArrowDown}{Enter}');
}

async function fillFriend(user: ReturnType<typeof userEvent.setup>, name: string, contact: string, agreed = true) {
  // cleared first, as a person would find the fields: user-event keeps its own copy of a value, which the
  // form's native reset() after a success does not update (a browser has no such copy)
  for (const [label, text] of [
    [/Friend's Name/, name],
    [/Friend's Contact Number/, contact],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  }
  if (agreed) await user.click(screen.getByRole('checkbox', { name: /My friend agreed to be contacted/ }));
}

describe('ReferPage', () => {
  // jsdom lays nothing out: record what the page asks to bring into view
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  /** The text of the elements a control's aria-describedby names. */
  const descriptionOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('a failed submit marks the fields at fault, ties each to its message, focuses the first and brings it into view (issue 41)', async () => {
    server();
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await chooseRiya(user);
    await user.type(screen.getByLabelText(/Friend's Contact Number/), '98765');
    await user.click(screen.getByRole('checkbox', { name: /My friend agreed to be contacted/ }));
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Please enter your friend's name");
    const name = screen.getByLabelText(/Friend's Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(name)).toContain("Please enter your friend's name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(scrolled).toContain(name);
    const contact = screen.getByLabelText(/Friend's Contact Number/);
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(contact)).not.toBe('');
    expect(screen.getByRole('checkbox', { name: /My friend agreed/ })).not.toHaveAttribute('aria-invalid');

    // the field is fixed: its mark goes with the next submit
    await user.type(name, 'Kiran Rao');
    await user.clear(contact);
    await user.type(contact, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect(await screen.findByText('Kiran Rao referred successfully to Data Analyst.')).toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('without a candidate, focuses the name search, marked invalid with its message', async () => {
    server();
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await fillFriend(user, 'Kiran Rao', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    const picker = screen.getByRole('combobox', { name: /Your Name/ });
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(picker)).toContain('Please select a candidate from the dropdown');
  });

  it('an error about no field (network, repeat) moves focus to the message and brings it into view', async () => {
    server({ referral: () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response });
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await chooseRiya(user);
    await fillFriend(user, 'Kiran Rao', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Network error. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled).toContain(alert);
  });

  it("collects every problem into one message joined with '. ' and sends nothing", async () => {
    const api = server();
    renderRoutes(routes, '/refer/not-a-job');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Please select a candidate from the dropdown. Job information is missing. Please enter your friend's name. Please enter your friend's contact number. Please confirm that your friend agreed to be contacted.",
    );
    expect(calledPaths(api)).not.toContain('/refer-a-friend');
  });

  it('searches from 3 characters on the server, never the whole candidate list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('combobox', { name: /Your Name/ }), 'ri');
    await act(() => vi.advanceTimersByTimeAsync(CANDIDATE_SEARCH_DEBOUNCE_MS + 100));
    expect(calledPaths(api)).not.toContain('/candidates/search');
    await user.type(screen.getByRole('combobox', { name: /Your Name/ }), 'y');
    expect(await screen.findByRole('option', { name: /Riya Sharma/ })).toBeInTheDocument();
    expect(screen.getByText('1 candidate found')).toBeInTheDocument();
    const searches = api.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/candidates'));
    expect(searches).toEqual(['/backend/api/v1/candidates/search?name=riy']);
  });

  it('needs the friend-agreed box, which links the privacy notice, before sending', async () => {
    const api = server();
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await chooseRiya(user);
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await fillFriend(user, 'Kiran Rao', '9876543210', false);
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm that your friend agreed to be contacted.');
    expect(calledPaths(api)).not.toContain('/refer-a-friend');
  });

  it('refers a friend: success message, cleared fields, a longer session list; the same friend again is refused', async () => {
    const api = server();
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    expect(screen.getByText('Please select a candidate first to see their job details')).toBeInTheDocument();
    await chooseRiya(user);
    expect(screen.getByText('Referring as')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Job Details' });
    expect(await within(panel).findByText('Data Analyst')).toBeInTheDocument();

    await fillFriend(user, 'Kiran Rao', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect(await screen.findByText('Kiran Rao referred successfully to Data Analyst.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Friend's Name/)).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Friends referred in this session (1)' })).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/refer-a-friend'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      candidate_id: 11,
      job_id: 3,
      friend_name: 'Kiran Rao',
      friend_contact: '9876543210',
      friend_email: null,
      preferred_company: null,
      privacy_consent: PRIVACY_NOTICE_VERSION,
    });

    await fillFriend(user, 'kiran rao ', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already referred this friend in this session');
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/refer-a-friend'))).toHaveLength(1);
  });

  it("shows the spec's sentence when the server says the friend was already referred", async () => {
    server({ referral: () => json(409, { success: false, status: false, message: 'This friend was already referred for this job.' }) });
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await chooseRiya(user);
    await fillFriend(user, 'Kiran Rao', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This friend has already been referred for this job previously. Please refer a different friend.',
    );
  });

  it("shows 'Network error. Please try again.' when the server cannot be reached", async () => {
    server({ referral: () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response });
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await chooseRiya(user);
    await fillFriend(user, 'Kiran Rao', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });

  it('Refer as Different Candidate clears the candidate, the session list and the counter', async () => {
    server();
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    await chooseRiya(user);
    await fillFriend(user, 'Kiran Rao', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Refer Friend' }));
    await screen.findByRole('heading', { name: 'Friends referred in this session (1)' });
    await user.click(screen.getByRole('button', { name: 'Refer as Different Candidate' }));
    expect(screen.getByRole('heading', { name: 'Friends referred in this session (0)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Your Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refer as Different Candidate' })).not.toBeInTheDocument();
  });

  it('says when no candidate matches, and when the search failed', async () => {
    let answer = () => ok([]);
    fakeApi((path) => (path === '/candidates/search' ? answer() : path === '/recruitments/3' ? ok(JOB) : fail(404, 'Not found')));
    renderRoutes(routes, '/refer/3');
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: /Your Name/ });
    await user.type(picker, 'zzz');
    expect(await screen.findByText('No matching candidates found', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    answer = () => fail(500, 'Broken');
    await user.type(picker, 'z');
    expect(await screen.findByText('Search failed. Please try again.', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  });

  it("shows 'Job not found (Status: 404)' when the job of the path is not visible", async () => {
    fakeApi(() => fail(404, 'Not found'));
    renderRoutes(routes, '/refer/99');
    expect((await screen.findByRole('alert')).textContent).toBe('Job not found (Status: 404)');
  });

  it('takes the job from navigation state without asking the server', async () => {
    const api = server();
    const { router } = renderRoutes(routes, '/refer/not-a-job');
    await router.navigate('/refer/5', { state: { job_id: 5, job_title: 'Tester', job_location: 'Goa', client_name: 'Beta' } });
    const user = userEvent.setup();
    expect(await screen.findByText('Tester')).toBeInTheDocument();
    await chooseRiya(user);
    const panel = screen.getByRole('region', { name: 'Job Details' });
    expect(within(panel).getByText('Tester')).toBeInTheDocument();
    expect(within(panel).getByText('Beta')).toBeInTheDocument();
    await waitFor(() => expect(calledPaths(api).some((p) => p.startsWith('/recruitments'))).toBe(false));
  });
});
