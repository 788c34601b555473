import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { resumeMatches, resumeSnippets, type ParsedQuery } from '../../db/resume-text-search.js';
import { idInList, idList } from '../../db/sql-helpers.js';

export interface SuggestionRow {
  candidate_id: number;
  person_id: number;
  candidate_name: string;
  current_location: string;
  file_id: number;
  score: number;
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
   * The people whose résumé best matches the query, best first, none of whom has an application to
   * this job: each with the application whose résumé matched best (the one a new application copies).
   */
  async suggestions(db: Executor, dialect: Dialect, parsed: ParsedQuery, jobId: number, limit: number): Promise<SuggestionRow[]> {
    const r = await sql<SuggestionRow>`with m as materialized (${resumeMatches(dialect, parsed)}),
      hits as (
        select candidates.id as candidate_id, candidates.person_id, m.file_id, m.score,
          row_number() over (partition by candidates.person_id order by m.score desc, candidates.id desc) as n
        from m
        join candidates on candidates.resume_file_id = m.file_id
        join jobs on jobs.id = candidates.job_id and jobs.deleted_at is null
        where candidates.person_id is not null
      )
      select hits.candidate_id, hits.person_id, h.candidate_name, h.current_location, hits.file_id, hits.score
      from hits join candidates h on h.id = hits.person_id
      where hits.n = 1 and not exists (select 1 from candidates x where x.person_id = hits.person_id and x.job_id = ${jobId})
      order by hits.score desc, hits.person_id
      limit ${limit}`.execute(db);
    return r.rows.map((row) => ({ ...row, score: Number(row.score) }));
  },

  /** Each file's snippet around what the query matched (markers: db/resume-text-search.ts). */
  async snippets(db: Executor, dialect: Dialect, parsed: ParsedQuery, fileIds: number[]): Promise<Map<number, string>> {
    if (!fileIds.length) return new Map();
    const ids = sql`select id as file_id from stored_files where ${idInList(dialect, 'stored_files.id', idList(dialect, fileIds))}`;
    const r = await resumeSnippets(dialect, parsed, ids).execute(db);
    return new Map(r.rows.map((row) => [Number(row.file_id), row.snippet]));
  },
};
