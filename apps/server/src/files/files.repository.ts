import type { Executor } from '../db/database.js';

/** The rows of uploaded files (stored_files): every file in the store is recorded by one. */
export const filesRepository = {
  insert: (db: Executor, row: { storage_key: string; original_name: string; mime: string; size: number; kind: string; created_at: string }) =>
    db.insertInto('stored_files').values(row).returning('id').executeTakeFirstOrThrow(),

  find: (db: Executor, id: number) => db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Which of these storage keys a row records (the orphan sweep asks a batch at a time). */
  async referencedKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db.selectFrom('stored_files').select('storage_key').where('storage_key', 'in', keys).execute();
    return new Set(rows.map((r) => r.storage_key));
  },

  /** These files' rows. */
  findMany(db: Executor, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.selectFrom('stored_files').selectAll().where('id', 'in', ids).execute();
  },

  /** Delete these files' rows; answers how many went and the storage keys to remove once the transaction has committed. */
  async deleteMany(db: Executor, ids: number[]): Promise<{ rows: number; keys: string[] }> {
    const keys = (await db.selectFrom('stored_files').select('storage_key').where('id', 'in', ids).execute()).map((f) => f.storage_key);
    const deleted = await db.deleteFrom('stored_files').where('id', 'in', ids).executeTakeFirstOrThrow();
    return { rows: Number(deleted.numDeletedRows), keys };
  },
};
