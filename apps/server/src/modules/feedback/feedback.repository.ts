import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { FeedbackTable } from '../../db/schema.js';

export const feedbackRepository = {
  insert(db: Executor, row: Insertable<FeedbackTable>) {
    return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
  },
  async list(db: Executor, limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      db.selectFrom('feedback').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
