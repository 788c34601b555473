import { sql, type CompiledQuery, type Selectable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import type { JobsTable } from '../../db/schema.js';
import { containsPattern, likePattern } from '../../db/sql-helpers.js';
import { EXPERIENCE_BANDS, FACET_LIMIT, type CareersFacets, type ExperienceBand } from '@talentra/contract';
import { experienceBandSql, FACET_TOTALS, facetValueSql, type FacetName } from '../../db/careers-facet-counts.js';
import { deepPageWindow, isDeepPage, pageSpan, type PageSpan } from '../../db/deep-page.js';

export type JobRow = Selectable<JobsTable>;
export type JobWrite = Omit<JobRow, 'id'>;

export interface JobFilters {
  visibleOnly: boolean;
  /** An anonymous caller: a confidential client's name or id must not find its jobs (decision 69). */
  publicView?: boolean;
  /** With visibleOnly: today in India (YYYY-MM-DD); a job whose closing date is before it has expired. */
  today?: string;
  /** Only soft-deleted jobs (Admin's list of what can be restored). */
  deletedOnly?: boolean;
  q?: string;
  location?: string;
  industry?: string;
  /** Issue 46: the exact work mode, and the band of the minimum experience (careers-facets.ts). */
  work_mode?: string;
  experience?: ExperienceBand;
  status?: string;
  client_id?: number;
  limit: number;
  offset: number;
}

/** The values a list's filters compare with, made before the query is built. */
interface ListValues extends Record<string, unknown> {
  today?: string;
  textPattern?: string;
  locationPattern?: string;
  industryPattern?: string;
  workMode?: string;
  experience?: ExperienceBand;
  status?: string;
  clientId?: number;
}

const listValues = (f: Omit<JobFilters, 'limit' | 'offset'>): ListValues => ({
  today: f.visibleOnly ? f.today : undefined,
  textPattern: f.q ? likePattern(f.q) : undefined,
  locationPattern: f.location ? likePattern(f.location) : undefined,
  industryPattern: f.industry ? likePattern(f.industry) : undefined,
  workMode: f.work_mode || undefined,
  experience: f.experience,
  status: f.status,
  clientId: f.client_id,
});

function filtered(db: Executor, f: Pick<JobFilters, 'visibleOnly' | 'deletedOnly' | 'publicView'>, v: ListValues) {
  let query = db.selectFrom('jobs');
  if (f.visibleOnly) {
    query = query.where('is_visible', '=', 1);
    if (v.today) query = query.where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', v.today!)]));
  } else if (f.deletedOnly) query = query.where('deleted_at', 'is not', null);
  else query = query.where('deleted_at', 'is', null);
  if (v.textPattern) {
    const p = v.textPattern;
    query = query.where((eb) =>
      eb.or([
        containsPattern('job_title', p),
        containsPattern('skills_required', p),
        containsPattern('job_location', p),
        // a confidential client's name must not find its jobs on the public site
        f.publicView ? eb.and([eb('client_confidential', '=', 0), containsPattern('client_name', p)]) : containsPattern('client_name', p),
      ]),
    );
  }
  if (v.locationPattern) query = query.where(containsPattern('job_location', v.locationPattern));
  if (v.industryPattern) query = query.where(containsPattern('type_of_industry', v.industryPattern));
  if (v.workMode) query = query.where('work_mode', '=', v.workMode);
  if (v.experience) {
    const band = EXPERIENCE_BANDS.find((b) => b.id === v.experience)!;
    query = query.where('min_experience', '>=', band.min);
    // below the next band's start, so 1.5 years is in 0–1 as the band's label reads it
    if (band.max !== null) query = query.where('min_experience', '<', band.max + 1);
  }
  if (v.status) query = query.where('status', '=', v.status);
  if (v.clientId) query = query.where('client_id', '=', v.clientId);
  // nor its id: the client filter would group a confidential client's jobs
  if (v.clientId && f.publicView) query = query.where('client_confidential', '=', 0);
  return query;
}

/** The statements of `jobsRepository.list`: the page, and the count of every job that matches. */
export function jobListQueries(db: Executor, dialect: Dialect, f: JobFilters, span: PageSpan = pageSpan(null, f.offset, f.limit)) {
  // the page's ids come from the index alone (it holds the closing date: migration 013), so a deep
  // page steps over index entries, not job rows; then only the page's rows are read
  // staff lists: `deleted_at` leads the ORDER BY (null in every live job), as in stats.repository
  // positions, so that PostgreSQL walks the index on (deleted_at, created_at, id) backwards and
  // stops at the page instead of sorting every live job (3.9 ms at 10,000 jobs)
  const live = !f.visibleOnly && !f.deletedOnly;
  const v = listValues(f);
  // a page read from the end (`pageSpan`) walks the same order backwards
  const direction = span.fromEnd ? 'asc' : 'desc';
  const newestFirst = <Q extends { orderBy: (c: 'deleted_at' | 'created_at' | 'id', d: 'asc' | 'desc') => Q }>(q: Q) =>
    (live ? q.orderBy('deleted_at', direction) : q).orderBy('created_at', direction).orderBy('id', direction);
  // the columns of the order, which the index holds (the careers' index has no deleted_at)
  const keys = live ? (['id', 'created_at', 'deleted_at'] as const) : (['id', 'created_at'] as const);
  const matching = newestFirst(filtered(db, f, v).select(keys));
  // a deep page on PostgreSQL is read from a window: at 80,000 visible jobs it planned page 130
  // again at every call (decision 186). SQLite has no generic plan; there the window only cost 10 % more.
  const window = deepPageWindow(dialect, span.offset, span.limit);
  const pageIds = (window === null ? matching : newestFirst(db.selectFrom(matching.limit(sql.lit(window)).as('jobs')).select(keys)))
    .clearSelect()
    .select('id')
    .limit(span.limit)
    .offset(span.offset);
  const page = db.selectFrom('jobs').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').compile();
  const count = filtered(db, f, v)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .compile();
  return { page, count };
}

/** The facets' filters: the careers search's, without paging. */
export type FacetFilters = Omit<JobFilters, 'limit' | 'offset' | 'visibleOnly' | 'deletedOnly' | 'publicView' | 'status' | 'client_id'> & {
  today: string;
};

/** The experience band of `min_experience` ('' when none), as one CASE over the bands. */
const experienceBandOf = () => sql<string>`${sql.raw(experienceBandSql('min_experience'))}`;

/** Each facet's column, in the jobs and in the kept counts. */
const FACET_COLUMN = { location: 'job_location', industry: 'type_of_industry', work_mode: 'work_mode', experience: 'experience_band' } as const;

/**
 * The open visible jobs per combination of the four facets (decision 300): the kept counts less the
 * visible jobs whose closing date is past (an index range, as the careers total: decision 144).
 */
function openCombinations(db: Executor, today: string) {
  const kept = db.selectFrom('careers_facet_counts').select(['job_location', 'type_of_industry', 'work_mode', 'experience_band', 'jobs as n']);
  const expired = db
    .selectFrom('jobs')
    .where('is_visible', '=', 1)
    // `is not null` bounds the range from below: with `<` alone SQLite 3.53 scanned every job
    .where('closing_date', 'is not', null)
    .where('closing_date', '<', today)
    .select([
      'job_location',
      'type_of_industry',
      sql<string>`coalesce(work_mode, '')`.as('work_mode'),
      experienceBandOf().as('experience_band'),
      sql<number>`-1`.as('n'),
    ]);
  return db.selectFrom(kept.unionAll(expired).as('c'));
}

/**
 * The facets no other filter applies to (every facet of the unfiltered careers page; with one filter,
 * its own), from the kept per-facet totals (decision 303) in one statement: a few dozen rows whatever
 * the jobs, less the visible jobs past their closing date (the same index range as `openCombinations`).
 * Each facet's rows come most jobs first, then by name, as `keptFacet` orders them.
 */
function keptTotals(db: Executor, today: string, facets: FacetName[]) {
  const expired = (facet: FacetName) =>
    db
      .selectFrom('jobs')
      .where('is_visible', '=', 1)
      .where('closing_date', 'is not', null)
      .where('closing_date', '<', today)
      .select([sql.lit(facet).as('facet'), sql<string>`${sql.raw(facetValueSql(facet, 'jobs'))}`.as('value'), sql<number>`-1`.as('n')]);
  const kept = db.selectFrom('careers_facet_totals').select(['facet', 'value', 'jobs as n']).where('facet', 'in', facets);
  const open = facets.reduce((q, facet) => q.unionAll(expired(facet)), kept);
  return db
    .selectFrom(open.as('c'))
    .select(['facet', 'value', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('value', '<>', '')
    .groupBy(['facet', 'value'])
    .having((eb) => eb.fn.sum('n'), '>', 0)
    .orderBy('facet')
    .orderBy('n', 'desc')
    .orderBy('value')
    .execute();
}

/** A facet's counts from the kept combinations, with the other filters applied (not its own). */
function keptFacet(db: Executor, f: FacetFilters, facet: FacetName, limit?: number) {
  const v = listValues({ ...f, visibleOnly: true, [facet]: undefined });
  const column = FACET_COLUMN[facet];
  let query = openCombinations(db, f.today)
    .select([sql.ref<string>(column).as('value'), (eb) => eb.fn.sum<number>('n').as('n')])
    .where(column, '<>', '');
  if (v.locationPattern) query = query.where(containsPattern('job_location', v.locationPattern));
  if (v.industryPattern) query = query.where(containsPattern('type_of_industry', v.industryPattern));
  if (v.workMode) query = query.where('work_mode', '=', v.workMode);
  if (v.experience) query = query.where('experience_band', '=', v.experience);
  query = query
    .groupBy(column)
    .having((eb) => eb.fn.sum('n'), '>', 0)
    .orderBy('n', 'desc')
    .orderBy(column);
  return (limit ? query.limit(limit) : query).execute();
}

/** With a text query: the matched jobs counted, each facet in its own statement (the text index bounds them). */
function scannedFacets(db: Executor, f: FacetFilters) {
  const base = { visibleOnly: true, publicView: true } as const;
  const without = (omit: 'location' | 'industry' | 'work_mode' | 'experience') =>
    filtered(db, base, listValues({ ...base, ...f, [omit]: undefined }));
  return Promise.all([
    without('location')
      .select(['job_location as value', (eb) => eb.fn.countAll<number>().as('n')])
      .where('job_location', '<>', '')
      .groupBy('job_location')
      .orderBy('n', 'desc')
      .orderBy('job_location')
      .limit(FACET_LIMIT)
      .execute(),
    without('industry')
      .select(['type_of_industry as value', (eb) => eb.fn.countAll<number>().as('n')])
      .where('type_of_industry', '<>', '')
      .groupBy('type_of_industry')
      .orderBy('n', 'desc')
      .orderBy('type_of_industry')
      .limit(FACET_LIMIT)
      .execute(),
    without('work_mode')
      .select(['work_mode as value', (eb) => eb.fn.countAll<number>().as('n')])
      .where('work_mode', 'is not', null)
      .groupBy('work_mode')
      .orderBy('n', 'desc')
      .orderBy('work_mode')
      .execute(),
    without('experience')
      .select([experienceBandOf().as('value'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('min_experience', 'is not', null)
      .groupBy(experienceBandOf())
      .execute(),
  ]);
}

export const jobsRepository = {
  /**
   * Up to `limit` other open visible jobs of the same industry or location, newest first (issue 46,
   * decision 272): the careers index walked newest first, stopping at the limit.
   */
  similar(db: Executor, job: { id: number; type_of_industry: string; job_location: string }, today: string, limit: number) {
    return db
      .selectFrom('jobs')
      .select(['id', 'job_title', 'job_location', 'type_of_industry', 'work_mode'])
      .where('is_visible', '=', 1)
      .where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', today)]))
      .where('id', '<>', job.id)
      .where((eb) => eb.or([eb('type_of_industry', '=', job.type_of_industry), eb('job_location', '=', job.job_location)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
  /**
   * The careers filters' counts (issue 46, decision 271): over open visible jobs only, each facet
   * grouped with every other filter applied but its own, four statements side by side: from the
   * kept counts (decision 300), or with a text query over the jobs it matches. Location and
   * industry keep their most common values.
   */
  async facets(db: Executor, f: FacetFilters): Promise<CareersFacets> {
    const counted = (rows: { value: string | null; n: number | string }[]) =>
      rows.filter((r) => r.value !== null && r.value !== '').map((r) => ({ value: String(r.value), count: Number(r.n) }));
    const limit = (facet: FacetName) => (facet === 'location' || facet === 'industry' ? FACET_LIMIT : undefined);
    const [location, industry, workMode, experience] = f.q
      ? await scannedFacets(db, f)
      : await (async () => {
          // without a text query: a facet no other filter applies to reads the kept totals (decision
          // 303), the others the kept combinations with those filters (decision 300)
          const set = { location: !!f.location, industry: !!f.industry, work_mode: !!f.work_mode, experience: !!f.experience };
          const alone = FACET_TOTALS.filter((facet) => FACET_TOTALS.every((other) => other === facet || !set[other]));
          const [totals, ...combined] = await Promise.all([
            alone.length ? keptTotals(db, f.today, alone) : [],
            ...FACET_TOTALS.map((facet) => (alone.includes(facet) ? null : keptFacet(db, f, facet, limit(facet)))),
          ]);
          return FACET_TOTALS.map((facet, i) => combined[i] ?? totals.filter((r) => r.facet === facet).slice(0, limit(facet)));
        })();
    const bands = new Map(counted(experience).map((r) => [r.value, r.count]));
    return {
      location: counted(location),
      industry: counted(industry),
      work_mode: counted(workMode),
      experience: EXPERIENCE_BANDS.filter((b) => bands.has(b.id)).map((b) => ({ value: b.id, count: bands.get(b.id)! })),
    };
  },
  async insert(db: Executor, row: JobWrite): Promise<number> {
    const r = await db.insertInto('jobs').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  findById(db: Executor, id: number) {
    return db.selectFrom('jobs').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  },
  /** The job whatever its state, deleted too (the public job page says which). */
  findAnyById(db: Executor, id: number) {
    return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** Every visible, unexpired job's id and last change, newest first (sitemap.xml). */
  sitemapJobs(db: Executor, today: string) {
    return db
      .selectFrom('jobs')
      .select(['id', 'updated_at'])
      .where('is_visible', '=', 1)
      .where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', today)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50_000)
      .execute();
  },
  findDeletedById(db: Executor, id: number) {
    return db.selectFrom('jobs').selectAll().where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
  },
  /**
   * The careers page's total: the counter of visible jobs (dashboard_counters, kept by every write)
   * less the visible jobs past their closing date (an index range), in one statement, so the page
   * costs one round trip less (decision 144).
   */
  /** The careers page's total, as one statement (the page reads it beside its page). */
  countOpenVisibleQuery(db: Executor, today: string) {
    return db
      .selectFrom('dashboard_counters')
      .where('id', '=', 1)
      .select((eb) =>
        eb(
          'visible_jobs',
          '-',
          eb
            .selectFrom('jobs')
            .where('is_visible', '=', 1)
            .where('closing_date', '<', today)
            .select((c) => c.fn.countAll<number>().as('n')),
        ).as('n'),
      )
      .compile();
  },
  /**
   * A page of jobs, newest first, and its total: the count of every job that matches, or what
   * `totalQuery` gives (a statement whose row holds `n`), read side by side.
   */
  async list(db: Executor, dialect: Dialect, f: JobFilters, totalQuery?: CompiledQuery<{ n: number }>): Promise<{ rows: JobRow[]; total: number }> {
    const { page, count } = jobListQueries(db, dialect, f);
    if (isDeepPage(f.offset)) {
      // a deep page: its total first, so a page near the end is read from the end (decision 220)
      const total = Number((await db.executeQuery(totalQuery ?? count)).rows[0]?.n ?? 0);
      return { rows: (await db.executeQuery(jobListQueries(db, dialect, f, pageSpan(total, f.offset, f.limit)).page)).rows, total };
    }
    const [pageRows, counted] = await Promise.all([db.executeQuery(page), db.executeQuery(totalQuery ?? count)]);
    return { rows: pageRows.rows, total: Number(counted.rows[0]?.n ?? 0) };
  },
  update(db: Executor, id: number, patch: Partial<JobWrite>) {
    return db.updateTable('jobs').set(patch).where('id', '=', id).execute();
  },
  /** Filled positions: candidates whose offer letter is completed and who are not rejected. */
  async filledCount(db: Executor, jobId: number): Promise<number> {
    const r = await db
      .selectFrom('process_trackers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', jobId)
      .where('offer_letter', '=', 'completed')
      .where('rejected', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  /** Filled counts for several jobs at once (staff lists). */
  async filledCounts(db: Executor, jobIds: number[]): Promise<Map<number, number>> {
    if (jobIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('process_trackers')
      .select(['job_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('job_id', 'in', jobIds)
      .where('offer_letter', '=', 'completed')
      .where('rejected', 'is', null)
      .groupBy('job_id')
      .execute();
    return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
  },
  /** Active jobs whose positions are all filled (for check-all). */
  async filledActiveJobIds(db: Executor): Promise<number[]> {
    const rows = await db
      .selectFrom('jobs')
      .select('jobs.id')
      .where('jobs.deleted_at', 'is', null)
      .where('jobs.is_active', '=', 1)
      .where(
        'jobs.no_of_positions',
        '<=',
        sql<number>`(select count(*) from process_trackers pt where pt.job_id = jobs.id and pt.offer_letter = 'completed' and pt.rejected is null)`,
      )
      .execute();
    return rows.map((r) => r.id);
  },
  insertClosure(
    db: Executor,
    row: { job_id: number; total_positions: number; filled_positions: number; closed_at: string; closure_reason: string; closed_by: number | null },
  ) {
    return db.insertInto('job_closures').values(row).execute();
  },
  /** What grouping reads of every job not deleted (the Positions page): a few columns, not the job texts. */
  positionRows(db: Executor) {
    return (
      db
        .selectFrom('jobs')
        .select(['id', 'job_title', 'client_name', 'no_of_positions', 'is_active', 'status', 'auto_close_reason', 'auto_closed_at', 'created_at'])
        // a closed job's latest closure (why and when), read only for closed jobs
        .select((eb) =>
          (['closure_reason', 'closed_at'] as const).map((column) =>
            sql<string | null>`case when ${eb.ref('is_active')} = 0 or ${eb.ref('status')} = 'closed' then (
            select ${sql.ref(`jc.${column}`)} from job_closures jc where jc.job_id = jobs.id order by jc.closed_at desc, jc.id desc limit 1
          ) end`.as(column),
          ),
        )
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute()
    );
  },
  /** Latest closure of each job in the list (staff lists show why and when). */
  async latestClosures(db: Executor, jobIds: number[]) {
    if (jobIds.length === 0) return new Map<number, { closure_reason: string; closed_at: string }>();
    const rows = await db
      .selectFrom('job_closures')
      .select(['job_id', 'closure_reason', 'closed_at', 'id'])
      .where('job_id', 'in', jobIds)
      .orderBy('closed_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return new Map(rows.map((r) => [r.job_id, { closure_reason: r.closure_reason, closed_at: r.closed_at }]));
  },
  async listClosures(db: Executor, limit: number, offset: number) {
    const base = db.selectFrom('job_closures').innerJoin('jobs', 'jobs.id', 'job_closures.job_id').where('jobs.deleted_at', 'is', null);
    const [rows, count] = await Promise.all([
      base
        .select([
          'job_closures.id',
          'job_closures.job_id',
          'job_closures.total_positions',
          'job_closures.filled_positions',
          'job_closures.closed_at',
          'job_closures.closure_reason',
          'jobs.job_title',
          'jobs.client_name',
          'jobs.job_location',
        ])
        .orderBy('job_closures.closed_at', 'desc')
        .orderBy('job_closures.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
  clientById(db: Executor, id: number) {
    return db.selectFrom('clients').select(['id', 'company_name']).where('id', '=', id).executeTakeFirst();
  },
  async countActive(db: Executor): Promise<number> {
    const r = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
