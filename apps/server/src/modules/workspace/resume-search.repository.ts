import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { resumeMatches, resumeSnippets, type ParsedQuery } from '../../db/resume-text-search.js';
import { HEAD_COLUMNS, and, drivenRowMatches, relatedMatches, searchValues, type PeopleFilters, type PersonHeadRow } from './workspace.repository.js';

/** A person the résumé search found: their head row, the score of their best résumé, its snippet. */
export type ResumeHeadRow = PersonHeadRow & { score: number; file_id: number; snippet: string | null };

/**
 * The candidate search with "Résumé contains" (issue 45, decision 261): the people with an
 * application whose résumé matches the query and which matches every other filter of the search,
 * best match first (the engine's own ranking: FTS5 bm25, PostgreSQL ts_rank_cd), each with a
 * snippet of their best-matching résumé, `limit` from `offset`.
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
  const head = sql.raw(HEAD_COLUMNS.join(', '));
  const r = await sql<ResumeHeadRow>`with m as materialized (${resumeMatches(dialect, parsed)}),
    hits as (
      select candidates.person_id, m.file_id, m.score,
        row_number() over (partition by candidates.person_id order by m.score desc, candidates.id desc) as n
      from m
      join candidates on candidates.resume_file_id = m.file_id
      join jobs on jobs.id = candidates.job_id
      ${rest.stage ? sql`left join process_trackers t on t.candidate_id = candidates.id` : sql``}
      where ${and(filters)}
    ),
    page as (
      select ${head}, hits.score, hits.file_id from hits join candidates h on h.id = hits.person_id
      where hits.n = 1
      order by hits.score desc, h.id desc
      limit ${limit} offset ${offset}
    ),
    snips as (${resumeSnippets(dialect, parsed, sql`select file_id from page`)})
    select page.*, snips.snippet from page left join snips on snips.file_id = page.file_id
    order by page.score desc, page.id desc`.execute(db);
  return r.rows.map((row) => ({ ...row, score: Number(row.score), file_id: Number(row.file_id) }));
}
