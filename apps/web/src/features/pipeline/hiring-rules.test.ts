import { describe, expect, it } from 'vitest';
import { INTERVIEW_PENDING_STAGES, STAGES, type Stage } from '@talentra/contract';
import type { ProcessStages } from '../../api/hiring';
import { canCompleteStage, canReject, candidateStanding, hiringCounts, movableBackStage, nextStage, summaryLabel } from './hiring-rules';

/** Stages with the first `done` completed, optionally rejected. */
const stages = (done: number, rejected = false): ProcessStages => ({
  screening: null,
  hr_interview: null,
  client_cv_review: null,
  client_interview: null,
  offer_letter: null,
  ...Object.fromEntries(STAGES.slice(0, done).map((s) => [s, 'completed'])),
  rejected: rejected ? 'rejected' : null,
});
/** Jobs without the figure: the contract says the server always sends one; the screen still counts 1. */
const NULL_FIGURE = null as unknown as number;
const NO_FIGURE = undefined as unknown as number;
const candidate = (status: string, process_stages: ProcessStages | null) => ({ status, process_stages });

describe('hiringCounts (staff-portal.md §4 "Counts")', () => {
  it('counts selected, in process, rejected and positions left', () => {
    const counts = hiringCounts(
      [{ no_of_positions: 2 }, { no_of_positions: NULL_FIGURE }],
      [
        candidate('Applied', null), // applied only: in no bucket
        candidate('Selected', null), // selected without a tracker: in process
        candidate('Applied', stages(2)), // a stage set: in process
        candidate('Selected', stages(5)), // offer done
        candidate('Selected', stages(5, true)), // offer done but rejected: rejected
        candidate('Selected', stages(1, true)),
      ],
    );
    expect(counts).toEqual({ totalPositions: 3, applications: 6, selected: 1, inProcess: 2, rejected: 2, positionsLeft: 2 });
  });

  it('floors positions left at 0', () => {
    const counts = hiringCounts([{ no_of_positions: 1 }], [candidate('Selected', stages(5)), candidate('Selected', stages(5))]);
    expect(counts.selected).toBe(2);
    expect(counts.positionsLeft).toBe(0);
  });

  it('counts 1 position for a job without no_of_positions', () => {
    expect(hiringCounts([{ no_of_positions: NO_FIGURE }, {} as { no_of_positions: number }], []).totalPositions).toBe(2);
  });
});

describe('candidateStanding', () => {
  it('gives the action button of each candidate', () => {
    expect(candidateStanding(candidate('Applied', null))).toBe('applied');
    expect(candidateStanding(candidate('Applied', stages(0)))).toBe('applied');
    expect(candidateStanding(candidate('Selected', stages(0)))).toBe('in-process');
    expect(candidateStanding(candidate('Selected', stages(5)))).toBe('selected');
    expect(candidateStanding(candidate('Selected', stages(3, true)))).toBe('rejected');
  });
});

describe('stage rules (staff-portal.md §4 "Hiring stages")', () => {
  const offered = (s: ProcessStages | null, jobClosed = false) => STAGES.filter((stage: Stage) => canCompleteStage(s, stage, jobClosed));

  it('offers only the next stage, in order', () => {
    for (let done = 0; done < STAGES.length; done++) expect(offered(stages(done))).toEqual([STAGES[done]]);
    expect(offered(stages(5))).toEqual([]);
    expect(offered(null)).toEqual(['screening']);
  });

  it('offers nothing to a rejected candidate or on a closed job', () => {
    expect(offered(stages(2, true))).toEqual([]);
    expect(offered(stages(2), true)).toEqual([]);
  });

  it('allows rejecting unless already rejected or the job is closed, a joined candidate too', () => {
    expect(canReject(stages(0), false)).toBe(true);
    expect(canReject(stages(4), false)).toBe(true);
    expect(canReject(stages(5), false)).toBe(true);
    expect(canReject(stages(5), true)).toBe(false);
    expect(canReject(stages(1, true), false)).toBe(false);
    expect(canReject(stages(1), true)).toBe(false);
  });

  it('labels the summary Rejected, Process Complete or Pending: {next step}', () => {
    expect(summaryLabel(null)).toBe('Pending: Hr Interview');
    expect(summaryLabel(stages(0))).toBe('Pending: Hr Interview');
    expect(summaryLabel(stages(1))).toBe('Pending: Client Cv Review');
    expect(summaryLabel(stages(4))).toBe('Pending: Candidate Joined');
    expect(summaryLabel(stages(5))).toBe('Process Complete');
    expect(summaryLabel(stages(3, true))).toBe('Rejected');
    expect(nextStage(stages(3))).toBe('client_interview');
  });
});

describe("'Interviews Scheduled' and the cards agree", () => {
  it('a card reads an interview exactly when the first stage not completed is one of INTERVIEW_PENDING_STAGES', () => {
    for (let mask = 0; mask < 1 << STAGES.length; mask++) {
      for (const rejected of [null, 'rejected']) {
        const tracker = Object.fromEntries(STAGES.map((s, i) => [s, mask & (1 << i) ? 'completed' : null])) as ProcessStages;
        tracker.rejected = rejected;
        const readsInterview = /^Pending: .*Interview$/.test(summaryLabel(tracker));
        const counted = !rejected && (INTERVIEW_PENDING_STAGES as readonly string[]).includes(nextStage(tracker) ?? '');
        expect(readsInterview, `${summaryLabel(tracker)} ${JSON.stringify(tracker)}`).toBe(counted);
      }
    }
  });
});

describe('movableBackStage (issue 43)', () => {
  it('is the last completed stage, while the job is open and the candidate not rejected', () => {
    expect(movableBackStage(stages(2), false)).toBe('hr_interview');
    expect(movableBackStage(stages(5), false)).toBe('offer_letter');
    expect(movableBackStage(stages(0), false)).toBeNull();
    expect(movableBackStage(stages(2, true), false)).toBeNull();
    expect(movableBackStage(stages(2), true)).toBeNull();
    expect(movableBackStage(null, false)).toBeNull();
  });
});
