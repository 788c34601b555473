import type { Insertable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { deepPageWindow, inListOrder, isDeepPage, newestFirst, newestPageIds, pageSpan, type PageSpan } from '../../db/deep-page.js';
import type { FeedbackTable } from '../../db/schema.js';
import { sentByPerson } from '../../db/sql-helpers.js';

export const feedbackRepository = {
  /** Store a message and count it, in the caller's transaction. */
  async insert(trx: Executor, row: Insertable<FeedbackTable>) {
    const stored = await trx.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
    await trx
      .updateTable('feedback_count')
      .set((eb) => ({ n: eb('n', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    return stored;
  },
  /**
   * A page newest first and the total; a deep page on PostgreSQL by its ids from a window, a deep
   * page near the end read from the end (deep-page.ts). The total is the count the writes keep
   * (`feedback_count`), not a pass over every message.
   */
  async list(db: Executor, dialect: Dialect, limit: number, offset: number) {
    const countQuery = db.selectFrom('feedback_count').select('n').where('id', '=', 1);
    const pageOf = (span: PageSpan) => {
      const window = deepPageWindow(dialect, span.offset, span.limit);
      return window === null
        ? newestFirst(db.selectFrom('feedback').selectAll(), undefined, span.fromEnd)
            .limit(span.limit)
            .offset(span.offset)
            .execute()
            .then((rows) => inListOrder(rows, span))
        : newestFirst(
            db
              .selectFrom('feedback')
              .selectAll()
              .where(
                'id',
                'in',
                newestPageIds(
                  db,
                  newestFirst(db.selectFrom('feedback').select(['id', 'created_at']), undefined, span.fromEnd),
                  window,
                  span.limit,
                  span.offset,
                  span.fromEnd,
                ),
              ),
          ).execute();
    };
    if (isDeepPage(offset)) {
      const total = Number((await countQuery.executeTakeFirstOrThrow()).n);
      return { rows: await pageOf(pageSpan(total, offset, limit)), total };
    }
    const [rows, count] = await Promise.all([pageOf(pageSpan(null, offset, limit)), countQuery.executeTakeFirstOrThrow()]);
    return { rows, total: Number(count.n) };
  },

  /** The rows a person sent: the same e-mail (any case) or the phone asked for (the personal-data export and erasure). */
  sentBy(db: Executor, p: { emails: string[]; phones: string[] }) {
    if (!p.emails.length && !p.phones.length) return Promise.resolve([]);
    return db
      .selectFrom('feedback')
      .selectAll()
      .where((eb) => sentByPerson(eb, p))
      .execute();
  },
  /** Delete these rows and uncount them, in the caller's transaction; answers how many went. */
  async deleteMany(trx: Executor, ids: number[]): Promise<number> {
    const gone = Number((await trx.deleteFrom('feedback').where('id', 'in', ids).executeTakeFirstOrThrow()).numDeletedRows);
    if (gone)
      await trx
        .updateTable('feedback_count')
        .set((eb) => ({ n: eb('n', '-', gone) }))
        .where('id', '=', 1)
        .execute();
    return gone;
  },
};
