import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../api/candidates-workspace';
import { describeActor, describeEvent } from './timeline-text';
import { formatDateTime } from '../../lib/interview-time';

const entry = (kind: TimelineEntry['kind'], detail: Record<string, unknown> = {}, actor: TimelineEntry['actor'] = null): TimelineEntry => ({
  id: 1,
  candidate_id: 1,
  kind,
  at: '2026-01-01T10:00:00.000Z',
  actor,
  job_title: 'QA Engineer',
  detail,
});

describe('timeline entries', () => {
  it('say when staff linked an application as the same person, and when a link was undone (issue 41)', () => {
    expect(describeEvent(entry('linked', { with_candidate_id: 42 }))).toBe(
      'Added to the person of candidate #42 (staff said: same person) (QA Engineer)',
    );
    expect(describeEvent(entry('separated', { from_candidate_id: 42 }))).toBe('Kept apart from candidate #42: not the same person');
  });

  it('say what happened, with the rejection reason and the note', () => {
    expect(describeEvent(entry('stage', { stage: 'hr_interview' }))).toBe('HR interview completed (QA Engineer)');
    expect(describeEvent(entry('rejected', { reason: 'No show' }))).toBe('Rejected (QA Engineer): No show');
    expect(describeEvent(entry('note', { body: 'Called back' }))).toBe('Note: Called back');
    expect(describeEvent(entry('edited', { field: 'status', from: 'Applied', to: 'Selected' }))).toBe('status changed from Applied to Selected');
    expect(describeEvent(entry('resume_viewed', { mode: 'inline' }))).toBe('Resume viewed');
    expect(describeEvent(entry('resume_viewed', { mode: 'export' }))).toBe('Resume exported with the personal data');
  });

  it('say when a stage was taken back, and why (issue 43)', () => {
    expect(describeEvent(entry('moved_back', { stage: 'hr_interview', reason: 'Completed by mistake' }))).toBe(
      'Moved back: HR interview no longer completed (QA Engineer): Completed by mistake',
    );
  });

  it("say the interviewer's feedback (issue 43)", () => {
    expect(describeEvent(entry('interview_feedback', { stage: 'client_interview', rating: 4, notes: 'Clear answers' }))).toBe(
      'Client interview feedback: 4/5: Clear answers (QA Engineer)',
    );
    expect(describeEvent(entry('interview_feedback', { stage: 'hr_interview', rating: 2, notes: null }))).toBe(
      'HR interview feedback: 2/5 (QA Engineer)',
    );
  });

  it('say when an interview was moved, from and to (issue 43)', () => {
    const text = describeEvent(
      entry('interview_rescheduled', {
        stage: 'hr_interview',
        starts_at: '2026-03-06T06:30:00.000Z',
        previous_starts_at: '2026-03-05T10:00:00.000Z',
      }),
    );
    expect(text).toBe(
      `HR interview moved from ${formatDateTime('2026-03-05T10:00:00.000Z')} to ${formatDateTime('2026-03-06T06:30:00.000Z')} (QA Engineer)`,
    );
  });

  it('say who: a staff member, the public, or history derived from older rows', () => {
    expect(describeActor(entry('note', {}, { id: 3, username: 'hr@example.com' }))).toBe('hr@example.com');
    expect(describeActor(entry('applied'))).toBe('Candidate (public site)');
    expect(describeActor(entry('applied', { derived: true }))).toBe('Recorded before the timeline');
    expect(describeActor(entry('referral'))).toBe('Candidate (public site)');
    for (const kind of ['stage', 'rejected', 'edited', 'note'] as const)
      expect(describeActor(entry(kind, { stage: 'screening' }))).toBe('Not recorded');
  });
});
