import { sql, type RawBuilder } from 'kysely';
import { PROJECT_STATUS_DEFAULT, PROJECT_STATUS_RULES, type ProjectBucket } from '@talentra/contract';
import type { Executor } from '../../db/database.js';
import { likePattern } from '../../http/pagination.js';

/**
 * api.md "Dashboard figures" as aggregate SQL: nothing is loaded row by row, so the figures stay
 * fast on large tables. Soft-deleted jobs (and their candidates) count nowhere.
 */

/** The project-status rule of the contract, run in SQL: lower-cased notice period, first match wins. */
export function projectBucketSql(column: string): RawBuilder<ProjectBucket> {
  const text = sql`lower(coalesce(${sql.ref(column)}, ''))`;
  const whens = PROJECT_STATUS_RULES.map(
    (rule) =>
      sql`when ${sql.join(
        rule.contains.map((s) => sql`${text} like ${likePattern(s)} escape '\\'`),
        sql` or `,
      )} then ${sql.lit(rule.bucket)}`,
  );
  return sql<ProjectBucket>`(case ${sql.join(whens, sql` `)} else ${sql.lit(PROJECT_STATUS_DEFAULT)} end)`;
}

const bucket = projectBucketSql('jobs.notice_period');
const count = (n: RawBuilder<unknown>) => sql<number>`coalesce(sum(case when ${n} then 1 else 0 end), 0)`;

/** Jobs that are not soft-deleted. */
const liveJobs = (db: Executor) => db.selectFrom('jobs').where('jobs.deleted_at', 'is', null);
/** Active jobs (is_active = 1, not deleted). */
const activeJobs = (db: Executor) => liveJobs(db).where('jobs.is_active', '=', 1);
/** Candidates of jobs that are not deleted. */
const liveCandidates = (db: Executor) =>
  db.selectFrom('candidates').innerJoin('jobs', 'jobs.id', 'candidates.job_id').where('jobs.deleted_at', 'is', null);

const JOB_COLUMNS = [
  'jobs.id as job_id',
  'jobs.job_title',
  'jobs.client_name',
  'jobs.job_location',
  'jobs.no_of_positions',
  'jobs.notice_period',
] as const;

async function total(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export const statsRepository = {
  async clientsCount(db: Executor): Promise<number> {
    return total(db.selectFrom('clients').select((eb) => eb.fn.countAll<number>().as('n')));
  },

  /** All candidates minus those of deleted jobs: two index counts instead of joining every candidate. */
  async candidatesCount(db: Executor): Promise<number> {
    const [all, ofDeletedJobs] = await Promise.all([
      total(db.selectFrom('candidates').select((eb) => eb.fn.countAll<number>().as('n'))),
      total(
        db
          .selectFrom('jobs')
          .innerJoin('candidates', 'candidates.job_id', 'jobs.id')
          .where('jobs.deleted_at', 'is not', null)
          .select((eb) => eb.fn.countAll<number>().as('n')),
      ),
    ]);
    return all - ofDeletedJobs;
  },

  /** Every job figure in one pass over the jobs that are not deleted (the bucket is worked out once a row). */
  async jobFigures(db: Executor) {
    const perJob = liveJobs(db)
      .select([
        'jobs.is_active',
        'jobs.status',
        sql<number>`coalesce(jobs.no_of_positions, 1)`.as('positions'),
        bucket.as('bucket'),
        sql<number>`case when jobs.is_active = 1 and not exists (select 1 from candidates c where c.job_id = jobs.id) then 1 else 0 end`.as('empty'),
      ])
      .as('j');
    const r = await db
      .selectFrom(perJob)
      .select([
        sql<number>`coalesce(sum(case when j.is_active = 1 then j.positions else 0 end), 0)`.as('positions'),
        count(sql`j.is_active = 0 or j.status = 'closed'`).as('positions_closed'),
        sql<number>`coalesce(sum(j.empty), 0)`.as('positions_without_candidates'),
        count(sql`j.is_active = 1 and j.bucket = 'warning'`).as('warning'),
        count(sql`j.is_active = 1 and j.bucket = 'caution'`).as('caution'),
        count(sql`j.is_active = 1 and j.bucket = 'good'`).as('good'),
      ])
      .executeTakeFirstOrThrow();
    return {
      positions: Number(r.positions),
      positions_closed: Number(r.positions_closed),
      positions_without_candidates: Number(r.positions_without_candidates),
      project_status: { warning: Number(r.warning), caution: Number(r.caution), good: Number(r.good) },
    };
  },

  // ---------- the rows behind each dashboard card (paginated) ----------

  async clients(db: Executor, limit: number, offset: number) {
    const [rows, n] = await Promise.all([
      db
        .selectFrom('clients')
        .select(['id', 'company_name', 'email', 'phone', 'website', 'location'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      statsRepository.clientsCount(db),
    ]);
    return { rows, total: n };
  },

  /** Active jobs, optionally only those of one project-status bucket. */
  async positions(db: Executor, limit: number, offset: number, only?: ProjectBucket) {
    const base = only ? activeJobs(db).where(bucket, '=', only) : activeJobs(db);
    const [rows, n] = await Promise.all([
      base.select(JOB_COLUMNS).orderBy('jobs.created_at', 'desc').orderBy('jobs.id', 'desc').limit(limit).offset(offset).execute(),
      total(base.select((eb) => eb.fn.countAll<number>().as('n'))),
    ]);
    return { rows, total: n };
  },

  async candidates(db: Executor, limit: number, offset: number) {
    const [rows, n] = await Promise.all([
      liveCandidates(db)
        .select([
          'candidates.id',
          'candidates.candidate_name',
          'candidates.email',
          'candidates.mobile_number',
          'candidates.current_location',
          'candidates.job_id',
          'jobs.job_title',
        ])
        .orderBy('candidates.created_at', 'desc')
        .orderBy('candidates.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      statsRepository.candidatesCount(db),
    ]);
    return { rows, total: n };
  },

  /**
   * Closed Job Details: the latest closure record of each job that is closed now (not deleted),
   * newest first, so the list matches the "Positions Closed" figure. A reopened job's old record
   * stays in GET /close (the history) but not here.
   */
  async closures(db: Executor, limit: number, offset: number) {
    const base = db
      .selectFrom('job_closures')
      .innerJoin('jobs', 'jobs.id', 'job_closures.job_id')
      .where('jobs.deleted_at', 'is', null)
      .where(sql<boolean>`(jobs.is_active = 0 or jobs.status = 'closed')`)
      .where('job_closures.id', '=', sql<number>`(select max(jc.id) from job_closures jc where jc.job_id = jobs.id)`);
    const [rows, n] = await Promise.all([
      base
        .select([
          'job_closures.id',
          'job_closures.job_id',
          'jobs.job_title',
          'jobs.client_name',
          'job_closures.total_positions',
          'job_closures.filled_positions',
          'job_closures.closed_at',
          'job_closures.closure_reason',
        ])
        .orderBy('job_closures.closed_at', 'desc')
        .orderBy('job_closures.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      total(base.select((eb) => eb.fn.countAll<number>().as('n'))),
    ]);
    return { rows, total: n };
  },
};
