import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Snippet } from '@talentra/contract';
import type { Dialect } from './database.js';

/**
 * Résumé full-text search (issue 45, decision 261): the syntax people know from web search engines
 * (`react aws`, `"data engineer"`, `react OR angular`, `-php`) on both engines. PostgreSQL reads it
 * itself (`websearch_to_tsquery`, English stemming); for SQLite's FTS5 (porter stemming) the same
 * syntax is parsed here and written as an FTS5 query of quoted phrases, so no FTS5 operator a person
 * types (`NEAR`, `*`, `^`, column filters) has any effect but the ones listed.
 */

/** Highlight markers around a matched word in a snippet: control characters no extracted text holds (they are stripped). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/** A query: groups that must all match (each group: any of its phrases), and phrases that must not. */
export interface ParsedQuery {
  all: string[][];
  none: string[];
}

/** Words of a phrase as the tokenizer sees them: letters and digits (a `c++` is `c`), lower case. */
const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Parse web-search syntax: quoted phrases, `OR` between terms, a leading `-` to exclude. */
export function parseResumeQuery(q: string): ParsedQuery {
  const tokens: { text: string; negated: boolean; or: boolean }[] = [];
  const re = /(-?)"([^"]*)"?|(\S+)/g;
  for (let m = re.exec(q); m; m = re.exec(q)) {
    if (m[3] !== undefined) {
      const raw = m[3];
      if (raw === 'OR' || raw === 'or') {
        tokens.push({ text: '', negated: false, or: true });
        continue;
      }
      const negated = raw.startsWith('-') && raw.length > 1;
      const phrase = words(negated ? raw.slice(1) : raw).join(' ');
      if (phrase) tokens.push({ text: phrase, negated, or: false });
    } else {
      const phrase = words(m[2] ?? '').join(' ');
      if (phrase) tokens.push({ text: phrase, negated: m[1] === '-', or: false });
    }
  }
  const all: string[][] = [];
  const none: string[] = [];
  let joinNext = false;
  for (const t of tokens) {
    if (t.or) {
      joinNext = all.length > 0;
      continue;
    }
    if (t.negated) {
      none.push(t.text);
      joinNext = false;
      continue;
    }
    if (joinNext) all.at(-1)!.push(t.text);
    else all.push([t.text]);
    joinNext = false;
  }
  return { all, none };
}

/** Does the query hold anything to find? (Only exclusions find nothing, as on the web.) */
export const hasTerms = (p: ParsedQuery) => p.all.length > 0;

/** The words a query looks for (the suggestions' "matched words"). */
export const queryWords = (p: ParsedQuery) => [...new Set(p.all.flat().flatMap((phrase) => phrase.split(' ')))];

const quoted = (phrase: string) => `"${phrase.replaceAll('"', '""')}"`;

/** The FTS5 query for a parsed query: `("a" OR "b") AND "c" NOT ("d" OR "e")`. */
export function fts5Query(p: ParsedQuery): string {
  const positive = p.all.map((group) => (group.length === 1 ? quoted(group[0]!) : `(${group.map(quoted).join(' OR ')})`)).join(' AND ');
  if (!p.none.length) return positive;
  return `${positive} NOT (${p.none.map(quoted).join(' OR ')})`;
}

/** The same query for PostgreSQL's websearch_to_tsquery, rebuilt from the parse (so both engines read one meaning). */
export function webSearchText(p: ParsedQuery): string {
  const phrase = (s: string) => (s.includes(' ') ? `"${s}"` : s);
  return [...p.all.map((group) => group.map(phrase).join(' or ')), ...p.none.map((s) => `-${phrase(s)}`)].join(' ');
}

/**
 * The résumé files matching a query, each with its score (higher is better): `(file_id, score)` rows.
 * SQLite: FTS5's bm25 (negated); PostgreSQL: ts_rank_cd over the GIN-indexed tsvector.
 */
export function resumeMatches(dialect: Dialect, p: ParsedQuery): RawBuilder<{ file_id: number; score: number }> {
  if (dialect === 'postgres') {
    return sql`select r.file_id, ts_rank_cd(r.search, websearch_to_tsquery('english', ${webSearchText(p)}), 32) as score
      from resume_texts r where r.search @@ websearch_to_tsquery('english', ${webSearchText(p)})`;
  }
  return sql`select rowid as file_id, -bm25(resume_search) as score from resume_search where resume_search match ${fts5Query(p)}`;
}

/**
 * The newest `limit` applications whose résumé matches the query, among `candidates` joined as
 * `joins` and filtered by `filters`, each with its résumé's score: the window the search ranks
 * (decision 288), `(candidate_id, person_id, file_id, score)`. Newest is the highest file id: FTS5
 * walks its index in that order and stops after `limit`; PostgreSQL reads the GIN-indexed matches or
 * walks the files newest first, whichever it estimates cheaper. Only the window is scored: PostgreSQL
 * ts_rank_cd (cover density), SQLite how often the résumé holds the query's words and phrases.
 */
export function resumeMatchWindow(
  dialect: Dialect,
  p: ParsedQuery,
  joins: RawBuilder<unknown>,
  filters: RawBuilder<SqlBool>,
  limit: number,
): RawBuilder<{ candidate_id: number; person_id: number; file_id: number; score: number }> {
  if (dialect === 'postgres') {
    const q = sql`websearch_to_tsquery('english', ${webSearchText(p)})`;
    return sql`select w.candidate_id, w.person_id, w.file_id, ts_rank_cd(r.search, ${q}, 32) as score
      from (select candidates.id as candidate_id, candidates.person_id, r.file_id
        from resume_texts r join candidates on candidates.resume_file_id = r.file_id ${joins}
        where r.search @@ ${q} and ${filters}
        order by r.file_id desc, candidates.id desc limit ${limit}) w
      join resume_texts r on r.file_id = w.file_id`;
  }
  // FTS5's bm25 is not used: on each query it counts the rows holding each phrase (its IDF), a walk
  // of the whole index (1 ms at 10,000 résumés, 50 ms at 100,000 for "data engineer"). The score is
  // how many times the résumé says what is asked (highlight's marked instances, read from this row).
  return sql`select candidate_id, person_id, file_id, length(marked) - length(replace(marked, ${MARK_START}, '')) as score
    from (select candidates.id as candidate_id, candidates.person_id, resume_search.rowid as file_id,
        highlight(resume_search, 0, ${MARK_START}, '') as marked
      from resume_search join candidates on candidates.resume_file_id = resume_search.rowid ${joins}
      where resume_search match ${fts5Query(p)} and ${filters}
      order by resume_search.rowid desc limit ${limit}) w`;
}

/**
 * A snippet of each of these files' text around what the query matched, matched words between
 * MARK_START and MARK_END (the caller splits on them: the text itself is never HTML): `(file_id, snippet)`.
 * `fileIds` is a query of one column, `file_id`.
 */
export function resumeSnippets(dialect: Dialect, p: ParsedQuery, fileIds: RawBuilder<unknown>): RawBuilder<{ file_id: number; snippet: string }> {
  if (dialect === 'postgres') {
    const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
    return sql`select r.file_id, ts_headline('english', r.body, websearch_to_tsquery('english', ${webSearchText(p)}), ${options}) as snippet
      from resume_texts r where r.file_id in (${fileIds})`;
  }
  // the files' id range bounds FTS5's walk of its index; `+rowid` keeps the list a filter (as a
  // constraint FTS5 would evaluate the whole query once per id)
  return sql`select rowid as file_id, snippet(resume_search, 0, ${MARK_START}, ${MARK_END}, ' … ', 24) as snippet
    from resume_search where resume_search match ${fts5Query(p)}
      and rowid >= (select min(file_id) from (${fileIds}) f) and rowid <= (select max(file_id) from (${fileIds}) f)
      and +rowid in (${fileIds})`;
}

/** A snippet with its markers (db/resume-text-search.ts) as segments the page renders as text, matched ones in <mark>. */
export function snippetSegments(snippet: string | null | undefined): Snippet {
  if (!snippet) return [];
  const out: Snippet = [];
  for (const part of snippet.split(MARK_START)) {
    const end = part.indexOf(MARK_END);
    if (end === -1) {
      if (part) out.push({ text: part, mark: false });
      continue;
    }
    if (end > 0) out.push({ text: part.slice(0, end), mark: true });
    const rest = part.slice(end + MARK_END.length);
    if (rest) out.push({ text: rest, mark: false });
  }
  return out;
}
