import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type PageMeta } from '@talentra/contract';
import { parseOrThrow } from './validate.js';

const PageSchema = z.object({
  page: z.coerce.number({ error: 'Must be a number' }).int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number({ error: 'Must be a number' }).int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

/** page/per_page from a query (api.md: default 25, at most 100). */
export function readPage(query: unknown, defaults: { per_page?: number } = {}) {
  const q = (query ?? {}) as Record<string, unknown>;
  const { page, per_page } = parseOrThrow(PageSchema, { page: q.page, per_page: q.per_page ?? defaults.per_page });
  return { page, per_page, limit: per_page, offset: (page - 1) * per_page };
}

export const pageMeta = (p: { page: number; per_page: number }, total: number): PageMeta => ({
  page: p.page,
  per_page: p.per_page,
  total: Number(total),
});

/** A LIKE pattern for a user's text: %, _ and \ match themselves. */
export const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
