import { createHash, randomBytes } from 'node:crypto';
import {
  CLIENT_DECISION_LABELS,
  CLIENT_REVIEW_MSG,
  COMPANY_NAME,
  clientReviewGone,
  formatCalendarDay,
  pipelineColumn,
  type ClientDecisionInput,
  type ClientFeedbackInput,
  type ClientReview,
  type ClientReviewPage,
  type ReviewCandidate,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor, Tx } from '../../db/database.js';
import { HttpError, Conflict, Invalid, NotFound } from '../../http/errors.js';
import { clientDecisionNews, clientReviewRequest } from '../../mail/templates.js';
import { recordCandidateEvent, redactCandidateEvents } from '../workspace/candidate-events.js';
import type { ClientContactsService } from '../clients/client-contacts.service.js';
import type { FilesService } from '../../files/files.service.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { TasksService } from '../tasks/tasks.service.js';
import type { TrackersService } from '../trackers/trackers.service.js';
import { clientReviewRepository, type ClientReviewLink } from './client-review.repository.js';

/** The token's SHA-256, the only form in which it is kept (and the rate limit's key). */
export const hashReviewToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;
type Kind = 'review' | 'feedback';
type Candidate = Awaited<ReturnType<typeof clientReviewRepository.candidatesOf>>[number];

/**
 * Clients review the shortlist (issue 44). Staff (Admin, Hrteam) send a job's candidates at the
 * client CV review stage to one of the client's contacts; the contact gets a link holding a random
 * 256-bit token, kept only as its SHA-256, valid CLIENT_REVIEW_DAYS days, revocable. The link shows
 * those candidates only (never their e-mail or phone), and each decision goes through the tracker's
 * own update: shortlisting completes client CV review, not suitable rejects with the client's reason.
 * Every view and decision is on the candidates' timelines with the contact and the address.
 */
/** The timeline entries that name a client's contact (who sent, opened, decided, rated). */
const CONTACT_EVENT_KINDS = ['client_review_sent', 'client_review_viewed', 'client_decision', 'client_feedback'] as const;

export function createClientReviewService(
  ctx: AppContext,
  {
    contacts,
    jobs,
    trackers,
    files,
    tasks,
  }: { contacts: ClientContactsService; jobs: JobsService; trackers: TrackersService; files: FilesService; tasks: TasksService },
) {
  const now = () => ctx.clock();

  const statusOf = (r: ClientReviewLink): ClientReview['status'] =>
    r.revoked_at ? 'revoked' : Date.parse(r.expires_at) <= now().getTime() ? 'expired' : 'active';

  const decisionOf = (d: string | null) => (d === 'shortlisted' || d === 'not_suitable' ? d : null);

  function toPublicCandidate(c: Candidate, showCtc: boolean): ReviewCandidate {
    return {
      id: c.candidate_id,
      name: c.candidate_name,
      years_experience: c.years_experience,
      relevant_experience: c.relevant_experience,
      current_company: c.current_company,
      current_location: c.current_location,
      notice_period: c.notice_period,
      expected_ctc: showCtc ? c.expected_ctc : null,
      has_resume: c.resume_file_id !== null,
      decision: decisionOf(c.decision),
      reason: c.reason,
      comment: c.comment,
      rating: c.rating,
      decided_at: c.decided_at,
    };
  }

  async function toStaffViews(links: ClientReviewLink[]): Promise<ClientReview[]> {
    const ids = links.map((l) => l.id);
    const [candidates, views] = await Promise.all([clientReviewRepository.candidatesOf(ctx.db, ids), clientReviewRepository.viewsOf(ctx.db, ids)]);
    return links.map((l) => ({
      id: l.id,
      kind: l.kind === 'feedback' ? 'feedback' : 'review',
      job_id: l.job_id,
      contact: { id: l.contact_id, name: l.contact_name, email: l.contact_email },
      sent_by: l.sender,
      note: l.note,
      show_ctc: l.show_ctc === 1,
      created_at: l.created_at,
      expires_at: l.expires_at,
      revoked_at: l.revoked_at,
      status: statusOf(l),
      views: views.filter((v) => v.review_id === l.id).map((v) => ({ at: v.at, ip: v.ip })),
      candidates: candidates
        .filter((c) => c.review_id === l.id)
        .map((c) => ({
          id: c.candidate_id,
          name: c.candidate_name,
          decision: decisionOf(c.decision),
          reason: c.reason,
          comment: c.comment,
          rating: c.rating,
          decided_at: c.decided_at,
        })),
    }));
  }

  /** The link of a token while it works: 404 when no link has it, 410 (saying whom to ask) when expired or revoked. */
  async function openLink(token: string): Promise<ClientReviewLink> {
    const link = token.length >= 20 && token.length <= 100 ? await clientReviewRepository.findByHash(ctx.db, hashReviewToken(token)) : undefined;
    if (!link || link.job_deleted_at) throw new NotFound(CLIENT_REVIEW_MSG.linkInvalid);
    const status = statusOf(link);
    if (status !== 'active') throw new HttpError(410, clientReviewGone(status, link.sender ?? COMPANY_NAME));
    return link;
  }

  /** A candidate the link shows, or 404 (the token grants nothing else). */
  async function candidateOf(link: ClientReviewLink, candidateId: number): Promise<Candidate> {
    const c = (await clientReviewRepository.candidatesOf(ctx.db, [link.id])).find((x) => x.candidate_id === candidateId);
    if (!c) throw new NotFound('Candidate not found');
    return c;
  }

  const who = (link: ClientReviewLink, ip: string) => ({
    review_id: link.id,
    contact_id: link.contact_id,
    contact_name: link.contact_name,
    contact_email: link.contact_email,
    company_name: link.company_name,
    job_id: link.job_id,
    ip,
  });

  /**
   * The recruiter's bell (decision 255): the client's word is a task for the recruiter who sent the
   * link (Hrteam or Bdm; Admin has no bell), added after the decision commits, without the team's
   * task mails (the recruiter has the decision's own mail). A job closed meanwhile takes no task.
   */
  async function bell(link: ClientReviewLink, candidateName: string, what: string) {
    if (!link.created_by || (link.sender_role !== 'Hrteam' && link.sender_role !== 'Bdm')) return;
    await tasks
      .assign(
        link.created_by,
        {
          user_id: link.created_by,
          job_id: link.job_id,
          message: `Client decision: ${link.contact_name} (${link.company_name}) marked ${candidateName}: ${what}`.slice(0, 2000),
          priority_level: 'high',
          deadline: null,
        },
        { mailTeam: false },
      )
      .catch((err: unknown) => {
        // refused (the job closed, the recruiter deactivated): the decision stands, the recruiter has its mail
        if (!(err instanceof HttpError)) throw err;
      });
  }

  async function send(
    kind: Kind,
    callerId: number,
    input: { job_id: number; contact_id: number; candidate_ids: number[]; note: string | null; show_ctc?: boolean },
  ): Promise<ClientReview> {
    const job = await jobs.load(ctx.db, input.job_id).catch(() => null);
    if (!job) throw Invalid.field('job_id', 'Job not found');
    if (jobs.isClosed(job)) throw new Conflict('This job is closed: its hiring process is read-only.');
    const contact = await contacts.find(input.contact_id);
    if (!contact) throw Invalid.field('contact_id', CLIENT_REVIEW_MSG.contactNotFound);
    if (contact.client_id !== job.client_id) throw Invalid.field('contact_id', CLIENT_REVIEW_MSG.contactOfOtherClient);
    const ids = [...new Set(input.candidate_ids)];
    const rows = await clientReviewRepository.candidatesWithStages(ctx.db, ids);
    if (rows.length !== ids.length || rows.some((r) => r.job_id !== job.id)) throw Invalid.field('candidate_ids', CLIENT_REVIEW_MSG.otherJob);
    const ready = (r: (typeof rows)[number]) =>
      !r.rejected && (kind === 'review' ? pipelineColumn(r) === 'client_cv_review' : r.client_cv_review === 'completed');
    if (!rows.every(ready))
      throw Invalid.field(
        'candidate_ids',
        kind === 'review' ? CLIENT_REVIEW_MSG.notAtReview : 'Only a candidate the client shortlisted can be rated.',
      );

    const token = randomBytes(32).toString('base64url');
    const at = now();
    const expires = new Date(at.getTime() + ctx.config.clientReviewDays * DAY_MS);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const reviewId = await clientReviewRepository.insert(trx, {
        token_hash: hashReviewToken(token),
        kind,
        client_id: contact.client_id,
        contact_id: contact.id,
        job_id: job.id,
        note: input.note,
        show_ctc: input.show_ctc ? 1 : 0,
        created_by: callerId,
        created_at: at.toISOString(),
        expires_at: expires.toISOString(),
        revoked_at: null,
        revoked_by: null,
      });
      await clientReviewRepository.insertCandidates(
        trx,
        ids.map((candidate_id) => ({ review_id: reviewId, candidate_id })),
      );
      for (const candidateId of ids)
        await recordCandidateEvent(trx, {
          candidateId,
          actorUserId: callerId,
          kind: 'client_review_sent',
          detail: {
            job_id: job.id,
            review_id: reviewId,
            kind,
            contact_name: contact.name,
            contact_email: contact.email,
            company_name: job.client_name,
          },
          at: at.toISOString(),
        });
      await ctx.outbox.enqueue(
        trx,
        clientReviewRequest({
          to: contact.email,
          contactName: contact.name,
          jobTitle: job.job_title,
          count: ids.length,
          note: input.note,
          url: `${ctx.config.publicUrl}/review/${token}`,
          expiresOn: formatCalendarDay(expires.toISOString()),
          kind,
        }),
      );
      return reviewId;
    });
    const link = await clientReviewRepository.findById(ctx.db, id);
    return (await toStaffViews([link!]))[0]!;
  }

  return {
    /** Send candidates at the client CV review stage to a contact of the job's client. */
    sendForReview: (callerId: number, input: Parameters<typeof send>[2]) => send('review', callerId, input),

    /** After the client interview: ask the same client for feedback on one candidate by a new link. */
    askFeedback: (callerId: number, input: { contact_id: number; candidate_id: number; note: string | null; job_id: number }) =>
      send('feedback', callerId, { ...input, candidate_ids: [input.candidate_id] }),

    /** The links of a job or a candidate, and the contacts of that job's client (whom a new link may go to). */
    async list(f: { jobId?: number; candidateId?: number }) {
      const jobId = f.jobId ?? (await clientReviewRepository.candidatesWithStages(ctx.db, [f.candidateId!]))[0]?.job_id;
      const job = jobId === undefined ? null : await jobs.load(ctx.db, jobId).catch(() => null);
      if (!job) throw new NotFound(f.jobId === undefined ? 'Candidate not found' : 'Job not found');
      const [links, people] = await Promise.all([clientReviewRepository.list(ctx.db, f), contacts.list(job.client_id)]);
      return { links: await toStaffViews(links), contacts: people };
    },

    /** The job a candidate applied for (the feedback link is sent for the candidate's own job). */
    async jobOfCandidate(candidateId: number): Promise<number> {
      const [row] = await clientReviewRepository.candidatesWithStages(ctx.db, [candidateId]);
      if (!row) throw Invalid.field('candidate_id', 'Candidate not found');
      return row.job_id;
    },

    /**
     * A person's data as a client's contact (the privacy module's export, decision 298): the contacts
     * with their e-mail (rows, and the client forms' own contact fields), and the links sent to them with each opening (when, from which address).
     */
    async personalDataOf(emails: string[]) {
      const [people, formContacts] = await Promise.all([contacts.withEmails(emails), contacts.formContactsWithEmails(emails)]);
      const links = await clientReviewRepository.ofContacts(
        ctx.db,
        people.map((c) => c.id),
      );
      const views = await clientReviewRepository.viewsOf(
        ctx.db,
        links.map((l) => l.id),
      );
      return {
        contacts: [...people, ...formContacts],
        links: links.map((l) => ({ ...l, views: views.filter((v) => v.review_id === l.id) })),
      };
    },

    /**
     * Erase a person as a client's contact, inside the erasure's transaction (decision 298): the
     * contact rows stay (the links and the client's decisions point at them) with their details
     * replaced by `redacted`; the timeline entries naming them say `redacted` instead of their name,
     * e-mail and address; the addresses of their openings and decisions go; the recruiter's bell
     * tasks that named them no longer do. Answers the contacts anonymised and the other rows changed.
     */
    async eraseContactsOf(trx: Executor, emails: string[], redacted: string) {
      const people = await contacts.withEmails(emails, trx);
      // no contact row: the client form's own contact fields may still hold the e-mail
      if (people.length === 0) return { contacts: await contacts.anonymise(trx, [], emails, redacted), rows: 0 };
      const ids = new Set(people.map((c) => c.id));
      const links = await clientReviewRepository.ofContacts(trx, [...ids]);
      const linkIds = links.map((l) => l.id);
      const reviews = new Set(linkIds);
      const candidateIds = [...new Set((await clientReviewRepository.candidatesOf(trx, linkIds)).map((c) => c.candidate_id))];
      let rows = await redactCandidateEvents(trx, candidateIds, CONTACT_EVENT_KINDS, (d) =>
        ids.has(Number(d.contact_id)) || reviews.has(Number(d.review_id))
          ? { ...d, contact_name: redacted, contact_email: redacted, ...('ip' in d ? { ip: redacted } : {}) }
          : null,
      );
      rows += await clientReviewRepository.forgetAddresses(trx, linkIds, redacted);
      for (const name of new Set(people.map((c) => c.name)))
        rows += await tasks.redact(trx, `Client decision: ${name} (`, `Client decision: ${redacted} (`);
      return { contacts: await contacts.anonymise(trx, [...ids], emails, redacted), rows };
    },

    async revoke(id: number, callerId: number) {
      const link = await clientReviewRepository.findById(ctx.db, id);
      if (!link) throw new NotFound('Review link not found');
      const r = await clientReviewRepository.revoke(ctx.db, id, now().toISOString(), callerId);
      if (Number(r.numUpdatedRows) !== 1) throw new Conflict(CLIENT_REVIEW_MSG.alreadyRevoked);
      return (await toStaffViews([(await clientReviewRepository.findById(ctx.db, id))!]))[0]!;
    },

    /** The public page's data; each opening is recorded (the link, each candidate's timeline). */
    async open(token: string, ip: string): Promise<ClientReviewPage> {
      const link = await openLink(token);
      const candidates = await clientReviewRepository.candidatesOf(ctx.db, [link.id]);
      const at = now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        await clientReviewRepository.insertView(trx, { review_id: link.id, ip, at });
        for (const c of candidates)
          await recordCandidateEvent(trx, {
            candidateId: c.candidate_id,
            actorUserId: null,
            kind: 'client_review_viewed',
            detail: who(link, ip),
            at,
          });
      });
      return {
        kind: link.kind === 'feedback' ? 'feedback' : 'review',
        company_name: link.company_name,
        contact_name: link.contact_name,
        job_title: link.job_title,
        job_location: link.job_location,
        note: link.note,
        expires_at: link.expires_at,
        agency_contact: link.sender ?? COMPANY_NAME,
        candidates: candidates.map((c) => toPublicCandidate(c, link.show_ctc === 1)),
      };
    },

    /** A résumé of a candidate the link shows (only through the token); the view is recorded. */
    async resume(token: string, candidateId: number, ip: string) {
      const link = await openLink(token);
      const c = await candidateOf(link, candidateId);
      const file = await files.download(c.resume_file_id);
      await recordCandidateEvent(ctx.db, {
        candidateId,
        actorUserId: null,
        kind: 'client_review_viewed',
        detail: { ...who(link, ip), resume: true },
        at: now().toISOString(),
      });
      return file;
    },

    /**
     * The client's decision on one candidate, through the tracker's own update (its rules, its
     * transaction with the job row locked): the decision is claimed first, so a second one is a 409.
     */
    async decide(token: string, candidateId: number, input: ClientDecisionInput, ip: string) {
      const link = await openLink(token);
      if (link.kind !== 'review') throw new NotFound('Candidate not found');
      const c = await candidateOf(link, candidateId);
      const change = input.decision === 'shortlisted' ? { stage: 'client_cv_review' as const } : { reject: `Client: ${input.reason ?? ''}` };
      await trackers.update(candidateId, change, null, async (trx: Tx, t) => {
        const at = now().toISOString();
        const recorded = await clientReviewRepository.decide(trx, link.id, candidateId, {
          decision: input.decision,
          reason: input.decision === 'not_suitable' ? input.reason : null,
          comment: input.comment,
          rating: null,
          decided_at: at,
          decided_ip: ip,
        });
        // decided here before, or moved on by staff (or another link) meanwhile: the tracker is not where the link found it
        if (!recorded || t.rejected || pipelineColumn(t) !== 'client_cv_review') throw new Conflict(CLIENT_REVIEW_MSG.alreadyDecided);
        await recordCandidateEvent(trx, {
          candidateId,
          actorUserId: null,
          kind: 'client_decision',
          detail: { ...who(link, ip), decision: input.decision, reason: input.reason, comment: input.comment },
          at,
        });
        if (link.sender)
          await ctx.outbox.enqueue(
            trx,
            clientDecisionNews({
              to: link.sender,
              candidateName: c.candidate_name,
              jobTitle: link.job_title,
              companyName: link.company_name,
              contactName: link.contact_name,
              decision: CLIENT_DECISION_LABELS[input.decision],
              reason: input.reason,
              comment: input.comment,
              publicUrl: ctx.config.publicUrl,
              candidateId,
            }),
          );
      });
      await bell(link, c.candidate_name, `${CLIENT_DECISION_LABELS[input.decision]}${input.reason ? ` (${input.reason})` : ''}`);
      return toPublicCandidate(await candidateOf(link, candidateId), link.show_ctc === 1);
    },

    /** The client's rating and comments after the client interview (a feedback link), on the timeline. */
    async feedback(token: string, candidateId: number, input: ClientFeedbackInput, ip: string) {
      const link = await openLink(token);
      if (link.kind !== 'feedback') throw new NotFound('Candidate not found');
      await candidateOf(link, candidateId);
      const at = now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const recorded = await clientReviewRepository.decide(trx, link.id, candidateId, {
          decision: 'feedback',
          reason: null,
          comment: input.comment,
          rating: input.rating,
          decided_at: at,
          decided_ip: ip,
        });
        if (!recorded) throw new Conflict('Your feedback on this candidate is already recorded. Please contact the agency to change it.');
        await recordCandidateEvent(trx, {
          candidateId,
          actorUserId: null,
          kind: 'client_feedback',
          detail: { ...who(link, ip), rating: input.rating, comment: input.comment },
          at,
        });
      });
      return toPublicCandidate(await candidateOf(link, candidateId), link.show_ctc === 1);
    },
  };
}
export type ClientReviewService = ReturnType<typeof createClientReviewService>;
