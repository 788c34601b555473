import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { serialId } from './serial-id.js';

/**
 * A client's owner reassigned by Admin (issue 47, decision 297): each change is one row (from whom,
 * to whom, by whom, when), the client's audit of its owner. Rows go with their client.
 */
export function clientOwnerChangesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('client_owner_changes')
        .addColumn('id', ...serialId(dialect))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('from_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('to_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('client_owner_changes_client_idx').on('client_owner_changes').columns(['client_id', 'id']).execute();
    },
  };
}
