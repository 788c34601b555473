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
  /**
   * Use a token once: the account's id only for the one request that marked it used, and only while
   * it is unused, unexpired, the newest token of its account (a newer one ends it, issue 41) and the
   * account is active. Otherwise null.
   */
  async use(db: Executor, tokenHash: string, now: string): Promise<number | null> {
    const row = await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where((eb) =>
        eb.and([
          eb.not(
            eb.exists(
              eb
                .selectFrom('password_resets as newer')
                .select('newer.id')
                .whereRef('newer.user_id', '=', 'password_resets.user_id')
                .whereRef('newer.id', '>', 'password_resets.id'),
            ),
          ),
          eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.id', '=', 'password_resets.user_id').where('users.is_active', '=', 1)),
        ]),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  },
  /** End every open token of an account (its password was changed, or it was deactivated). */
  async endOpen(db: Executor, userId: number, now: string): Promise<void> {
    await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  },
};
