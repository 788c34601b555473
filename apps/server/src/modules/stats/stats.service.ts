import type { AppContext } from '../../app-context.js';
import { createInterviewsService } from '../interviews/interviews.service.js';
import { statsRepository } from './stats.repository.js';

export const DETAIL_KINDS = ['clients', 'positions', 'candidates', 'closed', 'warning', 'caution', 'good'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/**
 * The dashboard figures of api.md, one definition for every dashboard. Other modules may reuse
 * the single counts (e.g. /recruitments/interviews/count, /candidates/count).
 */
export function createStatsService(ctx: AppContext) {
  const upcomingInterviews = createInterviewsService(ctx);
  return {
    clientsCount: () => statsRepository.clientsCount(ctx.db),
    candidatesCount: () => statsRepository.candidatesCount(ctx.db),
    /** Interviews not cancelled that start from now on (docs/decisions.md 100; it replaced 55). */
    interviewsScheduled: () => upcomingInterviews.countUpcoming(),

    async overview() {
      const [clients, candidates, interviews, jobs] = await Promise.all([
        statsRepository.clientsCount(ctx.db),
        statsRepository.candidatesCount(ctx.db),
        upcomingInterviews.countUpcoming(),
        statsRepository.jobFigures(ctx.db),
      ]);
      return {
        clients,
        positions: jobs.positions,
        candidates,
        interviews_scheduled: interviews,
        positions_without_candidates: jobs.positions_without_candidates,
        positions_closed: jobs.positions_closed,
        project_status: jobs.project_status,
      };
    },

    /** The rows behind a dashboard card or project-status bar (the modals). */
    details(kind: DetailKind, limit: number, offset: number): Promise<{ rows: object[]; total: number }> {
      switch (kind) {
        case 'clients':
          return statsRepository.clients(ctx.db, limit, offset);
        case 'positions':
          return statsRepository.positions(ctx.db, limit, offset);
        case 'candidates':
          return statsRepository.candidates(ctx.db, limit, offset);
        case 'closed':
          return statsRepository.closures(ctx.db, limit, offset);
        default:
          return statsRepository.positions(ctx.db, limit, offset, kind);
      }
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
