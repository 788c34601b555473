import { sql, type Kysely } from 'kysely';
import { DEFAULT_STALL_DAYS, STAGES } from '@talentra/contract';
import type { Dialect } from '../database.js';

/**
 * Saved searches and "My day" (issue 43).
 * - `saved_searches`: a user's named candidate-search filters (JSON of the URL's filters), private
 *   or shared with the staff who may search.
 * - `stall_days`: per hiring stage, the days after which a candidate in it counts as stalled (Admin
 *   sets them; seeded with DEFAULT_STALL_DAYS).
 * - `process_trackers.waiting_stage`: the stage the application waits for, as contract pipelineColumn
 *   says (stage columns are null or 'completed'), or joined / rejected: a generated column (stored on
 *   PostgreSQL, virtual on SQLite) so that an index reads the stalled ones of a job by stage and
 *   entry time, without reading the job's other trackers (decision 236).
 * - `candidates (job_id, created_at)`: the applications without a tracker (they stand in screening
 *   since they applied), read the same way.
 * - `task_assignments (deadline)`: the tasks due.
 */
export function myDayMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('saved_searches')
        .addColumn('id', idType, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('is_shared', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('saved_searches_owner_name_uq').unique().on('saved_searches').columns(['user_id', 'name']).execute();
      await sql`create index saved_searches_shared_idx on saved_searches (name, id) where is_shared = 1`.execute(db);

      await db.schema
        .createTable('stall_days')
        .addColumn('stage', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('days', 'integer', (c) => c.notNull())
        .execute();
      await db
        .insertInto('stall_days' as never)
        .values(STAGES.map((stage) => ({ stage, days: DEFAULT_STALL_DAYS[stage] })) as never)
        .execute();

      const waiting = sql.raw(
        `case when rejected is not null then 'rejected' ${STAGES.map((s) => `when ${s} is null or ${s} <> 'completed' then '${s}'`).join(' ')} else 'joined' end`,
      );
      const stored = dialect === 'postgres' ? sql`stored` : sql`virtual`;
      await sql`alter table process_trackers add column waiting_stage varchar(20) generated always as (${waiting}) ${stored}`.execute(db);
      await sql`update process_trackers set stage_entered_at = updated_at where stage_entered_at is null`.execute(db);
      await db.schema
        .createIndex('process_trackers_waiting_idx')
        .on('process_trackers')
        .columns(['job_id', 'waiting_stage', 'stage_entered_at'])
        .execute();
      await db.schema.createIndex('candidates_job_created_idx').on('candidates').columns(['job_id', 'created_at']).execute();
      await db.schema.createIndex('task_assignments_deadline_idx').on('task_assignments').columns(['deadline', 'id']).execute();
    },
  };
}
