import type { Executor } from '../db/database.js';

export const passwordResetsRepository = {
  insert(db: Executor, row: { user_id: number; token_hash: string; expires_at: string; created_at: string }) {
    return db
      .insertInto('password_resets')
      .values({ ...row, used_at: null })
      .execute();
  },
  async countSince(db: Executor, userId: number, since: string): Promise<number> {
    const r = await db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  /** Use a token once: true only for the one request that marked it used (unused, unexpired). */
  async use(db: Executor, tokenHash: string, now: string): Promise<number | null> {
    const row = await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  },
};
