import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fail, fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import CandidateFormPage from './candidate-form-page';

const routes: RouteObject[] = [{ path: '/candidateform', element: <CandidateFormPage /> }];
const JOBS = [
  { job_id: 3, job_title: 'Data Analyst', client_name: 'Acme', job_location: 'Pune' },
  { job_id: 4, job_title: 'Tester', client_name: 'Beta', job_location: 'Goa' },
];
const pdf = (size = 100) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });

function server(
  apply: () => Response | Promise<Response> = () =>
    json(201, { success: true, status: true, message: 'Candidate submitted successfully!', data: { id: 1 } }),
) {
  return fakeApi((path, init) => {
    if (path === '/recruitments') return json(200, { success: true, status: true, data: JOBS, meta: { page: 1, per_page: 100, total: 2 } });
    if (path === '/candidates' && init.method === 'POST') return apply();
    return fail(404, 'Not found');
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, file: File | null = pdf()) {
  await user.type(screen.getByLabelText(/Full Name/), 'Riya Sharma');
  await user.type(screen.getByLabelText(/^Email/), 'riya@mail.example');
  await user.type(screen.getByLabelText(/Mobile Number/), '98765 43210');
  await user.type(screen.getByLabelText(/Current Location/), 'Pune');
  if (file) await user.upload(screen.getByLabelText(/Resume/), file);
  await user.click(screen.getByRole('checkbox', { name: /I have read the privacy notice/ }));
}

describe('CandidateFormPage', () => {
  it('preselects the job from ?job_id and keeps the ten digits of a mobile number typed or pasted with +91, 0091 or a leading 0', async () => {
    server();
    renderRoutes(routes, '/candidateform?job_id=4');
    const user = userEvent.setup();
    const job = (await screen.findByLabelText(/^Job/)) as HTMLSelectElement;
    expect(job).toHaveValue('4');
    const mobile = screen.getByLabelText(/Mobile Number/) as HTMLInputElement;
    for (const [how, text] of [
      ['type', '+91 98765 43210'],
      ['paste', '+91 98765 43210'],
      ['paste', '0091-98765-43210'],
      ['type', '098765 43210'],
      ['paste', '(+91) 98765-43210'],
    ] as const) {
      await user.clear(mobile);
      if (how === 'type') await user.type(mobile, text);
      else {
        await user.click(mobile);
        await user.paste(text);
      }
      expect(mobile.value, `${how} ${text}`).toBe('9876543210');
    }
  });

  it("never cuts a mobile number short: a wrong length stays as typed and gets the form's one length message", async () => {
    const api = server();
    renderRoutes(routes, '/candidateform?job_id=3');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job/);
    await fillRequired(user, pdf(1000));
    const mobile = screen.getByLabelText(/Mobile Number/) as HTMLInputElement;
    // one digit too many, too short, far too long: never the shared rule's "10 to 15 digits"
    for (const [typed, kept] of [
      ['98765 432109', '98765432109'],
      ['98765', '98765'],
      ['9876543210987654', '9876543210987654'],
    ] as const) {
      await user.clear(mobile);
      await user.type(mobile, typed);
      expect(mobile.value).toBe(kept);
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      expect(await screen.findByText('Please enter a 10-digit mobile number')).toBeInTheDocument();
      expect(screen.queryByText(/10 to 15 digits/)).not.toBeInTheDocument();
    }
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("says 'Resume file is required.' and 'Resume must be under 2MB.' before sending anything", async () => {
    const api = server();
    renderRoutes(routes, '/candidateform?job_id=3');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job/);
    await fillRequired(user, null);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Resume file is required.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Resume/), pdf(2 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Resume must be under 2MB.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("sends only filled fields with the resume, then thanks the applicant by name (not the staff's 'Candidate submitted successfully!') and shows a fresh form", async () => {
    const api = server();
    renderRoutes(routes, '/candidateform?job_id=3');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job/);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Preferred Location'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const thanks = await screen.findByText(
      'Thank you, Riya. Your application for Data Analyst has been received. We have sent a confirmation to riya@mail.example.',
    );
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByText('Candidate submitted successfully!')).not.toBeInTheDocument();
    const [, init] = api.mock.calls.find(([, i]) => i?.method === 'POST')!;
    const sent = init?.body as FormData;
    expect([...sent.keys()].sort()).toEqual([
      'candidate_name',
      'current_location',
      'email',
      'job_id',
      'mobile_number',
      'preferred_location',
      'privacy_consent',
      'resume',
    ]);
    expect(sent.get('mobile_number')).toBe('9876543210');
    expect(sent.get('privacy_consent')).toBe(PRIVACY_NOTICE_VERSION);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
  });

  it('shows server field errors under their fields and other failures as the server message', async () => {
    let answer = () =>
      json(422, { success: false, status: false, message: 'Validation failed', errors: { email: ['Please enter a valid email', 'second'] } });
    server(() => answer());
    renderRoutes(routes, '/candidateform?job_id=3');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job/);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();

    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));

    answer = () => json(409, { success: false, status: false, message: 'You have already applied for this job.' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You have already applied for this job.');
    // not about a field: focus goes to the message (issue 41)
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('after a failed submit, focuses the first invalid field in page order: the Job select when everything is empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    renderRoutes(routes, '/candidateform');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const job = await screen.findByLabelText(/^Job/);
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    const focusAfterSubmit = async () => {
      await user.click(submit);
      await screen.findAllByText(/required|Please/);
      // react-hook-form focuses at once, and once more on the next task: run that one too
      await act(() => vi.advanceTimersByTimeAsync(10));
      return document.activeElement;
    };

    expect(await focusAfterSubmit()).toBe(job);
    // only the mobile number given: still the Job select, not Full Name
    await user.type(screen.getByLabelText(/Mobile Number/), '9876543210');
    expect(await focusAfterSubmit()).toBe(job);
    // the job and the name given, the e-mail empty: the e-mail, not the mobile number after it
    await user.clear(screen.getByLabelText(/Mobile Number/));
    await user.selectOptions(job, '3');
    await user.type(screen.getByLabelText(/Full Name/), 'Riya Sharma');
    expect(await focusAfterSubmit()).toBe(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'riya@mail.example');
    expect(await focusAfterSubmit()).toBe(screen.getByLabelText(/Mobile Number/));
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for the privacy notice consent (linked to /privacy) before sending anything', async () => {
    const api = server();
    renderRoutes(routes, '/candidateform?job_id=3');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job/);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read the privacy notice/ })); // untick
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please confirm that you have read the privacy notice.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows 'Failed to load job listings.' when the jobs cannot be loaded", async () => {
    fakeApi(() => fail(500, 'down'));
    renderRoutes(routes, '/candidateform');
    expect(await screen.findByText('Failed to load job listings.')).toBeInTheDocument();
  });

  it('shows the preferred company field only when the answer is yes', async () => {
    server();
    renderRoutes(routes, '/candidateform');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Job/);
    expect(screen.queryByLabelText('Preferred Company')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Do you have a preferred company?'), 'yes');
    expect(screen.getByLabelText('Preferred Company')).toBeInTheDocument();
  });
});
