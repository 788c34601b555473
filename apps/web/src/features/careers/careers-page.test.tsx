import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { PublicJob } from '../../api/jobs-public';
import { fail, fakeApi, json } from '../../test/fake-api';
import { samplePublicJob } from '../../test/samples';
import { renderRoutes } from '../../test/render-routes';
import { careersKey, keepRenderedCareersPage } from '../../api/careers-list';
import { setPageData } from '../../lib/page-data';
import CareersPage from './careers-page';

const job = (n: number, overrides: Partial<PublicJob> = {}): PublicJob =>
  samplePublicJob({
    job_id: n,
    job_title: `Engineer ${n}`,
    client_name: 'Acme',
    job_location: 'Pune',
    type_of_industry: 'IT & Software Development',
    hiring_type: 'Full Time',
    min_experience: 2,
    max_experience: 5,
    no_of_positions: 2,
    package: 1200000,
    benefit: 'Cab,Food',
    skills_required: 'Node.js. SQL.',
    job_description: 'Build things',
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  });

/** A server holding `total` visible jobs, answering page by page as GET /recruitments does; it records each query. */
function pagedServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => job(i + 1));
  const calls: URLSearchParams[] = [];
  const api = fakeApi(() => fail(500, 'unused'));
  api.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/backend/api/v1/recruitments') return fail(404, 'Not found');
    calls.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const data = all.slice((page - 1) * perPage, page * perPage);
    return json(200, { success: true, status: true, data, meta: { page, per_page: perPage, total } });
  });
  return calls;
}

const routes: RouteObject[] = [
  { path: '/careers', element: <CareersPage /> },
  { path: '/jobs/:id', element: <h1>Job page</h1> },
];

describe('CareersPage', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn()); // jsdom does not scroll
  });

  it("asks the server for 6 jobs at a time and shows 'Page 1 of 3' with Previous disabled", async () => {
    const calls = pagedServer(14);
    renderRoutes(routes, '/careers');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // real links (issue 17): Next is one to ?page=2; Previous on page 1 is no link at all
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/careers?page=2');
    expect(calls[0]?.get('per_page')).toBe('6');
    expect(calls[0]?.get('page')).toBe('1');
  });

  it('fetches the next page from the server, keeps it in the URL, and disables Next on the last page', async () => {
    const calls = pagedServer(14);
    const { router } = renderRoutes(routes, '/careers');
    const user = userEvent.setup();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/careers');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Next').closest('[aria-disabled="true"]')).toBeInTheDocument();
    expect(calls.map((c) => c.get('page'))).toEqual(['1', '2', '3']);
  });

  it('shows no page controls when one page holds every job', async () => {
    pagedServer(6);
    renderRoutes(routes, '/careers');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText(/Page \d of \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('shows a card with Location, Industry, Positions and Skills, N/A for missing skills', async () => {
    fakeApi(() => json(200, { success: true, status: true, data: [job(1, { skills_required: '' })], meta: { page: 1, per_page: 6, total: 1 } }));
    renderRoutes(routes, '/careers');
    const card = await screen.findByRole('article', { name: 'Engineer 1' });
    expect(within(card).getByText('Location:').parentElement?.textContent).toBe('Location:Pune');
    expect(within(card).getByText('Skills:').parentElement?.textContent).toBe('Skills:N/A');
    expect(
      within(card)
        .getByRole('link', { name: /READ MORE/ })
        .getAttribute('href'),
    ).toBe('/jobs/1');
    expect(
      within(card)
        .getByRole('link', { name: /REFER TO A FRIEND/ })
        .getAttribute('href'),
    ).toBe('/refer/1');
  });

  it('sends the keyword, location and industry to the server and starts again at page 1', async () => {
    const calls = pagedServer(14);
    const { router } = renderRoutes(routes, '/careers?page=2');
    const user = userEvent.setup();
    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByLabelText('Keyword'), 'node');
    await user.type(screen.getByLabelText('Location'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=node&location=Pune'));
    await waitFor(() => expect(calls.at(-1)?.get('q')).toBe('node'));
    expect(calls.at(-1)?.get('location')).toBe('Pune');
    expect(calls.at(-1)?.get('page')).toBe('1');
  });

  it("shows 'Failed to load jobs: HTTP 500' and Try Again asks again", async () => {
    let attempts = 0;
    fakeApi(() => {
      attempts += 1;
      return attempts === 1
        ? json(500, { success: false, status: false, message: 'boom' })
        : json(200, { success: true, status: true, data: [job(1)], meta: { page: 1, per_page: 6, total: 1 } });
    });
    renderRoutes(routes, '/careers');
    expect(await screen.findByText('Failed to load jobs: HTTP 500')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Engineer 1' })).toBeInTheDocument();
  });

  it('shows the empty texts when there are no openings', async () => {
    pagedServer(0);
    renderRoutes(routes, '/careers');
    expect(await screen.findByText('No job openings available at the moment.')).toBeInTheDocument();
    expect(screen.getByText('Please check back later for new opportunities.')).toBeInTheDocument();
  });

  it('a search that matches nothing says so and offers to clear the filters (issue 46)', async () => {
    pagedServer(0);
    renderRoutes(routes, '/careers?q=astronaut');
    expect(await screen.findByText(/^No jobs match your search\./)).toBeInTheDocument();
    expect(screen.getByText('No job openings available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows the page the server sent with the HTML without asking again (issue 17)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = pagedServer(14);
    const search = { page: 2, q: 'rust', location: '', industry: '', work_mode: '', experience: '' };
    const sent = { jobs: [job(31, { job_title: 'Rust Engineer' })], meta: { page: 2, per_page: 6, total: 7 } };
    setPageData({ careers: { key: careersKey(search), page: sent } });
    keepRenderedCareersPage();
    setPageData(null);
    renderRoutes(routes, '/careers?q=rust&page=2');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Rust Engineer']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/careers?q=rust');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toEqual([]);
  });
  it('shows the filters with the counts the server gives, as links that keep the other filters (issue 46)', async () => {
    const api = fakeApi(() => fail(500, 'unused'));
    const facetCalls: URLSearchParams[] = [];
    api.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/backend/api/v1/recruitments/facets') {
        facetCalls.push(url.searchParams);
        return json(200, {
          success: true,
          status: true,
          data: {
            location: [
              { value: 'Pune', count: 3 },
              { value: 'Mumbai', count: 1 },
            ],
            industry: [{ value: 'IT', count: 4 }],
            work_mode: [{ value: 'Remote', count: 2 }],
            experience: [{ value: '2-4', count: 2 }],
          },
        });
      }
      return json(200, { success: true, status: true, data: [job(1)], meta: { page: 1, per_page: 6, total: 1 } });
    });
    renderRoutes(routes, '/careers?work_mode=Remote');
    const filters = await screen.findByRole('navigation', { name: 'Filters' });
    expect(facetCalls[0]?.get('work_mode')).toBe('Remote');
    const location = within(filters).getByRole('list', { name: 'Location' });
    expect(within(location).getByRole('link', { name: /^Pune, 3 jobs/ })).toHaveAttribute('href', '/careers?location=Pune&work_mode=Remote');
    const remote = within(filters).getByRole('link', { name: /^Remote, 2 jobs/ });
    expect(remote).toHaveAttribute('aria-current', 'true');
    expect(remote).toHaveAttribute('href', '/careers');
    expect(within(filters).getByRole('link', { name: /^2–4 years, 2 jobs/ })).toHaveAttribute('href', '/careers?work_mode=Remote&experience=2-4');
  });
});
