import { API_PREFIX, CANDIDATE_SEARCH_MAX_RESULTS, MSG, maskEmail, type CandidateInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { CheckedFile } from '../../files/file-check.js';
import { createFilesService } from '../../files/files.service.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import { createJobsService } from '../jobs/jobs.service.js';
import { createStatsService } from '../stats/stats.service.js';
import { applicationReceived } from '../../mail/templates.js';
import { candidatesRepository, type CandidateFilters, type CandidateListRow } from './candidates.repository.js';

function toCandidate(r: CandidateListRow) {
  return {
    id: r.id,
    candidate_id: r.id,
    job_id: r.job_id,
    job_title: r.job_title,
    client_name: r.client_name,
    job_location: r.job_location,
    candidate_name: r.candidate_name,
    email: r.email,
    mobile_number: r.mobile_number,
    current_location: r.current_location,
    current_company: r.current_company,
    years_experience: r.years_experience,
    relevant_experience: r.relevant_experience,
    current_ctc: r.current_ctc,
    expected_ctc: r.expected_ctc,
    notice_period: r.notice_period,
    preferred_location: r.preferred_location,
    available_for_interview: r.available_for_interview,
    has_preferred_company: r.has_preferred_company,
    preferred_company: r.preferred_company,
    remarks: r.remarks,
    status: r.status,
    resume: r.resume_file_id ? `${API_PREFIX}/candidates/${r.id}/resume` : null,
    process_stages: r.tracker_id
      ? {
          screening: r.screening,
          hr_interview: r.hr_interview,
          client_cv_review: r.client_cv_review,
          client_interview: r.client_interview,
          offer_letter: r.offer_letter,
          rejected: r.rejected,
        }
      : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function createCandidatesService(ctx: AppContext) {
  const files = createFilesService(ctx);
  const jobs = createJobsService(ctx);
  const stats = createStatsService(ctx);
  const now = () => ctx.clock().toISOString();

  return {
    /** An application (api.md "Field rules: Candidate"): one per e-mail per job, only while the job takes them. */
    async apply(input: CandidateInput, resume: CheckedFile, staff: boolean) {
      const job = await jobs.load(ctx.db, input.job_id).catch(() => null);
      if (!job) throw Invalid.field('job_id', 'Please select a valid job');
      // closed jobs take no applications; the public may apply only to visible ones (paused jobs are staff-only)
      if (jobs.isClosed(job) || (!staff && !jobs.isVisible(job))) throw new Conflict(MSG.jobNotAccepting);
      const keys = await files.write([resume]);
      try {
        const id = await ctx.db.transaction().execute(async (trx) => {
          const fileId = await files.record(trx, resume, keys.get(resume)!);
          const at = now();
          const candidateId = await candidatesRepository.insert(trx, {
            ...input,
            name_lower: input.candidate_name.toLowerCase(),
            resume_file_id: fileId,
            status: 'Applied',
            created_at: at,
            updated_at: at,
          });
          await stats.countChange(trx, { kind: 'candidate_added', jobId: input.job_id }); // the dashboard figures (issue 19)
          // the confirmation is stored with the application: no application without its mail
          await ctx.outbox.enqueue(trx, applicationReceived({ to: input.email, name: input.candidate_name, jobTitle: job.job_title }));
          return candidateId;
        });
        return this.get(id);
      } catch (err) {
        await files.discard(keys);
        if (isUniqueViolation(err)) throw new Conflict(MSG.alreadyApplied);
        throw err;
      }
    },

    async get(id: number) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      return toCandidate(row);
    },

    async list(filters: CandidateFilters) {
      const { rows, total } = await candidatesRepository.list(ctx.db, ctx.dialect, filters);
      return { rows: rows.map(toCandidate), total };
    },

    /** Public name search for Refer a Friend: nothing beyond these five fields, e-mail masked. */
    async search(name: string) {
      const rows = await candidatesRepository.searchByName(ctx.db, ctx.dialect, name.trim(), CANDIDATE_SEARCH_MAX_RESULTS);
      return rows.map((r) => ({
        id: r.id,
        candidate_name: r.candidate_name,
        email: maskEmail(r.email),
        current_location: r.current_location,
        job_id: r.job_id,
      }));
    },

    async setStatus(id: number, status: string) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      const job = await jobs.load(ctx.db, row.job_id);
      if (jobs.isClosed(job)) throw new Conflict('This job is closed; its candidates cannot be changed.');
      await candidatesRepository.setStatus(ctx.db, id, status, now());
      return this.get(id);
    },

    async resumeFileId(id: number) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      return row.resume_file_id;
    },

    count: () => candidatesRepository.count(ctx.db),
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;
