import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CandidatesTable } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import {
  candidateTextMatch,
  ftsPhrase,
  selectedTextMatch,
  TEXT_INDEXED_STATUS,
  usesTrigramIndex,
  walksNameIndexInOrder,
} from '../../db/text-search.js';
import {
  containsInLowered,
  idInList,
  idList,
  matchesNothing,
  ofLiveJob,
  phoneMatch,
  walkedColumns,
  walkedTextMatch,
  walkPattern,
} from '../../db/sql-helpers.js';
import { deepPageWindow, newestFirst as newestFirstOf, newestPageIds, pageSpan, type PageSpan } from '../../db/deep-page.js';

export type CandidateRow = Selectable<CandidatesTable>;

/**
 * The columns a candidate's answer shows (candidates.service `toCandidate`): not the search's
 * stored helpers (lower-cased text, person and phone keys), which every row of a page would carry.
 */
const CANDIDATE_COLUMNS = [
  'candidates.id',
  'candidates.job_id',
  'candidates.candidate_name',
  'candidates.email',
  'candidates.mobile_number',
  'candidates.current_location',
  'candidates.current_company',
  'candidates.years_experience',
  'candidates.relevant_experience',
  'candidates.current_ctc',
  'candidates.expected_ctc',
  'candidates.notice_period',
  'candidates.preferred_location',
  'candidates.available_for_interview',
  'candidates.has_preferred_company',
  'candidates.preferred_company',
  'candidates.remarks',
  'candidates.resume_file_id',
  'candidates.status',
  'candidates.consent_source',
  'candidates.consent_version',
  'candidates.consent_at',
  'candidates.created_at',
  'candidates.updated_at',
] as const;

const TRACKER_COLUMNS = [
  'process_trackers.screening',
  'process_trackers.hr_interview',
  'process_trackers.client_cv_review',
  'process_trackers.client_interview',
  'process_trackers.offer_letter',
  'process_trackers.rejected',
  'process_trackers.id as tracker_id',
] as const;

/** The columns a text search may match: every contact column, or the name alone (a role that cannot read the others). */
export type CandidateTextColumns = 'contact' | 'name';

export interface CandidateFilters {
  q?: string;
  /** What `q` matches (default 'contact': name, e-mail, phone). */
  textColumns?: CandidateTextColumns;
  job_id?: number;
  status?: string;
  limit: number;
  offset: number;
  /** The list's total when the caller knows it (the whole list: its counter): a deep page near the end is read from the end. */
  total?: number;
}

function filtered(db: Executor, dialect: Dialect, f: Omit<CandidateFilters, 'limit' | 'offset' | 'total'>) {
  let query = db.selectFrom('candidates');
  const columns = f.textColumns === 'name' ? (['name_lower'] as const) : (['name_lower', 'email', 'mobile_number'] as const);
  // a text among the Selected: their own trigram indexes (decision 221)
  const selectedText = f.q && f.status === TEXT_INDEXED_STATUS;
  if (f.q) query = query.where(selectedText ? selectedTextMatch(dialect, f.q, columns) : candidateTextMatch(dialect, f.q, columns));
  if (f.job_id) query = query.where('candidates.job_id', '=', f.job_id);
  if (f.status && !selectedText) query = query.where('candidates.status', '=', f.status);
  // last: SQLite tests the terms in the order written, and the text rules out most rows first
  return query.where(ofLiveJob('candidates.job_id'));
}

/** Newest applications a text search reads before the trigram index drives it instead (tests lower it). */
export const listTuning = { walk: 1000 };
/** The walk's text match: the contact columns (`walkedTextMatch`), or the stored lower-cased name alone. */
const walkedMatch = (dialect: Dialect, columns: CandidateTextColumns, pattern: string) =>
  columns === 'name'
    ? sql<boolean>`${sql.ref('candidates.name_lower')} like ${pattern} escape '\\'`
    : walkedTextMatch(dialect, 'candidates', pattern, false);

/** A candidate hired: a completed offer letter that was not rejected (the retention run keeps them). */
const HIRED = sql<boolean>`exists (select 1 from process_trackers pt where pt.candidate_id = candidates.id and pt.offer_letter = 'completed' and pt.rejected is null)`;

/** What the person search of the privacy module keeps of each application it finds. */
const PERSON_COLUMNS = ['id', 'email', 'mobile_number', 'candidate_name', 'person_id'] as const;

export const candidatesRepository = {
  async insert(db: Executor, row: Insertable<CandidatesTable>): Promise<number> {
    const r = await db.insertInto('candidates').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  findById(db: Executor, id: number) {
    return db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .select(CANDIDATE_COLUMNS)
      .select(['jobs.job_title', 'jobs.client_name', 'jobs.job_location'])
      .select(TRACKER_COLUMNS)
      .where('candidates.id', '=', id)
      .where('jobs.deleted_at', 'is', null)
      .executeTakeFirst();
  },
  /**
   * One page of candidates, newest first (decision 128), and whether more follow. A job's
   * list is also counted exactly (the job bounds it); no other list is counted here. A text search
   * walks the newest applications first (at most `listTuning.walk` of them, or 20 a row of the pages
   * asked) and keeps the matches, reading their rows in the same statement; when the walk cannot
   * fill the page, the trigram index drives it.
   */
  async list(db: Executor, dialect: Dialect, f: CandidateFilters) {
    const newestFirst = <Q extends { orderBy: (c: string, d: 'asc' | 'desc') => Q }>(q: Q, fromEnd = false) =>
      newestFirstOf(q, 'candidates', fromEnd);
    const upTo = f.limit + 1; // one more than the page says whether more follow
    const fullRows = () =>
      db
        .selectFrom('candidates')
        .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
        .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
        .select(CANDIDATE_COLUMNS)
        .select(['jobs.job_title', 'jobs.client_name', 'jobs.job_location'])
        .select(TRACKER_COLUMNS);
    if (f.q && !f.job_id) {
      // the walk, and the rows of the ids it keeps, in one statement
      const bound = listTuning.walk && Math.max(listTuning.walk, (f.offset + upTo) * 20);
      const columns = f.textColumns ?? 'contact';
      const pattern = walkPattern(f.q);
      const status = f.status;
      const newest = newestFirst(
        db
          .selectFrom('candidates')
          .select([
            'candidates.id',
            'candidates.created_at',
            'candidates.job_id',
            ...(columns === 'name' ? (['candidates.name_lower'] as const) : walkedColumns(dialect, 'candidates', false)),
            'candidates.status',
          ]),
      )
        .limit(bound)
        .as('candidates');
      const kept = newestFirst(
        db
          .selectFrom(newest)
          .select('candidates.id')
          .where(walkedMatch(dialect, columns, pattern))
          .$if(status !== undefined, (q) => q.where('candidates.status', '=', status!))
          .where(ofLiveJob('candidates.job_id')), // after the text, as in `filtered`
      )
        .limit(upTo)
        .offset(f.offset);
      const { rows } = await db.executeQuery(newestFirst(fullRows().where('candidates.id', 'in', kept)));
      // a full page from the walk is the answer; fewer means the text is rare (or the end)
      if (rows.length === upTo) return { rows: rows.slice(0, f.limit), more: true, total: null };
    }
    // the page is chosen on ids alone, then only its rows are read in full: a search matching
    // thousands of candidates sorts narrow rows, not every column of every match
    // a list whose total is known: exactly its page, a deep one near the end read from the end;
    // otherwise one row more than the page, which says whether more follow (deep-page.ts)
    const span: PageSpan = f.total === undefined ? { limit: upTo, offset: f.offset, fromEnd: false } : pageSpan(f.total, f.offset, f.limit);
    // a deep page on PostgreSQL: among the ids of a window
    const window = deepPageWindow(dialect, span.offset, span.limit);
    // a text among the Selected: their matches gathered first along their trigram indexes, then put
    // in order; PostgreSQL otherwise walked the whole list in order, guessing that one Selected
    // row in twenty holds a common text (decision 221)
    const selectedMatches = () =>
      db
        .with(
          (w) => w('matches').materialized(),
          () => filtered(db, dialect, f).select(['candidates.id', 'candidates.created_at']),
        )
        .selectFrom('matches')
        .select('matches.id');
    const foundQuery =
      f.q && f.status === TEXT_INDEXED_STATUS
        ? newestFirstOf(selectedMatches(), 'matches', span.fromEnd).limit(span.limit).offset(span.offset)
        : window === null
          ? newestFirst(filtered(db, dialect, f).select('candidates.id'), span.fromEnd)
              .limit(span.limit)
              .offset(span.offset)
          : newestPageIds(
              db,
              newestFirst(filtered(db, dialect, f).select(['candidates.id', 'candidates.created_at']), span.fromEnd),
              window,
              span.limit,
              span.offset,
              span.fromEnd,
            );
    const found = (await db.executeQuery<{ id: number }>(foundQuery)).rows.map((r) => r.id);
    const ids = found.slice(0, f.limit);
    const [rows, count] = await Promise.all([
      ids.length === 0
        ? Promise.resolve([])
        : db.executeQuery(newestFirst(fullRows().where(idInList(dialect, 'candidates.id', idList(dialect, ids))))).then((r) => r.rows),
      f.job_id && f.total === undefined
        ? filtered(db, dialect, f)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        : null,
    ]);
    if (f.total !== undefined) return { rows, more: f.offset + f.limit < f.total, total: f.total };
    return { rows, more: found.length > f.limit, total: count ? Number(count.n) : null };
  },
  /**
   * Name search for Refer a Friend: substring of the lower-cased name, at most `limit` rows, shown in
   * name order. The query stops at `limit` matches (on SQLite from three characters the trigram index
   * drives it), so a common name costs the same as a rare one; the rows are then the first matches
   * found, not the alphabetically first (docs/decisions/). Only candidates of visible jobs: a
   * deleted, closed or paused job's candidates are nobody's business any more (issue 14).
   */
  async searchByName(db: Executor, dialect: Dialect, name: string, limit: number) {
    type Found = Pick<CandidateRow, 'id' | 'candidate_name' | 'email' | 'name_lower'>;
    const inNameOrder = (rows: Found[]) => rows.sort((a, b) => (a.name_lower < b.name_lower ? -1 : a.name_lower > b.name_lower ? 1 : a.id - b.id));
    if (usesTrigramIndex(dialect, name)) {
      const r = await sql<Found>`
        select c.id, c.candidate_name, c.email, c.name_lower
        from candidates_search s join candidates c on c.id = s.rowid join jobs j on j.id = c.job_id
        where candidates_search match ${ftsPhrase(name, ['name_lower'])} and ${containsInLowered('c.name_lower', name)} and j.is_visible = 1
        limit ${limit}`.execute(db);
      return inNameOrder(r.rows);
    }
    const query = db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['candidates.id', 'candidate_name', 'email', 'name_lower'])
      .where(candidateTextMatch(dialect, name, ['name_lower']))
      .where('jobs.is_visible', '=', 1)
      .limit(limit);
    if (!walksNameIndexInOrder(dialect)) return inNameOrder(await query.execute());
    return query.orderBy('name_lower').orderBy('candidates.id').execute();
  },

  /** The person's consent renewed on every row with their e-mail (a new application of their own). */
  renewConsent(db: Executor, email: string, version: string, at: string) {
    return db
      .updateTable('candidates')
      .set({ consent_version: version, consent_at: at })
      .where('email', '=', email)
      .where((eb) => eb.or([eb('consent_at', 'is', null), eb('consent_at', '<', at)]))
      .execute();
  },

  /** An applicant's own applications (issue 46): those carrying their e-mail, newest first, with the job's title and the résumé's name. */
  ofApplicant(db: Executor, email: string) {
    return db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('stored_files', 'stored_files.id', 'candidates.resume_file_id')
      .select([
        'candidates.id',
        'candidates.job_id',
        'jobs.job_title',
        'candidates.created_at',
        'candidates.resume_file_id',
        'stored_files.original_name as resume_name',
      ])
      .where('candidates.email', '=', email)
      .where('jobs.deleted_at', 'is', null)
      .orderBy('candidates.created_at', 'desc')
      .orderBy('candidates.id', 'desc')
      .execute();
  },
  setResume(db: Executor, id: number, fileId: number, at: string) {
    return db.updateTable('candidates').set({ resume_file_id: fileId, updated_at: at }).where('id', '=', id).execute();
  },
  setStatus(db: Executor, id: number, status: string, at: string) {
    return db.updateTable('candidates').set({ status, updated_at: at }).where('id', '=', id).execute();
  },
  exists(db: Executor, id: number) {
    return db.selectFrom('candidates').select(['id', 'job_id', 'created_at']).where('id', '=', id).executeTakeFirst();
  },
  /**
   * The applications of a person found by a candidate id, an e-mail and/or a phone: the applications
   * found by them, then every application with one of their e-mails or of their person (staff's
   * links), until nothing new turns up. A phone finds the applications that carry it, but what those
   * lead to is followed by e-mail and person only: someone else with the same phone is someone else
   * (issue 41). Answers their ids and every e-mail, phone and name they carry.
   */
  async findPerson(db: Executor, q: { candidateId?: number; email?: string; phone?: string }) {
    const emails = new Set<string>(q.email ? [q.email] : []);
    const phones = new Set<string>(q.phone ? [q.phone] : []);
    const persons = new Set<number>();
    const ids = new Set<number>();
    const names = new Set<string>();
    type Found = { id: number; email: string; mobile_number: string; candidate_name: string; person_id: number | null };
    const keep = (rows: Found[]) => {
      for (const r of rows) {
        ids.add(r.id);
        emails.add(r.email);
        phones.add(r.mobile_number);
        names.add(r.candidate_name);
        if (r.person_id !== null) persons.add(r.person_id);
      }
    };
    if (q.candidateId !== undefined) keep(await db.selectFrom('candidates').select(PERSON_COLUMNS).where('id', '=', q.candidateId).execute());
    if (q.phone)
      keep(
        await db
          .selectFrom('candidates')
          .select(PERSON_COLUMNS)
          .where((eb) => phoneMatch(eb, 'mobile_number', [q.phone!]))
          .execute(),
      );
    for (let round = 0; round < 5; round++) {
      if (emails.size === 0 && persons.size === 0) break;
      const rows = await db
        .selectFrom('candidates')
        .select(PERSON_COLUMNS)
        .where((eb) =>
          eb.or([emails.size ? eb('email', 'in', [...emails]) : matchesNothing, persons.size ? eb('person_id', 'in', [...persons]) : matchesNothing]),
        )
        .execute();
      const before = ids.size + emails.size + persons.size;
      keep(rows);
      if (ids.size + emails.size + persons.size === before) break;
    }
    return { candidateIds: [...ids], emails: [...emails], phones: [...phones], names: [...names] };
  },

  /** These applications, whole, with their job's title and client and their tracker's last change (the personal-data export). */
  withJobAndTracker(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('candidates')
      .leftJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .selectAll('candidates')
      .select(['jobs.job_title', 'jobs.client_name', 'process_trackers.updated_at as tracker_updated_at'])
      .where('candidates.id', 'in', ids)
      .orderBy('candidates.id')
      .execute();
  },

  /**
   * Candidates due for erasure at `cutoff`: not hired, and nothing about them newer than the cutoff
   * (the row, its tracker, its consent). `limit` null: all of them (the retention run).
   */
  dueForErasure(db: Executor, cutoff: string, limit: number | null) {
    let q = db
      .selectFrom('candidates')
      .leftJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .select([
        'candidates.id',
        'candidates.candidate_name',
        'candidates.email',
        'candidates.mobile_number',
        'candidates.job_id',
        'candidates.status',
        'candidates.consent_source',
        'candidates.consent_version',
        'candidates.consent_at',
        'candidates.updated_at',
        'jobs.job_title',
        'process_trackers.updated_at as tracker_updated_at',
      ])
      .where('candidates.updated_at', '<', cutoff)
      .where((eb) => eb.or([eb('candidates.consent_at', 'is', null), eb('candidates.consent_at', '<', cutoff)]))
      .where((eb) => eb.or([eb('process_trackers.updated_at', 'is', null), eb('process_trackers.updated_at', '<', cutoff)]))
      .where(sql<boolean>`not ${HIRED}`)
      .orderBy('candidates.updated_at')
      .orderBy('candidates.id');
    if (limit !== null) q = q.limit(limit);
    return q.execute();
  },

  /** How many `dueForErasure` answers without a limit. */
  async dueForErasureCount(db: Executor, cutoff: string): Promise<number> {
    const r = await db
      .selectFrom('candidates')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('candidates.updated_at', '<', cutoff)
      .where((eb) => eb.or([eb('candidates.consent_at', 'is', null), eb('candidates.consent_at', '<', cutoff)]))
      .where((eb) => eb.or([eb('process_trackers.updated_at', 'is', null), eb('process_trackers.updated_at', '<', cutoff)]))
      .where(sql<boolean>`not ${HIRED}`)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** How many of these applications each job has (what the dashboard figures lose when they go, issue 19). */
  async countByJob(db: Executor, ids: number[]): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('candidates')
      .select(['job_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('id', 'in', ids)
      .groupBy('job_id')
      .execute();
    return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
  },

  /** The resume files of these applications. */
  async resumeFileIds(db: Executor, ids: number[]): Promise<number[]> {
    return (await db.selectFrom('candidates').select('resume_file_id').where('id', 'in', ids).execute())
      .map((r) => r.resume_file_id)
      .filter((x): x is number => x !== null);
  },

  /** Delete these applications (tables with ON DELETE CASCADE to candidates, such as notes, go with them); answers the rows deleted. */
  async deleteMany(db: Executor, ids: number[]): Promise<number> {
    return Number((await db.deleteFrom('candidates').where('id', 'in', ids).executeTakeFirstOrThrow()).numDeletedRows);
  },

  /** Which of these e-mails an application still carries. */
  async emailsHeld(db: Executor, emails: string[]): Promise<Set<string>> {
    return new Set((await db.selectFrom('candidates').select('email').where('email', 'in', emails).execute()).map((c) => c.email));
  },

  /** A candidate the public may name (Refer a Friend): one of a visible job, as the search shows. */
  ofVisibleJob(db: Executor, id: number) {
    return db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['candidates.id', 'candidates.job_id', 'candidates.candidate_name'])
      .where('candidates.id', '=', id)
      .where('jobs.is_visible', '=', 1)
      .executeTakeFirst();
  },
};
export type CandidateListRow = Awaited<ReturnType<typeof candidatesRepository.list>>['rows'][number];
