import {
  PIPELINE_COLUMNS,
  PIPELINE_COLUMN_LABELS,
  PIPELINE_MAX_CARDS,
  pipelineColumn,
  type InterviewStage,
  type PipelineBoard,
  type PipelineCard,
  type Role,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { InterviewsService } from '../interviews/interviews.service.js';
import { pipelineRepository } from './pipeline.repository.js';

/** Roles that may read candidates' contact data and rejection reasons (api.md: GET /candidates/{id}). */
const SEES_CANDIDATES: readonly Role[] = ['Admin', 'Hrteam'];

/** The most cards a board shows (tests lower it to reach a truncated board with a few rows). */
export const boardLimits = { maxCards: PIPELINE_MAX_CARDS };

export function createPipelineService(ctx: AppContext, { jobs, interviews }: { jobs: JobsService; interviews: InterviewsService }) {
  return {
    /**
     * A job's board: one column per hiring stage plus 'joined', a card per candidate in the first
     * stage not completed (PIPELINE_COLUMNS, contract). Bdm reads names only.
     */
    async board(jobId: number, role: Role): Promise<PipelineBoard> {
      const job = await jobs.load(ctx.db, jobId);
      const full = SEES_CANDIDATES.includes(role);
      const [rows, counts, next, ratings] = await Promise.all([
        pipelineRepository.cardsOfJob(ctx.db, jobId, boardLimits.maxCards),
        pipelineRepository.columnCountsOfJob(ctx.db, jobId),
        interviews.nextOfJob(jobId),
        full ? interviews.latestRatingsOfJob(jobId) : new Map<number, number>(),
      ]);
      const columns = PIPELINE_COLUMNS.map((key) => ({
        key,
        label: PIPELINE_COLUMN_LABELS[key],
        // counted over every candidate of the job, also past the cards shown (PIPELINE_MAX_CARDS)
        count: counts.get(key)?.count ?? 0,
        rejected: counts.get(key)?.rejected ?? 0,
        cards: [] as PipelineCard[],
      }));
      for (const r of rows) {
        const column = pipelineColumn(r.tracker_id === null ? null : r);
        const interview = next.get(r.id);
        const card: PipelineCard = {
          candidate_id: r.id,
          candidate_name: r.candidate_name,
          ...(full ? { email: r.email } : {}),
          column,
          has_tracker: r.tracker_id !== null,
          // a tracker written before migration 010 has no entry time: its last change is the best guess
          entered_at: r.stage_entered_at ?? r.updated_at ?? r.created_at,
          rejected: Boolean(r.rejected),
          ...(full ? { rejection_reason: r.rejection_reason ?? null, feedback_rating: ratings.get(r.id) ?? null } : {}),
          next_interview: interview ? { id: interview.id, stage: interview.stage as InterviewStage, starts_at: interview.starts_at } : null,
        };
        const target = columns.find((c) => c.key === column)!;
        target.cards.push(card);
      }
      const total = columns.reduce((n, c) => n + c.count, 0);
      // longest in the stage first; rejected cards after the others
      for (const c of columns) c.cards.sort((a, b) => Number(a.rejected) - Number(b.rejected) || a.entered_at.localeCompare(b.entered_at));
      return {
        job: { job_id: job.id, job_title: job.job_title, client_name: job.client_name, closed: jobs.isClosed(job) },
        columns,
        total,
        truncated: total > rows.length,
      };
    },
  };
}
export type PipelineService = ReturnType<typeof createPipelineService>;
