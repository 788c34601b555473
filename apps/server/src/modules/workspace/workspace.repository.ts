import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { STAGES, type PeopleQuery, type PeopleSort } from '@talentra/contract';
import type { Dialect, Executor } from '../../db/database.js';
import type { CandidateEventsTable } from '../../db/schema.js';
import { candidateTextMatch } from '../../db/text-search.js';
import { containsText } from '../../db/sql-helpers.js';

/** The column each sort walks, with an index on (column, id) (migrations 001 and 009). */
const SORT_COLUMN = {
  name: 'name_lower',
  email: 'email',
  phone: 'mobile_number',
  location: 'current_location',
  applied: 'created_at',
} as const satisfies Record<PeopleSort, string>;

export type PeopleFilters = Omit<PeopleQuery, 'page' | 'sort' | 'dir'>;

interface Aliases {
  /** The application (a `candidates` row), its job and its tracker. */
  a: string;
  j: string;
  t: string;
  /** The text search narrows through the trigram index (only with `a` = candidates). */
  indexed: boolean;
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

function stageIs(t: string, stage: NonNullable<PeopleFilters['stage']>): RawBuilder<SqlBool> {
  if (stage === 'rejected') return sql<SqlBool>`${ref(t, 'rejected')} is not null`;
  if (stage === 'applied') return sql<SqlBool>`(${ref(t, 'id')} is null or (${ref(t, 'rejected')} is null and ${ref(t, 'screening')} is null))`;
  const next = STAGES[STAGES.indexOf(stage) + 1];
  return sql<SqlBool>`(${ref(t, 'rejected')} is null and ${ref(t, stage)} = 'completed'${next ? sql` and ${ref(t, next)} is null` : sql``})`;
}

/** A phone number typed with spaces, dashes or a + is searched as its digits. */
const searchText = (q: string) => (/^[\d\s\-+().]+$/.test(q) && /\d{3}/.test(q.replace(/\D/g, '')) ? q.replace(/\D/g, '') : q);

const TEXT_COLUMNS = ['name_lower', 'email', 'mobile_number', 'current_location'] as const;

/** An application (of a job not deleted) matches every filter. */
function matches(dialect: Dialect, f: PeopleFilters, { a, j, t, indexed }: Aliases): RawBuilder<SqlBool> {
  const all: RawBuilder<SqlBool>[] = [sql<SqlBool>`${ref(j, 'deleted_at')} is null`];
  if (f.q) {
    const text = searchText(f.q);
    all.push(
      indexed
        ? (candidateTextMatch(dialect, text, TEXT_COLUMNS) as RawBuilder<SqlBool>)
        : sql<SqlBool>`(${sql.join(
            TEXT_COLUMNS.map((c) => containsText(`${a}.${c}`, text)),
            sql` or `,
          )})`,
    );
  }
  if (f.job_id) all.push(sql<SqlBool>`${ref(a, 'job_id')} = ${f.job_id}`);
  if (f.client_id) all.push(sql<SqlBool>`${ref(j, 'client_id')} = ${f.client_id}`);
  if (f.stage) all.push(stageIs(t, f.stage));
  if (f.location) all.push(containsText(`${a}.current_location`, f.location) as RawBuilder<SqlBool>);
  if (f.applied_from) all.push(sql<SqlBool>`${ref(a, 'created_at')} >= ${`${f.applied_from}T00:00:00.000Z`}`);
  if (f.applied_to) all.push(sql<SqlBool>`${ref(a, 'created_at')} < ${nextDay(f.applied_to)}`);
  return sql<SqlBool>`(${sql.join(all, sql` and `)})`;
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

const hasFilters = (f: PeopleFilters) => Boolean(f.q || f.job_id || f.client_id || f.stage || f.location || f.applied_from || f.applied_to);

/**
 * The row is its person's first application (person_id = id), said through the generated
 * `is_later` column: PostgreSQL estimates `person_id = id` at 0.5 % of rows (it keeps no statistics
 * on a comparison of two columns) and then sorts the whole table instead of walking an index.
 */
const isFirstApplication = sql<SqlBool>`(h.is_later = 0 and h.person_id is not null)`;

const HEAD_COLUMNS = [
  'h.id',
  'h.person_id',
  'h.candidate_name',
  'h.name_lower',
  'h.email',
  'h.mobile_number',
  'h.current_location',
  'h.created_at',
] as const;

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

export const workspaceRepository = {
  /**
   * One page of people (each person = their first application, `person_id = id`), in sort order,
   * `limit` rows from `offset` (docs/decisions.md 92). Three plans, all bounded by the page rather
   * than the table:
   * - no filter: walk the sort index, stop at the page;
   * - a job or client: drive from that job's (client's) applications, then sort those few;
   * - other filters: walk the first rows of the sort index (at most `walkBound`) checking each
   *   person; when they hold too few matches the filters are selective, so drive from them.
   */
  async people(db: Executor, dialect: Dialect, f: PeopleFilters, p: PageRequest) {
    const column = `h.${SORT_COLUMN[p.sort]}` as const;
    const base = () =>
      db
        .selectFrom('candidates as h')
        .select(HEAD_COLUMNS)
        .where(isFirstApplication)
        .orderBy(column, p.dir)
        .orderBy('h.id', p.dir)
        .limit(p.limit)
        .offset(p.offset);
    // a person matches when their first application does (checked on the row walked, with its job
    // and tracker: an index walk in sort order that stops at the page), or one of their later
    // applications does (few by nature: `is_later`, indexed); each part brings at most a page and
    // the two are merged in order
    const walk = async (range?: RawBuilder<SqlBool>) => {
      const upTo = p.offset + p.limit;
      // the first application matches, with its job (and tracker): a check per walked row. `limit 1`
      // keeps SQLite from turning the EXISTS into a join, which builds a filter over every job
      // first; PostgreSQL drops it and plans a semi-join
      const own = db
        .selectFrom('candidates as h')
        .select(HEAD_COLUMNS)
        .where(isFirstApplication)
        .where(
          sql<SqlBool>`exists (
            select 1 from jobs hj
            ${f.stage ? sql`left join process_trackers ht on ht.candidate_id = h.id` : sql``}
            where hj.id = h.job_id and ${matches(dialect, f, { a: 'h', j: 'hj', t: 'ht', indexed: false })}
            limit 1
          )`,
        )
        .$if(Boolean(range), (q) => q.where(range!))
        .orderBy(column, p.dir)
        .orderBy('h.id', p.dir)
        .limit(upTo);
      const later = db
        .selectFrom('candidates as h')
        .select(HEAD_COLUMNS)
        .where(isFirstApplication)
        .where(
          'h.id',
          'in',
          db
            .selectFrom('candidates')
            .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
            .$if(Boolean(f.stage), (q) => q.leftJoin('process_trackers as t', 't.candidate_id', 'candidates.id'))
            .select('candidates.person_id')
            .where(sql<SqlBool>`candidates.is_later = 1`)
            .where(matches(dialect, f, { a: 'candidates', j: 'jobs', t: 't', indexed: false })),
        )
        .$if(Boolean(range), (q) => q.where(range!))
        .orderBy(column, p.dir)
        .orderBy('h.id', p.dir)
        .limit(upTo);
      // most searches have no later application among their matches: then the first part is the answer
      if ((await later.execute()).length === 0) return (await own.execute()).slice(p.offset);
      const both = db
        .selectFrom(own.as('o'))
        .selectAll()
        .union(db.selectFrom(later.as('l')).selectAll());
      return db
        .selectFrom(both.as('u'))
        .selectAll()
        .orderBy(`u.${SORT_COLUMN[p.sort]}`, p.dir)
        .orderBy('u.id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute();
    };
    const driven = () =>
      base()
        .where(
          'h.id',
          'in',
          db
            .selectFrom('candidates')
            .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
            .$if(Boolean(f.stage), (q) => q.leftJoin('process_trackers as t', 't.candidate_id', 'candidates.id'))
            .select('candidates.person_id')
            .where(matches(dialect, f, { a: 'candidates', j: 'jobs', t: 't', indexed: true })),
        )
        .execute();

    if (!hasFilters(f)) return walk();
    if (f.job_id || f.client_id) return driven();
    // the walk's end: the sort key of the `walkBound`-th application (an index-only read)
    const bound = await db
      .selectFrom('candidates as h')
      .select([`${column} as k`, 'h.id'])
      .orderBy(column, p.dir)
      .orderBy('h.id', p.dir)
      .offset(walkBound(p.offset, p.limit) - 1)
      .limit(1)
      .executeTakeFirst();
    if (!bound) return walk(); // the table is smaller than a walk
    const op = p.dir === 'asc' ? '<=' : '>=';
    const walked = await walk(sql<SqlBool>`(${sql.ref(column)}, h.id) ${sql.raw(op)} (${bound.k}, ${bound.id})`);
    if (walked.length === p.limit) return walked;
    return driven();
  },

  /** Applications of these people, oldest first, with job and tracker (deleted jobs left out). */
  applicationsOf(db: Executor, personIds: number[]) {
    if (personIds.length === 0) return Promise.resolve([]);
    return db
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
      .where('candidates.person_id', 'in', personIds)
      .where('jobs.deleted_at', 'is', null)
      .orderBy('candidates.id')
      .execute();
  },

  /** Every column of one application (of a job not deleted), with its resume's type. */
  candidate(db: Executor, id: number) {
    return db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('stored_files', 'stored_files.id', 'candidates.resume_file_id')
      .selectAll('candidates')
      .select(['jobs.job_title', 'jobs.client_name', 'stored_files.mime as resume_mime', 'stored_files.original_name as resume_name'])
      .where('candidates.id', '=', id)
      .where('jobs.deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** People whose applications share this e-mail or phone key (at most five). */
  duplicates(db: Executor, email: string | null, phoneKey: string | null) {
    return db
      .selectFrom('candidates as h')
      .select(HEAD_COLUMNS)
      .where(isFirstApplication)
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

  async insertNote(db: Executor, row: { candidate_id: number; author_user_id: number; body: string; created_at: string }) {
    return db
      .insertInto('candidate_notes')
      .values(row)
      .returning(['id', 'candidate_id', 'author_user_id', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
  },

  /** The ids of a person's applications (the timeline and notes are read by them, not by a join). */
  async applicationIds(db: Executor, personId: number): Promise<number[]> {
    const rows = await db.selectFrom('candidates').select('id').where('person_id', '=', personId).execute();
    return rows.map((r) => r.id);
  },

  /** Notes on these applications, newest first. */
  notesOf(db: Executor, candidateIds: number[], limit: number) {
    return db
      .selectFrom('candidate_notes as n')
      .leftJoin('users', 'users.id', 'n.author_user_id')
      .select(['n.id', 'n.candidate_id', 'n.body', 'n.created_at', 'n.author_user_id', 'users.username as author'])
      .where('n.candidate_id', 'in', candidateIds)
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
  },

  /**
   * Timeline of these applications, newest first, `limit` entries before an event id. By the
   * applications' ids (few), so the (candidate_id, id) index serves it: a join on the person let the
   * planners walk every event newest first looking for this person's.
   */
  timelineOf(db: Executor, candidateIds: number[], o: { before?: number; limit: number; withoutKinds: readonly string[] }) {
    let q = db
      .selectFrom('candidate_events as e')
      .innerJoin('candidates', 'candidates.id', 'e.candidate_id')
      .leftJoin('users', 'users.id', 'e.actor_user_id')
      .leftJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['e.id', 'e.candidate_id', 'e.kind', 'e.detail', 'e.created_at', 'e.actor_user_id', 'users.username as actor', 'jobs.job_title'])
      .where('e.candidate_id', 'in', candidateIds);
    if (o.withoutKinds.length) q = q.where('e.kind', 'not in', o.withoutKinds);
    if (o.before) q = q.where('e.id', '<', o.before);
    return q.orderBy('e.id', 'desc').limit(o.limit).execute();
  },
};

export type PersonHeadRow = Awaited<ReturnType<typeof workspaceRepository.people>>[number];
export type ApplicationRow = Awaited<ReturnType<typeof workspaceRepository.applicationsOf>>[number];

export const storedFilesRepository = {
  find: (db: Executor, id: number) =>
    db.selectFrom('stored_files').select(['storage_key', 'mime', 'size', 'original_name']).where('id', '=', id).executeTakeFirst(),
};
