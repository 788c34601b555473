import type { Readable } from 'node:stream';
import {
  APPLICANT_MSG,
  APPLICANT_STAGE_LABELS,
  MY_APPLICATIONS_LINK_TTL_MS,
  MY_APPLICATIONS_LINKS_PER_HOUR,
  WITHDRAWN_REASON,
  formatDayTime,
  pipelineColumn,
  type ApplicantStage,
  type ErasureResult,
  type MyApplication,
  type MyApplicationsPage,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { applicantOfAccess, deleteEndedApplicantLinks, issueApplicantLink, openApplicantLink } from '../../auth/applicant-links.js';
import type { CheckedFile } from '../../files/file-check.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import { myApplicationsLink } from '../../mail/templates.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { InterviewsService } from '../interviews/interviews.service.js';
import type { PrivacyService } from '../privacy/privacy.service.js';
import type { TrackersService } from '../trackers/trackers.service.js';
import { afterAnswer } from '../../background/after-answer.js';

/** A mail over the address's hourly cap: the link made for it is rolled back with it. */
class Capped extends Error {}

type TrackerRow = Awaited<ReturnType<TrackersService['ofCandidates']>>[number];
type InterviewRow = Awaited<ReturnType<InterviewsService['ofCandidates']>>[number];

/**
 * Where an application stands, in the candidate's words (issue 46, decision 270): no tracker yet is
 * Received; a rejection is Not selected (Withdrawn when they withdrew); the offer stage or beyond is
 * Offer; an interview to come is "Interview on 3 Dec 10:00"; anything else is In review.
 */
function stageOf(tracker: TrackerRow | undefined, next: InterviewRow | undefined): ApplicantStage {
  if (!tracker) return next ? 'interview' : 'received';
  if (tracker.rejected) return tracker.rejection_reason === WITHDRAWN_REASON ? 'withdrawn' : 'not_selected';
  const column = pipelineColumn(tracker);
  if (column === 'offer_letter' || column === 'joined') return 'offer';
  return next ? 'interview' : 'in_review';
}

export interface ApplicantsDeps {
  candidates: CandidatesService;
  trackers: TrackersService;
  interviews: InterviewsService;
  privacy: PrivacyService;
}

/**
 * "My applications" without a password (issue 46): a link by e-mail opens, once, a page that lasts
 * 30 minutes; every call of the page names it by its token, and reaches only the applications that
 * carry the link's address.
 */
export function createApplicantsService(ctx: AppContext, { candidates, trackers, interviews, privacy }: ApplicantsDeps) {
  const zone = ctx.config.timeZone;

  /** The link and its mail, when the address has applications and is below its hourly cap (off the request path). */
  async function issue(email: string, now: Date): Promise<void> {
    if (!(await candidates.ofApplicant(email)).length) return;
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await deleteEndedApplicantLinks(trx, now);
        const url = await issueApplicantLink(trx, { email, now, ttlMs: MY_APPLICATIONS_LINK_TTL_MS, publicUrl: ctx.config.publicUrl });
        const mail = myApplicationsLink({ to: email, url, minutes: MY_APPLICATIONS_LINK_TTL_MS / 60_000, publicUrl: ctx.config.publicUrl });
        if (!(await ctx.outbox.enqueueCapped(trx, mail, { max: MY_APPLICATIONS_LINKS_PER_HOUR, windowMs: 60 * 60 * 1000 }))) throw new Capped();
      });
    } catch (err) {
      if (!(err instanceof Capped)) throw err;
    }
  }

  /** Whose page this token opens, or a 422 telling the page it has ended. */
  async function applicant(access: string): Promise<{ email: string; expires_at: string }> {
    const who = await applicantOfAccess(ctx.db, access, ctx.clock());
    if (!who) throw Invalid.field('access', APPLICANT_MSG.pageExpired);
    return who;
  }

  /** One of the applicant's applications, or 404 (another's application is as unknown as a missing one). */
  async function ownApplication(email: string, id: number) {
    const own = (await candidates.ofApplicant(email)).find((a) => a.id === id);
    if (!own) throw new NotFound('Application not found');
    return own;
  }

  async function applications(email: string): Promise<MyApplication[]> {
    const rows = await candidates.ofApplicant(email);
    const ids = rows.map((r) => r.id);
    const [trackerRows, interviewRows] = await Promise.all([trackers.ofCandidates(ids), interviews.ofCandidates(ids)]);
    const now = ctx.clock().toISOString();
    return rows.map((r) => {
      const tracker = trackerRows.find((t) => t.candidate_id === r.id);
      const next = interviewRows.find((i) => i.candidate_id === r.id && !i.cancelled_at && i.starts_at > now);
      const stage = stageOf(tracker, next);
      const label =
        stage === 'interview' && next ? `Interview on ${formatDayTime(next.starts_at, zone).replace(/ \d{4},/, '')}` : APPLICANT_STAGE_LABELS[stage];
      return {
        id: r.id,
        job_id: r.job_id,
        job_title: r.job_title,
        applied_at: r.created_at,
        stage,
        stage_label: label,
        interview: stage === 'interview' && next ? { id: next.id, starts_at: next.starts_at, when: formatDayTime(next.starts_at, zone) } : null,
        resume_name: r.resume_name,
        can_withdraw: stage !== 'withdrawn' && stage !== 'not_selected',
      };
    });
  }

  return {
    /**
     * Accept a request for a link and return at once: the address is looked up, and its link and
     * mail made, after the answer, so the answer takes the same time whether the address has
     * applications or not. A failure is only logged: the requester is told the same either way.
     */
    requestLink(email: string, onError: (err: unknown) => void): void {
      const now = ctx.clock();
      afterAnswer(ctx, () => issue(email, now), onError);
    },

    /** Open a link (once): the page's token, for 30 minutes. */
    async open(token: string) {
      const opened = await openApplicantLink(ctx.db, token, ctx.clock());
      if (!opened) throw Invalid.field('token', APPLICANT_MSG.linkInvalid);
      return opened;
    },

    async view(access: string): Promise<MyApplicationsPage> {
      const who = await applicant(access);
      return { email: who.email, expires_at: who.expires_at, applications: await applications(who.email) };
    },

    /**
     * Withdraw an application: the tracker records a rejection for WITHDRAWN_REASON (staff see why),
     * made first when HR has not started one; a closed job's applications stay as they are (409).
     */
    async withdraw(access: string, id: number): Promise<MyApplication> {
      const { email } = await applicant(access);
      await ownApplication(email, id);
      const before = (await applications(email)).find((a) => a.id === id)!;
      if (!before.can_withdraw) throw new Conflict(APPLICANT_MSG.alreadyClosed);
      if (!(await trackers.findByCandidate(id))) {
        await trackers.create(id).catch((err: unknown) => {
          // made at the same moment by HR: theirs is used
          if (err instanceof Conflict && err.message === 'A process tracker already exists for this candidate.') return;
          throw err instanceof Conflict ? new Conflict(APPLICANT_MSG.alreadyClosed) : err;
        });
      }
      // the interview still to come is called off (its cancellation mails go out as staff's would)
      if (before.interview) await interviews.cancel(before.interview.id, null);
      try {
        await trackers.update(id, { reject: WITHDRAWN_REASON }, null);
      } catch (err) {
        if (err instanceof Conflict) throw new Conflict(APPLICANT_MSG.alreadyClosed);
        throw err;
      }
      return (await applications(email)).find((a) => a.id === id)!;
    },

    /** Replace the résumé of one of their applications with a checked upload. */
    async replaceResume(access: string, id: number, resume: CheckedFile): Promise<MyApplication> {
      const { email } = await applicant(access);
      await ownApplication(email, id);
      await candidates.replaceResume(id, resume);
      return (await applications(email)).find((a) => a.id === id)!;
    },

    /** The calendar file of one of their interviews. */
    async calendar(access: string, interviewId: number) {
      const { email } = await applicant(access);
      const mine = (await applications(email)).some((a) => a.interview?.id === interviewId);
      if (!mine) throw new NotFound('Interview not found');
      return interviews.calendar(interviewId);
    },

    /** Everything held about them, as the Admin's export makes it (api.md personal-data rules). */
    async exportZip(access: string): Promise<Readable> {
      const { email } = await applicant(access);
      return privacy.exportZip({ email }, null);
    },

    /** Erase everything held about them, as the Admin's erasure does; the page's own link goes with it. */
    async erase(access: string): Promise<ErasureResult> {
      const { email } = await applicant(access);
      return privacy.erase({ email }, null, 'applicant');
    },
  };
}
export type ApplicantsService = ReturnType<typeof createApplicantsService>;
