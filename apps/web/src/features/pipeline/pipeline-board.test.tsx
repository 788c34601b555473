import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PIPELINE_COLUMNS, PIPELINE_COLUMN_LABELS, type PipelineBoard as Board, type PipelineCard } from '@talentra/contract';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { PipelineBoard } from './pipeline-board';

const NOW = new Date('2026-03-04T12:00:00Z');
const card = (id: number, name: string, column: PipelineCard['column'], extra: Partial<PipelineCard> = {}): PipelineCard => ({
  candidate_id: id,
  candidate_name: name,
  email: `${name.split(' ')[0]!.toLowerCase()}@mail.example`,
  column,
  has_tracker: true,
  entered_at: '2026-03-01T09:00:00Z',
  rejected: false,
  rejection_reason: null,
  next_interview: null,
  ...extra,
});
function boardOf(cards: PipelineCard[], closed = false): Board {
  return {
    job: { job_id: 7, job_title: 'Java Developer', client_name: 'Acme', closed },
    columns: PIPELINE_COLUMNS.map((key) => {
      const mine = cards.filter((c) => c.column === key);
      return { key, label: PIPELINE_COLUMN_LABELS[key], count: mine.length, rejected: mine.filter((c) => c.rejected).length, cards: mine };
    }),
    total: cards.length,
    truncated: false,
  };
}
const stagesAnswer = json(200, { success: true, status: true, data: { screening: 'completed' }, job_auto_closed: false, job_closure_message: null });

function renderBoard(board: Board, canWrite = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PipelineBoard board={board} canWrite={canWrite} now={NOW} />
    </QueryClientProvider>,
  );
}
const column = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label}`) });
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('PipelineBoard', () => {
  it('shows a list per column with its heading and count, and each card with its days in stage', () => {
    renderBoard(
      boardOf([
        card(1, 'Asha Rao', 'screening'),
        card(2, 'Bala Iyer', 'hr_interview', { entered_at: '2026-03-03T09:00:00Z', feedback_rating: 4 }),
        card(3, 'Chitra Das', 'hr_interview', { rejected: true, rejection_reason: 'No show' }),
      ]),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Screening1 candidate',
      'Hr Interview2 candidates, 1 rejected',
      'Client Cv Review0 candidates',
      'Client Interview0 candidates',
      'Offer Letter0 candidates',
      'Candidate Joined0 candidates',
    ]);
    expect(
      within(column('Hr Interview'))
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent),
    ).toEqual(['Bala Iyer', 'Chitra Das']);
    expect(within(cardOf('Asha Rao')).getByText('3 days in stage')).toBeInTheDocument();
    expect(within(cardOf('Bala Iyer')).getByText('1 day in stage')).toBeInTheDocument();
    expect(within(cardOf('Chitra Das')).getByText(/No show/)).toBeInTheDocument();
    // the interviewer's latest rating (issue 43)
    expect(within(cardOf('Bala Iyer')).getByText('Interview feedback: 4/5')).toBeInTheDocument();
    expect(within(cardOf('Asha Rao')).queryByText(/Interview feedback/)).not.toBeInTheDocument();
    expect(cardOf('Asha Rao').tabIndex).toBe(0);
  });

  it('moves a card to the next stage through the tracker endpoint, announces it and keeps focus on the card', async () => {
    const calls: string[] = [];
    fakeApi((path, init) => {
      calls.push(`${init.method ?? 'GET'} ${path} ${String(init.body ?? '')}`);
      if (path === '/process-tracker/1/with-job-check') return stagesAnswer;
      if (path === '/recruitments/7/pipeline') return ok(boardOf([card(1, 'Asha Rao', 'hr_interview')]));
      return fail(404, 'Not found');
    });
    renderBoard(boardOf([card(1, 'Asha Rao', 'screening')]));
    const move = within(cardOf('Asha Rao')).getByRole('button', { name: 'Move to Hr Interview' });
    move.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Asha Rao moved to Hr Interview.'));
    expect(calls).toContain('PUT /process-tracker/1/with-job-check {"screening":"completed"}');
    await waitFor(() => expect(document.activeElement).toBe(cardOf('Asha Rao')));
  });

  it('creates the tracker first for a candidate who has none, without asking for it (a 404 in the console)', async () => {
    const calls: string[] = [];
    fakeApi((path, init) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/process-tracker/5') return fail(404, 'No process tracker for this candidate');
      if (path === '/process-tracker') return json(201, { success: true, status: true, data: {} });
      if (path === '/process-tracker/5/with-job-check') return stagesAnswer;
      return ok(boardOf([]));
    });
    renderBoard(boardOf([card(5, 'Dev Nair', 'screening', { has_tracker: false })]));
    await userEvent.click(screen.getByRole('button', { name: 'Move to Hr Interview' }));
    await waitFor(() => expect(calls).toContain('PUT /process-tracker/5/with-job-check'));
    expect(calls.indexOf('POST /process-tracker')).toBeLessThan(calls.indexOf('PUT /process-tracker/5/with-job-check'));
    expect(calls).not.toContain('GET /process-tracker/5');
  });

  it('shows the server refusal (409) and changes nothing on screen', async () => {
    fakeApi(() => fail(409, 'This job is closed: its hiring process is read-only.'));
    renderBoard(boardOf([card(1, 'Asha Rao', 'screening')]));
    await userEvent.click(screen.getByRole('button', { name: 'Move to Hr Interview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is closed');
    expect(within(column('Screening')).getByText('Asha Rao')).toBeInTheDocument();
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const bodies: string[] = [];
    fakeApi((path, init) => {
      if (init.method === 'PUT') bodies.push(String(init.body));
      return path.endsWith('with-job-check') ? stagesAnswer : ok(boardOf([]));
    });
    renderBoard(boardOf([card(1, 'Asha Rao', 'client_cv_review')]));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Asha Rao' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject candidate' }));
    expect(within(dialog).getByText('Please give a reason for rejecting this candidate.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejecting/), 'Chose another offer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject candidate' }));
    await waitFor(() => expect(bodies).toEqual(['{"rejected":"rejected","reason":"Chose another offer"}']));
  });

  it('e-mails the candidate the rejection only when "E-mail the candidate" is ticked (issue 43)', async () => {
    const bodies: string[] = [];
    fakeApi((path, init) => {
      if (init.method === 'PUT') bodies.push(String(init.body));
      return path.endsWith('with-job-check') ? stagesAnswer : ok(boardOf([]));
    });
    renderBoard(boardOf([card(1, 'Asha Rao', 'client_cv_review')]));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Asha Rao' });
    const notify = within(dialog).getByRole('checkbox', { name: 'E-mail the candidate' });
    expect(notify).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejecting/), 'No');
    await userEvent.click(notify);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject candidate' }));
    await waitFor(() => expect(bodies).toEqual(['{"rejected":"rejected","reason":"No","notify_candidate":true}']));
  });

  it('offers scheduling only at the HR and client interview stages, asking for the interviewer e-mail; the invitation can then be downloaded', async () => {
    const posted: Array<Record<string, unknown>> = [];
    fakeApi((path, init) => {
      if (path === '/interviews' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        return json(201, {
          success: true,
          status: true,
          data: { id: 42, stage: 'hr_interview', starts_at: body.starts_at, interviewer: body.interviewer, candidate_name: 'Bala Iyer' },
        });
      }
      return ok(boardOf([]));
    });
    renderBoard(boardOf([card(1, 'Asha Rao', 'screening'), card(2, 'Bala Iyer', 'hr_interview'), card(3, 'Chitra Das', 'client_interview')]));
    expect(within(cardOf('Asha Rao')).queryByRole('button', { name: 'Schedule interview' })).not.toBeInTheDocument();
    expect(within(cardOf('Chitra Das')).getByRole('button', { name: 'Schedule interview' })).toBeInTheDocument();
    await userEvent.click(within(cardOf('Bala Iyer')).getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule HR Interview' });
    const date = within(dialog).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-10');
    await userEvent.clear(within(dialog).getByLabelText(/^Time/));
    await userEvent.type(within(dialog).getByLabelText(/^Time/), '14:30');
    await userEvent.type(within(dialog).getByLabelText(/^Interviewer(?! e-mail)/), 'Meera Kapoor');
    await userEvent.type(within(dialog).getByLabelText(/^Interviewer e-mail/), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(await within(dialog).findByText('Give a place or a meeting link.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Interviewer e-mail/)).toHaveAccessibleDescription(/Please enter a valid email/);
    await userEvent.clear(within(dialog).getByLabelText(/^Interviewer e-mail/));
    await userEvent.type(within(dialog).getByLabelText(/^Interviewer e-mail/), 'Meera.Kapoor@talentra.example');
    await userEvent.type(within(dialog).getByLabelText(/^Meeting link/), 'https://meet.example/abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    const link = await within(dialog).findByRole('link', { name: 'Download invitation (.ics)' });
    expect(link).toHaveAttribute('href', '/backend/api/v1/interviews/42.ics');
    expect(posted).toEqual([
      {
        candidate_id: 2,
        starts_at: new Date(2026, 2, 10, 14, 30).toISOString(),
        duration_minutes: 60,
        interviewer: 'Meera Kapoor',
        interviewer_email: 'meera.kapoor@talentra.example',
        location: null,
        meeting_url: 'https://meet.example/abc',
      },
    ]);
  });

  it('also moves a card dropped on its next column (drag and drop is an extra), never on another', async () => {
    const calls: string[] = [];
    fakeApi((path, init) => {
      calls.push(`${init.method ?? 'GET'} ${path} ${String(init.body ?? '')}`);
      return path.endsWith('with-job-check') ? stagesAnswer : ok(boardOf([]));
    });
    renderBoard(boardOf([card(1, 'Asha Rao', 'screening')]));
    const dataTransfer = { setData: () => {}, effectAllowed: '' };
    fireEvent.dragStart(cardOf('Asha Rao'), { dataTransfer });
    fireEvent.drop(column('Client Cv Review'), { dataTransfer });
    expect(calls).toEqual([]);
    fireEvent.dragStart(cardOf('Asha Rao'), { dataTransfer });
    fireEvent.dragOver(column('Hr Interview'), { dataTransfer });
    fireEvent.drop(column('Hr Interview'), { dataTransfer });
    await waitFor(() => expect(calls).toContain('PUT /process-tracker/1/with-job-check {"screening":"completed"}'));
  });

  it('is read-only for Bdm and on a closed job: no buttons', () => {
    renderBoard(boardOf([card(1, 'Asha Rao', 'screening', { email: undefined })]), false);
    expect(within(cardOf('Asha Rao')).queryAllByRole('button')).toEqual([]);
    expect(cardOf('Asha Rao')).not.toHaveAttribute('draggable');
  });

  it('offers no move on a closed job, even to Hrteam', () => {
    renderBoard(boardOf([card(2, 'Bala Iyer', 'hr_interview')], true), true);
    expect(within(cardOf('Bala Iyer')).queryAllByRole('button')).toEqual([]);
  });

  it('links each name to the candidate’s profile for Admin and Hrteam, not for Bdm (issue 43)', () => {
    const { unmount } = renderBoard(boardOf([card(1, 'Asha Rao', 'screening')]));
    expect(within(cardOf('Asha Rao')).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/candidates/1');
    unmount();
    renderBoard(boardOf([card(1, 'Asha Rao', 'screening')]), false);
    expect(within(cardOf('Asha Rao')).queryByRole('link')).toBeNull();
  });
});
