import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issue 42: the staff search with a text and status=Selected (`GET /candidates?q=…&status=Selected`).
 * Few applications are Selected, and the rows that hold a common text and are Selected can be
 * fewer still: walking the text's matches to test their status (or the Selected rows to test the
 * text) grew with the table. These trigram indexes hold the Selected applications only, so the
 * search reads the matches that are Selected and nothing else (decision 221). SQLite: a contentless
 * FTS5 table kept by triggers (a row enters when it becomes Selected and leaves when it stops
 * being); PostgreSQL: partial pg_trgm indexes on the expressions `containsText` compares.
 */
export function selectedTextIndexMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await sql`create virtual table candidates_selected_search using fts5(
          name_lower, email, mobile_number, content='', tokenize='trigram'
        )`.execute(db);
        await sql`create trigger candidates_selected_search_ai after insert on candidates when new.status = 'Selected' begin
          insert into candidates_selected_search(rowid, name_lower, email, mobile_number)
          values (new.id, new.name_lower, new.email, new.mobile_number);
        end`.execute(db);
        await sql`create trigger candidates_selected_search_ad after delete on candidates when old.status = 'Selected' begin
          insert into candidates_selected_search(candidates_selected_search, rowid, name_lower, email, mobile_number)
          values ('delete', old.id, old.name_lower, old.email, old.mobile_number);
        end`.execute(db);
        await sql`create trigger candidates_selected_search_au after update of status, name_lower, email, mobile_number on candidates
          when old.status = 'Selected' or new.status = 'Selected' begin
          insert into candidates_selected_search(candidates_selected_search, rowid, name_lower, email, mobile_number)
          select 'delete', old.id, old.name_lower, old.email, old.mobile_number where old.status = 'Selected';
          insert into candidates_selected_search(rowid, name_lower, email, mobile_number)
          select new.id, new.name_lower, new.email, new.mobile_number where new.status = 'Selected';
        end`.execute(db);
        await sql`insert into candidates_selected_search(rowid, name_lower, email, mobile_number)
          select id, name_lower, email, mobile_number from candidates where status = 'Selected'`.execute(db);
        return;
      }
      const found = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db);
      const schema = found.rows[0]?.schema;
      if (!schema) return; // searches stay correct without it, only slower (migration 002)
      const ops = sql.raw(`${sql.id(schema).compile(db).sql}.gin_trgm_ops`);
      for (const column of ['name_lower', 'email', 'mobile_number']) {
        await sql`create index ${sql.id(`candidates_selected_${column}_trgm`)} on candidates
          using gin (lower(${sql.ref(column)}) ${ops}) where status = 'Selected'`.execute(db);
      }
    },
  };
}
