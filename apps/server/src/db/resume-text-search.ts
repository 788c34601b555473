import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Snippet } from '@talentra/contract';
import type { Dialect, Executor } from './database.js';

/**
 * Résumé full-text search (issue 45, decision 261): the syntax people know from web search engines
 * (`react aws`, `"data engineer"`, `react OR angular`, `-php`) on both engines. The syntax is parsed
 * here and written as a tsquery for PostgreSQL (English stemming) and as an FTS5 query of quoted
 * phrases for SQLite (porter stemming), so no operator of either engine a person types (`NEAR`, `*`,
 * `^`, column filters, `&`, `!`) has any effect but the ones listed.
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

const quoted = (phrase: string) => `"${phrase.replaceAll('"', '""')}"`;

/** The FTS5 query for a parsed query: `("a" OR "b") AND "c" NOT ("d" OR "e")`. */
export function fts5Query(p: ParsedQuery): string {
  const positive = p.all.map((group) => (group.length === 1 ? quoted(group[0]!) : `(${group.map(quoted).join(' OR ')})`)).join(' AND ');
  if (!p.none.length) return positive;
  return `${positive} NOT (${p.none.map(quoted).join(' OR ')})`;
}

/**
 * The same query as a PostgreSQL tsquery, built from the parse so both engines read one meaning: each
 * phrase through `phraseto_tsquery` (English stemming, its words in order), the groups joined with the
 * tsquery operators. (`websearch_to_tsquery` has no parentheses: `react or angular node` would read
 * as `react | (angular & node)`.)
 */
export function tsQuery(p: ParsedQuery): RawBuilder<unknown> {
  const phrase = (s: string) => sql`phraseto_tsquery('english', ${s})`;
  const anyOf = (group: string[]) => (group.length === 1 ? phrase(group[0]!) : sql`(${sql.join(group.map(phrase), sql` || `)})`);
  const positive = sql.join(p.all.map(anyOf), sql` && `);
  return p.none.length ? sql`(${positive} && !!${anyOf(p.none)})` : sql`(${positive})`;
}

/** PostgreSQL looks for a window of N matches among the newest N × `recentFilesPerMatch` résumé files first (decision 309). */
export const resumeWindow = { recentFilesPerMatch: 1000 };

/**
 * The newest `limit` applications whose résumé matches the query, among `candidates` joined as
 * `joins` and filtered by `filters`, each with its résumé's score: the window the search ranks
 * (decisions 288, 301), `(candidate_id, person_id, file_id, score, marked)`. Newest is the highest
 * file id: FTS5 walks its index in that order and stops after `limit`. PostgreSQL cannot walk a GIN
 * index in order, and its estimate of how many résumés match is often far off (a typo, a phrase of
 * common words): a walk of the files newest first that expected to stop early read every file (80 ms
 * at 100,000). So it looks in two places (decision 309): the newest `limit` × 1,000 files, however it
 * likes (walked, or the index and filters); and only when they hold fewer than `limit` matches, the
 * older files' matches as a set, never walked in order (the index, or the other filters first). Only
 * the window is scored: PostgreSQL ts_rank_cd (cover density), SQLite how often the résumé holds the
 * query's words and phrases. SQLite's `marked` is the résumé's text with every match between
 * MARK_START and MARK_END (FTS5's `highlight`, read once for the score): the page's snippets are cut
 * from it (`snippetOfMarked`), with no second walk of the index. PostgreSQL's is null.
 */
export async function resumeMatchWindow(
  db: Executor,
  dialect: Dialect,
  p: ParsedQuery,
  joins: RawBuilder<unknown>,
  filters: RawBuilder<SqlBool>,
  limit: number,
): Promise<RawBuilder<{ candidate_id: number; person_id: number; file_id: number; score: number; marked: string | null }>> {
  if (dialect === 'postgres') {
    const q = tsQuery(p);
    const recentFiles = Math.max(1, Math.ceil(limit * resumeWindow.recentFilesPerMatch));
    // where the newest files start (file ids are unique, so no more than `recentFiles` of them), read
    // first and sent as a value: the planner then knows how many files the range holds (as a subquery
    // it guessed a third of the table, and walked the range for a word none holds instead of asking
    // the index); a file added meanwhile is newer still, in the range
    const newest = await sql<{ id: number | null }>`select max(file_id) as id from resume_texts`.execute(db);
    const since = Math.max(0, Number(newest.rows[0]?.id ?? 0) - recentFiles);
    const recent = sql`select candidates.id as candidate_id, candidates.person_id, r.file_id
      from resume_texts r join candidates on candidates.resume_file_id = r.file_id ${joins}
      where r.file_id > ${since} and r.search @@ ${q} and ${filters}
      order by r.file_id desc, candidates.id desc limit ${limit}`;
    // Only when the newest files fall short (the count joined laterally: a parameter of the read,
    // which the planner cannot hoist): the older files' matches as a set (materialized, unordered, so
    // the planner cannot walk every older file in order: the index, or the other filters first)
    const older = sql`select candidates.id as candidate_id, candidates.person_id, r.file_id
      from resume_texts r join candidates on candidates.resume_file_id = r.file_id ${joins}
      where r.file_id <= ${since} and r.search @@ ${q} and ${filters} and k.found < ${limit}`;
    return sql`with recent as materialized (${recent}),
      older as materialized (select o.* from (select count(*) as found from recent) k cross join lateral (${older}) o)
      select w.candidate_id, w.person_id, w.file_id, ts_rank_cd(r.search, ${q}, 32) as score, null::text as marked
      from (select * from recent union all select * from older order by file_id desc, candidate_id desc limit ${limit}) w
      join resume_texts r on r.file_id = w.file_id`;
  }
  // FTS5's bm25 is not used: on each query it counts the rows holding each phrase (its IDF), a walk
  // of the whole index (1 ms at 10,000 résumés, 50 ms at 100,000 for "data engineer"). The score is
  // how many times the résumé says what is asked (highlight's marked instances, read from this row).
  return sql`select candidate_id, person_id, file_id, length(marked) - length(replace(marked, ${MARK_START}, '')) as score, marked
    from (select candidates.id as candidate_id, candidates.person_id, resume_search.rowid as file_id,
        highlight(resume_search, 0, ${MARK_START}, ${MARK_END}) as marked
      from resume_search join candidates on candidates.resume_file_id = resume_search.rowid ${joins}
      where resume_search match ${fts5Query(p)} and ${filters}
      order by resume_search.rowid desc limit ${limit}) w`;
}

/** Words a snippet shows. */
export const SNIPPET_WORDS = 24;
const ELLIPSIS = ' … ';

/**
 * A snippet cut from a text whose matches are already marked (MARK_START … MARK_END, as FTS5's
 * `highlight` gives it): the run of `size` words (as spaces part them) holding the most marked words,
 * the earliest of equals, started a few words before its first match when the text allows, with ` … `
 * where the text goes on. The markers stay balanced: a cut inside a marked phrase closes or opens it again.
 */
export function snippetOfMarked(marked: string | null | undefined, size = SNIPPET_WORDS): string | null {
  if (!marked) return null;
  // the marked spans, in order
  const spans: number[] = [];
  for (let i = marked.indexOf(MARK_START); i !== -1; i = marked.indexOf(MARK_START, i + 1)) {
    const e = marked.indexOf(MARK_END, i);
    spans.push(i, e === -1 ? marked.length : e);
    if (e === -1) break;
    i = e;
  }
  // the words (runs of other than white space), each marked when it overlaps a span
  const starts: number[] = [];
  const ends: number[] = [];
  const inMark: boolean[] = [];
  let k = 0;
  const space = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x2028 || c === 0x2029;
  for (let i = 0; i < marked.length;) {
    while (i < marked.length && space(marked.charCodeAt(i))) i++;
    if (i >= marked.length) break;
    const ws = i;
    while (i < marked.length && !space(marked.charCodeAt(i))) i++;
    while (k < spans.length && spans[k + 1]! <= ws) k += 2;
    starts.push(ws);
    ends.push(i);
    inMark.push(k < spans.length && spans[k]! < i);
  }
  const n = starts.length;
  if (!n) return null;
  // the window of `size` words with the most marked words (a sliding count), the earliest of equals
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (inMark[i]) count++;
    if (i >= size && inMark[i - size]) count--;
    if (i >= Math.min(size, n) - 1 && count > bestCount) {
      bestCount = count;
      best = Math.max(0, i - size + 1);
    }
  }
  // a little context before the window's first match, as a search engine's snippet shows it
  const firstMark = inMark.indexOf(true, best);
  const to = Math.min(n, Math.max(0, firstMark === -1 ? best : firstMark - 3) + size);
  const from = Math.max(0, to - size);
  const s = from === 0 ? 0 : starts[from]!;
  const e = to === n ? marked.length : ends[to - 1]!;
  // a cut inside a span opens it again at the start, or closes it at the end
  const openAt = (pos: number) => {
    for (let j = 0; j < spans.length; j += 2) if (spans[j]! < pos && pos <= spans[j + 1]!) return true;
    return false;
  };
  const text = `${openAt(s) ? MARK_START : ''}${marked.slice(s, e).trim()}${openAt(e) ? MARK_END : ''}`;
  return `${s > 0 ? ELLIPSIS.trimStart() : ''}${text}${e < marked.length ? ELLIPSIS.trimEnd() : ''}`;
}

/**
 * The matches of a page of the window marked in its résumés' text (`page`: a CTE with `file_id` and
 * the window's `marked`): `(file_id, marked)`, which the caller cuts into snippets (`snippetOfMarked`),
 * one way on both engines. SQLite gives the marked text its score read (FTS5 is not walked again);
 * PostgreSQL marks the page's texts with `ts_headline` asked to mark the whole text (`HighlightAll`:
 * no search for the best fragments, which cost twice as much).
 */
export function resumePageMarked(
  dialect: Dialect,
  p: ParsedQuery,
  page: RawBuilder<unknown>,
): RawBuilder<{ file_id: number; marked: string | null }> {
  if (dialect === 'postgres') {
    const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
    return sql`select r.file_id, ts_headline('english', r.body, ${tsQuery(p)}, ${options}) as marked
      from resume_texts r where r.file_id in (select file_id from ${page})`;
  }
  return sql`select file_id, marked from ${page}`;
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

/** The words and phrases marked in a text, each once, in lower case, in the order they first appear (a suggestion's matched words). */
export const markedWords = (marked: string | null | undefined): string[] => [
  ...new Set(
    snippetSegments(marked)
      .filter((s) => s.mark)
      .map((s) => s.text.trim().toLowerCase())
      .filter(Boolean),
  ),
];
