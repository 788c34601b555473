import type { Selectable } from 'kysely';
import type { Feedback, FeedbackInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/database.js';
import type { FeedbackTable } from '../../db/schema.js';
import { feedbackRepository } from './feedback.repository.js';

/** The feedback of the API (staff-portal.md §3 "Feedback"). */
const toFeedback = (r: Selectable<FeedbackTable>) =>
  ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone_number: r.phone_number,
    message: r.message,
    created_at: r.created_at,
  }) satisfies Feedback;

export function createFeedbackService(ctx: AppContext) {
  return {
    async submit(input: FeedbackInput) {
      const row = { ...input, created_at: ctx.clock().toISOString() };
      return toFeedback(await ctx.db.transaction().execute((trx) => feedbackRepository.insert(trx, row)));
    },
    async list(limit: number, offset: number) {
      const { rows, total } = await feedbackRepository.list(ctx.db, ctx.dialect, limit, offset);
      return { rows: rows.map(toFeedback), total };
    },

    // what the privacy module's export and erasure hold and delete of these reports

    /** The rows a person sent: one of their e-mails (any case) or the phone asked for. */
    sentBy: (p: { emails: string[]; phones: string[] }) => feedbackRepository.sentBy(ctx.db, p),
    /** Delete these rows inside the caller's transaction; answers how many went. */
    deleteMany: (trx: Executor, ids: number[]) => feedbackRepository.deleteMany(trx, ids),
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
