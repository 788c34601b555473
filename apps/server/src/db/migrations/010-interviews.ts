import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The recruiter's workspace (issue 15): `interviews` scheduled at the HR or client interview stage,
 * and `process_trackers.stage_entered_at`, when the candidate entered the stage they stand in (for
 * the board's "days in stage"). Trackers written before have no such time: their last change is
 * the best guess.
 */
export function interviewsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  type Builder = Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0];
  const pk = (c: Builder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table process_trackers add column stage_entered_at varchar(32)`.execute(db);
      await sql`update process_trackers set stage_entered_at = updated_at`.execute(db);

      await db.schema
        .createTable('interviews')
        .addColumn('id', idType, pk)
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
        .addColumn('stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('interviewer', 'varchar(100)', (c) => c.notNull())
        .addColumn('location', 'varchar(300)')
        .addColumn('meeting_url', 'varchar(2000)')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('cancelled_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('interviews_starts_idx').on('interviews').columns(['starts_at']).execute();
      await db.schema.createIndex('interviews_candidate_idx').on('interviews').columns(['candidate_id', 'stage']).execute();
    },
  };
}
