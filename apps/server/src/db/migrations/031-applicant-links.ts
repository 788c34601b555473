import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * "My applications" without a password (issue 46, decision 270): a link mailed to an applicant's
 * address. Only the SHA-256 of the link's token is kept; opening the link (once) makes a second
 * token, the page's, which lasts 30 minutes (also kept only as its hash). Rows are single-purpose:
 * they open the applicant's own applications and nothing else.
 */
export function applicantLinksMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('applicant_links')
        .addColumn('id', idType, pk)
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('opened_at', 'varchar(32)')
        .addColumn('access_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('access_expires_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('applicant_links_email_idx').on('applicant_links').columns(['email', 'created_at']).execute();
      await db.schema.createIndex('applicant_links_expires_idx').on('applicant_links').column('expires_at').execute();
    },
  };
}
