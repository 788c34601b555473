import { sql, type Compilable, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { DEFAULT_TIME_ZONE, STAGES, endOfZonedDay, startOfZonedDay, type PeopleQuery, type PeopleSort } from '@talentra/contract';
import { readsRelatedRowsInOneStatement, type Dialect, type Executor } from '../../db/database.js';
import type { CandidateEventsTable, CandidatesTable } from '../../db/schema.js';
import { candidateTextMatch } from '../../db/text-search.js';
import {
  containsTextOn,
  idInList,
  inGatheredIds,
  idList,
  walkedColumns,
  walkedLocationMatch,
  walkedTextMatch,
  walkPattern,
} from '../../db/sql-helpers.js';
import { isFirstApplication, phoneKey } from '../../db/people.js';
import { deepPageWindow } from '../../db/deep-page.js';

/** The column each sort walks, with an index on (column, id) (migrations 001 and 009). */
const SORT_COLUMN = {
  name: 'name_lower',
  email: 'email',
  phone: 'mobile_number',
  location: 'current_location',
  applied: 'created_at',
} as const satisfies Record<PeopleSort, string>;

/** The search's filters; `timeZone` is the agency's, whose whole days the applied dates mean (issue 41; default India's). */
export type PeopleFilters = Omit<PeopleQuery, 'page' | 'sort' | 'dir'> & { timeZone?: string };

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The application stands at `stage` (PIPELINE_STAGES: the stage it waits for, joined or rejected), as `stageOf` says. */
function stageIs(t: string, stage: NonNullable<PeopleFilters['stage']>): RawBuilder<SqlBool> {
  if (stage === 'rejected') return sql<SqlBool>`${ref(t, 'rejected')} is not null`;
  if (stage === 'screening') return sql<SqlBool>`(${ref(t, 'id')} is null or (${ref(t, 'rejected')} is null and ${ref(t, 'screening')} is null))`;
  const waitsFor = stage === 'joined' ? null : stage;
  const done = STAGES[(waitsFor ? STAGES.indexOf(waitsFor) : STAGES.length) - 1]!;
  return sql<SqlBool>`(${ref(t, 'rejected')} is null and ${ref(t, done)} = 'completed'${waitsFor ? sql` and ${ref(t, waitsFor)} is null` : sql``})`;
}

/**
 * A phone number typed with spaces, dashes or a + is searched as its digits; past ten digits (a
 * country code or a trunk 0 before the number: '+91 98002 13813') as its last ten, the key the
 * duplicate check compares (people.ts), so it finds the number however it was stored.
 */
function searchText(q: string) {
  const digits = q.replace(/\D/g, '');
  if (!/^[\d\s\-+().]+$/.test(q) || digits.length < 3) return q;
  return digits.length > 10 ? phoneKey(digits) : digits;
}

const TEXT_COLUMNS = ['name_lower', 'email', 'mobile_number', 'current_location'] as const;

/**
 * The values the filters on an application's own row compare with, made from the filters before the
 * query is built.
 */
interface SearchValues extends Record<string, unknown> {
  textPattern?: string;
  locationPattern?: string;
  jobId?: number;
  appliedFrom?: string;
  appliedBefore?: string;
  clientId?: number;
}

export const searchValues = (f: PeopleFilters): SearchValues => ({
  textPattern: f.q ? walkPattern(searchText(f.q)) : undefined,
  locationPattern: f.location ? walkPattern(f.location) : undefined,
  jobId: f.job_id,
  appliedFrom: f.applied_from ? startOfZonedDay(f.applied_from, f.timeZone ?? DEFAULT_TIME_ZONE) : undefined,
  appliedBefore: f.applied_to ? endOfZonedDay(f.applied_to, f.timeZone ?? DEFAULT_TIME_ZONE) : undefined,
  clientId: f.client_id,
});

/**
 * The filters on the application's own row (its text, location and date applied, its job), on a
 * row read by a walk in sort order (`walkedTextMatch`).
 */
function rowMatches(dialect: Dialect, v: SearchValues, a: string): RawBuilder<SqlBool>[] {
  const all: RawBuilder<SqlBool>[] = [];
  if (v.textPattern) all.push(walkedTextMatch(dialect, a, v.textPattern, true) as RawBuilder<SqlBool>);
  if (v.jobId) all.push(sql<SqlBool>`${ref(a, 'job_id')} = ${v.jobId}`);
  if (v.locationPattern) all.push(walkedLocationMatch(dialect, a, v.locationPattern) as RawBuilder<SqlBool>);
  if (v.appliedFrom) all.push(sql<SqlBool>`${ref(a, 'created_at')} >= ${v.appliedFrom}`);
  if (v.appliedBefore) all.push(sql<SqlBool>`${ref(a, 'created_at')} < ${v.appliedBefore}`);
  return all;
}

/**
 * The same filters on an application the search is driven from (the indexes of the job, the client,
 * the text): the planner sees the text's and the location's patterns to choose its index.
 */
export function drivenRowMatches(dialect: Dialect, f: PeopleFilters, a: string): RawBuilder<SqlBool>[] {
  const v = searchValues(f);
  const all = rowMatches(dialect, { ...v, textPattern: undefined, locationPattern: undefined }, a);
  if (f.q) all.unshift(candidateTextMatch(dialect, searchText(f.q), TEXT_COLUMNS) as RawBuilder<SqlBool>);
  if (f.location) all.push(containsTextOn(dialect, `${a}.current_location`, f.location) as RawBuilder<SqlBool>);
  return all;
}

/** The filters on the application's job (not deleted, its client) and tracker (its stage). */
export function relatedMatches(stage: PeopleFilters['stage'], v: SearchValues, j: string, t: string): RawBuilder<SqlBool>[] {
  const all: RawBuilder<SqlBool>[] = [sql<SqlBool>`${ref(j, 'deleted_at')} is null`];
  if (v.clientId) all.push(sql<SqlBool>`${ref(j, 'client_id')} = ${v.clientId}`);
  if (stage) all.push(stageIs(t, stage));
  return all;
}

export const and = (all: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(all, sql` and `)})`;

const hasFilters = (f: PeopleFilters) => Boolean(f.q || f.job_id || f.client_id || f.stage || f.location || f.applied_from || f.applied_to);

export const HEAD_COLUMNS = [
  'h.id',
  'h.person_id',
  'h.candidate_name',
  'h.name_lower',
  'h.email',
  'h.mobile_number',
  'h.current_location',
  'h.created_at',
] as const;

/** What a bounded walk reads of each row for the text and location filters, besides the head's own columns. */
const walkedText = (dialect: Dialect) => walkedColumns(dialect, 'h', true).filter((c) => !(HEAD_COLUMNS as readonly string[]).includes(c));

export interface PageRequest {
  sort: PeopleSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** Rows of the sort index a bounded walk may read for a page before the search is driven by the filters instead. */
const walkBound = (offset: number, limit: number) => Math.max(searchTuning.minWalk, (offset + limit) * searchTuning.rowsPerResult);
/** Tests shorten the walk to reach every plan with a few rows. */
export const searchTuning = { minWalk: 1000, rowsPerResult: 20 };

/**
 * `column` (an application's id) is one of the applications of this application's person (deleted
 * jobs' too: they are the person's history): by their ids (few), so that each is read along a
 * (candidate_id, id) index; a join on the person let the planners walk every event or note newest
 * first looking for this person's (`inGatheredIds` keeps that plan on both engines). Whether the
 * application may be shown (its job not deleted) is the caller's check, made by a statement read with this one.
 */
const ofPersonApplications = (db: Executor, dialect: Dialect, column: string, id: number) =>
  inGatheredIds(dialect, column, sql`select a.id from candidates a where a.person_id = (select c.person_id from candidates c where c.id = ${id})`);

/** The applications `ofPeople` picks, with their job and tracker, deleted jobs left out, oldest first: what `applicationsOf` gives. */
const applicationsWithStage = (db: Executor, ofPeople: RawBuilder<SqlBool>) =>
  db
    .selectFrom('candidates')
    .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
    .leftJoin('process_trackers as t', 't.candidate_id', 'candidates.id')
    .select([
      'candidates.id',
      'candidates.person_id',
      'candidates.job_id',
      'candidates.created_at',
      'candidates.resume_file_id',
      'jobs.job_title',
      'jobs.client_name',
      'jobs.client_id',
      't.id as tracker_id',
      't.screening',
      't.hr_interview',
      't.client_cv_review',
      't.client_interview',
      't.offer_letter',
      't.rejected',
      't.rejection_reason',
    ])
    .where(ofPeople)
    .where('jobs.deleted_at', 'is', null)
    .orderBy('candidates.id');

/** One application of a job not deleted, every column, with its job's title and client and its resume's type. */
const candidateQuery = (db: Executor, id: number) =>
  db
    .selectFrom('candidates')
    .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
    .leftJoin('stored_files', 'stored_files.id', 'candidates.resume_file_id')
    .selectAll('candidates')
    .select(['jobs.job_title', 'jobs.client_name', 'stored_files.mime as resume_mime', 'stored_files.original_name as resume_name'])
    .where('candidates.id', '=', id)
    .where('jobs.deleted_at', 'is', null);

/** A person as the search lists them: their first application's contact details. */
export type PersonHeadRow = Pick<Selectable<CandidatesTable>, (typeof HEAD_COLUMNS)[number] extends `h.${infer C}` ? C : never>;
type HeadsQuery = Compilable<PersonHeadRow>;

/** The head's columns under `head_` names, beside one of its person's applications under `applicationsOf`'s names (all null: none). */
const HEAD_NAMES = HEAD_COLUMNS.map((c) => c.slice('h.'.length) as keyof PersonHeadRow);
type PageRow = { [K in keyof PersonHeadRow as `head_${K}`]: PersonHeadRow[K] } & { [K in keyof ApplicationRow]: ApplicationRow[K] | null } & {
  /** null: the application's job is deleted. */
  live_job: number | null;
};

/**
 * The page of heads (kept as it is: `materialized`, so each planner keeps the page's own plan)
 * joined to every application of each person, in the page's order, oldest application first.
 */
function withTheirApplications(db: Executor, heads: HeadsQuery, p: PageRequest): Compilable<PageRow> {
  const dir = sql.raw(p.dir);
  const query = sql<PageRow>`with page as materialized ${heads}
    select ${sql.raw(HEAD_NAMES.map((c) => `h.${c} as head_${c}`).join(', '))},
      a.id, a.person_id, a.job_id, a.created_at, a.resume_file_id, aj.id as live_job, aj.job_title, aj.client_name, aj.client_id,
      t.id as tracker_id, t.screening, t.hr_interview, t.client_cv_review, t.client_interview, t.offer_letter, t.rejected, t.rejection_reason
    from page h
    left join candidates a on a.person_id = h.id
    left join jobs aj on aj.id = a.job_id and aj.deleted_at is null
    left join process_trackers t on t.candidate_id = a.id
    order by ${sql.ref(`h.${SORT_COLUMN[p.sort]}`)} ${dir}, h.id ${dir}, a.id`;
  return { compile: () => query.compile(db) };
}

/** The heads and, for rows read `withTheirApplications`, the applications of live jobs, as `applicationsOf` gives them. */
function split(rows: (PersonHeadRow | PageRow)[]): { heads: PersonHeadRow[]; applications: ApplicationRow[] } {
  const first = rows[0];
  if (!first || !('head_id' in first)) return { heads: rows as PersonHeadRow[], applications: [] };
  const heads: PersonHeadRow[] = [];
  const applications: ApplicationRow[] = [];
  for (const r of rows as PageRow[]) {
    // a literal, not Object.fromEntries over HEAD_NAMES: that was 6 % of the server's thread in a profile
    if (heads.at(-1)?.id !== r.head_id)
      heads.push({
        id: r.head_id,
        person_id: r.head_person_id,
        candidate_name: r.head_candidate_name,
        name_lower: r.head_name_lower,
        email: r.head_email,
        mobile_number: r.head_mobile_number,
        current_location: r.head_current_location,
        created_at: r.head_created_at,
      } satisfies PersonHeadRow);
    if (r.id !== null && r.live_job !== null) applications.push(r as ApplicationRow);
  }
  return { heads, applications };
}

/** A page of people as `workspaceRepository.people` reads it, and with `withApplications` their applications in the same statement. */
async function pageOfPeople(
  db: Executor,
  dialect: Dialect,
  f: PeopleFilters,
  p: PageRequest,
  withApplications: boolean,
): Promise<{ heads: PersonHeadRow[]; applications: ApplicationRow[] }> {
  const finish = (heads: HeadsQuery): Compilable<PageRow> => (withApplications ? withTheirApplications(db, heads, p) : heads);
  const column = `h.${SORT_COLUMN[p.sort]}` as const;
  const ordered = <Q extends { orderBy: (c: string, d: 'asc' | 'desc') => Q }>(q: Q) => q.orderBy(column, p.dir).orderBy('h.id', p.dir);
  const driven = async () => {
    const heads = ordered(
      db
        .selectFrom('candidates as h')
        .select(HEAD_COLUMNS)
        .where(isFirstApplication(dialect, 'h'))
        .where(
          'h.id',
          'in',
          db
            .selectFrom('candidates')
            .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
            .$if(Boolean(f.stage), (q) => q.leftJoin('process_trackers as t', 't.candidate_id', 'candidates.id'))
            .select('candidates.person_id')
            .where(and([...drivenRowMatches(dialect, f, 'candidates'), ...relatedMatches(f.stage, searchValues(f), 'jobs', 't')])),
        ),
    )
      .limit(p.limit)
      .offset(p.offset);
    return split((await db.executeQuery(finish(heads))).rows);
  };
  // the walk: first applications in sort order (with filters, only the first `bound` of them),
  // each kept when its person matches. A person matches through their first application, checked
  // on the row walked with its job (and tracker), or through a later one, looked at only for
  // people who have later applications (`has_later`, migration 012). `limit 1` in the EXISTS keeps
  // SQLite from turning it into a join that first builds a filter over every job.
  const walk = async (bound: number | null) => {
    // a deep page without filters on PostgreSQL: from its window (deep-page.ts)
    const window = bound === null ? deepPageWindow(dialect, p.offset, p.limit) : null;
    const v = searchValues(f);
    const own = rowMatches(dialect, v, 'h');
    // correlated scalar subqueries, not EXISTS: inside an OR, PostgreSQL turns an EXISTS into a
    // hash of every live job, then scans and sorts the whole table
    const matching = sql<SqlBool>`((${own.length ? sql`${and(own)} and ` : sql``}(
        select 1 from jobs hj
        ${f.stage ? sql`left join process_trackers ht on ht.candidate_id = h.id` : sql``}
        where hj.id = h.job_id and ${and(relatedMatches(f.stage, v, 'hj', 'ht'))}
        limit 1
      ) is not null) or (h.has_later = 1 and (
        select 1 from candidates lc
        join jobs lj on lj.id = lc.job_id
        ${f.stage ? sql`left join process_trackers lt on lt.candidate_id = lc.id` : sql``}
        where lc.person_id = h.id and lc.is_later = 1 and ${and([...rowMatches(dialect, v, 'lc'), ...relatedMatches(f.stage, v, 'lj', 'lt')])}
        limit 1
      ) is not null))`;
    const firstApplications = db.selectFrom('candidates as h').where(isFirstApplication(dialect, 'h'));
    // with filters, the walk reads at most `bound` first applications (a subquery with its own limit)
    const walked =
      bound === null
        ? firstApplications
        : db
            .selectFrom(
              ordered(firstApplications.select([...HEAD_COLUMNS, ...walkedText(dialect), 'h.job_id', 'h.has_later']))
                .limit(bound)
                .as('h'),
            )
            .where(sql<SqlBool>`1 = 1`);
    const people = ordered(walked.select(HEAD_COLUMNS).where(matching));
    const page = window === null ? people : ordered(db.selectFrom(people.limit(sql.lit(window)).as('h')).select(HEAD_COLUMNS));
    const query = finish(page.limit(p.limit).offset(p.offset)).compile();
    return split((await db.executeQuery(query)).rows);
  };

  if (!hasFilters(f)) return walk(null);
  if (f.job_id || f.client_id) return driven();
  const walked = await walk(walkBound(p.offset, p.limit));
  // a full page from the walk is the answer; fewer means the filters are selective (or the end)
  if (walked.heads.length === p.limit) return walked;
  return driven();
}

export const workspaceRepository = {
  /** Experience, pay and notice of these applications (the candidate CSV's columns for Admin and Hrteam, issue 43). */
  workDetails(db: Executor, candidateIds: number[]) {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('candidates')
      .select(['id', 'years_experience', 'relevant_experience', 'current_ctc', 'expected_ctc', 'notice_period'])
      .where('id', 'in', candidateIds)
      .execute();
  },

  /**
   * One page of people (each person = their first application, `person_id = id`), in sort order,
   * `limit` rows from `offset` (decision 92, 126). One query for the page, bounded by the
   * page rather than the table:
   * - no filter, or filters that many people match: walk the sort index over first applications
   *   (with filters, at most `walkBound` of them) and keep the people who match, stopping at the page;
   * - a job or client, or when the walk holds too few matches (selective filters): drive from the
   *   matching applications (the indexes of the job, the client, the text), then sort those few.
   */
  async people(db: Executor, dialect: Dialect, f: PeopleFilters, p: PageRequest) {
    return (await pageOfPeople(db, dialect, f, p, false)).heads;
  },

  /**
   * `people` with every application of each person on the page (as `applicationsOf` gives them). On
   * PostgreSQL in the same statement: a second round trip cost the server's thread more than the
   * rows (decision 169). On SQLite two statements: the
   * join cost the readers 30 to 70 µs more a page than the second statement did.
   */
  async peopleWithApplications(db: Executor, dialect: Dialect, f: PeopleFilters, p: PageRequest) {
    if (readsRelatedRowsInOneStatement(dialect)) return pageOfPeople(db, dialect, f, p, true);
    const { heads } = await pageOfPeople(db, dialect, f, p, false);
    return {
      heads,
      applications: await this.applicationsOf(
        db,
        dialect,
        heads.map((h) => h.id),
      ),
    };
  },

  /**
   * Applications of these people, oldest first, with job and tracker (deleted jobs left out).
   * The ids are one parameter on both engines, an array on PostgreSQL
   * and a JSON list on SQLite, so every page, whatever its length, is the same statement.
   */
  async applicationsOf(db: Executor, dialect: Dialect, personIds: number[]) {
    if (personIds.length === 0) return [];
    return (await db.executeQuery(workspaceRepository.applicationsOfQuery(db, dialect, personIds))).rows;
  },
  /** The statement `applicationsOf` sends (for one person or more). */
  applicationsOfQuery(db: Executor, dialect: Dialect, personIds: number[]) {
    return applicationsWithStage(db, idInList(dialect, 'candidates.person_id', idList(dialect, personIds)) as RawBuilder<SqlBool>).compile();
  },
  /** `applicationsOf` the person of this application (the profile's), with each one's e-mail and name (who staff linked). */
  applicationsOfPersonOfQuery(db: Executor, id: number) {
    return applicationsWithStage(db, sql<SqlBool>`candidates.person_id = (select p.person_id from candidates p where p.id = ${id})`)
      .select(['candidates.email', 'candidates.candidate_name', 'jobs.is_active', 'jobs.status'])
      .compile();
  },

  /** The interviews not cancelled that start at `from` or later, of the person of this application: which stage each is for. */
  upcomingInterviewsOfPersonQuery(db: Executor, dialect: Dialect, id: number, from: string) {
    return db
      .selectFrom('interviews')
      .select(['candidate_id', 'stage'])
      .where(ofPersonApplications(db, dialect, 'interviews.candidate_id', id))
      .where('cancelled_at', 'is', null)
      .where('starts_at', '>=', from)
      .compile();
  },

  /** The search's people by their rows' ids (bulk work on ticked rows), as `people` gives them; an unknown id is left out. */
  headsByIds(db: Executor, ids: number[]): Promise<PersonHeadRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('candidates as h').select(HEAD_COLUMNS).where('h.id', 'in', ids).execute();
  },

  /** Every column of one application (of a job not deleted), with its resume's type. */
  candidate(db: Executor, id: number) {
    return candidateQuery(db, id).executeTakeFirst();
  },

  /** The statement `candidate` sends (the profile reads it with the person's applications and notes). */
  candidateQuery(db: Executor, id: number) {
    return candidateQuery(db, id).compile();
  },

  /**
   * This application's id when it may be shown (known, its job not deleted, its person settled),
   * as `candidate` finds it: the timeline's check that the candidate exists, read with its events.
   */
  shownApplicationQuery(db: Executor, id: number) {
    return db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select('candidates.id')
      .where('candidates.id', '=', id)
      .where('candidates.person_id', 'is not', null)
      .where('jobs.deleted_at', 'is', null)
      .compile();
  },

  /** People whose applications share this e-mail or phone key (at most five). */
  duplicates(db: Executor, dialect: Dialect, email: string | null, phoneKey: string | null) {
    return db
      .selectFrom('candidates as h')
      .select(HEAD_COLUMNS)
      .where(isFirstApplication(dialect, 'h'))
      .where(
        'h.id',
        'in',
        db
          .selectFrom('candidates')
          .select('candidates.person_id')
          .where((eb) =>
            eb.or([...(email ? [eb('candidates.email', '=', email)] : []), ...(phoneKey ? [eb('candidates.phone_key', '=', phoneKey)] : [])]),
          ),
      )
      .orderBy('h.id')
      .limit(5)
      .execute();
  },

  insertEvent(db: Executor, row: Omit<CandidateEventsTable, 'id'>) {
    return db.insertInto('candidate_events').values(row).execute();
  },
  /** The events of these kinds on these candidates' timelines (an erasure rewrites what names someone). */
  eventsOfKinds(db: Executor, candidateIds: number[], kinds: readonly string[]) {
    if (candidateIds.length === 0 || kinds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('candidate_events')
      .select(['id', 'detail'])
      .where('candidate_id', 'in', candidateIds)
      .where('kind', 'in', [...kinds])
      .orderBy('id')
      .execute();
  },
  setEventDetail(db: Executor, id: number, detail: string) {
    return db.updateTable('candidate_events').set({ detail }).where('id', '=', id).execute();
  },

  async insertNote(db: Executor, row: { candidate_id: number; author_user_id: number; body: string; created_at: string }) {
    return db
      .insertInto('candidate_notes')
      .values(row)
      .returning(['id', 'candidate_id', 'author_user_id', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
  },

  /** Notes on the applications of this application's person (deleted jobs' too: they are the person's history), newest first. */
  notesOfPersonQuery(db: Executor, dialect: Dialect, id: number, limit: number) {
    return db
      .selectFrom('candidate_notes as n')
      .leftJoin('users', 'users.id', 'n.author_user_id')
      .select(['n.id', 'n.candidate_id', 'n.body', 'n.created_at', 'n.author_user_id', 'users.username as author'])
      .where(ofPersonApplications(db, dialect, 'n.candidate_id', id))
      .orderBy('n.id', 'desc')
      .limit(limit)
      .compile();
  },

  /** The agency's notes on these applications, oldest first (the personal-data export). */
  notesOfCandidates(db: Executor, candidateIds: number[]) {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('candidate_notes')
      .select(['candidate_id', 'body', 'created_at'])
      .where('candidate_id', 'in', candidateIds)
      .orderBy('id')
      .execute();
  },

  /**
   * The timeline of this application's person, newest first, `limit` entries before an event id
   * (`ofPersonApplications`).
   */
  timelineOfPersonQuery(db: Executor, dialect: Dialect, id: number, o: { before?: number; limit: number; withoutKinds: readonly string[] }) {
    let q = db
      .selectFrom('candidate_events as e')
      .innerJoin('candidates', 'candidates.id', 'e.candidate_id')
      .leftJoin('users', 'users.id', 'e.actor_user_id')
      .leftJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['e.id', 'e.candidate_id', 'e.kind', 'e.detail', 'e.created_at', 'e.actor_user_id', 'users.username as actor', 'jobs.job_title'])
      .where(ofPersonApplications(db, dialect, 'e.candidate_id', id));
    if (o.withoutKinds.length) q = q.where('e.kind', 'not in', o.withoutKinds);
    if (o.before) q = q.where('e.id', '<', o.before);
    return q.orderBy('e.id', 'desc').limit(o.limit).compile();
  },
};

export type ApplicationRow = Awaited<ReturnType<typeof workspaceRepository.applicationsOf>>[number];

export const storedFilesRepository = {
  find: (db: Executor, id: number) =>
    db.selectFrom('stored_files').select(['storage_key', 'mime', 'size', 'original_name']).where('id', '=', id).executeTakeFirst(),
};
