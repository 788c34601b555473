import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { PublicJob } from '../../api/jobs-public';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { samplePublicJob } from '../../test/samples';
import { renderRoutes } from '../../test/render-routes';
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeTruthy();
    expect(fact('Package')).toBe('₹12,00,000 LPA');
    expect(fact('Experience Required')).toBe('2 - 5 years');
    expect(fact('Hiring Type')).toBe('N/A');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Node.js', 'SQL']);
    expect(screen.queryByRole('heading', { name: 'Benefits' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/candidateform');
    expect(api).not.toHaveBeenCalled();
  });

  it('fetches the job when opened directly and adds JobPosting JSON-LD while shown', async () => {
    fakeApi((path) => (path === '/recruitments/8' ? ok({ ...JOB, benefit: 'Cab,Food' }) : fail(404, 'Not found')));
    const { unmount } = renderRoutes(routes, '/jobs/8');
    expect(screen.getByText('Loading job details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Benefits' })).toBeTruthy();
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(JSON.parse(jsonLd()!.textContent!)).toMatchObject({ '@type': 'JobPosting', title: 'Backend Engineer' });
    unmount();
    expect(jsonLd()).toBeNull();
  });

  it("shows 'Job details could not be loaded.' when the job is not visible", async () => {
    fakeApi(() => fail(404, 'Not found'));
    renderRoutes(routes, '/jobs/8');
    expect(await screen.findByText('Job details could not be loaded.')).toBeTruthy();
    expect(jsonLd()).toBeNull();
  });

  describe('sent with the page by the server (issue 17)', () => {
    afterEach(() => setPageData(null));

    it('an open job: shown at once, no request, JobPosting kept', async () => {
      const api = fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'open', job: JOB } });
      renderRoutes(routes, '/jobs/8');
      expect(screen.getByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeTruthy();
      await waitFor(() => expect(jsonLd()).not.toBeNull());
      expect(api).not.toHaveBeenCalled();
    });

    it('a closed job says so, offers no application and has no JobPosting; a confidential client is not named', async () => {
      fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'closed', job: { ...JOB, client_name: null, client_confidential: true } } });
      renderRoutes(routes, '/jobs/8');
      expect(screen.getByText('This job is closed and no longer accepting applications.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Apply Now' })).toBeNull();
      expect(fact('Company Name')).toBe('Confidential client');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(jsonLd()).toBeNull();
    });

    it('a removed job and an unknown one show the not-found page', () => {
      fakeApi(() => fail(500, 'should not be called'));
      setPageData({ job: { id: 8, state: 'removed' } });
      const { unmount } = renderRoutes(routes, '/jobs/8');
      expect(screen.getByRole('heading', { level: 1, name: 'This job has been removed' })).toBeTruthy();
      unmount();
      setPageData({ job: { id: 9, state: 'unknown' } });
      renderRoutes(routes, '/jobs/9');
      expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See current openings' }).getAttribute('href')).toBe('/careers');
    });
  });
});
