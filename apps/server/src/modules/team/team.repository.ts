import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { TeamMembersTable } from '../../db/schema.js';

export type TeamMemberRow = Awaited<ReturnType<typeof teamRepository.findById>> & object;

/** The team (issue 41): rows in display order (position, then id). */
export const teamRepository = {
  list(db: Executor) {
    return db.selectFrom('team_members').selectAll().orderBy('position').orderBy('id').execute();
  },
  findById(db: Executor, id: number) {
    return db.selectFrom('team_members').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** Whether a stored file is a team member's photo now (only those are served publicly). */
  async isPhoto(db: Executor, fileId: number): Promise<boolean> {
    const row = await db.selectFrom('team_members').select('id').where('photo_file_id', '=', fileId).executeTakeFirst();
    return row !== undefined;
  },
  async nextPosition(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('team_members')
      .select((eb) => eb.fn.max<number | null>('position').as('top'))
      .executeTakeFirstOrThrow();
    return row.top === null ? 1 : Number(row.top) + 1;
  },
  async insert(db: Executor, row: Insertable<TeamMembersTable>): Promise<number> {
    const r = await db.insertInto('team_members').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  async update(db: Executor, id: number, patch: Updateable<TeamMembersTable>): Promise<void> {
    await db.updateTable('team_members').set(patch).where('id', '=', id).execute();
  },
  async remove(db: Executor, id: number): Promise<void> {
    await db.deleteFrom('team_members').where('id', '=', id).execute();
  },
  async ids(db: Executor): Promise<number[]> {
    return (await db.selectFrom('team_members').select('id').execute()).map((r) => r.id);
  },
  /** A stored file no longer used (a replaced or removed photo): its row goes, its storage key is returned. */
  async removeFile(db: Executor, fileId: number): Promise<string | null> {
    const row = await db.selectFrom('stored_files').select('storage_key').where('id', '=', fileId).executeTakeFirst();
    if (!row) return null;
    await db.deleteFrom('stored_files').where('id', '=', fileId).execute();
    return row.storage_key;
  },
};
