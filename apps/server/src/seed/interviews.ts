import type { SeededCandidate } from './candidates.js';
import type { Seeding } from './context.js';

/**
 * A few interviews in the days ahead (issue 15), so the dashboards' 'Interviews Scheduled' and the
 * week's list show something: the first three candidates of open jobs standing at the HR interview
 * stage, scheduled now through the interviews service.
 */
export async function seedInterviews(s: Seeding, seeded: SeededCandidate[]): Promise<void> {
  const interviews = s.services.interviews;
  const atHrInterview = seeded
    .filter((c) => c.job.state === 'open' && c.stagesDone === 1 && !c.rejected)
    .sort((a, b) => a.id - b.id)
    .slice(0, 3);
  const now = new Date(s.base);
  s.at(0);
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const interviewers = ['Meera Kapoor', 'Arjun Menon', 'Kavya Reddy'];
  for (const [i, c] of atHrInterview.entries()) {
    await interviews.schedule(
      {
        candidate_id: c.id,
        // 10:00, 11:30 and 15:00 India time on the next three days
        starts_at: new Date(day + (i + 1) * 86_400_000 + [4.5, 6, 9.5][i]! * 3_600_000).toISOString(),
        duration_minutes: 45,
        interviewer: interviewers[i]!,
        location: i === 1 ? null : 'Talentra office, Baner, Pune',
        meeting_url: i === 1 ? 'https://meet.example/talentra-hr' : null,
      },
      null,
    );
  }
}
