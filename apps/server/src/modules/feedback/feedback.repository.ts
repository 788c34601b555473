import type { Insertable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { deepPageWindow, newestFirst, newestPageIds } from '../../db/deep-page.js';
import { QueryShapes } from '../../db/query-shapes.js';
import type { FeedbackTable } from '../../db/schema.js';

/** The inbox's pages, compiled once per page (decision 156): they hold no value of the caller's. */
const PAGES = new QueryShapes<Record<string, never>>();

export const feedbackRepository = {
  insert(db: Executor, row: Insertable<FeedbackTable>) {
    return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
  },
  /**
   * The statement of a page newest first (read with the counters: read-together.ts; the total is
   * the `feedback` counter, not a count). A deep page on PostgreSQL by its ids from a window (deep-page.ts).
   */
  listQuery(db: Executor, dialect: Dialect, limit: number, offset: number) {
    const window = deepPageWindow(dialect, offset, limit);
    return PAGES.query(db, `${limit},${offset},${window}`, {}, () =>
      window === null
        ? newestFirst(db.selectFrom('feedback').selectAll()).limit(limit).offset(offset)
        : newestFirst(
            db
              .selectFrom('feedback')
              .selectAll()
              .where('id', 'in', newestPageIds(db, newestFirst(db.selectFrom('feedback').select(['id', 'created_at'])), window, limit, offset)),
          ),
    );
  },
};
