import type { Executor } from '../db/database.js';

export const usersRepository = {
  findByUsername(db: Executor, username: string) {
    return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
  },
  findById(db: Executor, id: number) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },
  list(db: Executor) {
    return db.selectFrom('users').select(['id', 'username', 'user_role', 'is_active', 'created_at']).orderBy('id').execute();
  },
  /** Active staff, only what a colleague may see (GET /users for Bdm and Hrteam). */
  listActiveDirectory(db: Executor) {
    return db.selectFrom('users').select(['id', 'username', 'user_role']).where('is_active', '=', 1).orderBy('id').execute();
  },
  insert(db: Executor, row: { username: string; password_hash: string; user_role: string; created_at: string }) {
    return db
      .insertInto('users')
      .values({ ...row, username: row.username.toLowerCase(), is_active: 1, updated_at: row.created_at })
      .returning(['id', 'username', 'user_role', 'is_active', 'created_at'])
      .executeTakeFirstOrThrow();
  },
  update(db: Executor, id: number, patch: { user_role?: string; password_hash?: string; is_active?: number; updated_at: string }) {
    return db
      .updateTable('users')
      .set(patch)
      .where('id', '=', id)
      .returning(['id', 'username', 'user_role', 'is_active', 'created_at'])
      .executeTakeFirst();
  },
  async countActiveAdmins(db: Executor): Promise<number> {
    const r = await db
      .selectFrom('users')
      .where('user_role', '=', 'Admin')
      .where('is_active', '=', 1)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  count(db: Executor) {
    return db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  },
};
