import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from './database.js';
import { containsTextOn } from './sql-helpers.js';

export type CandidateSearchColumn = 'name_lower' | 'email' | 'mobile_number' | 'current_location';

/** The trigram indexes (migration 002) can only narrow a search of at least three characters. */
const INDEXED_MIN_CHARS = 3;

/**
 * Candidates whose columns contain `text` (case-insensitive, %, _ and \ literal). The match itself is
 * always `containsText` (`containsTextOn`); on SQLite, from three characters on, the FTS5 trigram index first narrows
 * the rows to those holding the text (a superset: it also folds non-ASCII case), so a search reads
 * its matches instead of the whole table. PostgreSQL's pg_trgm indexes serve `containsText` directly.
 */
export function candidateTextMatch(dialect: Dialect, text: string, columns: readonly CandidateSearchColumn[]): Expression<SqlBool> {
  const matches = sql<SqlBool>`(${sql.join(
    columns.map((c) => containsTextOn(dialect, `candidates.${c}`, text)),
    sql` or `,
  )})`;
  if (!usesTrigramIndex(dialect, text)) return matches;
  return sql<SqlBool>`(candidates.id in (select rowid from candidates_search where candidates_search match ${ftsPhrase(text, columns)}) and ${matches})`;
}

/** The status whose applications have trigram indexes of their own (migration 023): few applications are Selected. */
export const TEXT_INDEXED_STATUS = 'Selected';

/**
 * Candidates of the status TEXT_INDEXED_STATUS whose columns contain `text`: `candidateTextMatch`
 * over that status' own trigram indexes, so a common text that few Selected rows hold reads those
 * rows only (decision 221). The status is written in the SQL, as PostgreSQL uses a partial index
 * only for a query that names its condition.
 */
export function selectedTextMatch(
  dialect: Dialect,
  text: string,
  columns: readonly (CandidateSearchColumn & SelectedSearchColumn)[],
): Expression<SqlBool> {
  const selected = sql<SqlBool>`candidates.status = ${sql.lit(TEXT_INDEXED_STATUS)}`;
  if (!usesTrigramIndex(dialect, text)) return sql<SqlBool>`(${selected} and ${candidateTextMatch(dialect, text, columns)})`;
  const matches = sql<SqlBool>`(${sql.join(
    columns.map((c) => containsTextOn(dialect, `candidates.${c}`, text)),
    sql` or `,
  )})`;
  return sql<SqlBool>`(candidates.id in (select rowid from candidates_selected_search where candidates_selected_search match ${ftsPhrase(text, columns)}) and ${selected} and ${matches})`;
}

/** The columns of the Selected applications' trigram indexes (migration 023). */
type SelectedSearchColumn = 'name_lower' | 'email' | 'mobile_number';

/** Can the SQLite FTS5 trigram index narrow a search for this text? */
export const usesTrigramIndex = (dialect: Dialect, text: string) => dialect === 'sqlite' && [...text].length >= INDEXED_MIN_CHARS;

/** An FTS5 query for `text` as one literal phrase in the given columns (quotes doubled, no operators). */
export function ftsPhrase(text: string, columns: readonly CandidateSearchColumn[]): string {
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return columns.length === 1 ? `${columns[0]} : ${phrase}` : `{${columns.join(' ')}} : ${phrase}`;
}

/**
 * Does a name search below the trigram index walk the name index in order (SQLite: ORDER BY the
 * name, stopping at the limit)? PostgreSQL's search has no ORDER BY, so a common name stops at its
 * limit's match and a rare one uses the pg_trgm index; its rows are put in name order afterwards.
 */
export const walksNameIndexInOrder = (dialect: Dialect) => dialect === 'sqlite';
