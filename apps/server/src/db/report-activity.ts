import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect, Executor } from './database.js';

/**
 * The recruiter activity's kept counts (issue 47, migration 042, decision 308).
 *
 * `report_activity_counts`: the candidate events the report counts (stage moves: `stage` and
 * `moved_back`; `interview_scheduled`; `note`; with an actor) summed per span (`d` a UTC day
 * 'YYYY-MM-DD', `h` a UTC hour 'YYYY-MM-DDTHH', `q` a UTC quarter hour 'YYYY-MM-DDTHH:MM'), job and person. Job 0 holds every event,
 * whatever its job, as the report counts them without a job filter; a job's own rows hold the
 * events of its applications (read through the live jobs, so a deleted job's are left out as the
 * live read leaves them out, and its deletion or restoring changes no row). The weeks of any time
 * zone read whole UTC days from the day rows and their ends from the hour and quarter-hour rows (decision 305).
 *
 * Triggers keep them in the writer's statement: an event inserted (on PostgreSQL once per statement
 * over the rows it inserted), updated or deleted; an application moved to another job; an
 * application deleted (before the delete, while its events and job are still there: the events'
 * own delete trigger then finds no application and takes off only job 0's part). A count emptied
 * stays as a row of zeros until the rebuild.
 */

/** The summed figures of a row, in order. */
export const REPORT_ACTIVITY_FIGURES = ['stages_moved', 'interviews_booked', 'notes'] as const;
/** The key of a row, in the primary key's order (a range of days of one job, then the people). */
export const REPORT_ACTIVITY_KEY = ['span', 'job_id', 'at', 'user_id'] as const;

const KINDS = `('stage', 'moved_back', 'interview_scheduled', 'note')`;

/** A UTC quarter hour 'YYYY-MM-DDTHH:MM' of an ISO instant (SQL text `x`), as db/report-counts.ts makes it. */
const quarterSql = (x: string) =>
  `substr(${x}, 1, 14) || case when substr(${x}, 15, 2) < '15' then '00' when substr(${x}, 15, 2) < '30' then '15' when substr(${x}, 15, 2) < '45' then '30' else '45' end`;

/**
 * The events `from` (SQL: FROM items, the events aliased `e`) that `where` picks, added to (`sign` 1)
 * or taken off (-1) the rows of the job `job` (SQL: 0, `c.job_id`, `old.job_id`), per day and quarter hour.
 */
const countEvents = (sign: 1 | -1, from: string, job: string, where: string) => `
  insert into report_activity_counts (${REPORT_ACTIVITY_KEY.join(', ')}, ${REPORT_ACTIVITY_FIGURES.join(', ')})
  select s.span, ${job}, case s.span when 'd' then substr(e.created_at, 1, 10) when 'h' then substr(e.created_at, 1, 13)
      else ${quarterSql('e.created_at')} end, e.actor_user_id,
    ${sign} * sum(case when e.kind in ('stage', 'moved_back') then 1 else 0 end),
    ${sign} * sum(case when e.kind = 'interview_scheduled' then 1 else 0 end),
    ${sign} * sum(case when e.kind = 'note' then 1 else 0 end)
  from ${from}
  cross join (select 'd' as span union all select 'h' union all select 'q') s
  where e.kind in ${KINDS} and e.actor_user_id is not null and (${where})
  group by 1, 2, 3, 4
  on conflict (${REPORT_ACTIVITY_KEY.join(', ')}) do update set
    ${REPORT_ACTIVITY_FIGURES.map((c) => `${c} = report_activity_counts.${c} + excluded.${c}`).join(',\n    ')}`;

/** The events `from` (aliased `e`) to every job's rows and to their applications' jobs' rows. */
const countEverywhere = (sign: 1 | -1, from: string, where = '1 = 1') => [
  countEvents(sign, from, '0', where),
  countEvents(sign, `${from} join candidates c on c.id = e.candidate_id`, 'c.job_id', where),
];

/** One trigger row (`new` or `old`) as a FROM item aliased `e`. */
const rowOf = (r: 'new' | 'old') =>
  `(select ${r}.candidate_id as candidate_id, ${r}.actor_user_id as actor_user_id, ${r}.kind as kind, ${r}.created_at as created_at) e`;

/** An application's events to (or off) the rows of its job `job`. */
const applicationEvents = (sign: 1 | -1, r: 'new' | 'old') => countEvents(sign, 'candidate_events e', `${r}.job_id`, `e.candidate_id = ${r}.id`);

const EVENT_COLUMNS = 'candidate_id, actor_user_id, kind, created_at';
const counted = (r: string) => `${r}.kind in ${KINDS} and ${r}.actor_user_id is not null`;

const block = (statements: string[]) => statements.map((s) => `${s};`).join('\n');

/** The table and the triggers that keep it (the rows are made by `rebuildReportActivity`). */
export async function createReportActivity(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  let table = db.schema
    .createTable('report_activity_counts')
    .addColumn('span', 'varchar(1)', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull());
  for (const f of REPORT_ACTIVITY_FIGURES) table = table.addColumn(f, 'integer', (c) => c.notNull());
  table = table.addPrimaryKeyConstraint('report_activity_counts_pk', [...REPORT_ACTIVITY_KEY]);
  // SQLite: the rows in the key's order, so a range of the key reads them without a lookup of each in the table
  await (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table).execute();

  const moved = dialect === 'sqlite' ? 'old.job_id is not new.job_id' : 'old.job_id is distinct from new.job_id';
  if (dialect === 'sqlite') {
    const trigger = (name: string, when: string, statements: string[]) =>
      sql`create trigger ${sql.raw(name)} ${sql.raw(when)} begin
        ${sql.raw(block(statements))}
      end`.execute(db);
    await trigger('report_activity_events_ai', `after insert on candidate_events when ${counted('new')}`, countEverywhere(1, rowOf('new')));
    await trigger('report_activity_events_au', `after update of ${EVENT_COLUMNS} on candidate_events`, [
      ...countEverywhere(-1, rowOf('old')),
      ...countEverywhere(1, rowOf('new')),
    ]);
    await trigger('report_activity_events_ad', `after delete on candidate_events when ${counted('old')}`, countEverywhere(-1, rowOf('old')));
    await trigger('report_activity_candidates_bd', 'before delete on candidates', [applicationEvents(-1, 'old')]);
    await trigger('report_activity_candidates_au', `after update of job_id on candidates when ${moved}`, [
      applicationEvents(-1, 'old'),
      applicationEvents(1, 'new'),
    ]);
  } else {
    await sql`create function report_activity_events() returns trigger language plpgsql as $$
        begin
          ${sql.raw(block(countEverywhere(-1, rowOf('old'))))}
          if tg_op = 'UPDATE' then ${sql.raw(block(countEverywhere(1, rowOf('new'))))} end if;
          return null;
        end $$`.execute(db);
    await sql`create trigger report_activity_events after update of ${sql.raw(EVENT_COLUMNS)} or delete on candidate_events
        for each row execute function report_activity_events()`.execute(db);
    // inserts once per statement, over the rows it inserted (a bulk load is a few set-based statements)
    await sql`create function report_activity_events_inserted() returns trigger language plpgsql as $$
        begin
          ${sql.raw(block(countEverywhere(1, 'new_rows e')))}
          return null;
        end $$`.execute(db);
    await sql`create trigger report_activity_events_inserted after insert on candidate_events
        referencing new table as new_rows for each statement execute function report_activity_events_inserted()`.execute(db);
    await sql`create function report_activity_candidates() returns trigger language plpgsql as $$
        begin
          ${sql.raw(applicationEvents(-1, 'old'))};
          if tg_op = 'UPDATE' then ${sql.raw(applicationEvents(1, 'new'))}; return null; end if;
          return old;
        end $$`.execute(db);
    // before the delete: the cascade takes the events after the application is gone, when their job is no longer known
    await sql`create trigger report_activity_candidates_bd before delete on candidates
        for each row execute function report_activity_candidates()`.execute(db);
    await sql`create trigger report_activity_candidates_au after update of job_id on candidates
        for each row when (${sql.raw(moved)}) execute function report_activity_candidates()`.execute(db);
  }
}

/**
 * The counts made again from the live events, as the triggers keep them (run inside the rollup's
 * rebuild transaction: migration 042, `npm run reports:rebuild`, the bulk load). Answers the rows written.
 */
export async function rebuildReportActivity(db: Executor): Promise<number> {
  await sql`delete from report_activity_counts`.execute(db);
  for (const s of countEverywhere(1, 'candidate_events e')) await sql.raw(s).execute(db);
  const n = await sql<{ n: number | string }>`select count(*) as n from report_activity_counts`.execute(db);
  return Number(n.rows[0]?.n ?? 0);
}

/**
 * The kept rows of each part `b` of a read (a CTE of `span`, `a`, `z`) that `keys` (conditions on the
 * rows aliased `k`) pick, as FROM and WHERE: each part's rows a range of the key. SQLite keeps a cross
 * join's order (the parts first); PostgreSQL reads them per part through a lateral subquery it may not
 * flatten (`offset 0`): joined, its planner hashed the whole table once its statistics were fresh
 * (1.4 s a request at 100,000 candidates).
 */
export function activityPartRows(dialect: Dialect, keys: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`from b cross join lateral (
        select k.user_id, k.stages_moved, k.interviews_booked, k.notes from report_activity_counts k
        where k.span = b.span and ${keys} and k.at >= b.a and k.at < b.z offset 0) k`
    : sql`from b cross join report_activity_counts k where k.span = b.span and ${keys} and k.at >= b.a and k.at < b.z`;
}
