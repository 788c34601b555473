import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { backfillCandidateEvents } from '../candidate-events-backfill.js';
import { linkPeople } from '../people.js';

/**
 * The recruiter's workspace (issue 15):
 * - `candidates.person_id` and `phone_key`: applications of one person (same e-mail or phone) are
 *   shown as one person (db/people.ts), with indexes for the duplicate check and every sort column;
 * - `candidate_events`: the append-only timeline and audit record (no route updates or deletes it);
 * - `candidate_notes`: notes on a candidate, with author and time;
 * - the trigram index covers the location too (search over name, e-mail, phone and location).
 * Rows that predate the timeline get derived events (db/candidate-events-backfill.ts).
 */
export function candidateWorkspaceMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('candidates').addColumn('person_id', 'integer').execute();
      await db.schema.alterTable('candidates').addColumn('phone_key', 'varchar(15)').execute();
      await db.schema.createIndex('candidates_person_idx').on('candidates').columns(['person_id', 'id']).execute();
      // applications that are not a person's first: few, read whole by the search (workspace.repository);
      // a generated column, so PostgreSQL keeps statistics on it (it has none for person_id <> id)
      const later = sql`case when person_id is not null and person_id <> id then 1 else 0 end`;
      if (dialect === 'sqlite') await sql`alter table candidates add column is_later integer generated always as (${later}) virtual`.execute(db);
      else await sql`alter table candidates add column is_later smallint generated always as (${later}) stored`.execute(db);
      await sql`create index candidates_later_application_idx on candidates (person_id) where is_later = 1`.execute(db);
      await db.schema.createIndex('candidates_email_idx').on('candidates').columns(['email', 'id']).execute();
      await db.schema.createIndex('candidates_phone_key_idx').on('candidates').column('phone_key').execute();
      await db.schema.createIndex('candidates_mobile_idx').on('candidates').columns(['mobile_number', 'id']).execute();
      await db.schema.createIndex('candidates_location_idx').on('candidates').columns(['current_location', 'id']).execute();

      await db.schema
        .createTable('candidate_events')
        .addColumn('id', idType, pk)
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('candidate_events_candidate_idx').on('candidate_events').columns(['candidate_id', 'id']).execute();
      await db.schema.createIndex('candidate_events_actor_idx').on('candidate_events').column('actor_user_id').execute();

      await db.schema
        .createTable('candidate_notes')
        .addColumn('id', idType, pk)
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('candidate_notes_candidate_idx').on('candidate_notes').columns(['candidate_id', 'id']).execute();
      await db.schema.createIndex('candidate_notes_author_idx').on('candidate_notes').column('author_user_id').execute();

      await searchLocation(db, dialect);
      await linkPeople(db, dialect);
      await backfillCandidateEvents(db as Kysely<Database>);
    },
  };
}

/** The location joins name, e-mail and phone in the trigram search (migration 002). */
async function searchLocation(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'sqlite') {
    for (const t of ['candidates_search_ai', 'candidates_search_ad', 'candidates_search_au']) await sql`drop trigger ${sql.id(t)}`.execute(db);
    await sql`drop table candidates_search`.execute(db);
    await sql`create virtual table candidates_search using fts5(
      name_lower, email, mobile_number, current_location,
      content='candidates', content_rowid='id', tokenize='trigram'
    )`.execute(db);
    await sql`create trigger candidates_search_ai after insert on candidates begin
      insert into candidates_search(rowid, name_lower, email, mobile_number, current_location)
      values (new.id, new.name_lower, new.email, new.mobile_number, new.current_location);
    end`.execute(db);
    await sql`create trigger candidates_search_ad after delete on candidates begin
      insert into candidates_search(candidates_search, rowid, name_lower, email, mobile_number, current_location)
      values ('delete', old.id, old.name_lower, old.email, old.mobile_number, old.current_location);
    end`.execute(db);
    await sql`create trigger candidates_search_au after update of name_lower, email, mobile_number, current_location on candidates begin
      insert into candidates_search(candidates_search, rowid, name_lower, email, mobile_number, current_location)
      values ('delete', old.id, old.name_lower, old.email, old.mobile_number, old.current_location);
      insert into candidates_search(rowid, name_lower, email, mobile_number, current_location)
      values (new.id, new.name_lower, new.email, new.mobile_number, new.current_location);
    end`.execute(db);
    await sql`insert into candidates_search(candidates_search) values ('rebuild')`.execute(db);
    return;
  }
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) return; // searches stay correct without it, only slower (migration 002)
  const ops = sql.raw(`${sql.id(schema).compile(db).sql}.gin_trgm_ops`);
  await sql`create index candidates_current_location_trgm on candidates using gin (lower(current_location) ${ops})`.execute(db);
}
