import type { Selectable } from 'kysely';
import type { FeedbackInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { readTogether } from '../../db/read-together.js';
import type { FeedbackTable } from '../../db/schema.js';
import { createStatsService } from '../stats/stats.service.js';
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
  const stats = createStatsService(ctx);
  return {
    /** Stored, and counted in the same transaction (the inbox's total is a counter: issue 19). */
    async submit(input: FeedbackInput) {
      const row = await ctx.db.transaction().execute(async (trx) => {
        const inserted = await feedbackRepository.insert(trx, { ...input, created_at: ctx.clock().toISOString() });
        await stats.countChange(trx, { kind: 'feedback_added' });
        return inserted;
      });
      return toFeedback(row);
    },
    /** A page and the total, one round trip on PostgreSQL (read-together.ts). */
    async list(limit: number, offset: number) {
      const [rows, counters] = await readTogether(ctx.db, ctx.dialect, [
        feedbackRepository.listQuery(ctx.db, ctx.dialect, limit, offset),
        stats.countersQuery(),
      ]);
      return { rows: rows.map(toFeedback), total: stats.countersOf(counters[0]).feedback };
    },
  };
}
