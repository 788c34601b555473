import { sql, type Kysely } from 'kysely';
import { EXPERIENCE_BANDS } from '@talentra/contract';
import type { Dialect, Executor } from './database.js';

/**
 * The careers facets' kept counts (issue 46, migration 037, decision 300): `careers_facet_counts`,
 * one row per combination of location, industry, work mode and experience band of the visible jobs
 * (`is_visible = 1`, the careers list's stored condition), with how many jobs have it; and
 * (migration 039, decision 303) `careers_facet_totals`, one row per value of each facet with how many
 * visible jobs have it, what a facet reads when no other filter applies. Triggers on `jobs` keep both
 * in the statement that changes a job; the closing date is applied when they are read
 * (jobs.repository `facets`: the visible jobs past it are taken off).
 */

/** The experience band of `column` (SQL) as the careers filter reads it ('' when none or no value). */
export const experienceBandSql = (column: string) =>
  `case ${EXPERIENCE_BANDS.map((b) =>
    b.max === null ? `when ${column} >= ${b.min} then '${b.id}'` : `when ${column} >= ${b.min} and ${column} < ${b.max + 1} then '${b.id}'`,
  ).join(' ')} else '' end`;

/** The kept row's key columns, and the values of a job row `r` (SQL: `new`, `old` or a table alias). */
export const FACET_KEY_COLUMNS = ['job_location', 'type_of_industry', 'work_mode', 'experience_band'] as const;
const keyOf = (r: string) => [`${r}.job_location`, `${r}.type_of_industry`, `coalesce(${r}.work_mode, '')`, experienceBandSql(`${r}.min_experience`)];
const KEY = FACET_KEY_COLUMNS.join(', ');
const sameKey = (r: string) => FACET_KEY_COLUMNS.map((c, i) => `careers_facet_counts.${c} = ${keyOf(r)[i]}`).join(' and ');

/** The statements that count the job `r` in (a visible job) and out of its combination. */
const countIn = (r: string, when: string) => `insert into careers_facet_counts (${KEY}, jobs)
  select ${keyOf(r).join(', ')}, 1 where ${when}
  on conflict (${KEY}) do update set jobs = careers_facet_counts.jobs + 1`;
const countOut = (r: string, when: string) => [
  `update careers_facet_counts set jobs = jobs - 1 where ${sameKey(r)} and ${when}`,
  `delete from careers_facet_counts where ${sameKey(r)} and jobs <= 0`,
];

/** The job columns the kept rows follow: an update that changes none of them leaves the counts alone. */
const FOLLOWED = ['is_visible', 'job_location', 'type_of_industry', 'work_mode', 'min_experience'];

/** The facets of the kept totals, the value each job row `r` (SQL) counts for in it. */
export const FACET_TOTALS = ['location', 'industry', 'work_mode', 'experience'] as const;
export type FacetName = (typeof FACET_TOTALS)[number];
/** A facet's value of the job row `r` (SQL): the same key expressions as the combinations'. */
export const facetValueSql = (facet: FacetName, r: string) => keyOf(r)[FACET_TOTALS.indexOf(facet)]!;

/** The statements that count the job `r` in (a visible job) and out of its value of every facet. */
const totalIn = (r: string, when: string) => `insert into careers_facet_totals (facet, value, jobs)
  ${FACET_TOTALS.map((f) => `select '${f}', ${facetValueSql(f, r)}, 1 where ${when}`).join('\n  union all ')}
  on conflict (facet, value) do update set jobs = careers_facet_totals.jobs + 1`;
const ofJob = (r: string) => `(${FACET_TOTALS.map((f) => `(facet = '${f}' and value = ${facetValueSql(f, r)})`).join(' or ')})`;
const totalOut = (r: string, when: string) => [
  `update careers_facet_totals set jobs = jobs - 1 where ${ofJob(r)} and ${when}`,
  `delete from careers_facet_totals where ${ofJob(r)} and jobs <= 0`,
];

/**
 * The triggers on `jobs` that keep `table` (`<table>_ai`, `_au`, `_ad` on SQLite; one `<table>_job`
 * on PostgreSQL): a visible job counted in by `countIn`, out by `countOut`, and an update of a
 * followed column out of its old row and into its new one.
 */
async function keepByJobTriggers(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: string,
  countIn: (r: string, when: string) => string,
  countOut: (r: string, when: string) => string[],
): Promise<void> {
  const changed = FOLLOWED.map((c) => (dialect === 'sqlite' ? `old.${c} is not new.${c}` : `old.${c} is distinct from new.${c}`)).join(' or ');
  if (dialect === 'sqlite') {
    const trigger = (name: string, when: string, statements: string[]) =>
      sql`create trigger ${sql.raw(name)} ${sql.raw(when)} begin
        ${sql.raw(statements.map((s) => `${s};`).join('\n'))}
      end`.execute(db);
    await trigger(`${table}_ai`, 'after insert on jobs when new.is_visible = 1', [countIn('new', 'true')]);
    await trigger(`${table}_au`, `after update of ${FOLLOWED.join(', ')} on jobs when ${changed}`, [
      ...countOut('old', 'old.is_visible = 1'),
      countIn('new', 'new.is_visible = 1'),
    ]);
    await trigger(`${table}_ad`, 'after delete on jobs when old.is_visible = 1', countOut('old', 'true'));
  } else {
    await sql`create function ${sql.raw(table)}_job() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and not (${sql.raw(changed)}) then return null; end if;
        if tg_op in ('UPDATE', 'DELETE') and old.is_visible = 1 then
          ${sql.raw(countOut('old', 'true').join(';\n'))};
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.is_visible = 1 then
          ${sql.raw(countIn('new', 'true'))};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(table)}_job after insert or update of ${sql.raw(FOLLOWED.join(', '))} or delete on jobs
      for each row execute function ${sql.raw(table)}_job()`.execute(db);
  }
}

/** The table and the triggers on `jobs` that keep it (the rows are made by `rebuildCareersFacetCounts`). */
export async function createCareersFacetCounts(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('careers_facet_counts')
    .addColumn('job_location', 'text', (c) => c.notNull())
    .addColumn('type_of_industry', 'text', (c) => c.notNull())
    .addColumn('work_mode', 'text', (c) => c.notNull())
    .addColumn('experience_band', 'varchar(8)', (c) => c.notNull())
    .addColumn('jobs', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('careers_facet_counts_pk', [...FACET_KEY_COLUMNS])
    .execute();
  await keepByJobTriggers(db, dialect, 'careers_facet_counts', countIn, countOut);
}

/**
 * Migration 039 (decision 303): `careers_facet_totals`, one row per value of each facet with how many
 * visible jobs have it ('' kept as in the combinations, never shown), and its triggers on `jobs`,
 * beside the combinations' (the rows are made by `rebuildCareersFacetCounts`).
 */
export async function createCareersFacetTotals(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('careers_facet_totals')
    .addColumn('facet', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('jobs', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('careers_facet_totals_pk', ['facet', 'value'])
    .execute();
  await keepByJobTriggers(db, dialect, 'careers_facet_totals', totalIn, totalOut);
}

export async function rebuildCareersFacetCombinations(trx: Executor): Promise<number> {
  await sql`delete from careers_facet_counts`.execute(trx);
  await sql`insert into careers_facet_counts (${sql.raw(KEY)}, jobs)
    select ${sql.raw(keyOf('j').join(', '))}, count(*) from jobs j where j.is_visible = 1
    group by ${sql.raw(keyOf('j').join(', '))}`.execute(trx);
  const n = await sql<{ n: number | string }>`select count(*) as n from careers_facet_counts`.execute(trx);
  return Number(n.rows[0]?.n ?? 0);
}

/** The per-facet totals made again from the jobs, in the caller's transaction (migration 039's fill). */
async function rebuildCareersFacetTotals(trx: Executor): Promise<void> {
  await sql`delete from careers_facet_totals`.execute(trx);
  for (const facet of FACET_TOTALS) {
    const value = facetValueSql(facet, 'j');
    await sql`insert into careers_facet_totals (facet, value, jobs)
      select ${sql.lit(facet)}, ${sql.raw(value)}, count(*) from jobs j where j.is_visible = 1 group by ${sql.raw(value)}`.execute(trx);
  }
}

/**
 * The kept counts made again from the jobs, in one transaction (the rows the triggers keep): the
 * combinations and the per-facet totals, by migration 039 for existing jobs and `npm run
 * careers:rebuild`. Answers the combinations written.
 */
export async function rebuildCareersFacetCounts(db: Executor): Promise<number> {
  const run = async (trx: Executor) => {
    const combinations = await rebuildCareersFacetCombinations(trx);
    await rebuildCareersFacetTotals(trx);
    return combinations;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
