import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { resumeMatchWindow, resumePageMarked, snippetOfMarked, type ParsedQuery } from '../../db/resume-text-search.js';
import { HEAD_COLUMNS, and, drivenRowMatches, relatedMatches, searchValues, type PeopleFilters, type PersonHeadRow } from './workspace.repository.js';

/** A person the résumé search found: their head row, the score of their best résumé, its snippet. */
export type ResumeHeadRow = PersonHeadRow & { score: number; file_id: number; snippet: string | null };

/**
 * Matches ranked together (decisions 288, 301): the newest BLOCK matching applications are ranked
 * against each other, then the next BLOCK, and so on; a page reads the blocks its people can be in and
 * no more, so a common word costs the same at any size, and the order stays one order from page to page.
 */
export const resumeRanking = { block: 50 };

/**
 * The candidate search with "Résumé contains" (issue 45, decisions 261, 288, 301): the people with an
 * application whose résumé matches the query and which matches every other filter of the search,
 * best match first within each block of newest matches (the engine's own ranking: FTS5 matches
 * counted, PostgreSQL ts_rank_cd), each with a snippet of their best-matching résumé, `limit` from `offset`.
 */
export async function peopleByResume(
  db: Executor,
  dialect: Dialect,
  f: PeopleFilters,
  parsed: ParsedQuery,
  offset: number,
  limit: number,
): Promise<ResumeHeadRow[]> {
  const rest: PeopleFilters = { ...f, resume: undefined } as PeopleFilters;
  const filters: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`candidates.person_id is not null`,
    ...drivenRowMatches(dialect, rest, 'candidates'),
    ...relatedMatches(rest.stage, searchValues(rest), 'jobs', 't'),
  ];
  const joins = sql`join jobs on jobs.id = candidates.job_id
    ${rest.stage ? sql`left join process_trackers t on t.candidate_id = candidates.id` : sql``}`;
  const block = resumeRanking.block;
  const head = sql.raw(HEAD_COLUMNS.join(', '));
  // Whole blocks up to the page's end; a person appears once (their newest matching application's
  // block), so when the window's people fall short of the page while it was full (people with
  // several matching applications), it is read again twice as long: the page is always whole.
  for (let window = block * Math.ceil((offset + limit) / block); ; window *= 2) {
    const r = await sql<
      ResumeHeadRow & { window_rows: number; marked: string | null; snippet_marked: string | null }
    >`with w as materialized (${await resumeMatchWindow(db, dialect, parsed, joins, and(filters), window)}),
      hits as (
        select person_id, file_id, score, block, marked,
          row_number() over (partition by person_id order by block, score desc, candidate_id desc) as n
        from (select w.*, (row_number() over (order by file_id desc, candidate_id desc) - 1) / ${sql.lit(block)} as block from w) b
      ),
      page as (
        -- the window's people, then their head rows by id (SQLite keeps a cross join's order)
        select ${head}, hits.score, hits.block, hits.file_id, hits.marked from hits cross join candidates h
        where h.id = hits.person_id and hits.n = 1
        order by hits.block, hits.score desc, h.id desc
        limit ${limit} offset ${offset}
      ),
      snips as materialized (${resumePageMarked(dialect, parsed, sql`page`)})
      select page.*, snips.marked as snippet_marked, c.window_rows from (select count(*) as window_rows from w) c
        left join page on true left join snips on snips.file_id = page.file_id
      order by page.block, page.score desc, page.id desc`.execute(db);
    const rows = r.rows.filter((row) => row.id !== null);
    if (rows.length < limit && Number(r.rows[0]?.window_rows ?? 0) === window) continue;
    return rows.map(({ window_rows: _, marked: __, snippet_marked, ...row }) => ({
      ...row,
      score: Number(row.score),
      file_id: Number(row.file_id),
      snippet: snippetOfMarked(snippet_marked),
    }));
  }
}
