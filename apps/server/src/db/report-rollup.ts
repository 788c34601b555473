import { sql } from 'kysely';
import type { Dialect, Executor } from './database.js';
import { jsonTextField } from './report-sql.js';
import { rebuildReportCounts } from './report-counts.js';
import { rebuildReportActivity } from './report-activity.js';
import { rebuildReportStageTimes } from './report-stage-times.js';

/**
 * A client's positions open now (decision 285): the positions of its open jobs (active, not closed,
 * not deleted) less their hires (an offer completed, not rejected). `clientId` is SQL: a column or a
 * trigger's `new.client_id`. The clients report reads it from `report_client_positions`, which the
 * triggers of migration 033 refresh for the client of each job or tracker changed.
 */
export const clientOpenPositionsSql = (clientId: string) => `coalesce((
  select sum(j.no_of_positions - (select count(*) from process_trackers ft
    where ft.job_id = j.id and ft.offer_letter = 'completed' and ft.rejected is null))
  from jobs j where j.client_id = ${clientId} and j.is_active = 1 and j.status <> 'closed' and j.deleted_at is null), 0)`;

/** Make (or make again) the open positions row of the client `clientId` (SQL; none when the client is gone). */
export const refreshClientPositionsSql = (clientId: string) => `insert into report_client_positions (client_id, open_positions)
  select cl.id, ${clientOpenPositionsSql('cl.id')} from clients cl where cl.id = ${clientId}
  on conflict (client_id) do update set open_positions = excluded.open_positions`;

/** The rollup's columns, in the order the rebuild and the comparison read them. */
export const REPORT_ROLLUP_COLUMNS = ['event_id', 'candidate_id', 'job_id', 'stage', 'actor_user_id', 'completed_at'] as const;

/**
 * The reports' rollup (migration 033, decisions 284 and 285) rebuilt: every `stage` entry of the
 * candidate events with a stage, as the trigger on the events writes it live, every client's
 * open positions, and the funnel's and sources' kept counts (migration 040, decision 305; `counts: false`
 * for migration 033, which runs before they exist). In one transaction, so the reports never read it half built. Answers the stage
 * completions written.
 */
export async function rebuildReportRollup(db: Executor, dialect: Dialect, { counts = true } = {}): Promise<number> {
  const run = async (trx: Executor) => {
    const stage = jsonTextField(dialect, 'e.detail', 'stage');
    await sql`delete from report_stage_completions`.execute(trx);
    await sql`
      insert into report_stage_completions (${sql.join(REPORT_ROLLUP_COLUMNS.map((c) => sql.ref(c)))})
      select e.id, c.id, c.job_id, ${stage}, e.actor_user_id, e.created_at
      from candidate_events e
      join candidates c on c.id = e.candidate_id
      where e.kind = 'stage' and ${stage} is not null
      order by e.id`.execute(trx);
    await sql`delete from report_client_positions`.execute(trx);
    await sql`insert into report_client_positions (client_id, open_positions)
      select cl.id, ${sql.raw(clientOpenPositionsSql('cl.id'))} from clients cl`.execute(trx);
    // the funnel's and the sources' kept counts (migration 040, decision 305)
    if (counts) await rebuildReportCounts(trx);
    if (counts) await rebuildReportActivity(trx);
    // time in stage's and the clients' kept counts (migration 041, decision 302): after the completions they are made from
    if (counts) await rebuildReportStageTimes(trx, dialect);
    const n = await sql<{ n: number | string }>`select count(*) as n from report_stage_completions`.execute(trx);
    return Number(n.rows[0]?.n ?? 0);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
