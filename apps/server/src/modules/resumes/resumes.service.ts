import type { Readable } from 'node:stream';
import { SUGGESTIONS_LIMIT, type CandidateInput, type ResumeFieldsResult, type SuggestedCandidate } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { JOB_KINDS, type JobQueue } from '../../background/job-queue.js';
import { hasTerms, markedWords, snippetOfMarked, snippetSegments, type ParsedQuery } from '../../db/resume-text-search.js';
import type { FilesService } from '../../files/files.service.js';
import { Invalid, NotFound } from '../../http/errors.js';
import type { RawUpload } from '../../http/multipart.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { WorkspaceService } from '../workspace/workspace.service.js';
import { extractResumeText } from './extract.js';
import { resumeFields } from './resume-fields.js';
import { resumesRepository, type SuggestionRow } from './resumes.repository.js';

/** Suggestions rank the newest this many matching applications (decision 310): their cost does not grow with the résumés. */
const SUGGESTIONS_WINDOW = 200;

/** Words worth searching a job's title and skills for: not these. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'in',
  'on',
  'to',
  'with',
  'or',
  'at',
  'senior',
  'junior',
  'sr',
  'jr',
  'lead',
  'ii',
  'iii',
]);

/**
 * The queries a job's title and skills make (decision 310): `role`, résumés holding every word of the
 * title (none when the title has no word worth searching), and `any`, résumés holding any word of the
 * title or any skill (as a phrase). Both score every word and skill, so the role's are ranked by the
 * skills too. Numbers alone (a requisition's "2") are not words of the role.
 */
function jobQueries(title: string, skills: string | null): { role: ParsedQuery | null; any: ParsedQuery } {
  const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  const titleWords = [...new Set(words(title).filter((w) => !/^\p{N}+$/u.test(w)))].slice(0, 10);
  const phrases = new Set<string>(titleWords);
  for (const skill of (skills ?? '').split(/[,;\n|/]+/)) {
    const phrase = words(skill).join(' ');
    if (phrase) phrases.add(phrase);
  }
  const anyOf = [...phrases].slice(0, 30);
  return {
    role: titleWords.length ? { all: [...titleWords.map((w) => [w]), anyOf], none: [] } : null,
    any: { all: anyOf.length ? [anyOf] : [], none: [] },
  };
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new Error('file larger than any résumé may be');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
const MAX_FILE = 20 * 1024 * 1024;

/**
 * Résumé text (issue 45): extraction in the background after an upload commits (the job queue),
 * the reindex, suggested candidates for a job, and a staff form's fields read from a dropped CV.
 */
export function createResumesService(
  ctx: AppContext,
  {
    files,
    candidates,
    workspace,
    jobs,
    queue,
  }: { files: FilesService; candidates: CandidatesService; workspace: WorkspaceService; jobs: JobsService; queue: JobQueue },
) {
  const now = () => ctx.clock().toISOString();
  return {
    /** The background job: read a résumé file's text and record it (or why there is none). A file gone since is nothing to do. */
    async extract(fileId: number): Promise<void> {
      const file = await resumesRepository.file(ctx.db, fileId);
      if (!file || !(await ctx.files.exists(file.storage_key))) return;
      const bytes = await readAll(ctx.files.open(file.storage_key), MAX_FILE);
      const r = await extractResumeText(bytes, file.mime);
      // a file erased meanwhile has no row to write against: its text goes with it
      if (!(await resumesRepository.file(ctx.db, fileId))) return;
      await resumesRepository.saveText(ctx.db, {
        file_id: fileId,
        status: r.status,
        body: r.status === 'done' ? r.text : '',
        reason: r.status === 'done' ? null : r.reason,
        extracted_at: now(),
      });
    },

    /** The recorded text of a file (tests, the bench). */
    text: (fileId: number) => resumesRepository.text(ctx.db, fileId),

    /**
     * Queue every résumé file for extraction (`all`) or those with no text yet: `npm run resumes:reindex`.
     * Answers how many were queued; the servers' job workers read them.
     */
    async reindex(all: boolean): Promise<number> {
      let after = 0;
      let n = 0;
      for (;;) {
        const rows = await resumesRepository.filesToIndex(ctx.db, after, 500, !all);
        if (!rows.length) return n;
        await ctx.db.transaction().execute(async (trx) => {
          for (const r of rows) await queue.enqueue(trx, JOB_KINDS.resumeText, { file_id: r.id });
        });
        n += rows.length;
        after = rows.at(-1)!.id;
      }
    },

    /**
     * People whose résumés best match a job's title and skills, not already in its pipeline (issue 45,
     * decision 310): the best of the newest résumés that name the role, then, when they are fewer
     * than the list, the best of the newest that name any of its words or skills.
     */
    async suggestions(jobId: number): Promise<SuggestedCandidate[]> {
      const job = await jobs.load(ctx.db, jobId).catch(() => null);
      if (!job) throw new NotFound('Job not found');
      const { role, any } = jobQueries(job.job_title, job.skills_required);
      const rows: SuggestionRow[] = [];
      for (const parsed of [role, any]) {
        if (!parsed || !hasTerms(parsed) || rows.length >= SUGGESTIONS_LIMIT) continue;
        const found = await resumesRepository.suggestions(ctx.db, ctx.dialect, parsed, jobId, SUGGESTIONS_LIMIT, SUGGESTIONS_WINDOW);
        const seen = new Set(rows.map((r) => r.person_id));
        rows.push(...found.filter((r) => !seen.has(r.person_id)).slice(0, SUGGESTIONS_LIMIT - rows.length));
      }
      return rows.map((r) => ({
        candidate_id: r.candidate_id,
        person_id: r.person_id,
        candidate_name: r.candidate_name,
        current_location: r.current_location,
        matched_words: markedWords(r.marked),
        snippet: snippetSegments(snippetOfMarked(r.marked)),
      }));
    },

    /**
     * Add a suggested person to the job as a new application (staff source: no consent asked, as a
     * CV staff enter), linked to the person, with a copy of the résumé that matched; the timeline
     * records who added it (issue 45, decision 263).
     */
    async addSuggested(jobId: number, candidateId: number, actorUserId: number): Promise<{ id: number }> {
      const p = await workspace.profile(candidateId);
      const fileId = await candidates.resumeFileId(candidateId);
      const [row] = fileId ? await files.rows([fileId]) : [];
      if (!row || !(await ctx.files.exists(row.storage_key))) throw Invalid.field('candidate_id', 'This candidate has no résumé to add.');
      const bytes = await readAll(ctx.files.open(row.storage_key), MAX_FILE);
      const resume = await files.check('resume', 'resume', { bytes, filename: row.original_name });
      const input: CandidateInput = {
        job_id: jobId,
        candidate_name: p.candidate_name,
        email: p.email,
        mobile_number: p.mobile_number,
        current_location: p.current_location,
        current_company: p.current_company,
        years_experience: p.years_experience,
        relevant_experience: p.relevant_experience,
        current_ctc: p.current_ctc,
        expected_ctc: p.expected_ctc,
        notice_period: p.notice_period,
        preferred_location: p.preferred_location,
        available_for_interview: null,
        has_preferred_company: p.preferred_company ? 'yes' : 'no',
        preferred_company: p.preferred_company,
        remarks: null,
      };
      const created = await candidates.apply(input, resume!, true, actorUserId, candidateId);
      return { id: created.id };
    },

    /**
     * The staff form's fields read from a dropped résumé (not stored): the same bounded extraction
     * (a worker thread with a deadline), then the heuristics (resume-fields.ts).
     */
    async fieldsFromResume(upload: RawUpload | undefined): Promise<ResumeFieldsResult> {
      if (!upload) throw Invalid.field('resume', 'Please choose a résumé');
      const checked = (await files.check('resume', 'resume', upload))!;
      const r = await extractResumeText(checked.bytes, checked.mime);
      return { status: r.status, fields: r.status === 'done' ? resumeFields(r.text) : {} };
    },
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;
