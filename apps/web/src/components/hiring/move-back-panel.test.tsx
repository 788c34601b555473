import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { MoveBackPanel } from './move-back-panel';

const after = { screening: 'completed', hr_interview: null, client_cv_review: null, client_interview: null, offer_letter: null, rejected: null };

function renderPanel(onMoved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MoveBackPanel candidateId={7} stage="hr_interview" onMoved={onMoved} />
    </QueryClientProvider>,
  );
  return onMoved;
}

describe('MoveBackPanel (issue 43)', () => {
  it('offers Move back beside the last completed stage (named as its stage card is), asks for the reason, then sends it', async () => {
    const posted: Array<{ path: string; body: unknown }> = [];
    fakeApi((path, init) => {
      posted.push({ path, body: JSON.parse(String(init.body)) });
      return ok(after);
    });
    const onMoved = renderPanel();
    expect(screen.getByText(/Last completed: Client Cv Review/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move back: take back “Client Cv Review”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm move back' }));
    const reason = screen.getByLabelText(/^Reason for taking back “Client Cv Review”/);
    expect(reason).toHaveAccessibleDescription(/Give the reason for moving the candidate back\./);
    expect(reason).toHaveFocus();
    expect(posted).toEqual([]);
    await userEvent.type(reason, 'Completed by mistake');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm move back' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(after));
    expect(posted).toEqual([{ path: '/process-tracker/7/move-back', body: { reason: 'Completed by mistake' } }]);
  });

  it("shows the server's refusal", async () => {
    fakeApi(() => fail(409, 'This candidate is rejected: undo the rejection first.'));
    const onMoved = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /^Move back/ }));
    await userEvent.type(screen.getByLabelText(/^Reason for taking back/), 'Oops');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm move back' }));
    expect(await screen.findByText('This candidate is rejected: undo the rejection first.')).toBeInTheDocument();
    expect(onMoved).not.toHaveBeenCalled();
  });
});
