import { z } from 'zod';
import { okBody } from './envelope.js';

/** One row of a bulk action (issue 43): done or refused, with the reason. */
export const BulkRowResultSchema = z.strictObject({
  /** The search row's id (the person). */
  id: z.number().int(),
  /** The application acted on (null: none was found to act on). */
  candidate_id: z.number().int().nullable(),
  candidate_name: z.string(),
  ok: z.boolean(),
  /** What was done, or why it was refused. */
  message: z.string(),
});
export type BulkRowResult = z.infer<typeof BulkRowResultSchema>;

export const BulkResultSchema = z.strictObject({
  done: z.number().int(),
  refused: z.number().int(),
  rows: z.array(BulkRowResultSchema),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** POST /candidates/bulk: `message` is the summary ("18 moved, 2 refused"). */
export const BulkResultBodySchema = okBody(BulkResultSchema);
