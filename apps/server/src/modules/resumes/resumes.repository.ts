import { sql, type SqlBool } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { resumeMatchWindow, resumePageMarked, type ParsedQuery } from '../../db/resume-text-search.js';

export interface SuggestionRow {
  candidate_id: number;
  person_id: number;
  candidate_name: string;
  current_location: string;
  /** The résumé's text with the query's matches marked (MARK_START … MARK_END). */
  marked: string | null;
}

/** Résumé texts (migration 030) and the reads over them that are not the workspace search. */
export const resumesRepository = {
  /** The stored file of a résumé, to extract (null: gone, or not a résumé). */
  file: (db: Executor, fileId: number) =>
    db
      .selectFrom('stored_files')
      .select(['id', 'storage_key', 'mime', 'original_name'])
      .where('id', '=', fileId)
      .where('kind', '=', 'resume')
      .executeTakeFirst(),

  /** Record a file's text (again, on a reindex). */
  async saveText(db: Executor, row: { file_id: number; status: string; body: string; reason: string | null; extracted_at: string }) {
    await db
      .insertInto('resume_texts')
      .values(row)
      .onConflict((oc) =>
        oc.column('file_id').doUpdateSet({ status: row.status, body: row.body, reason: row.reason, extracted_at: row.extracted_at }),
      )
      .execute();
  },

  text: (db: Executor, fileId: number) => db.selectFrom('resume_texts').selectAll().where('file_id', '=', fileId).executeTakeFirst(),

  /** Résumé files after `afterId`, `limit` of them, with (`missingOnly`) no text recorded yet: the reindex walks them. */
  filesToIndex(db: Executor, afterId: number, limit: number, missingOnly: boolean) {
    return db
      .selectFrom('stored_files')
      .select('stored_files.id')
      .where('stored_files.kind', '=', 'resume')
      .where('stored_files.id', '>', afterId)
      .$if(missingOnly, (q) =>
        q.where((eb) => eb.not(eb.exists(eb.selectFrom('resume_texts').select('file_id').whereRef('resume_texts.file_id', '=', 'stored_files.id')))),
      )
      .orderBy('stored_files.id')
      .limit(limit)
      .execute();
  },

  /**
   * The people whose résumé best matches the query among the newest `window` matching applications of
   * people with none to this job (decision 310), best first: each with the application whose résumé
   * matched best (the one a new application copies) and that résumé's text with the query's matches
   * marked, which the caller cuts into a snippet.
   */
  async suggestions(db: Executor, dialect: Dialect, parsed: ParsedQuery, jobId: number, limit: number, window: number): Promise<SuggestionRow[]> {
    const joins = sql`join jobs on jobs.id = candidates.job_id`;
    const eligible = sql<SqlBool>`candidates.person_id is not null and jobs.deleted_at is null
      and not exists (select 1 from candidates x where x.person_id = candidates.person_id and x.job_id = ${jobId})`;
    const r = await sql<SuggestionRow>`with w as materialized (${await resumeMatchWindow(db, dialect, parsed, joins, eligible, window)}),
      hits as (
        select candidate_id, person_id, file_id, score, marked,
          row_number() over (partition by person_id order by score desc, candidate_id desc) as n
        from w
      ),
      page as (
        select hits.candidate_id, hits.person_id, h.candidate_name, h.current_location, hits.file_id, hits.score, hits.marked
        from hits cross join candidates h
        where h.id = hits.person_id and hits.n = 1
        order by hits.score desc, hits.person_id desc
        limit ${limit}
      ),
      snips as materialized (${resumePageMarked(dialect, parsed, sql`page`)})
      select page.candidate_id, page.person_id, page.candidate_name, page.current_location, snips.marked
      from page left join snips on snips.file_id = page.file_id
      order by page.score desc, page.person_id desc`.execute(db);
    return r.rows;
  },
};
