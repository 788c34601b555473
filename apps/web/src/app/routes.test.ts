import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './routes';
import { routePatterns } from './prerender';
import { isStaffPath, matchPublicPage } from './public-pages';

/** The path pattern of the deepest route matching a URL. */
const matchedPath = (url: string) =>
  matchRoutes(routes, url)
    ?.map((m) => m.route.path)
    .filter(Boolean)
    .join('/');

describe('the staff routes', () => {
  it.each([
    ['/Hrteamdashboard/candidatestatus/Java%20Developer', 'hrteamdashboard/candidatestatus/:jobTitle'],
    ['/AdminDashboard/jobs', 'admindashboard/jobs'],
    ['/jobs/12/Pipeline', 'jobs/:id/pipeline'],
    ['/hrteamdashboard/interviews', 'hrteamdashboard/interviews'],
    ['/admindashboard/interviews', 'admindashboard/interviews'],
    ['/Candidates/4', 'candidates/:id'],
    ['/Reports/funnel', 'reports/:kind'],
  ])('reach %s whatever the case of its letters, and main.tsx starts the routed app there', (url, pattern) => {
    expect(matchedPath(url)).toBe(pattern);
    expect(isStaffPath(url)).toBe(true);
    expect(matchPublicPage(url)).toBeNull();
  });

  it('leave every other path to the islands: a public page, or the not-found page', () => {
    expect(matchedPath('/no-such-page')).toBe('*');
    expect(matchedPath('/careers')).toBe('*');
    expect(isStaffPath('/careers')).toBe(false);
    expect(isStaffPath('/jobs/12')).toBe(false);
  });
});

describe('the public pages (islands)', () => {
  it.each([
    ['/Staffing', '/staffing', {}],
    ['/Staffing/1', '/staffing/:id', { id: '1' }],
    ['/Payroll', '/payroll', {}],
    ['/Itmanagement', '/itmanagement', {}],
    ['/scams', '/Scams', {}],
    ['/PROFILE8', '/profile8', {}],
    ['/about/', '/about', {}],
    ['/jobs/12', '/jobs/:id', { id: '12' }],
    ['/refer/Java%20Dev', '/refer/:jobId', { jobId: 'Java Dev' }],
    ['/', '/', {}],
  ])('reach %s whatever the case of its letters, with its params', (url, path, params) => {
    expect(matchPublicPage(url)).toMatchObject({ page: { path }, params });
  });

  it('are no page for other paths', () => {
    expect(matchPublicPage('/no-such-page')).toBeNull();
    expect(matchPublicPage('/jobs/12/pipeline')).toBeNull();
    expect(matchPublicPage('/staffing/1/2')).toBeNull();
  });

  it('are listed for the server beside the staff pages', () => {
    expect(routePatterns()).toEqual(
      expect.arrayContaining([
        '/',
        '/careers',
        '/jobs/:id',
        '/Scams',
        '/profile8',
        '/jobs/:id/pipeline',
        '/admindashboard/interviews',
        '/hrteamdashboard/interviews',
      ]),
    );
    expect(routePatterns()).not.toContain('*');
  });
});
