import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Interview } from '@talentra/contract';
import { fakeApi, ok } from '../../test/fake-api';
import WeekInterviewsPage from './week-interviews-page';
import { startOfWeek } from '../../lib/interview-time';

const interview = (id: number, startsAt: Date, extra: Partial<Interview> = {}): Interview => ({
  id,
  candidate_id: id,
  candidate_name: `Candidate ${id}`,
  job_id: 7,
  job_title: 'Java Developer',
  client_name: 'Acme',
  stage: 'hr_interview',
  starts_at: startsAt.toISOString(),
  ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
  duration_minutes: 60,
  interviewer: 'Meera',
  interviewer_email: null,
  location: 'Pune office',
  meeting_url: null,
  created_at: startsAt.toISOString(),
  cancelled_at: null,
  feedback: null,
  ...extra,
});

describe('WeekInterviewsPage', () => {
  it("asks for the viewer's week, lists the interviews by day with their invitations, and moves between weeks", async () => {
    const now = new Date(2026, 2, 4, 12, 0); // Wednesday, local time
    const monday = startOfWeek(now);
    const queries: Array<[string | null, string | null]> = [];
    fakeApi((_path, _init, query) => {
      queries.push([query?.get('from') ?? null, query?.get('to') ?? null]);
      return ok(
        queries.length === 1
          ? [
              interview(1, new Date(2026, 2, 5, 10, 0)),
              interview(2, new Date(2026, 2, 5, 15, 0), { stage: 'client_interview', meeting_url: 'https://meet.example/x' }),
              interview(3, new Date(2026, 2, 6, 9, 0)),
            ]
          : [],
      );
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WeekInterviewsPage now={now} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "This week's interviews" })).toBeInTheDocument();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days).toHaveLength(2);
    expect(queries[0]).toEqual([monday.toISOString(), new Date(2026, 2, 9).toISOString()]);
    const thursday = screen.getByRole('region', { name: days[0]!.textContent! });
    expect(within(thursday).getAllByRole('article')).toHaveLength(2);
    const ics = screen.getByRole('link', { name: 'Download invitation (.ics) for Candidate 2' });
    expect(ics).toHaveAttribute('href', '/backend/api/v1/interviews/2.ics');
    expect(screen.getByRole('link', { name: 'https://meet.example/x' })).toBeInTheDocument();
    // the name opens the candidate's profile (issue 43)
    expect(screen.getByRole('link', { name: 'Candidate 2' })).toHaveAttribute('href', '/candidates/2');

    await userEvent.click(screen.getByRole('button', { name: /Next week/ }));
    expect(await screen.findByText('No interviews scheduled this week.')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual([new Date(2026, 2, 9).toISOString(), new Date(2026, 2, 16).toISOString()]);
    expect(screen.getByRole('button', { name: 'This week' })).toBeInTheDocument();
  });

  it('reschedules an interview with the same form, filled in, and sends the new time (the server mails the update)', async () => {
    const now = new Date(2026, 2, 4, 12, 0);
    const put: Array<{ path: string; body: Record<string, unknown> }> = [];
    fakeApi((path, init) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        put.push({ path, body });
        return ok(interview(1, new Date(String(body.starts_at)), { interviewer_email: 'meera@talentra.example' }));
      }
      return ok([interview(1, new Date(2026, 2, 5, 10, 0), { interviewer_email: 'meera@talentra.example' })]);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WeekInterviewsPage now={now} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule interview with Candidate 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule HR Interview' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-03-05');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('10:00');
    expect(within(dialog).getByLabelText(/^Interviewer e-mail/)).toHaveValue('meera@talentra.example');
    expect(within(dialog).getByLabelText(/^Place/)).toHaveValue('Pune office');
    await userEvent.clear(within(dialog).getByLabelText(/^Time/));
    await userEvent.type(within(dialog).getByLabelText(/^Time/), '16:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule interview' }));
    expect(await within(dialog).findByText(/HR Interview rescheduled for/)).toBeInTheDocument();
    expect(put).toEqual([
      {
        path: '/interviews/1',
        body: {
          starts_at: new Date(2026, 2, 5, 16, 15).toISOString(),
          duration_minutes: 60,
          interviewer: 'Meera',
          interviewer_email: 'meera@talentra.example',
          location: 'Pune office',
          meeting_url: null,
        },
      },
    ]);
  });

  it("records the interviewer's feedback on an interview that has started, and shows feedback already recorded", async () => {
    const now = new Date(2026, 2, 4, 12, 0);
    const posted: Array<{ path: string; body: unknown }> = [];
    fakeApi((path, init) => {
      if (init.method === 'POST') {
        posted.push({ path, body: JSON.parse(String(init.body)) });
        return ok(interview(1, new Date(2026, 2, 3, 10, 0), { feedback: { rating: 4, notes: 'Clear answers', created_at: now.toISOString() } }));
      }
      return ok([
        interview(1, new Date(2026, 2, 3, 10, 0)),
        interview(2, new Date(2026, 2, 3, 11, 0), { feedback: { rating: 2, notes: 'Late', created_at: now.toISOString() } }),
        interview(3, new Date(2026, 2, 5, 10, 0)),
      ]);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WeekInterviewsPage now={now} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Feedback: 2/5 · Late')).toBeInTheDocument();
    // feedback is for interviews that have started and have none; a future one is rescheduled instead
    expect(screen.queryByRole('button', { name: 'Record feedback on the interview with Candidate 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record feedback on the interview with Candidate 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule interview with Candidate 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record feedback on the interview with Candidate 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record feedback' }));
    expect(await within(dialog).findByText(/Must be a whole number|required/i)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Rating/), '4');
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Clear answers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record feedback' }));
    await waitFor(() => expect(posted).toEqual([{ path: '/interviews/1/feedback', body: { rating: 4, notes: 'Clear answers' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Interview feedback' })).not.toBeInTheDocument());
  });
});
