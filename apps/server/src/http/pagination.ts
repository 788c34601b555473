import { pageQuery, type PageMeta } from '@talentra/contract';
import { parseOrThrow } from './validate.js';

/** page/per_page from a query (api.md: default 25, at most 100; out of range, a 422 naming the limit). */
export function readPage(query: unknown, defaults: { per_page?: number } = {}) {
  const q = (query ?? {}) as Record<string, unknown>;
  const { page, per_page } = parseOrThrow(pageQuery, { page: q.page, per_page: q.per_page ?? defaults.per_page?.toString() });
  return { page, per_page, limit: per_page, offset: (page - 1) * per_page };
}

export const pageMeta = (p: { page: number; per_page: number }, total: number): PageMeta => ({
  page: p.page,
  per_page: p.per_page,
  total: Number(total),
});
