import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import PersonalDataPage, { personKeyOf } from './personal-data-page';

const routes: RouteObject[] = [{ path: '/admindashboard/personal-data', element: <PersonalDataPage /> }];

const CANDIDATE = {
  id: 42,
  candidate_name: 'Zenobia Erasewell',
  email: 'zen@mail.example',
  mobile_number: '9822233344',
  job_id: 3,
  job_title: 'Data Analyst',
  status: 'Applied',
  consent_source: 'application',
  consent_version: '2026-11-25',
  consent_at: '2024-01-01T00:00:00.000Z',
  last_activity: '2024-01-01T00:00:00.000Z',
};
const OVERVIEW = { retention_months: 24, cutoff: '2024-11-25T00:00:00.000Z', due: [CANDIDATE], due_total: 1, runs: [], erasures: [] };
const PERSON = {
  emails: ['zen@mail.example'],
  phones: ['9822233344'],
  candidates: [CANDIDATE],
  referrals_made: 0,
  referrals_about: 1,
  feedback: 0,
  scam_reports: 0,
  mails: 1,
  files: 1,
  client_contacts: 0,
  job_alerts: 1,
};

describe('personKeyOf', () => {
  it('reads a candidate id, an e-mail or a phone', () => {
    expect(personKeyOf('42')).toEqual({ candidate_id: 42 });
    expect(personKeyOf(' Zen@Mail.example ')).toEqual({ email: 'zen@mail.example' });
    expect(personKeyOf('+91 98222-33344')).toEqual({ phone: '919822233344' });
    expect(personKeyOf('12')).toEqual({ candidate_id: 12 });
    expect(personKeyOf('ab')).toBeNull();
  });
});

describe('PersonalDataPage', () => {
  it('lists who is due, finds a person from ?candidate_id, links the export and erases after a confirmation', async () => {
    const api = fakeApi((path, init) => {
      if (path === '/personal-data/overview') return ok(OVERVIEW);
      if (path === '/personal-data/person') return ok(PERSON);
      if (path === '/personal-data/erase' && init.method === 'POST')
        return json(200, { success: true, status: true, message: 'Erased: 9 row(s) and 1 file(s); 1 referral(s) anonymised.', data: {} });
      return fail(404, 'Not found');
    });
    renderRoutes(routes, '/admindashboard/personal-data?candidate_id=42');
    const due = await screen.findByRole('table', { name: 'Candidates due for deletion' });
    expect(within(due).getByText('Zenobia Erasewell')).toBeInTheDocument();
    expect(screen.getByText(/erased 24 months after their last activity or consent/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download everything (zip)' });
    expect(screen.getByText(/1 file\(s\), 0 client contact\(s\), 1 job alert\(s\)\./)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/backend/api/v1/personal-data/export?candidate_id=42');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    expect(api.mock.calls.some(([url]) => String(url).includes('/personal-data/erase'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByText(/Erased: 9 row/)).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([url]) => String(url).includes('/personal-data/erase'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ candidate_id: 42 });
  });

  it('a person who only holds a job alert is not "nothing held" (issue 46)', async () => {
    fakeApi((path) => {
      if (path === '/personal-data/overview') return ok(OVERVIEW);
      if (path === '/personal-data/person')
        return ok({ ...PERSON, phones: [], candidates: [], referrals_about: 0, mails: 0, files: 0, job_alerts: 1 });
      return fail(404, 'Not found');
    });
    renderRoutes(routes, '/admindashboard/personal-data');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Candidate id, e-mail or phone'), 'zen@mail.example');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/0 application\(s\).*1 job alert\(s\)\./s)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing is held/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download everything (zip)' })).toHaveAttribute(
      'href',
      '/backend/api/v1/personal-data/export?email=zen%40mail.example',
    );
  });
});
