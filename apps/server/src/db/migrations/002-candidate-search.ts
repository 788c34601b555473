import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Substring search over candidates (staff search by name, e-mail or phone; the public name search
 * of Refer a Friend) without reading every row. SQLite: an FTS5 index with the trigram tokenizer,
 * kept in step with `candidates` by triggers (external content, so the text is stored once).
 * PostgreSQL: pg_trgm GIN indexes on exactly the expressions `containsText` compares, which the
 * planner uses for `lower(col) like '%…%'` by itself. Both only help from three characters on;
 * shorter searches still scan (see db/text-search.ts).
 */
export function candidateSearchMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await sql`create virtual table candidates_search using fts5(
          name_lower, email, mobile_number,
          content='candidates', content_rowid='id', tokenize='trigram'
        )`.execute(db);
        await sql`create trigger candidates_search_ai after insert on candidates begin
          insert into candidates_search(rowid, name_lower, email, mobile_number)
          values (new.id, new.name_lower, new.email, new.mobile_number);
        end`.execute(db);
        await sql`create trigger candidates_search_ad after delete on candidates begin
          insert into candidates_search(candidates_search, rowid, name_lower, email, mobile_number)
          values ('delete', old.id, old.name_lower, old.email, old.mobile_number);
        end`.execute(db);
        await sql`create trigger candidates_search_au after update of name_lower, email, mobile_number on candidates begin
          insert into candidates_search(candidates_search, rowid, name_lower, email, mobile_number)
          values ('delete', old.id, old.name_lower, old.email, old.mobile_number);
          insert into candidates_search(rowid, name_lower, email, mobile_number)
          values (new.id, new.name_lower, new.email, new.mobile_number);
        end`.execute(db);
        await sql`insert into candidates_search(candidates_search) values ('rebuild')`.execute(db);
        return;
      }
      // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. Where that is
      // refused, searches stay correct, only slower, so the migration goes on without the indexes.
      await sql`savepoint pg_trgm`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`release savepoint pg_trgm`.execute(db);
      } catch (err) {
        await sql`rollback to savepoint pg_trgm`.execute(db);
        // another migration creating it at the same moment is fine; a refusal is not fatal
        console.warn(`pg_trgm is not available (${(err as Error).message}): candidate searches will scan`);
      }
      const found = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db);
      const schema = found.rows[0]?.schema;
      if (!schema) return;
      const ops = sql.raw(`${sql.id(schema).compile(db).sql}.gin_trgm_ops`);
      for (const column of ['name_lower', 'email', 'mobile_number']) {
        await sql`create index ${sql.id(`candidates_${column}_trgm`)} on candidates using gin (lower(${sql.ref(column)}) ${ops})`.execute(db);
      }
    },
  };
}
