import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAGES } from '@talentra/contract';
import type { ProcessStages, StaffCandidate } from '../../api/hiring';
import { sampleStaffCandidate } from '../../test/samples';
import { CandidateCard } from './candidate-card';

const stages = (done: number, rejected = false): ProcessStages => ({
  ...(Object.fromEntries(STAGES.map((s, i) => [s, i < done ? 'completed' : null])) as ProcessStages),
  rejected: rejected ? 'rejected' : null,
});
const candidate = (process_stages: ProcessStages | null): StaffCandidate =>
  sampleStaffCandidate({
    id: 3,
    job_id: 1,
    candidate_name: 'Asha Rao',
    email: 'asha@mail.example',
    status: 'Selected',
    process_stages,
  });

function renderCard(c: StaffCandidate, jobClosed = false) {
  const onScheduleInterview = vi.fn();
  const view = render(
    <CandidateCard
      candidate={c}
      jobClosed={jobClosed}
      selecting={false}
      onSelect={() => {}}
      onOpenTracker={() => {}}
      onScheduleInterview={onScheduleInterview}
    />,
  );
  return { onScheduleInterview, unmount: view.unmount };
}
const scheduleButton = () => screen.queryByRole('button', { name: 'Schedule interview for Asha Rao' });

describe('CandidateCard: Schedule interview (issue 15)', () => {
  it('is offered at the HR interview and client interview stages only, and opens the form', async () => {
    for (const [tracker, offered] of [
      [null, false],
      [stages(0), false],
      [stages(1), true], // HR interview
      [stages(2), false],
      [stages(3), true], // client interview
      [stages(4), false],
      [stages(1, true), false],
    ] as const) {
      const { onScheduleInterview, unmount } = renderCard(candidate(tracker));
      expect(Boolean(scheduleButton()), JSON.stringify(tracker)).toBe(offered);
      if (offered) {
        await userEvent.click(scheduleButton()!);
        expect(onScheduleInterview).toHaveBeenCalledOnce();
      }
      unmount();
    }
  });

  it('is not offered on a closed job', () => {
    renderCard(candidate(stages(1)), true);
    expect(scheduleButton()).toBeNull();
  });

  it('links the name to the candidate’s profile (issue 43)', () => {
    renderCard(candidate(stages(1)));
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/candidates/3');
  });
});
