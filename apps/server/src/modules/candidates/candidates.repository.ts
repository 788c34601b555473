import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CandidatesTable } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { candidateTextMatch, ftsPhrase, usesTrigramIndex } from '../../db/text-search.js';
import { containsText } from '../../db/sql-helpers.js';

export type CandidateRow = Selectable<CandidatesTable>;

const TRACKER_COLUMNS = [
  'process_trackers.screening',
  'process_trackers.hr_interview',
  'process_trackers.client_cv_review',
  'process_trackers.client_interview',
  'process_trackers.offer_letter',
  'process_trackers.rejected',
  'process_trackers.id as tracker_id',
] as const;

export interface CandidateFilters {
  q?: string;
  job_id?: number;
  status?: string;
  limit: number;
  offset: number;
}

function filtered(db: Executor, dialect: Dialect, f: Omit<CandidateFilters, 'limit' | 'offset'>) {
  let query = db.selectFrom('candidates').innerJoin('jobs', 'jobs.id', 'candidates.job_id').where('jobs.deleted_at', 'is', null);
  if (f.q) query = query.where(candidateTextMatch(dialect, f.q, ['name_lower', 'email', 'mobile_number']));
  if (f.job_id) query = query.where('candidates.job_id', '=', f.job_id);
  if (f.status) query = query.where('candidates.status', '=', f.status);
  return query;
}

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
      .selectAll('candidates')
      .select(['jobs.job_title', 'jobs.client_name', 'jobs.job_location'])
      .select(TRACKER_COLUMNS)
      .where('candidates.id', '=', id)
      .where('jobs.deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async list(db: Executor, dialect: Dialect, f: CandidateFilters) {
    // the page is chosen on ids alone, then only its rows are read in full: a search matching
    // thousands of candidates sorts narrow rows, not every column of every match
    const pageIds = filtered(db, dialect, f)
      .select('candidates.id')
      .orderBy('candidates.created_at', 'desc')
      .orderBy('candidates.id', 'desc')
      .limit(f.limit)
      .offset(f.offset);
    const [rows, count] = await Promise.all([
      db
        .selectFrom('candidates')
        .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
        .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
        .selectAll('candidates')
        .select(['jobs.job_title', 'jobs.client_name', 'jobs.job_location'])
        .select(TRACKER_COLUMNS)
        .where('candidates.id', 'in', pageIds)
        .orderBy('candidates.created_at', 'desc')
        .orderBy('candidates.id', 'desc')
        .execute(),
      filtered(db, dialect, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
  /**
   * Name search for Refer a Friend: substring of the lower-cased name, at most `limit` rows, shown in
   * name order. The query stops at `limit` matches (on SQLite from three characters the trigram index
   * drives it), so a common name costs the same as a rare one; the rows are then the first matches
   * found, not the alphabetically first (docs/decisions.md). Only candidates of visible jobs: a
   * deleted, closed or paused job's candidates are nobody's business any more (issue 14).
   */
  async searchByName(db: Executor, dialect: Dialect, name: string, limit: number) {
    type Found = Pick<CandidateRow, 'id' | 'candidate_name' | 'email' | 'current_location' | 'job_id' | 'name_lower'>;
    const inNameOrder = (rows: Found[]) => rows.sort((a, b) => (a.name_lower < b.name_lower ? -1 : a.name_lower > b.name_lower ? 1 : a.id - b.id));
    if (usesTrigramIndex(dialect, name)) {
      const r = await sql<Found>`
        select c.id, c.candidate_name, c.email, c.current_location, c.job_id, c.name_lower
        from candidates_search s join candidates c on c.id = s.rowid join jobs j on j.id = c.job_id
        where candidates_search match ${ftsPhrase(name, ['name_lower'])} and ${containsText('c.name_lower', name)} and j.is_visible = 1
        limit ${limit}`.execute(db);
      return inNameOrder(r.rows);
    }
    const query = db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['candidates.id', 'candidate_name', 'email', 'current_location', 'job_id', 'name_lower'])
      .where(candidateTextMatch(dialect, name, ['name_lower']))
      .where('jobs.is_visible', '=', 1)
      .limit(limit);
    // PostgreSQL: no ORDER BY, so a common name stops at its tenth match and a rare one uses the
    // pg_trgm index; SQLite below three characters: walk the name index in order and stop at ten
    if (dialect === 'postgres') return inNameOrder(await query.execute());
    return query.orderBy('name_lower').orderBy('candidates.id').execute();
  },

  setStatus(db: Executor, id: number, status: string, at: string) {
    return db.updateTable('candidates').set({ status, updated_at: at }).where('id', '=', id).execute();
  },
  async count(db: Executor): Promise<number> {
    const r = await db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .where('jobs.deleted_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  exists(db: Executor, id: number) {
    return db.selectFrom('candidates').select(['id', 'job_id']).where('id', '=', id).executeTakeFirst();
  },
  /** A candidate the public may name (Refer a Friend): one of a visible job, as the search shows. */
  ofVisibleJob(db: Executor, id: number) {
    return db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['candidates.id', 'candidates.job_id'])
      .where('candidates.id', '=', id)
      .where('jobs.is_visible', '=', 1)
      .executeTakeFirst();
  },
};
export type CandidateListRow = Awaited<ReturnType<typeof candidatesRepository.list>>['rows'][number];
