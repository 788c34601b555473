import type { Selectable } from 'kysely';
import type { FeedbackInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { FeedbackTable } from '../../db/schema.js';
import { feedbackRepository } from './feedback.repository.js';

/** The feedback of the API (staff-portal.md §3 "Feedback"). */
const toFeedback = (r: Selectable<FeedbackTable>) => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone_number: r.phone_number,
  message: r.message,
  created_at: r.created_at,
});

export function createFeedbackService(ctx: AppContext) {
  return {
    async submit(input: FeedbackInput) {
      return toFeedback(await feedbackRepository.insert(ctx.db, { ...input, created_at: ctx.clock().toISOString() }));
    },
    async list(limit: number, offset: number) {
      const { rows, total } = await feedbackRepository.list(ctx.db, ctx.dialect, limit, offset);
      return { rows: rows.map(toFeedback), total };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
