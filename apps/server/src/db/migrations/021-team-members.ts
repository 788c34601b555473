import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The team on the public site (issue 41), managed by Admin: name, title, bio, a photo (a stored
 * file) and the display order (`position`, ascending; ties by id).
 */
export function teamMembersMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('team_members')
        .addColumn('id', idType, pk)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('bio', 'varchar(2000)', (c) => c.notNull())
        .addColumn('photo_file_id', 'integer', (c) => c.references('stored_files.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('team_members_position_idx').on('team_members').columns(['position', 'id']).execute();
      await db.schema.createIndex('team_members_photo_idx').on('team_members').column('photo_file_id').execute();
    },
  };
}
