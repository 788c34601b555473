import {
  API_PREFIX,
  CANDIDATE_SEARCH_MAX_RESULTS,
  MSG,
  MY_APPLICATIONS_ACK_LINK_TTL_MS,
  PRIVACY_NOTICE_VERSION,
  canonicalPhone,
  maskEmail,
  type CandidateInput,
  type CandidateMatch,
  type Role,
  type StaffCandidate,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, type Executor } from '../../db/database.js';
import type { CheckedFile } from '../../files/file-check.js';
import type { FilesService } from '../../files/files.service.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { StatsService } from '../stats/stats.service.js';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service.js';
import { applicationReceived } from '../../mail/templates.js';
import { issueApplicantLink } from '../../auth/applicant-links.js';
import { linkPerson, phoneKey } from '../../db/people.js';
import { isDeepPage } from '../../db/deep-page.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';
import { candidatesRepository, type CandidateFilters, type CandidateListRow, type CandidateTextColumns } from './candidates.repository.js';

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
    consent_source: r.consent_source,
    consent_version: r.consent_version,
    consent_at: r.consent_at,
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
  } satisfies StaffCandidate;
}

/**
 * What Bdm may not see of a candidate (issue 18): contact details, pay, HR's remarks and the resume
 * (which holds the same contact details). Absent from the answer, not blanked.
 */
export const HIDDEN_FROM_BDM = ['email', 'candidate_email', 'mobile_number', 'current_ctc', 'expected_ctc', 'remarks', 'resume'] as const;

/**
 * The one projection of a candidate by the caller's role, used by every staff answer that carries
 * candidates (lists, details, dashboard details): Bdm gets it without HIDDEN_FROM_BDM.
 */
export function candidateForRole<T extends object>(candidate: T, role: Role | undefined): T {
  if (role !== 'Bdm') return candidate;
  const copy: Record<string, unknown> = { ...(candidate as Record<string, unknown>) };
  for (const key of HIDDEN_FROM_BDM) delete copy[key];
  return copy as T;
}

/**
 * What a role's text search may match: only fields the role may read, or the search would tell Bdm
 * a hidden e-mail or phone a substring at a time (issue 41). Bdm: the name alone.
 */
export const searchableBy = (role: Role | undefined): CandidateTextColumns => (role === 'Bdm' ? 'name' : 'contact');

export function createCandidatesService(
  ctx: AppContext,
  { files, jobs, stats, mailTemplates }: { files: FilesService; jobs: JobsService; stats: StatsService; mailTemplates: MailTemplatesService },
) {
  const now = () => ctx.clock().toISOString();

  return {
    /** An application (api.md "Field rules: Candidate"): one per e-mail per job, only while the job takes them. */
    async apply(input: CandidateInput, resume: CheckedFile, staff: boolean, actorUserId: number | null = null, samePersonAs: number | null = null) {
      // the consent goes with the row: a public application has just agreed to the current notice
      // (the route checked its version); staff entering a CV they were given record 'staff' and the
      // notice the candidate's confirmation mail links to (decision 80)
      const job = await jobs.load(ctx.db, input.job_id).catch(() => null);
      if (!job) throw Invalid.field('job_id', 'Please select a valid job');
      // closed jobs take no applications; the public may apply only to visible ones (paused jobs are staff-only)
      if (jobs.isClosed(job) || (!staff && !jobs.isVisible(job))) throw new Conflict(MSG.jobNotAccepting);
      // 'Same person' (staff only): the application it names must exist (issue 41)
      const sameAs = staff && samePersonAs !== null ? await candidatesRepository.exists(ctx.db, samePersonAs) : undefined;
      if (staff && samePersonAs !== null && !sameAs) throw Invalid.field('same_person_as', 'That candidate no longer exists.');
      // one form of the phone, whichever form it was typed in (issue 41)
      const phone = canonicalPhone(input.mobile_number);
      const keys = await files.write([resume]);
      try {
        const id = await ctx.db.transaction().execute(async (trx) => {
          const fileId = await files.record(trx, resume, keys.get(resume)!);
          const at = now();
          const candidateId = await candidatesRepository.insert(trx, {
            ...input,
            mobile_number: phone,
            name_lower: input.candidate_name.toLowerCase(),
            resume_file_id: fileId,
            status: 'Applied',
            consent_source: staff ? 'staff' : 'application',
            consent_version: PRIVACY_NOTICE_VERSION,
            consent_at: staff ? null : at,
            created_at: at,
            updated_at: at,
            phone_key: phoneKey(phone),
          });
          // a new application of their own renews the consent for every earlier one (retention counts from it)
          if (!staff) await candidatesRepository.renewConsent(trx, input.email, PRIVACY_NOTICE_VERSION, at);
          // the same person (the same e-mail, or the person staff said it is) across jobs, and the
          // first line of the timeline (issues 15, 41)
          await linkPerson(trx, candidateId, input.email, sameAs?.id ?? null);
          await recordCandidateEvent(trx, { candidateId, actorUserId, kind: 'applied', detail: { job_id: input.job_id }, at });
          if (sameAs) await recordCandidateEvent(trx, { candidateId, actorUserId, kind: 'linked', detail: { with_candidate_id: sameAs.id }, at });
          await stats.countChange(trx, { kind: 'candidate_added', jobId: input.job_id }); // the dashboard figures (issue 19)
          // the confirmation is stored with the application: no application without its mail
          // with the link that follows it (issue 46): the applicant's own applications, no password
          const myApplicationsUrl = staff
            ? undefined
            : await issueApplicantLink(trx, {
                email: input.email,
                now: ctx.clock(),
                ttlMs: MY_APPLICATIONS_ACK_LINK_TTL_MS,
                publicUrl: ctx.config.publicUrl,
              });
          await ctx.outbox.enqueue(
            trx,
            applicationReceived({
              to: input.email,
              name: input.candidate_name,
              jobTitle: job.job_title,
              publicUrl: ctx.config.publicUrl,
              myApplicationsUrl,
              template: await mailTemplates.body(trx, 'application_received'),
            }),
          );
          return candidateId;
        });
        return this.get(id);
      } catch (err) {
        await files.discard(keys);
        if (isUniqueViolation(err)) throw new Conflict(MSG.alreadyApplied);
        throw err;
      }
    },

    /** A candidate as `role` may see them (candidateForRole); the full row without a role (server use). */
    async get(id: number, role?: Role) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      return candidateForRole(toCandidate(row), role);
    },

    async list(filters: CandidateFilters, role?: Role) {
      const unfiltered = !filters.q && !filters.job_id && !filters.status;
      const textColumns = searchableBy(role);
      // a deep page of the whole list: its total first, so a page near the end is read from the end
      // (decision 220); any other page beside its total
      const [page, counted] =
        unfiltered && isDeepPage(filters.offset)
          ? await stats
              .counted()
              .then(async (c) => [await candidatesRepository.list(ctx.db, ctx.dialect, { ...filters, textColumns, total: c.candidates }), c] as const)
          : await Promise.all([candidatesRepository.list(ctx.db, ctx.dialect, { ...filters, textColumns }), unfiltered ? stats.counted() : null]);
      const rows = page.rows.map((r) => candidateForRole(toCandidate(r), role));
      // exact: a job's list (counted, the job bounds it) and the whole list (the counter); any other
      // list is not counted: its total reaches one past this page when more follow (decision 128)
      if (page.total !== null) return { rows, total: page.total, capped: false };
      if (counted) return { rows, total: counted.candidates, capped: false };
      return { rows, total: filters.offset + rows.length + (page.more ? 1 : 0), capped: page.more };
    },

    /**
     * Public name search for Refer a Friend (issue 18): only what a referrer needs to recognise
     * themself, the name and a masked e-mail, with the id the referral names. No job, no location.
     */
    async search(name: string) {
      const rows = await candidatesRepository.searchByName(ctx.db, ctx.dialect, name.trim(), CANDIDATE_SEARCH_MAX_RESULTS);
      return rows.map((r) => ({ id: r.id, candidate_name: r.candidate_name, email: maskEmail(r.email) }) satisfies CandidateMatch);
    },

    async setStatus(id: number, status: string, actorUserId: number | null = null) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      const job = await jobs.load(ctx.db, row.job_id);
      if (jobs.isClosed(job)) throw new Conflict('This job is closed; its candidates cannot be changed.');
      const at = now();
      await ctx.db.transaction().execute(async (trx) => {
        await candidatesRepository.setStatus(trx, id, status, at);
        if (row.status !== status)
          await recordCandidateEvent(trx, {
            candidateId: id,
            actorUserId,
            kind: 'edited',
            detail: { field: 'status', from: row.status, to: status },
            at,
          });
      });
      return this.get(id);
    },

    async resumeFileId(id: number) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      return row.resume_file_id;
    },

    count: async () => (await stats.counted()).candidates,

    // reads other modules need, inside their own transaction when they pass one (issue 20: a
    // service calls another module's service, never its repository)

    /** The candidate's id and job, or undefined: whether they exist at all, deleted job or not. */
    locate: (id: number, db: Executor = ctx.db) => candidatesRepository.exists(db, id),
    /** The full row with its job (undefined when missing or the job is deleted). */
    findRow: (id: number, db: Executor = ctx.db) => candidatesRepository.findById(db, id),
    /** A candidate the public may name (Refer a Friend): one of a visible job, as the search shows. */
    ofVisibleJob: (id: number, db: Executor = ctx.db) => candidatesRepository.ofVisibleJob(db, id),

    // what the privacy module's export, erasure and retention run hold and delete of the applications

    /** A person's applications found by a candidate id, an e-mail and/or a phone, with every e-mail, phone and name they carry. */
    findPerson: (q: { candidateId?: number; email?: string; phone?: string }) => candidatesRepository.findPerson(ctx.db, q),
    /** These applications, whole, with their job and their tracker's last change. */
    withJobAndTracker: (ids: number[]) => candidatesRepository.withJobAndTracker(ctx.db, ids),
    /** Candidates due for erasure at `cutoff` (not hired, nothing newer); `limit` null: all of them. */
    dueForErasure: (cutoff: string, limit: number | null) => candidatesRepository.dueForErasure(ctx.db, cutoff, limit),
    dueForErasureCount: (cutoff: string) => candidatesRepository.dueForErasureCount(ctx.db, cutoff),
    /**
     * Delete these applications inside the caller's transaction (what hangs off them by ON DELETE
     * CASCADE goes with them): answers the rows deleted, how many each job lost, and their resume files.
     */
    async deleteApplications(trx: Executor, ids: number[]) {
      const byJob = await candidatesRepository.countByJob(trx, ids);
      const resumeFileIds = await candidatesRepository.resumeFileIds(trx, ids);
      const rows = await candidatesRepository.deleteMany(trx, ids);
      return { rows, byJob, resumeFileIds };
    },
    // an applicant's own page (issue 46)

    /** The applications carrying this e-mail, newest first, with their job's title and résumé's name. */
    ofApplicant: (email: string) => candidatesRepository.ofApplicant(ctx.db, email),
    /**
     * Replace an application's résumé with a checked upload (the applicant's own page): the new file
     * is stored and recorded with the change, the old one's row goes with it and its file after
     * the commit; the timeline records it.
     */
    async replaceResume(id: number, resume: CheckedFile) {
      const row = await candidatesRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Candidate not found');
      const keys = await files.write([resume]);
      try {
        const oldKeys = await ctx.db.transaction().execute(async (trx) => {
          const fileId = await files.record(trx, resume, keys.get(resume)!);
          const at = now();
          await candidatesRepository.setResume(trx, id, fileId, at);
          await recordCandidateEvent(trx, { candidateId: id, actorUserId: null, kind: 'edited', detail: { field: 'resume', by: 'candidate' }, at });
          return row.resume_file_id === null ? [] : (await files.deleteRows(trx, [row.resume_file_id])).keys;
        });
        for (const key of oldKeys) await ctx.files.remove(key);
      } catch (err) {
        await files.discard(keys);
        throw err;
      }
    },
    /** Which of these e-mails an application still carries. */
    emailsHeld: (trx: Executor, emails: string[]) => candidatesRepository.emailsHeld(trx, emails),
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;
