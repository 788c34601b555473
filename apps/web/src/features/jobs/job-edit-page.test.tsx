import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { sampleStaffJob } from '../../test/samples';
import JobEditPage from './job-edit-page';
import { JOB_NOT_FOUND, MISSING_JOB_ID } from './job-messages';

const open = (path: string) => renderRoutes([{ path: '/businessdashboard/formedit/:id', element: <JobEditPage /> }], path);

describe('the Edit Job page', () => {
  it('reads the job of the URL and shows its title in the heading, with the way back to the list', async () => {
    fakeApi((path) => (path === '/recruitments/7' ? ok(sampleStaffJob({ job_id: 7, job_title: 'Data Engineer' })) : ok([])));
    open('/businessdashboard/formedit/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job: Data Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job List' })).toHaveAttribute('href', '/businessdashboard/jobs');
  });

  it('says a job that is not there was not found', async () => {
    fakeApi(() => fail(404, 'Not found'));
    open('/businessdashboard/formedit/7');
    expect((await screen.findByRole('alert')).textContent).toBe(JOB_NOT_FOUND);
  });

  it('asks nothing for an id that is not one', async () => {
    const api = fakeApi(() => fail(404, 'Not found'));
    open('/businessdashboard/formedit/0');
    expect((await screen.findByRole('alert')).textContent).toBe(MISSING_JOB_ID);
    expect(api).not.toHaveBeenCalled();
  });
});
