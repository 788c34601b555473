import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import type { PublicJob } from '../../api/jobs-public';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { samplePublicJob } from '../../test/samples';
import { renderRoutes } from '../../test/render-routes';
import { PageLocationProvider } from '../../lib/location';
import { setPageData } from '../../lib/page-data';
import JobDetailPage from './job-detail-page';

const routes: RouteObject[] = [
  { path: '/jobs/:id', element: <JobDetailPage /> },
  { path: '/careers', element: <h1>Careers</h1> },
];

const JOB: PublicJob = samplePublicJob({
  job_id: 8,
  job_title: 'Backend Engineer',
  client_name: 'Acme',
  job_location: 'Pune',
  type_of_industry: 'IT & Software Development',
  hiring_type: null,
  min_experience: 2,
  max_experience: 5,
  no_of_positions: 2,
  package: 1200000,
  benefit: ' , ',
  skills_required: 'Node.js. SQL.',
  job_description: 'Line one\nLine two',
  created_at: '2026-01-10T10:00:00.000Z',
});

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const jsonLd = () => document.head.querySelector('script[type="application/ld+json"]');

describe('JobDetailPage', () => {
  it('shows the job carried in navigation state without asking the server', async () => {
    const api = fakeApi(() => fail(500, 'should not be called'));
    const { router } = renderRoutes(routes, '/careers');
    await router.navigate('/jobs/8', { state: { job: JOB } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
    expect(fact('Package')).toBe('₹12,00,000 LPA');
    expect(fact('Experience Required')).toBe('2 - 5 years');
    expect(fact('Hiring Type')).toBe('N/A');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Node.js', 'SQL']);
    expect(screen.queryByRole('heading', { name: 'Benefits' })).not.toBeInTheDocument();
    for (const apply of screen.getAllByRole('link', { name: 'Apply Now' })) expect(apply).toHaveAttribute('href', '/candidateform');
    expect(api).not.toHaveBeenCalled();
  });

  it('fetches the job when opened directly and adds JobPosting JSON-LD while shown', async () => {
    fakeApi((path) => (path === '/recruitments/8' ? ok({ ...JOB, benefit: 'Cab,Food' }) : fail(404, 'Not found')));
    const { unmount } = renderRoutes(routes, '/jobs/8');
    expect(screen.getByText('Loading job details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benefits' })).toBeInTheDocument();
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(JSON.parse(jsonLd()!.textContent!)).toMatchObject({ '@type': 'JobPosting', title: 'Backend Engineer' });
    unmount();
    expect(jsonLd()).toBeNull();
  });

  it("shows 'Job details could not be loaded.' when the job is not visible", async () => {
    fakeApi(() => fail(404, 'Not found'));
    renderRoutes(routes, '/jobs/8');
    expect(await screen.findByText('Job details could not be loaded.')).toBeInTheDocument();
    expect(jsonLd()).toBeNull();
  });

  describe('sent with the page by the server (issue 17)', () => {
    afterEach(() => setPageData(null));

    it('an open job: shown at once, no request, JobPosting kept', async () => {
      const api = fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'open', job: JOB } });
      renderRoutes(routes, '/jobs/8');
      expect(screen.getByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
      await waitFor(() => expect(jsonLd()).not.toBeNull());
      expect(api).not.toHaveBeenCalled();
    });

    it('a closed job says so, offers no application and has no JobPosting; a confidential client is not named', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'closed', job: { ...JOB, client_name: null, client_confidential: true } } });
      renderRoutes(routes, '/jobs/8');
      expect(screen.getByText('This job is closed and no longer accepting applications.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(fact('Company Name')).toBe('Confidential client');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(jsonLd()).toBeNull();
    });

    it('a removed job and an unknown one show the not-found page', () => {
      fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'removed' } });
      const { unmount } = renderRoutes(routes, '/jobs/8');
      expect(screen.getByRole('heading', { level: 1, name: 'This job has been removed' })).toBeInTheDocument();
      unmount();
      setPageData({ job: { id: 9, state: 'unknown' } });
      renderRoutes(routes, '/jobs/9');
      expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See current openings' })).toHaveAttribute('href', '/careers');
    });
  });

  describe('everything its JobPosting says is on the page (issue 41)', () => {
    afterEach(() => setPageData(null));
    const FULL: PublicJob = {
      ...JOB,
      hiring_type: 'Full Time',
      work_mode: 'Hybrid',
      qualification: 'B.Tech in Computer Science',
      key_responsibilities: 'Design the billing APIs\nReview code',
      benefit: 'Cab,Food',
      closing_date: '2026-03-31',
    };

    it('work mode, qualification, key responsibilities and the closing date are shown; Apply Now comes before the details', async () => {
      fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'open', job: FULL } });
      renderRoutes(routes, '/jobs/8');
      expect(fact('Work Mode')).toBe('Hybrid');
      expect(fact('Hiring Type')).toBe('Full Time');
      expect(fact('Industry')).toBe('IT & Software Development');
      expect(fact('Apply By')).toMatch(/2026|31/);
      expect(screen.getByRole('heading', { level: 2, name: 'Key Responsibilities' })).toBeInTheDocument();
      expect(screen.getByText(/Design the billing APIs/).textContent).toBe('Design the billing APIs\nReview code');
      expect(screen.getByRole('heading', { level: 2, name: 'Qualification' })).toBeInTheDocument();
      expect(screen.getByText('B.Tech in Computer Science')).toBeInTheDocument();
      // the JSON-LD's texts are all in the page
      await waitFor(() => expect(jsonLd()).not.toBeNull());
      const ld = JSON.parse(jsonLd()!.textContent!) as { description: string; industry: string; skills: string };
      // compared without spaces and list punctuation: skills and benefits are bullets on the page
      const bare = (text: string) => text.replace(/[\s.,]+/g, '');
      const pageText = bare(document.body.textContent!);
      const ldTexts = ld.description
        .split(/<[^>]+>/)
        .map((t) => t.replace(/&amp;/g, '&').trim())
        .filter((t) => t && !/^(Key responsibilities|Skills required|Qualification|Benefits)$/.test(t));
      expect(ldTexts.length).toBeGreaterThan(4);
      for (const text of [...ldTexts, ld.industry, ld.skills]) expect(pageText, text).toContain(bare(text));
      // Apply Now is reached before the facts (within a phone's first screen; e2e/job-seeker.spec.ts measures it)
      const article = screen.getByRole('article');
      const apply = within(article).getAllByRole('link', { name: 'Apply Now' })[0]!;
      expect(apply.compareDocumentPosition(screen.getByText('Company Name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('a remote job says Remote and where applicants must live, as its JobPosting does', () => {
      fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'open', job: { ...FULL, work_mode: 'Remote' } } });
      renderRoutes(routes, '/jobs/8');
      expect(fact('Work Mode')).toBe('Remote (applicants in India)');
    });

    it('the server HTML hydrates without a mismatch', async () => {
      setPageData({ job: { id: 8, state: 'open', job: FULL } });
      const tree = (
        <PageLocationProvider url="/jobs/8" params={{ id: '8' }}>
          <JobDetailPage />
        </PageLocationProvider>
      );
      const html = renderToString(tree);
      expect(html).toContain('B.Tech in Computer Science');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      container.remove();
    });

    it("dates read the same in the server's HTML and after hydration, with the month's name (issue 41)", async () => {
      setPageData({ job: { id: 8, state: 'open', job: FULL } });
      const tree = (
        <PageLocationProvider url="/jobs/8" params={{ id: '8' }}>
          <JobDetailPage />
        </PageLocationProvider>
      );
      const html = renderToString(tree);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const factIn = (term: string) => within(container).getByText(term).nextElementSibling?.textContent;
      // 10:00 UTC on 10 January is that day in India, the agency's zone; the closing date is a calendar day
      expect([factIn('Posted On'), factIn('Apply By')]).toEqual(['10 Jan 2026', '31 Mar 2026']);
      await act(async () => {
        hydrateRoot(container, tree);
      });
      // the browser (en-US here) says the same, not 1/10/2026
      expect([factIn('Posted On'), factIn('Apply By')]).toEqual(['10 Jan 2026', '31 Mar 2026']);
      container.remove();
    });
  });
});
