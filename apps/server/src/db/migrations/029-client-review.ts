import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Clients review the shortlist (issue 44):
 * - `client_contacts`: any number of contacts per client; the form's contact and second contact
 *   (when it has a name and an e-mail) become the first two.
 * - `client_reviews`: one link sent to one contact for one job's candidates. Only the SHA-256 of its
 *   random 256-bit token is kept; it expires, and staff may revoke it.
 * - `client_review_candidates`: the candidates a link shows, each with the client's one decision.
 * - `client_review_views`: each opening of the page (when, from which address).
 */
export function clientReviewMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('client_contacts')
        .addColumn('id', idType, pk)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(30)')
        .addColumn('designation', 'varchar(100)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('client_contacts_client_idx').on('client_contacts').columns(['client_id', 'id']).execute();
      await sql`insert into client_contacts (client_id, name, email, phone, designation, created_at, updated_at)
        select id, contact_name, contact_email, contact_phone, designation, created_at, updated_at from clients
        where contact_name is not null and contact_name <> '' and contact_email is not null and contact_email <> ''`.execute(db);
      await sql`insert into client_contacts (client_id, name, email, phone, designation, created_at, updated_at)
        select id, contact_name2, contact_email2, contact_mobile2, designation2, created_at, updated_at from clients
        where contact_name2 is not null and contact_name2 <> '' and contact_email2 is not null and contact_email2 <> ''`.execute(db);

      await db.schema
        .createTable('client_reviews')
        .addColumn('id', idType, pk)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('contact_id', 'integer', (c) => c.notNull().references('client_contacts.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('note', 'varchar(2000)')
        .addColumn('show_ctc', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('client_reviews_job_idx').on('client_reviews').columns(['job_id', 'id']).execute();

      await db.schema
        .createTable('client_review_candidates')
        .addColumn('review_id', 'integer', (c) => c.notNull().references('client_reviews.id').onDelete('cascade'))
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('decision', 'varchar(20)')
        .addColumn('reason', 'varchar(500)')
        .addColumn('comment', 'varchar(2000)')
        .addColumn('rating', 'integer')
        .addColumn('decided_at', 'varchar(32)')
        .addColumn('decided_ip', 'varchar(64)')
        .addPrimaryKeyConstraint('client_review_candidates_pk', ['review_id', 'candidate_id'])
        .execute();
      await db.schema.createIndex('client_review_candidates_candidate_idx').on('client_review_candidates').columns(['candidate_id']).execute();

      await db.schema
        .createTable('client_review_views')
        .addColumn('id', idType, pk)
        .addColumn('review_id', 'integer', (c) => c.notNull().references('client_reviews.id').onDelete('cascade'))
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('client_review_views_review_idx').on('client_review_views').columns(['review_id', 'at']).execute();
    },
  };
}
