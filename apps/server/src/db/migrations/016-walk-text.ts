import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issues 15 and 19: the text a search walks (db/sql-helpers.ts `walkedTextMatch`). PostgreSQL's
 * lower() on UTF-8 text goes through the C library's wide characters, and the staff and people
 * searches ran it on the e-mail (and location) of every row they walked. Stored generated columns
 * hold the lower-cased text once: the name, e-mail and phone digits in one column (parted by
 * U+0001, which no search can match across), and the location. PostgreSQL rewrites the table once
 * and keeps the columns in step with every insert and update. On SQLite, whose LIKE folds ASCII
 * case itself, the columns are virtual (computed only when read) and the walks do not read them.
 */
export function walkTextMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const separator = dialect === 'postgres' ? sql`chr(1)` : sql`char(1)`;
      const contact = sql`name_lower || ${separator} || lower(email) || ${separator} || mobile_number`;
      const stored = dialect === 'postgres' ? sql`stored` : sql`virtual`;
      await sql`alter table candidates add column contact_text text generated always as (${contact}) ${stored}`.execute(db);
      await sql`alter table candidates add column location_lower text generated always as (lower(current_location)) ${stored}`.execute(db);
    },
  };
}
