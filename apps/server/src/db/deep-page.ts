import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from './database.js';

/** Past this offset a page is deep (the first four pages of 25 are not). */
const DEEP_OFFSET = 100;

/**
 * Is this page deep? A deep page of a list whose total is known reads the total first, to read the
 * page from the end when it is nearer the end (`pageSpan`).
 */
export const isDeepPage = (offset: number) => offset > DEEP_OFFSET;

/**
 * Which rows a page is read as: `limit` rows after `offset` in the list's order, or, `fromEnd`,
 * `limit` rows after `offset` in the reverse order (the caller puts them back in the list's order).
 */
export interface PageSpan {
  limit: number;
  offset: number;
  fromEnd: boolean;
}

/**
 * How to read the page at `offset` of a list of `total` rows (decision 220): a deep page in the back
 * half of the list is read in the reverse order from the end (its offset from the end, and only the
 * rows the list still has), so the last page steps over as few rows as the first does. Every other
 * page, and every page of a list whose total is unknown (null), is read forward.
 */
export function pageSpan(total: number | null, offset: number, limit: number): PageSpan {
  const forward = { limit, offset, fromEnd: false };
  if (total === null || !isDeepPage(offset)) return forward;
  const end = Math.min(offset + limit, total);
  const fromEnd = total - end;
  return fromEnd < offset ? { limit: Math.max(0, end - offset), offset: fromEnd, fromEnd: true } : forward;
}

/** Rows read as `span` put in the list's order (a page read from the end came in reverse). */
export function inListOrder<R>(rows: R[], span: PageSpan): R[] {
  return span.fromEnd ? rows.reverse() : rows;
}

/**
 * The rows a deep page of a list is read from on PostgreSQL: the first 2^k in the list's order, the
 * smallest power of two that holds the page, written in the SQL text. A deep page's offset is a
 * parameter, which PostgreSQL prices at a tenth of the rows: past a few thousand rows it priced the
 * page's generic plan dearer than each call's own and planned every call again (decisions 186 and
 * 189). Over the window it prices the plan by the window. null: the first pages and SQLite.
 */
export function deepPageWindow(dialect: 'sqlite' | 'postgres', offset: number, limit: number): number | null {
  return dialect === 'postgres' && offset > DEEP_OFFSET ? 2 ** Math.ceil(Math.log2(offset + limit)) : null;
}

/**
 * A list's order newest first, (created_at, id) descending: the order of every staff list whose deep
 * pages read from a window, and of `newestPageIds`. `table` qualifies the columns (a table or its
 * alias); `fromEnd` gives the reverse order, oldest first, of a page read from the end (`pageSpan`).
 */
export function newestFirst<Q extends { orderBy: (column: string, direction: 'asc' | 'desc') => Q }>(q: Q, table?: string, fromEnd = false): Q {
  const column = (name: string) => (table === undefined ? name : `${table}.${name}`);
  const direction = fromEnd ? 'asc' : 'desc';
  return q.orderBy(column('created_at'), direction).orderBy(column('id'), direction);
}

/**
 * The ids of a deep page of a list read newest first on (created_at, id): the page among the first
 * `window` rows of `newest`, a query of the list's ids and created_at in that order. The caller
 * reads only the page's rows in full, by these ids, instead of every row before the page. With
 * `fromEnd`, `newest` is in the reverse order (`newestFirst(q, table, true)`) and so is the page.
 */
export function newestPageIds<DB, TB extends keyof DB>(
  db: Executor,
  newest: SelectQueryBuilder<DB, TB, { id: number; created_at: string }>,
  window: number,
  limit: number,
  offset: number,
  fromEnd = false,
) {
  return newestFirst(db.selectFrom(newest.limit(sql.lit(window)).as('w')).select('w.id'), 'w', fromEnd)
    .limit(limit)
    .offset(offset);
}
