import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { SavedSearchesTable } from '../../db/schema.js';

const COLUMNS = ['s.id', 's.user_id', 's.name', 's.filters', 's.is_shared', 's.created_at', 's.updated_at', 'u.username as owner_name'] as const;

function withOwner(db: Executor) {
  return db.selectFrom('saved_searches as s').innerJoin('users as u', 'u.id', 's.user_id');
}

export const savedSearchesRepository = {
  /** The user's own searches and those shared by others, by name (each user's list is small: SAVED_SEARCHES_PER_USER). */
  listFor(db: Executor, userId: number) {
    return withOwner(db)
      .select(COLUMNS)
      .where((eb) => eb.or([eb('s.user_id', '=', userId), eb('s.is_shared', '=', 1)]))
      .orderBy('s.name')
      .orderBy('s.id')
      .execute();
  },
  find(db: Executor, id: number) {
    return withOwner(db).select(COLUMNS).where('s.id', '=', id).executeTakeFirst();
  },
  async countOf(db: Executor, userId: number): Promise<number> {
    const r = await db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async nameTaken(db: Executor, userId: number, name: string, exceptId?: number): Promise<boolean> {
    const r = await db
      .selectFrom('saved_searches')
      .select('id')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return Boolean(r);
  },
  async insert(db: Executor, row: Insertable<SavedSearchesTable>): Promise<number> {
    const r = await db.insertInto('saved_searches').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  update(db: Executor, id: number, patch: { name: string; is_shared: number; updated_at: string }) {
    return db.updateTable('saved_searches').set(patch).where('id', '=', id).execute();
  },
  delete(db: Executor, id: number) {
    return db.deleteFrom('saved_searches').where('id', '=', id).execute();
  },
};
