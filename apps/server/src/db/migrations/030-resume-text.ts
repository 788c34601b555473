import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Résumé text and its search (issue 45, decisions 260-262).
 * - `background_jobs`: the durable job queue (background/job-queue.ts), claimed like the outbox, so
 *   several servers never run one job twice; a job is written in the transaction that causes it.
 * - `resume_texts`: one row per résumé file (ON DELETE CASCADE: an erased file takes its text),
 *   with the text extracted from it or why there is none (`unavailable`: a DOC; `failed`: damaged,
 *   encrypted, too slow or too big).
 * - the full-text index: SQLite an FTS5 table over `resume_texts` (external content, kept by
 *   triggers, English stemming); PostgreSQL a stored `tsvector` column with a GIN index.
 */
export function resumeTextMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('background_jobs')
        .addColumn('id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('payload', 'varchar(2000)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_after', 'varchar(32)', (c) => c.notNull())
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('background_jobs_due_idx').on('background_jobs').columns(['status', 'run_after']).execute();

      await db.schema
        .createTable('resume_texts')
        .addColumn('file_id', 'integer', (c) => c.primaryKey().references('stored_files.id').onDelete('cascade'))
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)')
        .addColumn('extracted_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table resume_texts add column search tsvector generated always as (to_tsvector('english', body)) stored`.execute(db);
        await sql`create index resume_texts_search_idx on resume_texts using gin (search)`.execute(db);
      } else {
        await sql`create virtual table resume_search using fts5(body, content='resume_texts', content_rowid='file_id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
          db,
        );
        await sql`create trigger resume_texts_ai after insert on resume_texts begin
          insert into resume_search(rowid, body) values (new.file_id, new.body);
        end`.execute(db);
        await sql`create trigger resume_texts_ad after delete on resume_texts begin
          insert into resume_search(resume_search, rowid, body) values ('delete', old.file_id, old.body);
        end`.execute(db);
        await sql`create trigger resume_texts_au after update on resume_texts begin
          insert into resume_search(resume_search, rowid, body) values ('delete', old.file_id, old.body);
          insert into resume_search(rowid, body) values (new.file_id, new.body);
        end`.execute(db);
      }
    },
  };
}
