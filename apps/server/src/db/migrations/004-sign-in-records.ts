import { sql, type Kysely } from 'kysely';

/**
 * Failed sign-ins are kept under a hash of what they count against (an account or a device), never
 * the username as typed (issue 14): the rows written before this held plain usernames and go (they
 * only ever mattered for 15 minutes). `server_secrets` holds secrets every server must share, such
 * as the key that signs device cookies (auth/device-cookie.ts), created on first use.
 */
export function signInRecordsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`delete from login_failures`.execute(db);
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
    },
  };
}
