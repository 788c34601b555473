import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routePatterns, routes } from './routes';

/** The path pattern of the deepest route matching a URL. */
const matchedPath = (url: string) =>
  matchRoutes(routes, url)
    ?.map((m) => m.route.path)
    .filter(Boolean)
    .join('/');

describe('routes', () => {
  it.each([
    ['/Staffing', 'staffing'],
    ['/Staffing/1', 'staffing/:id'],
    ['/Payroll', 'payroll'],
    ['/Itmanagement', 'itmanagement'],
    ['/scams', 'Scams'],
    ['/PROFILE8', 'profile8'],
    ['/Hrteamdashboard/candidatestatus/Java%20Developer', 'hrteamdashboard/candidatestatus/:jobTitle'],
    ['/AdminDashboard/jobs', 'admindashboard/jobs'],
    ['/jobs/12/Pipeline', 'jobs/:id/pipeline'],
    ['/hrteamdashboard/interviews', 'hrteamdashboard/interviews'],
    ['/admindashboard/interviews', 'admindashboard/interviews'],
  ])('reaches %s whatever the case of its letters', (url, pattern) => {
    expect(matchedPath(url)).toBe(pattern);
  });

  it('sends unknown paths to the 404 page', () => {
    expect(matchedPath('/no-such-page')).toBe('*');
  });

  it('lists the staff pipeline page for the server beside the public job page', () => {
    expect(routePatterns()).toEqual(
      expect.arrayContaining(['/jobs/:id', '/jobs/:id/pipeline', '/admindashboard/interviews', '/hrteamdashboard/interviews']),
    );
  });
});
