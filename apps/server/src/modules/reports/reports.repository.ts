import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReportFigures } from '../../db/schema.js';

/**
 * The reports' reads (issue 47). Every figure is an aggregate over the stage history, the trackers,
 * interviews, referrals and job closures; times are ISO-8601 UTC text, so a range is two text
 * comparisons. The stage completions are read from their rollup (`report_stage_completions`,
 * migration 033, decision 284): narrow indexed rows with the stage read out of the events' JSON once.
 * `ReportScope.ownerUserId` keeps a Bdm to their own clients.
 */
export interface ReportScope {
  /** The range as UTC instants: from inclusive, to exclusive. */
  fromIso: string;
  toIso: string;
  clientId?: number;
  jobId?: number;
  recruiterId?: number;
  /** Only the jobs of the clients this user owns (Bdm). */
  ownerUserId?: number;
}

const n = (v: unknown) => Number(v ?? 0);
/** The scope names some jobs: a client, a job, or a Bdm's clients. */
export const hasJobFilter = (s: ReportScope) => s.clientId !== undefined || s.jobId !== undefined || s.ownerUserId !== undefined;

/** The scope's conditions on a job row aliased `j`. */
export function jobScope(s: ReportScope): Expression<SqlBool> {
  const parts = [sql`j.deleted_at is null`];
  if (s.clientId !== undefined) parts.push(sql`j.client_id = ${s.clientId}`);
  if (s.jobId !== undefined) parts.push(sql`j.id = ${s.jobId}`);
  if (s.ownerUserId !== undefined) parts.push(sql`j.client_id in (select oc.id from clients oc where oc.owner_user_id = ${s.ownerUserId})`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * An application the recruiter moved along at least once (the funnel's and sources' recruiter filter,
 * read live: decision 305): read from that person's stage completions since the range began (none
 * comes before its application), so it is bounded by their own work, not by the applications.
 */
function recruiterScope(s: ReportScope, candidateColumn: string): Expression<SqlBool> {
  if (s.recruiterId === undefined) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.ref(candidateColumn)} in (select re.candidate_id from report_stage_completions re
    where re.actor_user_id = ${s.recruiterId} and re.completed_at >= ${s.fromIso})`;
}

/**
 * The kept counts' rows of the range (decision 305): the whole UTC days inside it from the day rows,
 * its two ends from the quarter-hour rows (a zone's midnight is on a quarter hour), for every job (the
 * all-jobs rows) or the jobs the scope names.
 */
function countsScope(s: ReportScope): Expression<SqlBool> {
  const fromDay = s.fromIso.slice(0, 10);
  const startDay =
    s.fromIso.slice(11, 16) === '00:00' ? fromDay : new Date(Date.parse(`${fromDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const endDay = s.toIso.slice(0, 10);
  const [fromQ, toQ] = [s.fromIso.slice(0, 16), s.toIso.slice(0, 16)];
  const jobs = hasJobFilter(s) ? sql`k.job_id in (select j.id from jobs j where ${jobScope(s)})` : sql`k.job_id = 0`;
  // the job inside each range, so SQLite reads each as a range of the key (span, job_id, at); with the
  // job outside them it walked every row of the job over both spans (2 ms at 100,000 candidates, not 0.2)
  return startDay <= endDay
    ? sql<SqlBool>`((${jobs} and k.span = 'd' and k.at >= ${startDay} and k.at < ${endDay})
        or (${jobs} and k.span = 'q' and k.at >= ${fromQ} and k.at < ${`${startDay}T00:00`})
        or (${jobs} and k.span = 'q' and k.at >= ${`${endDay}T00:00`} and k.at < ${toQ}))`
    : sql<SqlBool>`(${jobs} and k.span = 'q' and k.at >= ${fromQ} and k.at < ${toQ})`;
}

/** A range cut for the stage counts (decision 302): its whole UTC months and days, and its two ends (under a day each) as instants. */
export interface StageRangeParts {
  months: [string, string][];
  days: [string, string][];
  live: [string, string][];
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Cut [fromIso, toIso) into whole UTC months, whole UTC days around them, and the ends before the first and after the last UTC midnight. */
export function stageRangeParts(fromIso: string, toIso: string): StageRangeParts {
  const parts: StageRangeParts = { months: [], days: [], live: [] };
  const firstDay = fromIso.slice(11) === '00:00:00.000Z' ? fromIso.slice(0, 10) : nextDay(fromIso.slice(0, 10));
  const endDay = toIso.slice(0, 10); // the tail [endDay, toIso) is under a day
  if (firstDay >= endDay) {
    if (fromIso < toIso) parts.live.push([fromIso, toIso]);
    return parts;
  }
  const midnight = (day: string) => `${day}T00:00:00.000Z`;
  if (fromIso < midnight(firstDay)) parts.live.push([fromIso, midnight(firstDay)]);
  if (midnight(endDay) < toIso) parts.live.push([midnight(endDay), toIso]);
  const firstMonth = firstDay.endsWith('-01') ? firstDay.slice(0, 7) : nextMonth(firstDay.slice(0, 7));
  const endMonth = endDay.slice(0, 7);
  if (firstMonth < endMonth) {
    parts.months.push([firstMonth, endMonth]);
    if (firstDay < `${firstMonth}-01`) parts.days.push([firstDay, `${firstMonth}-01`]);
    if (`${endMonth}-01` < endDay) parts.days.push([`${endMonth}-01`, endDay]);
  } else parts.days.push([firstDay, endDay]);
  return parts;
}

export interface StageCountRow {
  stage: string;
  bucket: number;
  client_id: number;
  completed: number;
  hired: number;
}

export interface FunnelRow extends Omit<ReportFigures, 'interviews'> {
  job_id: number;
  job_title: string;
  client_name: string;
  applications: number;
}

const FUNNEL_FIGURES = ['applications', 'screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer', 'joined'] as const;

const funnelRow = (row: Record<string, unknown>): FunnelRow => ({
  job_id: n(row.job_id),
  job_title: String(row.job_title),
  client_name: String(row.client_name),
  applications: n(row.applications),
  screening: n(row.screening),
  hr_interview: n(row.hr_interview),
  client_cv_review: n(row.client_cv_review),
  client_interview: n(row.client_interview),
  offer: n(row.offer),
  joined: n(row.joined),
});

export interface SourceRow {
  source: string;
  referrer_id: number | null;
  referrer_name: string | null;
  applications: number;
  interviews: number;
  hires: number;
}

const sourceRow = (row: Record<string, unknown>): SourceRow => ({
  source: String(row.source),
  referrer_id: row.referrer_id === null || row.referrer_id === undefined ? null : n(row.referrer_id),
  referrer_name: (row.referrer_name as string | null) ?? null,
  applications: n(row.applications),
  interviews: n(row.interviews),
  hires: n(row.hires),
});

export const reportsRepository = {
  /**
   * Applications made in the range, per job, with how many completed each stage (and joined: the
   * offer completed, not rejected after), read live: the recruiter filter (decision 305), the
   * `limit` jobs with the most applications.
   */
  async funnelLive(db: Executor, s: ReportScope): Promise<FunnelRow[]> {
    const done = (col: string) => sql`sum(case when t.${sql.raw(col)} = 'completed' then 1 else 0 end)`;
    const r = await sql<Record<string, unknown>>`
      select j.id as job_id, j.job_title as job_title, j.client_name as client_name, count(*) as applications,
        ${done('screening')} as screening, ${done('hr_interview')} as hr_interview, ${done('client_cv_review')} as client_cv_review,
        ${done('client_interview')} as client_interview, ${done('offer_letter')} as offer,
        sum(case when t.offer_letter = 'completed' and t.rejected is null then 1 else 0 end) as joined
      from candidates c
      join jobs j on j.id = c.job_id
      left join process_trackers t on t.candidate_id = c.id
      where c.created_at >= ${s.fromIso} and c.created_at < ${s.toIso} and ${jobScope(s)} and ${recruiterScope(s, 'c.id')}
      group by j.id, j.job_title, j.client_name`.execute(db);
    return r.rows.map(funnelRow);
  },

  /** The funnel's totals of the range from the kept counts (decision 305): a few rows a day. */
  async funnelTotals(db: Executor, s: ReportScope): Promise<Omit<FunnelRow, 'job_id' | 'job_title' | 'client_name'>> {
    const r = await sql<Record<string, unknown>>`
      select ${sql.join(FUNNEL_FIGURES.map((f) => sql`coalesce(sum(k.${sql.raw(f)}), 0) as ${sql.raw(f)}`))}
      from report_application_counts k where ${countsScope(s)}`.execute(db);
    const row = r.rows[0] ?? {};
    return Object.fromEntries(FUNNEL_FIGURES.map((f) => [f, n(row[f])])) as Omit<FunnelRow, 'job_id' | 'job_title' | 'client_name'>;
  },

  /** The `limit` jobs of the scope (a client, a job, a Bdm's clients) with the most applications in the range, from the kept counts. */
  async funnelTopJobs(db: Executor, s: ReportScope, limit: number): Promise<FunnelRow[]> {
    const r = await sql<Record<string, unknown>>`
      select j.id as job_id, j.job_title as job_title, j.client_name as client_name,
        ${sql.join(FUNNEL_FIGURES.map((f) => sql`sum(k.${sql.raw(f)}) as ${sql.raw(f)}`))}
      from report_application_counts k
      join jobs j on j.id = k.job_id
      where ${countsScope(s)}
      group by j.id, j.job_title, j.client_name
      having sum(k.applications) > 0
      order by sum(k.applications) desc, j.job_title, j.id
      limit ${limit}`.execute(db);
    return r.rows.map(funnelRow);
  },

  /**
   * The first completions of stages in the range, per stage and duration bucket (decision 302): the
   * range's whole months and days from the kept counts, its ends from the facts by time. Every job of
   * the scope (a job filter: those jobs' rows; a client or a Bdm: those clients' rows), or with
   * `clientIds` per client of those clients. `stages` narrows the stages read.
   */
  async stageCounts(db: Executor, s: ReportScope, opts: { clientIds?: number[]; stages?: readonly string[] } = {}): Promise<StageCountRow[]> {
    const parts = stageRangeParts(s.fromIso, s.toIso);
    const byClients = opts.clientIds !== undefined && s.jobId === undefined;
    const clients =
      opts.clientIds !== undefined
        ? sql.join(opts.clientIds.length ? opts.clientIds : [0])
        : sql`select cl.id from clients cl where 1 = 1
            ${s.clientId === undefined ? sql`` : sql`and cl.id = ${s.clientId}`}
            ${s.ownerUserId === undefined ? sql`` : sql`and cl.owner_user_id = ${s.ownerUserId}`}`;
    const scopedJobs = sql`select j.id from jobs j where ${jobScope(s)}`;
    // which kept rows: a job filter reads its jobs' rows, a client filter (or a Bdm, or a page of clients) the clients' rows
    const [keptDims, factDims] =
      s.jobId !== undefined
        ? [sql`k.client_id = 0 and k.job_id in (${scopedJobs})`, sql`f.job_id in (${scopedJobs})`]
        : byClients || s.clientId !== undefined || s.ownerUserId !== undefined
          ? [sql`k.job_id = 0 and k.client_id in (${clients})`, sql`f.counted = 1 and f.client_id in (${clients})`]
          : [sql`k.job_id = 0 and k.client_id = 0`, sql`f.counted = 1`];
    const stages = opts.stages ? sql.join(opts.stages.map((x) => sql`${x}`)) : undefined;
    const stageIn = (col: string) => (stages ? sql`and ${sql.ref(col)} in (${stages})` : sql``);
    const client = (alias: string) => (byClients ? sql.ref(`${alias}.client_id`) : sql`0`);
    // one branch per span's range, so each is read as a range of the key (in one OR, SQLite walked every all-jobs row: 1 ms, not 0.1)
    const kept = [...parts.months.map((p) => ['m', ...p] as const), ...parts.days.map((p) => ['d', ...p] as const)].map(
      ([span, a, b]) => sql`
        select k.stage as stage, k.bucket as bucket, ${client('k')} as client_id, k.completed as completed, k.hired as hired
        from report_stage_counts k
        where ${keptDims} and k.span = ${span} and k.at >= ${a} and k.at < ${b} ${stageIn('k.stage')}`,
    );
    const live = parts.live.map(
      ([a, b]) => sql`
        select f.stage as stage, f.bucket as bucket, ${client('f')} as client_id, 1 as completed, f.hired as hired
        from report_stage_facts f
        where f.completed_at >= ${a} and f.completed_at < ${b} and ${factDims} ${stageIn('f.stage')}`,
    );
    const branches = [...kept, ...live];
    if (branches.length === 0) return [];
    const r = await sql<Record<string, unknown>>`
      select x.stage as stage, x.bucket as bucket, x.client_id as client_id, sum(x.completed) as completed, sum(x.hired) as hired
      from (${sql.join(branches, sql` union all `)}) x
      group by x.stage, x.bucket, x.client_id`.execute(db);
    return r.rows.map((row) => ({
      stage: String(row.stage),
      bucket: n(row.bucket),
      client_id: n(row.client_id),
      completed: n(row.completed),
      hired: n(row.hired),
    }));
  },

  /**
   * The first completion of each stage of the applications with a stage completed in the range
   * (by the recruiter, with the filter), with when the application was made: what time in stage
   * is worked out from. Completions outside the range come too (a stage's entry is the previous
   * stage's completion); the service keeps the completions in the range.
   */
  async stageCompletions(db: Executor, s: ReportScope) {
    const inRange = sql`
      select e2.candidate_id from report_stage_completions e2
      join jobs j on j.id = e2.job_id
      where e2.completed_at >= ${s.fromIso} and e2.completed_at < ${s.toIso} and ${jobScope(s)}
        ${s.recruiterId === undefined ? sql`` : sql`and e2.actor_user_id = ${s.recruiterId}`}`;
    const r = await sql<{ candidate_id: number; applied_at: string; stage: string | null; completed_at: string }>`
      select e.candidate_id as candidate_id, c.created_at as applied_at, e.stage as stage, min(e.completed_at) as completed_at
      from report_stage_completions e
      join candidates c on c.id = e.candidate_id
      where e.candidate_id in (${inRange})
      group by e.candidate_id, c.created_at, e.stage`.execute(db);
    return r.rows.map((row) => ({ ...row, candidate_id: n(row.candidate_id) }));
  },

  /**
   * Jobs whose positions were all filled in the range (their first closure with every position
   * filled): the closures of the range (by their time index) of jobs with no such closure before it.
   */
  async filledJobs(db: Executor, s: ReportScope) {
    const filled = (alias: string) =>
      sql`${sql.ref(`${alias}.total_positions`)} > 0 and ${sql.ref(`${alias}.filled_positions`)} >= ${sql.ref(`${alias}.total_positions`)}`;
    const r = await sql<{ job_id: number; job_title: string; client_name: string; created_at: string; filled_at: string }>`
      select j.id as job_id, j.job_title as job_title, j.client_name as client_name, j.created_at as created_at, min(jc.closed_at) as filled_at
      from job_closures jc
      cross join jobs j -- the closures first (SQLite keeps a cross join's order): few in a range, a job each
      where j.id = jc.job_id and jc.closed_at >= ${s.fromIso} and jc.closed_at < ${s.toIso} and ${filled('jc')} and ${jobScope(s)}
        and not exists (select 1 from job_closures pc where pc.job_id = jc.job_id and pc.closed_at < ${s.fromIso} and ${filled('pc')})
      group by j.id, j.job_title, j.client_name, j.created_at
      order by min(jc.closed_at), j.id`.execute(db);
    return r.rows.map((row) => ({ ...row, job_id: n(row.job_id) }));
  },

  /**
   * A page of the open jobs made before `beforeIso` with positions still to fill, oldest first, and
   * how many there are (decision 306): the page walks the open jobs' index by age; the total is the
   * clients' kept open jobs, less the open jobs made since `beforeIso` (the index by age, a month of
   * them) and those whose hires (few, an index of their own) fill them.
   */
  async overdueJobs(db: Executor, s: ReportScope, beforeIso: string, page: number, perPage: number) {
    const openNow = sql`j.is_active = 1 and j.deleted_at is null and j.status <> 'closed' and j.no_of_positions > 0 and ${jobScope(s)}`;
    const open = sql`${openNow} and j.created_at < ${beforeIso}`;
    const recentOpen = sql`${openNow} and j.created_at >= ${beforeIso}`;
    const hires = sql`(select count(*) from process_trackers ft where ft.job_id = j.id and ft.offer_letter = 'completed' and ft.rejected is null)`;
    const [r, total] = await Promise.all([
      sql<Record<string, unknown>>`
        select j.id as job_id, j.job_title as job_title, j.client_name as client_name, j.created_at as created_at,
          j.no_of_positions as positions, ${hires} as filled
        from jobs j
        where ${open} and j.no_of_positions > ${hires}
        order by j.created_at, j.id
        limit ${perPage} offset ${(page - 1) * perPage}`.execute(db),
      // the open jobs (each client's kept count, or the one job's), less those of the last days, less those filled
      sql<{ n: number | string }>`
        select ${
          s.jobId !== undefined
            ? sql`(select count(*) from jobs j where ${open})`
            : sql`(select coalesce(sum(oj.open_jobs), 0) from report_client_open_jobs oj where 1 = 1
                ${s.clientId === undefined ? sql`` : sql`and oj.client_id = ${s.clientId}`}
                ${s.ownerUserId === undefined ? sql`` : sql`and oj.client_id in (select oc.id from clients oc where oc.owner_user_id = ${s.ownerUserId})`})
              - (select count(*) from jobs j where ${recentOpen})`
        } - (
          select count(*) from (
            select ft.job_id as job_id, count(*) as hired from process_trackers ft
            where ft.offer_letter = 'completed' and ft.rejected is null group by ft.job_id
          ) h join jobs j on j.id = h.job_id
          where ${open} and h.hired >= j.no_of_positions) as n`.execute(db),
    ]);
    return {
      total: n(total.rows[0]?.n),
      rows: r.rows.map((row) => ({
        job_id: n(row.job_id),
        job_title: String(row.job_title),
        client_name: String(row.client_name),
        created_at: String(row.created_at),
        positions: n(row.positions),
        filled: n(row.filled),
      })),
    };
  },

  /**
   * Applications of the range by source (decision 282): a referral when a referral for the same job,
   * made before it, names its e-mail or phone; else staff entry when staff keyed it in; else the
   * careers site. Interviews are those booked and not cancelled; hires joined. Read live for the
   * recruiter filter (decision 305).
   */
  async sourcesLive(db: Executor, s: ReportScope): Promise<SourceRow[]> {
    const r = await sql<Record<string, unknown>>`
      select case when x.referral_id is not null then 'referral' when x.consent_source = 'staff' then 'staff' else 'careers' end as source,
        rc.id as referrer_id, rc.candidate_name as referrer_name,
        count(*) as applications, sum(x.interviews) as interviews, sum(x.hired) as hires
      from (
        select c.consent_source as consent_source,
          (select min(r.id) from referrals r where r.job_id = c.job_id and r.created_at <= c.created_at
            and (r.friend_email = c.email or r.friend_contact = c.mobile_number)) as referral_id,
          (select count(*) from interviews i where i.candidate_id = c.id and i.cancelled_at is null) as interviews,
          case when t.offer_letter = 'completed' and t.rejected is null then 1 else 0 end as hired
        from candidates c
        join jobs j on j.id = c.job_id
        left join process_trackers t on t.candidate_id = c.id
        where c.created_at >= ${s.fromIso} and c.created_at < ${s.toIso} and ${jobScope(s)} and ${recruiterScope(s, 'c.id')}
      ) x
      left join referrals rr on rr.id = x.referral_id
      left join candidates rc on rc.id = rr.candidate_id
      group by case when x.referral_id is not null then 'referral' when x.consent_source = 'staff' then 'staff' else 'careers' end,
        rc.id, rc.candidate_name`.execute(db);
    return r.rows.map(sourceRow);
  },

  /** The same figures from the kept counts (decision 305): a few rows a day of the range, per source and referrer. */
  async sources(db: Executor, s: ReportScope): Promise<SourceRow[]> {
    const r = await sql<Record<string, unknown>>`
      select x.source as source, rc.id as referrer_id, rc.candidate_name as referrer_name,
        sum(x.applications) as applications, sum(x.interviews) as interviews, sum(x.hires) as hires
      from (
        select k.source as source, k.referrer_id as referrer_id, sum(k.applications) as applications,
          sum(k.interviews) as interviews, sum(k.joined) as hires
        from report_application_counts k
        where ${countsScope(s)}
        group by k.source, k.referrer_id
      ) x
      left join candidates rc on rc.id = x.referrer_id
      group by x.source, rc.id, rc.candidate_name`.execute(db);
    return r.rows.map(sourceRow);
  },

  /**
   * A page of the clients in scope (by name) with their positions open now (positions of open jobs
   * less those filled), and how many clients there are (decision 307): each client's kept figure,
   * or for one job, that job's open jobs and hires grouped.
   */
  async clientsOpenPositions(db: Executor, s: ReportScope, page: number, perPage: number) {
    // a whole client's figure is kept (report_client_positions, decision 285); one job's is counted here
    const open =
      s.jobId === undefined
        ? sql`select cp.client_id as client_id, cp.open_positions as open_positions from report_client_positions cp`
        : sql`
          select j.client_id as client_id, sum(j.no_of_positions - coalesce(f.filled, 0)) as open_positions
          from jobs j
          left join (
            select ft.job_id as job_id, count(*) as filled from process_trackers ft
            where ft.offer_letter = 'completed' and ft.rejected is null group by ft.job_id
          ) f on f.job_id = j.id
          where j.is_active = 1 and j.status <> 'closed' and ${jobScope(s)}
          group by j.client_id`;
    const where = sql`1 = 1
        ${s.clientId === undefined ? sql`` : sql`and cl.id = ${s.clientId}`}
        ${s.ownerUserId === undefined ? sql`` : sql`and cl.owner_user_id = ${s.ownerUserId}`}
        ${s.jobId === undefined ? sql`` : sql`and cl.id in (select sj.client_id from jobs sj where sj.id = ${s.jobId})`}`;
    const [r, total] = await Promise.all([
      sql<Record<string, unknown>>`
        select cl.id as client_id, cl.company_name as company_name, coalesce(op.open_positions, 0) as open_positions
        from (select cl.id as id, cl.company_name as company_name from clients cl where ${where}
          order by cl.company_name, cl.id limit ${perPage} offset ${(page - 1) * perPage}) cl
        left join (${open}) op on op.client_id = cl.id
        order by cl.company_name, cl.id`.execute(db),
      sql<{ n: number | string }>`select count(*) as n from clients cl where ${where}`.execute(db),
    ]);
    return {
      total: n(total.rows[0]?.n),
      rows: r.rows.map((row) => ({
        client_id: n(row.client_id),
        company_name: String(row.company_name),
        open_positions: Math.max(0, n(row.open_positions)),
      })),
    };
  },

  /** The filter choices: clients, jobs (not deleted) and staff who move candidates (Admin, Hrteam) in scope. */
  async filterChoices(db: Executor, ownerUserId: number | undefined) {
    let clients = db.selectFrom('clients').select(['id', 'company_name as name']).orderBy('company_name').orderBy('id');
    if (ownerUserId !== undefined) clients = clients.where('owner_user_id', '=', ownerUserId);
    let jobs = db
      .selectFrom('jobs')
      .select(['id', 'job_title as name', 'client_id'])
      .where('deleted_at', 'is', null)
      .orderBy('job_title')
      .orderBy('id');
    if (ownerUserId !== undefined)
      jobs = jobs.where('client_id', 'in', db.selectFrom('clients').select('id').where('owner_user_id', '=', ownerUserId));
    const recruiters = db
      .selectFrom('users')
      .select(['id', 'username as name'])
      .where('user_role', 'in', ['Admin', 'Hrteam'])
      .where('is_active', '=', 1)
      .orderBy('username');
    const [c, j, r] = await Promise.all([clients.limit(1000).execute(), jobs.limit(2000).execute(), recruiters.limit(500).execute()]);
    return { clients: c, jobs: j, recruiters: r };
  },
};
