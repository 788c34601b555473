import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Personal data (issue 18). Each candidate and referral keeps the consent it came with: the
 * privacy notice version, when, and how (`application`, `staff`, `referral`). A referral keeps the
 * SHA-256 of the single-use token its removal link carries. `retention_runs` records each daily
 * retention run (how many candidates and files went), `erasures` each erasure (who, when, how
 * many rows and files): neither holds any personal data.
 */
export function personalDataMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table candidates add column consent_source varchar(20)`.execute(db);
      await sql`alter table candidates add column consent_version varchar(20)`.execute(db);
      await sql`alter table candidates add column consent_at varchar(32)`.execute(db);
      await sql`alter table referrals add column consent_version varchar(20)`.execute(db);
      await sql`alter table referrals add column consent_at varchar(32)`.execute(db);
      await sql`alter table referrals add column removal_token_hash varchar(64)`.execute(db);
      await db.schema.createIndex('referrals_removal_token_uq').unique().on('referrals').column('removal_token_hash').execute();
      // the erasure finds a person's rows by e-mail and by phone: candidates_email_idx and
      // candidates_mobile_idx, (column, id), come with migration 009 (the workspace's sorts use them too)
      await db.schema.createIndex('referrals_friend_email_idx').on('referrals').column('friend_email').execute();
      await db.schema.createIndex('referrals_friend_contact_idx').on('referrals').column('friend_contact').execute();
      await db.schema.createIndex('outbox_to_idx').on('outbox').column('to_address').execute();

      await db.schema
        .createTable('retention_runs')
        .addColumn('id', idType, pk)
        .addColumn('ran_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('cutoff', 'varchar(32)', (c) => c.notNull())
        .addColumn('candidates_erased', 'integer', (c) => c.notNull())
        .addColumn('referrals_deleted', 'integer', (c) => c.notNull())
        .addColumn('files_removed', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('retention_runs_ran_idx').on('retention_runs').columns(['ran_at', 'id']).execute();

      await db.schema
        .createTable('erasures')
        .addColumn('id', idType, pk)
        .addColumn('erased_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('erased_by', 'integer', (c) => c.references('users.id'))
        .addColumn('reason', 'varchar(40)', (c) => c.notNull())
        .addColumn('rows_deleted', 'integer', (c) => c.notNull())
        .addColumn('files_removed', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('erasures_erased_idx').on('erasures').columns(['erased_at', 'id']).execute();
      await db.schema.createIndex('erasures_by_idx').on('erasures').column('erased_by').execute();
    },
  };
}
