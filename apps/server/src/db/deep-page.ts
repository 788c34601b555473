import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from './database.js';

/** Past this offset a page is deep (the first four pages of 25 are not). */
const DEEP_OFFSET = 100;

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
 * pages read from a window, and of `newestPageIds`. `table` qualifies the columns (a table or its alias).
 */
export function newestFirst<Q extends { orderBy: (column: string, direction: 'desc') => Q }>(q: Q, table?: string): Q {
  const column = (name: string) => (table === undefined ? name : `${table}.${name}`);
  return q.orderBy(column('created_at'), 'desc').orderBy(column('id'), 'desc');
}

/**
 * The ids of a deep page of a list read newest first on (created_at, id): the page among the first
 * `window` rows of `newest`, a query of the list's ids and created_at in that order. The caller
 * reads only the page's rows in full, by these ids, instead of every row before the page.
 */
export function newestPageIds<DB, TB extends keyof DB>(
  db: Executor,
  newest: SelectQueryBuilder<DB, TB, { id: number; created_at: string }>,
  window: number,
  limit: number,
  offset: number,
) {
  return newestFirst(db.selectFrom(newest.limit(sql.lit(window)).as('w')).select('w.id'), 'w')
    .limit(limit)
    .offset(offset);
}
