import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffJob } from '../../api/jobs-staff';
import { deferred, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { JobEditForm } from './job-edit-form';

const closed = {
  job_id: 7,
  id: 7,
  job_title: 'Data Engineer',
  client_id: 4,
  client_name: 'Acme',
  job_location: 'Pune',
  type_of_industry: 'IT',
  hiring_type: 'Full Time',
  work_mode: 'Hybrid',
  min_experience: 2,
  max_experience: 5,
  no_of_positions: 1,
  package: 1200000,
  budget: 1500000,
  benefit: 'Cab',
  qualification: 'B.Tech',
  skills_required: 'SQL',
  key_responsibilities: 'Pipelines',
  job_description: 'Build pipelines',
  notice_period: '1 month',
  working_days: 5,
  timings: null,
  preferred_company: null,
  diversity_preference: null,
  interview_process: null,
  jd_document_path: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  closing_date: null,
  client_confidential: false,
  is_visible: false,
  is_active: false,
  status: 'closed',
  auto_close_reason: 'All positions filled',
  auto_closed_at: '2026-01-02T00:00:00.000Z',
  filled_positions: 1,
  closure_reason: 'All positions filled',
  closed_at: '2026-01-02T00:00:00.000Z',
} satisfies StaffJob;

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

function render(handler: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi((path, init) => (path === '/clientforms/dropdown' ? ok([{ id: 4, company_name: 'Acme' }]) : handler(path, init)));
  renderRoutes([{ path: '/', element: <JobEditForm job={closed} onCancel={() => {}} /> }], '/');
  return api;
}

describe('JobEditForm', () => {
  it('on a closed job: the auto-reopen hint, "(May Auto-Reopen)", and the REOPENED result', async () => {
    const answer = deferred<Response>();
    let sent: Record<string, unknown> = {};
    render((path, init) => {
      if (path === '/recruitments/7' && init.method === 'PUT') {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return answer.promise;
      }
      return json(404, {});
    });
    const user = userEvent.setup();
    expect(screen.getByText(/Raising No\. of Positions above the original 1 reopens it/)).toBeInTheDocument();
    expect(input('Job is active (is_active)')).not.toBeChecked();

    await user.clear(input('No. of Positions'));
    await user.type(input('No. of Positions'), '2');
    await user.click(screen.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    expect(sent).toMatchObject({ no_of_positions: 2, is_active: false, status: 'closed', min_experience: 2, benefit: 'Cab' });

    answer.resolve(
      json(200, {
        success: true,
        status: true,
        message: 'Job updated successfully!',
        data: { ...closed, no_of_positions: 2, is_active: true, status: 'open', auto_close_reason: null, is_visible: true },
        auto_action_result: { success: true, action: 'reopened', message: 'Job reopened automatically.' },
      }),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Job updated and automatically REOPENED!');
    expect(status).toHaveTextContent('Positions changed from 1 to 2.');
    expect(status).toHaveTextContent('visible on the career page');
    // the form now holds the reopened job
    expect(screen.getByRole('button', { name: 'Update Job' })).toBeInTheDocument();
    expect(input('Job is active (is_active)')).toBeChecked();
  });

  it('keeps closed and inactive together in the status control', async () => {
    render(() => json(404, {}));
    const user = userEvent.setup();
    await user.selectOptions(input('Status'), 'paused');
    expect(input('Job is active (is_active)')).toBeChecked();
    await user.click(input('Job is active (is_active)'));
    expect(input('Status')).toHaveValue('closed');
  });

  it("shows 'Validation Failed' with the server's field errors under the fields", async () => {
    render(() => json(422, { success: false, status: false, message: 'Validation failed', errors: { client_id: ['Client not found'] } }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Failed');
    expect(alert).toHaveTextContent('Client: Client not found');
    expect(input('Client')).toHaveAttribute('aria-invalid', 'true');
  });

  describe('a confidential job whose text names the client (issue 41)', () => {
    const sends = () => {
      const puts: Record<string, unknown>[] = [];
      render((path, init) => {
        if (path === '/recruitments/7' && init.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return json(200, { success: true, status: true, message: 'Job updated successfully!', data: closed });
        }
        return json(404, {});
      });
      return puts;
    };

    it('warns before saving and saves only when asked to save anyway', async () => {
      const puts = sends();
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: /Confidential client/ }));
      await user.clear(input('Job Description'));
      await user.type(input('Job Description'), 'Join the data team at ACME in Pune.');
      await user.click(screen.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }));
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('The description names the client Acme; this job is confidential.');
      expect(document.activeElement).toBe(warning);
      expect(puts).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Save Anyway' }));
      await screen.findByRole('status');
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatchObject({ client_confidential: true, job_description: 'Join the data team at ACME in Pune.' });
    });

    it('names the title or the responsibilities when they name the client; a word that only contains the name does not count', async () => {
      const puts = sends();
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: /Confidential client/ }));
      await user.clear(input('Key Responsibilities'));
      await user.type(input('Key Responsibilities'), 'Run Acme pipelines');
      await user.click(screen.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The key responsibilities name the client Acme; this job is confidential.');
      expect(puts).toHaveLength(0);

      // fixed: "Acmeology" is not the client's name
      await user.click(screen.getByRole('button', { name: 'Edit Text' }));
      expect(document.activeElement).toBe(input('Key Responsibilities'));
      await user.clear(input('Key Responsibilities'));
      await user.type(input('Key Responsibilities'), 'Run Acmeology pipelines');
      await user.click(screen.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }));
      await screen.findByRole('status');
      expect(puts).toHaveLength(1);
      expect(screen.queryByText(/this job is confidential/)).not.toBeInTheDocument();
    });

    it('says nothing for a job that is not confidential', async () => {
      const puts = sends();
      const user = userEvent.setup();
      await user.clear(input('Job Description'));
      await user.type(input('Job Description'), 'Join Acme');
      await user.click(screen.getByRole('button', { name: 'Update Job (May Auto-Reopen)' }));
      await screen.findByRole('status');
      expect(puts).toHaveLength(1);
    });
  });
});
