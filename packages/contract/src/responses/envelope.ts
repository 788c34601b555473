import { z } from 'zod';

/**
 * The wire envelope of api.md "Wire conventions": every success body carries both flags, `data`,
 * an optional `message` and, for lists, `meta`. Extra answer fields named by api.md sit at the top
 * level beside `data`. The objects are strict: a field the server does not send, or one it sends
 * that is not written here, fails the response tests (apps/server/test/openapi.test.ts).
 */
export const PageMetaSchema = z.strictObject({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const ErrorBodySchema = z.strictObject({
  success: z.literal(false),
  status: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

const FLAGS = { success: z.literal(true), status: z.literal(true), message: z.string().optional() };

/** `{ success, status, message?, ...extra, data }` (reply.ts `ok`). */
export function okBody<D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: D, extra?: E) {
  return z.strictObject({ ...FLAGS, ...(extra ?? ({} as E)), data });
}

/** A page of rows: `{ success, status, message?, ...extra, meta, data: rows[] }` (reply.ts `page`). */
export function pageBody<R extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(row: R, extra?: E) {
  return z.strictObject({ ...FLAGS, ...(extra ?? ({} as E)), meta: PageMetaSchema, data: z.array(row) });
}

/** A `{count}` answer, also at the top level (api.md: `count` sits beside `data`). */
export const CountSchema = z.strictObject({ count: z.number().int() });
export const CountBodySchema = okBody(CountSchema, { count: z.number().int() });

/** An answer with nothing in `data` (sign-out, delete, password reset). */
export const NoDataBodySchema = okBody(z.null());

/** GET /health: outside the envelope. */
export const HealthSchema = z.strictObject({ status: z.literal('ok'), db: z.literal('ok') });
