import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DEFAULT_STALL_DAYS, type MyDay } from '@talentra/contract';
import { fakeApi, json, ok } from '../../test/fake-api';
import { MyDayPanel } from './my-day-panel';

const day: MyDay = {
  date: '2026-04-08',
  time_zone: 'Asia/Kolkata',
  interviews: {
    rows: [
      {
        id: 1,
        candidate_id: 11,
        candidate_name: 'Farah Khan',
        job_id: 7,
        job_title: 'Java Developer',
        client_name: 'Acme',
        stage: 'hr_interview',
        starts_at: '2026-04-08T04:00:00.000Z',
        ends_at: '2026-04-08T04:30:00.000Z',
        duration_minutes: 30,
        interviewer: 'Meera Kapoor',
        interviewer_email: null,
        location: 'Pune',
        meeting_url: null,
        created_at: '2026-04-01T04:00:00.000Z',
        cancelled_at: null,
        feedback: null,
      },
    ],
    total: 1,
  },
  stalled: {
    rows: [
      {
        candidate_id: 21,
        candidate_name: 'Bala Iyer',
        job_id: 7,
        job_title: 'Java Developer',
        stage: 'hr_interview',
        entered_at: '2026-03-30T04:00:00.000Z',
        days: 9,
        limit_days: 5,
      },
    ],
    total: 57,
    more: false,
  },
  tasks: {
    rows: [
      {
        id: 3,
        message: 'Call the shortlisted',
        priority_level: 'high',
        deadline: '2026-04-06',
        overdue: true,
        assigned_to: 'hr@talentra.example',
        job: { job_id: 7, job_title: 'Java Developer' },
      },
    ],
    total: 1,
    more: false,
  },
};

function renderPanel(canSetStallDays = false) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MyDayPanel canSetStallDays={canSetStallDays} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MyDayPanel', () => {
  it('shows today’s interviews, the stalled candidates and the tasks due, each candidate linked to the profile', async () => {
    fakeApi(() => ok(day));
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'My day' });
    const interviews = await within(panel).findByRole('region', { name: "Today's interviews (1)" });
    expect(within(interviews).getByRole('link', { name: 'Farah Khan' })).toHaveAttribute('href', '/candidates/11');
    expect(interviews).toHaveTextContent('09:30');
    expect(interviews).toHaveTextContent('HR interview, Java Developer · Meera Kapoor');

    const stalled = within(panel).getByRole('region', { name: 'Stalled candidates (57)' });
    expect(within(stalled).getByRole('link', { name: 'Bala Iyer' })).toHaveAttribute('href', '/candidates/21');
    expect(stalled).toHaveTextContent('9 days in HR interview (over 5 days), Java Developer');
    expect(stalled).toHaveTextContent('Showing 1 of 57');

    const tasks = within(panel).getByRole('region', { name: 'Tasks due (1)' });
    expect(tasks).toHaveTextContent('Overdue: 6 Apr 2026');
    expect(within(tasks).getByRole('link', { name: 'Java Developer' })).toHaveAttribute('href', '/jobs/7/pipeline');
    expect(screen.queryByRole('button', { name: 'Stall days' })).not.toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    fakeApi(() =>
      ok({ ...day, interviews: { rows: [], total: 0 }, stalled: { rows: [], total: 0, more: false }, tasks: { rows: [], total: 0, more: false } }),
    );
    renderPanel();
    expect(await screen.findByText('No interviews today.')).toBeInTheDocument();
    expect(screen.getByText('No candidate is stalled.')).toBeInTheDocument();
    expect(screen.getByText('No tasks due.')).toBeInTheDocument();
  });

  it('lets Admin set the days per stage, showing the server’s field errors', async () => {
    const puts: unknown[] = [];
    fakeApi((path, init) => {
      if (path === '/my-day/stall-days' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        if (body.screening === 0)
          return json(422, {
            success: false,
            status: false,
            message: 'Validation failed',
            errors: { screening: ['Must be a whole number from 1 to 365'] },
          });
        return ok(body);
      }
      if (path === '/my-day/stall-days') return ok(DEFAULT_STALL_DAYS);
      return ok(day);
    });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Stall days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stall days' });
    const screening = within(dialog).getByLabelText(/Screening \(days\)/);
    await waitFor(() => expect(screening).toHaveValue(3));
    await userEvent.clear(screening);
    await userEvent.type(screening, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a whole number from 1 to 365')).toBeInTheDocument();
    await userEvent.clear(screening);
    await userEvent.type(screening, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts.at(-1)).toEqual({ ...DEFAULT_STALL_DAYS, screening: 4 });
  });
});
