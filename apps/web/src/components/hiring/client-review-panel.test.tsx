import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PipelineBoard, PipelineCard } from '@talentra/contract';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { ClientReviewPanel } from './client-review-panel';

const card = (id: number, name: string, column: PipelineCard['column'], rejected = false): PipelineCard => ({
  candidate_id: id,
  candidate_name: name,
  column,
  has_tracker: true,
  entered_at: '2026-11-20T10:00:00.000Z',
  rejected,
  next_interview: null,
});

function board(cards: PipelineCard[], closed = false): PipelineBoard {
  const keys = ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter', 'joined'] as const;
  return {
    job: { job_id: 7, job_title: 'Backend Engineer', client_name: 'Acme', closed },
    columns: keys.map((key) => {
      const inColumn = cards.filter((c) => c.column === key);
      return { key, label: key, count: inColumn.length, rejected: inColumn.filter((c) => c.rejected).length, cards: inColumn };
    }),
    total: cards.length,
    truncated: false,
  };
}

const CONTACTS = [
  { id: 11, client_id: 3, name: 'Kavya Rao', email: 'kavya@acme.example', phone: null, designation: 'CTO' },
  { id: 12, client_id: 3, name: 'Ravi Kumar', email: 'ravi@acme.example', phone: null, designation: null },
];
const LINK = {
  id: 5,
  kind: 'feedback',
  job_id: 7,
  contact: { id: 11, name: 'Kavya Rao', email: 'kavya@acme.example' },
  sent_by: 'hr@example.com',
  note: null,
  show_ctc: false,
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-12-12T10:00:00.000Z',
  revoked_at: null,
  status: 'active',
  views: [],
  candidates: [{ id: 2, name: 'Meera Iyer', decision: null, reason: null, comment: null, rating: null, decided_at: null }],
};

function show(b: PipelineBoard, onFeedback: (body: unknown) => Response) {
  const api = fakeApi((path, init) => {
    if (path === '/client-reviews' && (init.method ?? 'GET') === 'GET')
      return json(200, { success: true, status: true, data: [], contacts: CONTACTS });
    if (path === '/client-reviews/feedback' && init.method === 'POST') return onFeedback(JSON.parse(String(init.body)));
    return fail(500, 'unexpected');
  });
  renderRoutes([{ path: '/', element: <ClientReviewPanel board={b} /> }], '/');
  return api;
}

describe('the Client review panel: asking the client for feedback after the client interview', () => {
  it('is offered only while a candidate (not rejected) is past the client CV review, on an open job', async () => {
    show(board([card(1, 'Arjun Shah', 'client_cv_review'), card(2, 'Meera Iyer', 'client_interview', true)]), () => ok(LINK));
    expect(await screen.findByRole('button', { name: 'Ask for feedback' })).toBeDisabled();
  });

  it('is disabled on a closed job', async () => {
    show(board([card(2, 'Meera Iyer', 'client_interview')], true), () => ok(LINK));
    expect(await screen.findByRole('button', { name: 'Ask for feedback' })).toBeDisabled();
  });

  it('sends one candidate at/after the client interview to a chosen contact with a note, and says it was sent', async () => {
    const sent: unknown[] = [];
    show(
      board([card(1, 'Arjun Shah', 'client_cv_review'), card(2, 'Meera Iyer', 'client_interview'), card(3, 'Dev Nair', 'offer_letter')]),
      (body) => {
        sent.push(body);
        return json(201, { success: true, status: true, data: LINK, message: 'Sent to the client.' });
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the client for feedback' });
    const candidate = within(dialog).getByRole('combobox', { name: /Candidate/ });
    expect(
      within(candidate)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a candidate...', 'Meera Iyer', 'Dev Nair']);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Choose a candidate')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a contact')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(candidate, 'Dev Nair');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Contact/ }), 'Kavya Rao (kavya@acme.example), CTO');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the client' }), 'How did the interview go?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to the client.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ candidate_id: 3, contact_id: 11, note: 'How did the interview go?' }]);
  }, 15000);

  it('shows the server’s refusal in the dialog', async () => {
    show(board([card(2, 'Meera Iyer', 'client_interview')]), () =>
      json(422, {
        success: false,
        status: false,
        message: 'The given data was invalid.',
        errors: { candidate_ids: ['Only a candidate the client shortlisted can be rated.'] },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the client for feedback' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Contact/ }), 'Ravi Kumar (ravi@acme.example)');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Only a candidate the client shortlisted can be rated.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert').textContent).toBe('The given data was invalid.');
  }, 15000);
});
