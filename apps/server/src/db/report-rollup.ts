import { sql } from 'kysely';
import type { Dialect, Executor } from './database.js';
import { jsonTextField } from './report-sql.js';

/** The rollup's columns, in the order the rebuild and the comparison read them. */
export const REPORT_ROLLUP_COLUMNS = ['event_id', 'candidate_id', 'job_id', 'stage', 'actor_user_id', 'completed_at'] as const;

/**
 * The reports' rollup (migration 033, decision 284) rebuilt from the stage history: every `stage`
 * entry of the candidate events with a stage, as the trigger on the events writes it live. One
 * statement in one transaction, so the reports never read it half built. Answers the rows written.
 */
export async function rebuildReportRollup(db: Executor, dialect: Dialect): Promise<number> {
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
    const n = await sql<{ n: number | string }>`select count(*) as n from report_stage_completions`.execute(trx);
    return Number(n.rows[0]?.n ?? 0);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
