import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Outgoing e-mail (issue 16): every mail is a row of `outbox`, written in the same transaction as
 * the change that causes it and sent later by the worker (mail/outbox-worker.ts), so no
 * acknowledged change loses its mail. `password_resets` holds single-use reset tokens (their
 * SHA-256 only); `mail_preferences` the notification mails a staff member turned off.
 */
export function outboxMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('outbox')
        .addColumn('id', idType, pk)
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', idType, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('password_resets_token_uq').unique().on('password_resets').column('token_hash').execute();
      await db.schema.createIndex('password_resets_user_idx').on('password_resets').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('mail_preferences')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_preferences_pk', ['user_id', 'kind'])
        .execute();
    },
  };
}
