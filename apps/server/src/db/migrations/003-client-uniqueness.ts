import { sql, type Kysely } from 'kysely';

/**
 * One client per GSTIN and per company name (issue 14), enforced by the database so it holds when
 * two requests create the same client at once: unique indexes on the GSTIN upper-cased and on the
 * name lower-cased without spaces ('Acme  Corp' = 'acme corp' = 'AcmeCorp'; the service collapses
 * runs of whitespace when it stores a name). Rows that already duplicated an earlier one are kept
 * and marked `legacy_duplicate`, outside the indexes, for an Admin to merge (docs/decisions/).
 * The same statements run on SQLite and PostgreSQL (expression and partial indexes).
 */
export function clientUniquenessMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table clients add column legacy_duplicate integer not null default 0`.execute(db);
      await sql`update clients set legacy_duplicate = 1 where exists (
        select 1 from clients earlier where earlier.id < clients.id and (
          upper(earlier.gst_number) = upper(clients.gst_number)
          or lower(replace(earlier.company_name, ' ', '')) = lower(replace(clients.company_name, ' ', ''))))`.execute(db);
      await sql`create unique index clients_gst_key on clients (upper(gst_number)) where legacy_duplicate = 0`.execute(db);
      await sql`create unique index clients_name_key on clients (lower(replace(company_name, ' ', ''))) where legacy_duplicate = 0`.execute(db);
    },
  };
}
