import { sql } from 'kysely';
import type { ProjectBucket } from '@talentra/contract';
import type { Dialect, Executor } from '../../db/database.js';
import { deepPageWindow, newestFirst, newestPageIds } from '../../db/deep-page.js';
import type { Selectable } from 'kysely';
import type { DashboardCountersTable } from '../../db/schema.js';
import { ofLiveJob, projectBucketSql } from '../../db/sql-helpers.js';

/**
 * The dashboard's reads (issue 19): the figures come from `dashboard_counters`, one row kept by the
 * writes (stats.service `countChange`); the lists behind the cards walk an index newest first and
 * stop at the page, so neither grows with the tables. Soft-deleted jobs (and their candidates)
 * count nowhere.
 */

export type CounterName = Exclude<keyof DashboardCountersTable, 'id'>;
export type Counters = Record<CounterName, number>;

/** The most rows counted for a list with no counter of its own (decision 122). */
export const COUNT_CAP = 10_000;

/**
 * Active jobs (is_active = 1, not deleted): the index on (deleted_at, created_at, id) drives them.
 * The lists' constants are written in the text, not sent as parameters: a statement without
 * parameters is planned once per connection, where PostgreSQL priced the generic plan of a bucket's
 * list dearer than its custom plans and planned every call again.
 */
const activeJobs = (db: Executor) => db.selectFrom('jobs').where('jobs.deleted_at', 'is', null).where('jobs.is_active', '=', sql.lit(1));

const JOB_COLUMNS = [
  'jobs.id as job_id',
  'jobs.job_title',
  'jobs.client_name',
  'jobs.job_location',
  'jobs.no_of_positions',
  'jobs.notice_period',
] as const;

export const statsRepository = {
  async upcomingInterviews(db: Executor, from: string): Promise<number> {
    return Number((await db.executeQuery(statsRepository.upcomingInterviewsQuery(db, from))).rows[0]?.n ?? 0);
  },
  /** 'Interviews Scheduled': interviews not cancelled starting at or after `from`, jobs not deleted (a partial index: decision 121). */
  upcomingInterviewsQuery(db: Executor, from: string) {
    return db
      .selectFrom('interviews')
      .innerJoin('jobs', 'jobs.id', 'interviews.job_id')
      .where('jobs.deleted_at', 'is', null)
      .where('interviews.cancelled_at', 'is', null)
      .where('interviews.starts_at', '>=', from)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .compile();
  },
  async counters(db: Executor): Promise<Counters> {
    return statsRepository.countersOf((await db.executeQuery(statsRepository.countersQuery(db))).rows[0]);
  },
  /** The statement `counters` sends (read beside a list); `countersOf` reads its row. */
  countersQuery(db: Executor) {
    return db.selectFrom('dashboard_counters').selectAll().where('id', '=', 1).compile();
  },
  countersOf(row: Selectable<DashboardCountersTable> | undefined): Counters {
    const { id: _id, ...counters } = row ?? {
      id: 1,
      clients: 0,
      candidates: 0,
      positions: 0,
      positions_closed: 0,
      positions_without_candidates: 0,
      warning: 0,
      caution: 0,
      good: 0,
      referrals: 0,
      referrals_with_email: 0,
      visible_jobs: 0,
    };
    return Object.fromEntries(Object.entries(counters).map(([k, v]) => [k, Number(v)])) as Counters;
  },

  /** Add each delta to its counter, in one statement on the one row (no deadlock between writers). */
  async add(db: Executor, deltas: Partial<Counters>): Promise<void> {
    const changes = Object.entries(deltas).filter(([, d]) => d !== 0) as [CounterName, number][];
    if (changes.length === 0) return;
    const set = Object.fromEntries(changes.map(([name, d]) => [name, sql<number>`${sql.ref(name)} + ${d}`]));
    await db.updateTable('dashboard_counters').set(set).where('id', '=', 1).execute();
  },

  /** A job as the figures see it, deleted or not. */
  jobState(db: Executor, jobId: number) {
    return db
      .selectFrom('jobs')
      .select(['is_active', 'status', 'no_of_positions', 'notice_period', 'deleted_at'])
      .where('id', '=', jobId)
      .executeTakeFirst();
  },

  /** A job's candidates (an index range: a job has tens, not the whole table). */
  async candidatesOfJob(db: Executor, jobId: number): Promise<number> {
    const r = await db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  // ---------- the rows behind each dashboard card (one page; totals come from the counters) ----------

  clients(db: Executor, limit: number, offset: number) {
    return db
      .selectFrom('clients')
      .select(['id', 'company_name', 'email', 'phone', 'website', 'location'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /**
   * Active jobs newest first. `deleted_at` leads the ORDER BY (it is null in every row) so that
   * PostgreSQL reads the index on (deleted_at, created_at, id) backwards and stops at the page,
   * instead of sorting every live job. With `only`, the jobs of one project-status bucket: the
   * bucket (the contract's rule) is applied to the jobs read along the index, a chunk at a time
   * with a keyset on (created_at, id), until the page is full, so no query ever has to estimate
   * how many jobs a bucket holds (PostgreSQL guessed 0.5 % and sorted the whole table).
   */
  /** The statement of the positions list (a bucket's with `only`); `positionsOf` puts its rows in the list's order. */
  positionsQuery(db: Executor, limit: number, offset: number, only?: ProjectBucket) {
    const jobsOrder = <Q extends { orderBy: (c: 'jobs.deleted_at' | 'jobs.created_at' | 'jobs.id', d: 'desc') => Q }>(q: Q) =>
      q.orderBy('jobs.deleted_at', 'desc').orderBy('jobs.created_at', 'desc').orderBy('jobs.id', 'desc');
    if (!only) {
      return jobsOrder(activeJobs(db).select([...JOB_COLUMNS, 'jobs.created_at']))
        .limit(limit)
        .offset(offset)
        .compile();
    }
    // a bucket's page: the contract's rule run in SQL on the index alone (jobs_deleted_created_idx
    // holds is_active and the notice period, migration 015), and only the page's rows read in full,
    // in the same statement (one round trip)
    return db
      .selectFrom('jobs')
      .select([...JOB_COLUMNS, 'jobs.created_at'])
      .where(
        'jobs.id',
        'in',
        jobsOrder(activeJobs(db).select('jobs.id').where(projectBucketSql('jobs.notice_period'), '=', sql.lit(only)))
          .limit(limit)
          .offset(offset),
      )
      .compile();
  },
  /**
   * A page of `positionsQuery` as the list gives it: a bucket's page is put in the walk's order
   * here, as an ORDER BY in the statement would lead the planner back to walking every job with the
   * page as a filter (the plain list comes in order).
   */
  positionsOf<R extends { job_id: number; created_at: string }>(rows: R[], only?: ProjectBucket) {
    if (only) rows.sort((a, b) => (a.created_at === b.created_at ? b.job_id - a.job_id : a.created_at < b.created_at ? 1 : -1));
    return rows.map(({ created_at: _, ...row }) => row);
  },

  /**
   * Newest first along the candidates' (created_at, id) index, each row tested against the set of
   * deleted jobs (`ofLiveJob`) and its job title read by a scalar subquery: not a join, because
   * SQLite builds a Bloom filter over every job for the join, a cost that grows with the jobs table
   * (measured: 4× slower at 10× jobs).
   */
  candidatesQuery(db: Executor, dialect: Dialect, limit: number, offset: number) {
    // a deep page on PostgreSQL: the page's ids from its window (`deepPageWindow`), which is read
    // along the index alone, then the page's rows
    const window = deepPageWindow(dialect, offset, limit);
    const live = db.selectFrom('candidates').where(ofLiveJob('candidates.job_id'));
    const rows = newestFirst(
      (window === null
        ? live
        : db
            .selectFrom('candidates')
            .where(
              'candidates.id',
              'in',
              newestPageIds(db, newestFirst(live.select(['candidates.id', 'candidates.created_at']), 'candidates'), window, limit, offset),
            )
      ).select([
        'candidates.id',
        'candidates.candidate_name',
        'candidates.email',
        'candidates.mobile_number',
        'candidates.current_location',
        'candidates.job_id',
        (eb) => eb.selectFrom('jobs').select('jobs.job_title').whereRef('jobs.id', '=', 'candidates.job_id').as('job_title'),
      ]),
      'candidates',
    );
    return (window === null ? rows.limit(limit).offset(offset) : rows).compile();
  },

  /**
   * Closed Job Details: the latest closure record of each job that is closed now (not deleted),
   * newest first, so the list matches the "Positions Closed" figure. A reopened job's old record
   * stays in GET /close (the history) but not here. The total is counted up to COUNT_CAP + 1 rows.
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
      db
        .selectFrom(
          base
            .select('job_closures.id')
            .limit(COUNT_CAP + 1)
            .as('capped'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, counted: Number(n.n) };
  },
};
