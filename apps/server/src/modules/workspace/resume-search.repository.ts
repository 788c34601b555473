import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { resumeMatchWindow, resumeSnippets, type ParsedQuery } from '../../db/resume-text-search.js';
import { HEAD_COLUMNS, and, drivenRowMatches, relatedMatches, searchValues, type PeopleFilters, type PersonHeadRow } from './workspace.repository.js';

/** A person the résumé search found: their head row, the score of their best résumé, its snippet. */
export type ResumeHeadRow = PersonHeadRow & { score: number; file_id: number; snippet: string | null };

/**
 * Matches ranked together (decision 288): the newest BLOCK matching applications are ranked against
 * each other, then the next BLOCK, and so on; a page reads the blocks its people can be in (twice its
 * end, for people with several matching applications) and no more, so a common word costs the same
 * at any size, and the order stays one order from page to page.
 */
export const resumeRanking = { block: 200 };

/**
 * The candidate search with "Résumé contains" (issue 45, decisions 261, 288): the people with an
 * application whose résumé matches the query and which matches every other filter of the search,
 * best match first within each block of newest matches (the engine's own ranking: FTS5 bm25,
 * PostgreSQL ts_rank_cd), each with a snippet of their best-matching résumé, `limit` from `offset`.
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
  const window = block * Math.ceil((2 * (offset + limit)) / block);
  const head = sql.raw(HEAD_COLUMNS.join(', '));
  const r = await sql<ResumeHeadRow>`with w as materialized (${resumeMatchWindow(dialect, parsed, joins, and(filters), window)}),
    hits as (
      select person_id, file_id, score, block,
        row_number() over (partition by person_id order by block, score desc, candidate_id desc) as n
      from (select w.*, (row_number() over (order by file_id desc, candidate_id desc) - 1) / ${sql.lit(block)} as block from w) b
    ),
    page as (
      select ${head}, hits.score, hits.block, hits.file_id from hits join candidates h on h.id = hits.person_id
      where hits.n = 1
      order by hits.block, hits.score desc, h.id desc
      limit ${limit} offset ${offset}
    ),
    snips as materialized (${resumeSnippets(dialect, parsed, sql`select file_id from page`)})
    select page.*, snips.snippet from page left join snips on snips.file_id = page.file_id
    order by page.block, page.score desc, page.id desc`.execute(db);

  return r.rows.map((row) => ({ ...row, score: Number(row.score), file_id: Number(row.file_id) }));
}
