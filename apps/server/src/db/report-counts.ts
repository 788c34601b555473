import { sql, type Kysely } from 'kysely';
import type { Dialect, Executor } from './database.js';
import { createRefreshTriggers, type RefreshOn } from './kept-triggers.js';

/**
 * The funnel's and the sources' kept counts (issue 47, migration 040, decision 305).
 *
 * `report_application_facts`: one row per application with what the funnel and the sources count of
 * it: its job (and whether the job is counted in the all-jobs rows: not deleted), its UTC day and
 * quarter hour, its source and referrer (decision 282), each stage completed, joined (the offer
 * completed, not rejected) and its interviews booked and not cancelled.
 *
 * `report_application_counts`: those facts summed per span (`d` a UTC day 'YYYY-MM-DD', `q` a UTC
 * quarter hour 'YYYY-MM-DDTHH:MM'), job (0: every job not deleted), source and referrer (0: none).
 * A report's range (the agency's days as UTC instants, which fall on a quarter hour in every time
 * zone) reads the whole UTC days inside it from the day rows and its two ends from the quarter-hour
 * rows, so the counts hold no time zone and a change of TIME_ZONE needs no rebuild.
 *
 * Triggers keep both in the statement that changes an application, its tracker, its interviews, a
 * referral for its job, or its job's deletion: each makes the facts of the applications concerned
 * again (their old figures taken off the counts, the new ones added), so every writer (services,
 * bulk loads, fixtures, the large seed) keeps them. A count emptied stays as a row of zeros until
 * the rebuild.
 */

const STAGE_COLUMNS = ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer'] as const;
/** The summed figures of a counts row, in order. */
export const REPORT_COUNT_FIGURES = ['applications', ...STAGE_COLUMNS, 'joined', 'interviews'] as const;
/** The key of a counts row. */
export const REPORT_COUNT_KEY = ['span', 'job_id', 'at', 'source', 'referrer_id'] as const;

const FACT_COLUMNS = ['candidate_id', 'job_id', 'counted', 'day', 'quarter', 'source', 'referrer_id', ...STAGE_COLUMNS, 'joined', 'interviews'];

/** A UTC quarter hour 'YYYY-MM-DDTHH:MM' of an ISO instant (SQL text `x`). */
const quarterSql = (x: string) =>
  `substr(${x}, 1, 14) || case when substr(${x}, 15, 2) < '15' then '00' when substr(${x}, 15, 2) < '30' then '15' when substr(${x}, 15, 2) < '45' then '30' else '45' end`;

/** The facts of the applications `c` (candidates) that `where` picks, made from the live rows. */
const factSelect = (where: string) => `
  select c.id, c.job_id, case when j.id is not null and j.deleted_at is null then 1 else 0 end,
    substr(c.created_at, 1, 10), ${quarterSql('c.created_at')},
    case when rr.id is not null then 'referral' when c.consent_source = 'staff' then 'staff' else 'careers' end,
    coalesce(rr.candidate_id, 0),
    case when t.screening = 'completed' then 1 else 0 end,
    case when t.hr_interview = 'completed' then 1 else 0 end,
    case when t.client_cv_review = 'completed' then 1 else 0 end,
    case when t.client_interview = 'completed' then 1 else 0 end,
    case when t.offer_letter = 'completed' then 1 else 0 end,
    case when t.offer_letter = 'completed' and t.rejected is null then 1 else 0 end,
    (select count(*) from interviews i where i.candidate_id = c.id and i.cancelled_at is null)
  from candidates c
  left join jobs j on j.id = c.job_id
  left join process_trackers t on t.candidate_id = c.id
  left join referrals rr on rr.id = (select min(r.id) from referrals r where r.job_id = c.job_id and r.created_at <= c.created_at
    and (r.friend_email = c.email or r.friend_contact = c.mobile_number))
  where ${where}`;

/**
 * The facts `where` picks (SQL on the facts' own columns) added to the counts (`sign` 1) or taken
 * off them (-1): each fact to its job's row and, when counted, the all-jobs row, per day and per
 * quarter hour.
 */
const addFacts = (sign: 1 | -1, where: string) => {
  const figures = ['count(*)', ...[...STAGE_COLUMNS, 'joined', 'interviews'].map((c) => `sum(f.${c})`)];
  return `insert into report_application_counts (${REPORT_COUNT_KEY.join(', ')}, ${REPORT_COUNT_FIGURES.join(', ')})
  select k.span, case when k.all_jobs = 1 then 0 else f.job_id end, case when k.span = 'd' then f.day else f.quarter end,
    f.source, f.referrer_id, ${figures.map((x) => `${sign} * ${x}`).join(', ')}
  from report_application_facts f
  cross join (select 'd' as span, 0 as all_jobs union all select 'd', 1 union all select 'q', 0 union all select 'q', 1) k
  where (${where}) and (k.all_jobs = 0 or f.counted = 1)
  group by 1, 2, 3, 4, 5
  on conflict (${REPORT_COUNT_KEY.join(', ')}) do update set
    ${REPORT_COUNT_FIGURES.map((c) => `${c} = report_application_counts.${c} + excluded.${c}`).join(',\n    ')}`;
};

/**
 * The statements that make the facts of some applications again: `facts` picks their present
 * facts (SQL on the facts' columns), `candidates` the applications as they are now (SQL on `c`).
 */
export const refreshFactsSql = (facts: string, candidates: string): string[] => [
  addFacts(-1, facts),
  `delete from report_application_facts where ${facts}`,
  `insert into report_application_facts (${FACT_COLUMNS.join(', ')}) ${factSelect(candidates)}`,
  addFacts(1, facts),
];

/**
 * What each trigger makes again: the applications of a row (`new` or `old`) of the table, and the
 * columns whose change moves the row to other applications (then the ones it left are made again too).
 */
const inserted = (candidates: string): [string, string] => [`candidate_id in (${candidates})`, `c.id in (${candidates})`];
const TRIGGERS: Record<string, RefreshOn> = {
  candidates: {
    insert: true,
    update: 'created_at, job_id, consent_source, email, mobile_number',
    moves: [],
    refresh: (r) => [`candidate_id = ${r}.id`, `c.id = ${r}.id`],
    inserted: inserted('select n.id from new_rows n'),
  },
  process_trackers: {
    insert: true,
    update: 'candidate_id, screening, hr_interview, client_cv_review, client_interview, offer_letter, rejected',
    moves: ['candidate_id'],
    refresh: (r) => [`candidate_id = ${r}.candidate_id`, `c.id = ${r}.candidate_id`],
    inserted: inserted('select n.candidate_id from new_rows n'),
  },
  interviews: {
    insert: true,
    update: 'candidate_id, cancelled_at',
    moves: ['candidate_id'],
    refresh: (r) => [`candidate_id = ${r}.candidate_id`, `c.id = ${r}.candidate_id`],
    inserted: inserted('select n.candidate_id from new_rows n'),
  },
  referrals: {
    insert: true,
    update: 'job_id, candidate_id, friend_email, friend_contact, created_at',
    moves: ['job_id', 'friend_email', 'friend_contact'],
    refresh: (r) => {
      const matching = `c.job_id = ${r}.job_id and (c.email = ${r}.friend_email or c.mobile_number = ${r}.friend_contact)`;
      return [`candidate_id in (select c.id from candidates c where ${matching})`, matching];
    },
    inserted: inserted(
      'select m.id from candidates m join new_rows n on m.job_id = n.job_id and (m.email = n.friend_email or m.mobile_number = n.friend_contact)',
    ),
  },
};

/** A job's applications: its deletion (or restoring) takes them out of (or back into) the all-jobs rows. */
const jobRefresh: [string, string] = ['job_id = new.id', 'c.job_id = new.id'];

/** The tables and the triggers that keep them (the rows are made by `rebuildReportCounts`). */
export async function createReportCounts(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('report_application_facts')
    .addColumn('candidate_id', 'integer', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('quarter', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('referrer_id', 'integer', (c) => c.notNull())
    .addColumn('screening', 'integer', (c) => c.notNull())
    .addColumn('hr_interview', 'integer', (c) => c.notNull())
    .addColumn('client_cv_review', 'integer', (c) => c.notNull())
    .addColumn('client_interview', 'integer', (c) => c.notNull())
    .addColumn('offer', 'integer', (c) => c.notNull())
    .addColumn('joined', 'integer', (c) => c.notNull())
    .addColumn('interviews', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_application_facts_job_idx').on('report_application_facts').column('job_id').execute();
  let counts = db.schema
    .createTable('report_application_counts')
    .addColumn('span', 'varchar(1)', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('referrer_id', 'integer', (c) => c.notNull());
  for (const f of REPORT_COUNT_FIGURES) counts = counts.addColumn(f, 'integer', (c) => c.notNull());
  await counts.addPrimaryKeyConstraint('report_application_counts_pk', [...REPORT_COUNT_KEY]).execute();

  const statements = ([facts, candidates]: [string, string]) =>
    refreshFactsSql(facts, candidates)
      .map((s) => `${s};`)
      .join('\n');
  await createRefreshTriggers(db, dialect, 'report_counts', statements, TRIGGERS, { columns: ['deleted_at'], refresh: jobRefresh });
}

/**
 * Each client's open jobs with positions (decision 306): what the overdue jobs' total starts from,
 * instead of counting every open job. Kept by triggers on `jobs`, one taken off the old client and
 * one added to the new as a job opens, closes, moves, is deleted or restored.
 */
const openJob = (r: string) => `${r}.is_active = 1 and ${r}.deleted_at is null and ${r}.status <> 'closed' and ${r}.no_of_positions > 0`;
const countOpenJob = (r: string, sign: 1 | -1) => `insert into report_client_open_jobs (client_id, open_jobs)
  select coalesce(${r}.client_id, 0), ${sign} where ${openJob(r)}
  on conflict (client_id) do update set open_jobs = report_client_open_jobs.open_jobs + excluded.open_jobs`;
const OPEN_JOB_COLUMNS = 'client_id, is_active, status, deleted_at, no_of_positions';

export async function createClientOpenJobs(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('report_client_open_jobs')
    .addColumn('client_id', 'integer', (c) => c.primaryKey())
    .addColumn('open_jobs', 'integer', (c) => c.notNull())
    .execute();
  if (dialect === 'sqlite') {
    const trigger = (name: string, when: string, statements: string[]) =>
      sql`create trigger ${sql.raw(name)} ${sql.raw(when)} begin
        ${sql.raw(statements.map((x) => `${x};`).join('\n'))}
      end`.execute(db);
    await trigger('report_client_open_jobs_ai', 'after insert on jobs', [countOpenJob('new', 1)]);
    await trigger('report_client_open_jobs_au', `after update of ${OPEN_JOB_COLUMNS} on jobs`, [countOpenJob('old', -1), countOpenJob('new', 1)]);
    await trigger('report_client_open_jobs_ad', 'after delete on jobs', [countOpenJob('old', -1)]);
  } else {
    await sql`create function report_client_open_jobs() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${sql.raw(countOpenJob('old', -1))}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${sql.raw(countOpenJob('new', 1))}; end if;
          return null;
        end $$`.execute(db);
    await sql`create trigger report_client_open_jobs after insert or update of ${sql.raw(OPEN_JOB_COLUMNS)} or delete on jobs
      for each row execute function report_client_open_jobs()`.execute(db);
  }
}

/**
 * The facts and counts (and each client's open jobs) made again from the live rows, as the triggers keep them (run inside the
 * rollup's rebuild transaction: migration 040, `npm run reports:rebuild`). Answers the facts written.
 */
export async function rebuildReportCounts(db: Executor): Promise<number> {
  await sql`delete from report_application_counts`.execute(db);
  await sql`delete from report_application_facts`.execute(db);
  await sql.raw(`insert into report_application_facts (${FACT_COLUMNS.join(', ')}) ${factSelect('1 = 1')}`).execute(db);
  await sql.raw(addFacts(1, '1 = 1')).execute(db);
  await sql`delete from report_client_open_jobs`.execute(db);
  await sql
    .raw(
      `insert into report_client_open_jobs (client_id, open_jobs)
    select coalesce(j.client_id, 0), count(*) from jobs j where ${openJob('j')} group by coalesce(j.client_id, 0)`,
    )
    .execute(db);
  const n = await sql<{ n: number | string }>`select count(*) as n from report_application_facts`.execute(db);
  return Number(n.rows[0]?.n ?? 0);
}
