import { sql, type Kysely } from 'kysely';
import { STAGES } from '@talentra/contract';
import type { Dialect, Executor } from './database.js';
import { createRefreshTriggers, type RefreshOn } from './kept-triggers.js';

/**
 * Time in stage and the clients' submissions, CV reviews, response times and hires, kept (issue 47,
 * migration 041, decision 302).
 *
 * `report_stage_facts`: one row per application and stage it completed, for its first completion: when,
 * its job and client (and whether the job is counted: not deleted), how long it took as a duration
 * bucket (-1 when the stage before it has no completion before this one), and for the offer whether it
 * is a hire (not rejected).
 *
 * `report_stage_counts`: those facts counted per span (`m` a UTC month 'YYYY-MM', `d` a UTC day
 * 'YYYY-MM-DD'), job (0: every job not deleted), client (0: no client dimension), stage and bucket. A
 * report's range reads its whole months and days here and its two ends (under a UTC day each) from the
 * facts by time, so nothing of the agency's time zone is kept.
 *
 * The bucket is the duration's lower bound at a resolution users read it at (`durationBucket`): a tenth of
 * a day under 10 days, a day under 100, ten days beyond (capped at 1,000). A median or 90th percentile is
 * that of the lower bounds, so a figure shown to one decimal is exact for durations in whole tenths of a
 * day and otherwise rounded down within its bucket.
 *
 * Triggers make the facts of the applications concerned again on every change that moves them (a stage
 * completion written, an application's time or job changed or erased, its tracker's rejection, its job's
 * deletion or client): old figures taken off the counts, the facts computed from the live rows (one SQL for
 * triggers and rebuild), new figures added. A count emptied stays as zeros until the rebuild.
 */

/** The bucket of a duration of `seconds` (≥ 0): the SQL of the facts computes the same. */
export function durationBucket(seconds: number): number {
  if (seconds < 864_000) return Math.floor(seconds / 8640);
  if (seconds < 8_640_000) return 90 + Math.floor(seconds / 86_400);
  return Math.min(180 + Math.floor(seconds / 864_000), 280);
}

/** The lower bound of a bucket, in days. */
export function bucketDays(bucket: number): number {
  if (bucket < 100) return bucket / 10;
  if (bucket < 190) return bucket - 90;
  return (bucket - 180) * 10;
}

/** The figures of a counts row, in order, and its key. */
export const STAGE_COUNT_FIGURES = ['completed', 'hired'] as const;
export const STAGE_COUNT_KEY = ['span', 'job_id', 'client_id', 'at', 'stage', 'bucket'] as const;
const FACT_COLUMNS = ['candidate_id', 'stage', 'job_id', 'client_id', 'counted', 'completed_at', 'bucket', 'hired'];

/** SQL: the whole seconds from ISO instant `from` to `to`. */
const secondsSql = (dialect: Dialect, from: string, to: string) =>
  dialect === 'sqlite'
    ? `cast(round((julianday(${to}) - julianday(${from})) * 86400) as integer)`
    : `round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)))::bigint`;

/** SQL: `durationBucket` of the seconds `s` (an integer; null or negative: -1). */
const bucketSql = (dialect: Dialect, s: string) => `case when ${s} is null or ${s} < 0 then -1
    when ${s} < 864000 then ${s} / 8640 when ${s} < 8640000 then 90 + ${s} / 86400
    else ${dialect === 'sqlite' ? 'min' : 'least'}(180 + ${s} / 864000, 280) end`;

/** SQL: when the stage `stage` of `candidate` was entered: the application, or the first completion of the stage before. */
const enteredSql = (stage: string, candidate: string, appliedAt: string) =>
  `case ${stage} when '${STAGES[0]}' then ${appliedAt} ${STAGES.slice(1)
    .map(
      (s, i) =>
        `when '${s}' then (select min(p.completed_at) from report_stage_completions p where p.candidate_id = ${candidate} and p.stage = '${STAGES[i]}')`,
    )
    .join(' ')} end`;

/** The facts of the applications `c` (candidates) that `where` picks, made from their stage completions. */
const factSelect = (dialect: Dialect, where: string) => `
  select x.candidate_id, x.stage, x.job_id, x.client_id, x.counted, x.completed_at, ${bucketSql(dialect, 'x.seconds')}, x.hired
  from (
    select fc.candidate_id as candidate_id, fc.stage as stage, c.job_id as job_id, coalesce(j.client_id, 0) as client_id,
      case when j.id is not null and j.deleted_at is null then 1 else 0 end as counted, fc.at as completed_at,
      ${secondsSql(dialect, enteredSql('fc.stage', 'fc.candidate_id', 'c.created_at'), 'fc.at')} as seconds,
      case when fc.stage = 'offer_letter' and t.rejected is null then 1 else 0 end as hired
    from (
      select e.candidate_id as candidate_id, e.stage as stage, min(e.completed_at) as at from report_stage_completions e
      where e.candidate_id in (select c.id from candidates c where ${where})
      group by e.candidate_id, e.stage
    ) fc
    join candidates c on c.id = fc.candidate_id
    left join jobs j on j.id = c.job_id
    left join process_trackers t on t.candidate_id = c.id
  ) x`;

/**
 * The facts `where` picks (SQL on the facts' columns) added to the counts (`sign` 1) or taken off them
 * (-1): each to its job's rows and, when counted, the all-jobs rows and its client's, per month and day.
 */
const addFacts = (sign: 1 | -1, where: string) => `
  insert into report_stage_counts (${STAGE_COUNT_KEY.join(', ')}, ${STAGE_COUNT_FIGURES.join(', ')})
  select k.span, case when k.dim = 'j' then f.job_id else 0 end, case when k.dim = 'c' then f.client_id else 0 end,
    substr(f.completed_at, 1, case when k.span = 'd' then 10 else 7 end), f.stage, f.bucket, ${sign} * count(*), ${sign} * sum(f.hired)
  from report_stage_facts f
  cross join (select 'd' as span, 'a' as dim union all select 'd', 'j' union all select 'd', 'c'
    union all select 'm', 'a' union all select 'm', 'j' union all select 'm', 'c') k
  where (${where}) and (k.dim = 'j' or (f.counted = 1 and (k.dim = 'a' or f.client_id <> 0)))
  group by 1, 2, 3, 4, 5, 6
  on conflict (${STAGE_COUNT_KEY.join(', ')}) do update set
    ${STAGE_COUNT_FIGURES.map((c) => `${c} = report_stage_counts.${c} + excluded.${c}`).join(', ')}`;

/** The statements that make the facts of some applications again: `facts` picks their present facts, `candidates` the applications now (SQL on `c`). */
const refreshSql = (dialect: Dialect, facts: string, candidates: string): string[] => [
  addFacts(-1, facts),
  `delete from report_stage_facts where ${facts}`,
  `insert into report_stage_facts (${FACT_COLUMNS.join(', ')}) ${factSelect(dialect, candidates)}`,
  addFacts(1, facts),
];

/**
 * What each trigger makes again: the applications of a row (`new` or `old`) of the table, the columns
 * whose update concerns them, and those that move the row to another application (then the one it left
 * is made again too).
 */
const INSERTED = 'select n.candidate_id from new_rows n';
const inserted: [string, string] = [`candidate_id in (${INSERTED})`, `c.id in (${INSERTED})`];
const TRIGGERS: Record<string, RefreshOn> = {
  report_stage_completions: { insert: true, moves: [], refresh: (r) => [`candidate_id = ${r}.candidate_id`, `c.id = ${r}.candidate_id`], inserted },
  candidates: { update: 'created_at, job_id', moves: [], insert: false, refresh: (r) => [`candidate_id = ${r}.id`, `c.id = ${r}.id`] },
  process_trackers: {
    update: 'candidate_id, rejected',
    moves: ['candidate_id'],
    insert: true,
    refresh: (r) => [`candidate_id = ${r}.candidate_id`, `c.id = ${r}.candidate_id`],
    inserted,
  },
};
/** A job's deletion, restoring or client: its applications' facts. */
const jobRefresh: [string, string] = ['job_id = new.id', 'c.job_id = new.id'];

export async function createReportStageTimes(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('report_stage_facts')
    .addColumn('candidate_id', 'integer', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('hired', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_stage_facts_pk', ['candidate_id', 'stage'])
    .execute();
  // the ends of a range, read by time with every column they count
  await db.schema
    .createIndex('report_stage_facts_at_idx')
    .on('report_stage_facts')
    .columns(['completed_at', 'stage', 'bucket', 'job_id', 'client_id', 'counted', 'hired'])
    .execute();
  await db.schema.createIndex('report_stage_facts_job_idx').on('report_stage_facts').column('job_id').execute();
  let counts = db.schema
    .createTable('report_stage_counts')
    .addColumn('span', 'varchar(1)', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'varchar(10)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull());
  for (const f of STAGE_COUNT_FIGURES) counts = counts.addColumn(f, 'integer', (c) => c.notNull());
  counts = counts.addPrimaryKeyConstraint('report_stage_counts_pk', [...STAGE_COUNT_KEY]);
  // a range of the key is read with its figures: SQLite keeps the rows in the key's order (no lookup
  // of each row by its rowid), PostgreSQL reads them from an index that holds the figures too
  await (dialect === 'sqlite' ? counts.modifyEnd(sql`without rowid`) : counts).execute();
  if (dialect === 'postgres')
    await sql`create index report_stage_counts_read_idx on report_stage_counts (span, job_id, client_id, at)
      include (stage, bucket, completed, hired)`.execute(db);

  const statements = ([facts, candidates]: [string, string]) =>
    refreshSql(dialect, facts, candidates)
      .map((s) => `${s};`)
      .join('\n');
  await createRefreshTriggers(db, dialect, 'report_stage_times', statements, TRIGGERS, { columns: ['deleted_at', 'client_id'], refresh: jobRefresh });
}

/** The facts and counts made again from the live rows, as the triggers keep them (inside the rollup's rebuild). Answers the facts written. */
export async function rebuildReportStageTimes(db: Executor, dialect: Dialect): Promise<number> {
  await sql`delete from report_stage_counts`.execute(db);
  await sql`delete from report_stage_facts`.execute(db);
  await sql.raw(`insert into report_stage_facts (${FACT_COLUMNS.join(', ')}) ${factSelect(dialect, '1 = 1')}`).execute(db);
  await sql.raw(addFacts(1, '1 = 1')).execute(db);
  const n = await sql<{ n: number | string }>`select count(*) as n from report_stage_facts`.execute(db);
  return Number(n.rows[0]?.n ?? 0);
}
