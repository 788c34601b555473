import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_ALERT_MSG, MSG } from '@talentra/contract';
import { fakeApi, json } from '../../test/fake-api';
import { JobAlertOffer } from './job-alert-offer';

const search = { page: 1, q: 'kotlin', location: 'Pune', industry: '', work_mode: 'Remote', experience: '2-4' };

describe('JobAlertOffer (issue 46)', () => {
  it('loads the form on click; the search becomes the alert’s, sent with the e-mail and how often', async () => {
    const api = fakeApi(() => json(200, { success: true, status: true, data: null, message: JOB_ALERT_MSG.requested }));
    const user = userEvent.setup();
    render(<JobAlertOffer search={search} />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tell me about jobs like these' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(screen.getByText('keyword “kotlin”, location “Pune”, work mode Remote, 2–4 years of experience')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail me new jobs' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    await user.type(email, 'riya@mail.example');
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.click(screen.getByRole('button', { name: 'E-mail me new jobs' }));
    expect(await screen.findByText(JOB_ALERT_MSG.requested)).toBeInTheDocument();
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toBe('/backend/api/v1/job-alerts');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      q: 'kotlin',
      location: 'Pune',
      industry: '',
      work_mode: 'Remote',
      experience: '2-4',
      email: 'riya@mail.example',
      frequency: 'daily',
    });
  });

  it('shows the server’s message for the address', async () => {
    fakeApi(() => json(422, { success: false, status: false, message: 'Invalid input', errors: { email: ['Enter a valid email address.'] } }));
    const user = userEvent.setup();
    render(<JobAlertOffer search={search} />);
    await user.click(screen.getByRole('button', { name: 'Tell me about jobs like these' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'E-mail me new jobs' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });
});
