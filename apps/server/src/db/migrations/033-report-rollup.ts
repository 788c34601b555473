import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { rebuildReportRollup, refreshClientPositionsSql } from '../report-rollup.js';

/**
 * The reports' rollup (issue 47, decision 284): `report_stage_completions`, one narrow row per stage
 * completed (a `stage` entry of the candidate events) with its stage read out of the entry's JSON
 * once, the application's job, who completed it and when. Time in stage, the clients' submissions,
 * CV reviews and hires, and the recruiter filter aggregate these indexed rows instead of the events.
 * A trigger on the events writes the row with the event, in its transaction (every writer of the
 * append-only timeline: the tracker service, bulk actions, client decisions, the backfill of old
 * data); rows go with their candidate. Filled here for the existing history, rebuilt by
 * `npm run reports:rebuild`. Two indexes serve the clients' open positions (one pass over the open
 * jobs and the hires, grouped by client), one the overdue jobs (the oldest open jobs in order).
 */
export function reportRollupMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('report_stage_completions')
        .addColumn('id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('event_id', 'integer', (c) => c.notNull().unique())
        .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull())
        .addColumn('stage', 'varchar(20)', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('completed_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // the range reads (time in stage, clients) and a candidate's completions of a stage (first completion, CV submitted)
      await db.schema
        .createIndex('report_stage_completions_at_idx')
        .on('report_stage_completions')
        .columns(['completed_at', 'stage', 'job_id', 'candidate_id'])
        .execute();
      await db.schema
        .createIndex('report_stage_completions_candidate_idx')
        .on('report_stage_completions')
        .columns(['candidate_id', 'stage', 'completed_at'])
        .execute();
      await db.schema
        .createIndex('report_stage_completions_actor_idx')
        .on('report_stage_completions')
        .columns(['actor_user_id', 'candidate_id'])
        .execute();
      // the clients' open positions: the open jobs' positions per client from the index alone, less the hires
      // (an offer completed, not rejected), few beside the trackers, from an index of their own
      await db.schema
        .createIndex('jobs_client_open_positions_idx')
        .on('jobs')
        .columns(['client_id', 'is_active', 'status', 'deleted_at', 'no_of_positions'])
        .execute();
      await sql`create index process_trackers_hired_idx on process_trackers (job_id) where offer_letter = 'completed' and rejected is null`.execute(
        db,
      );
      // the overdue jobs: the oldest open jobs first, walked in order up to the report's limit (not a sort of every job)
      await sql`create index jobs_open_created_idx on jobs (created_at, id) where is_active = 1 and deleted_at is null`.execute(db);
      if (dialect === 'sqlite') {
        await sql`create trigger report_stage_completions_ai after insert on candidate_events
          when new.kind = 'stage' and json_extract(new.detail, '$.stage') is not null begin
            insert into report_stage_completions (event_id, candidate_id, job_id, stage, actor_user_id, completed_at)
            select new.id, c.id, c.job_id, json_extract(new.detail, '$.stage'), new.actor_user_id, new.created_at
            from candidates c where c.id = new.candidate_id;
          end`.execute(db);
      } else {
        await sql`create function report_stage_completions_ai() returns trigger language plpgsql as $$
          begin
            insert into report_stage_completions (event_id, candidate_id, job_id, stage, actor_user_id, completed_at)
            select new.id, c.id, c.job_id, new.detail::json ->> 'stage', new.actor_user_id, new.created_at
            from candidates c where c.id = new.candidate_id;
            return null;
          end $$`.execute(db);
        await sql`create trigger report_stage_completions_ai after insert on candidate_events
          for each row when (new.kind = 'stage' and (new.detail::json ->> 'stage') is not null)
          execute function report_stage_completions_ai()`.execute(db);
      }

      await createClientPositions(db, dialect);
      await rebuildReportRollup(db as Kysely<Database>, dialect, { counts: false });
    },
  };
}

/**
 * Each client's positions open now (decision 285): the table and the triggers that refresh the client
 * of a job or tracker changed (the rows are made by `rebuildReportRollup`).
 */
export async function createClientPositions(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('report_client_positions')
    .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('open_positions', 'integer', (c) => c.notNull())
    .execute();
  const jobColumns = 'client_id, is_active, status, deleted_at, no_of_positions';
  const trackerColumns = 'job_id, offer_letter, rejected';
  const clientOfJob = (row: string) => `(select oj.client_id from jobs oj where oj.id = ${row}.job_id)`;
  if (dialect === 'sqlite') {
    const trigger = (name: string, when: string, table: string, clients: string[]) =>
      sql`create trigger ${sql.raw(name)} ${sql.raw(when)} on ${sql.raw(table)} begin
        ${sql.raw(clients.map((c) => `${refreshClientPositionsSql(c)};`).join('\n'))}
      end`.execute(db);
    await trigger('report_client_positions_jobs_ai', 'after insert', 'jobs', ['new.client_id']);
    await trigger('report_client_positions_jobs_au', `after update of ${jobColumns}`, 'jobs', ['old.client_id', 'new.client_id']);
    await trigger('report_client_positions_jobs_ad', 'after delete', 'jobs', ['old.client_id']);
    await trigger('report_client_positions_trackers_ai', 'after insert', 'process_trackers', [clientOfJob('new')]);
    await trigger('report_client_positions_trackers_au', `after update of ${trackerColumns}`, 'process_trackers', [
      clientOfJob('old'),
      clientOfJob('new'),
    ]);
    await trigger('report_client_positions_trackers_ad', 'after delete', 'process_trackers', [clientOfJob('old')]);
  } else {
    await sql`create function report_client_positions_refresh(cid integer) returns void language sql as $$
      ${sql.raw(refreshClientPositionsSql('cid'))} $$`.execute(db);
    const fn = (name: string, oldClient: string, newClient: string) =>
      sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then perform report_client_positions_refresh(${sql.raw(oldClient)}); end if;
          if tg_op in ('INSERT', 'UPDATE') then perform report_client_positions_refresh(${sql.raw(newClient)}); end if;
          return null;
        end $$`.execute(db);
    await fn('report_client_positions_jobs', 'old.client_id', 'new.client_id');
    await fn('report_client_positions_trackers', clientOfJob('old'), clientOfJob('new'));
    await sql`create trigger report_client_positions_jobs after insert or update of ${sql.raw(jobColumns)} or delete on jobs
      for each row execute function report_client_positions_jobs()`.execute(db);
    await sql`create trigger report_client_positions_trackers after insert or update of ${sql.raw(trackerColumns)} or delete
      on process_trackers for each row execute function report_client_positions_trackers()`.execute(db);
  }
}
