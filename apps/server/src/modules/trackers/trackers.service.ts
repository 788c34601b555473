import {
  STAGES,
  completeStageRefusal,
  lastCompletedStage,
  moveBackRefusal,
  rejectRefusal,
  undoRejectRefusal,
  type Stage,
  type Tracker,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, type Executor, type Tx } from '../../db/database.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';
import { lockJobRow } from '../../db/locks.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import { trackersRepository, type TrackerRow } from './trackers.repository.js';
import { candidateRejected, stageChanged } from '../../mail/templates.js';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service.js';

const toStages = (t: TrackerRow) =>
  ({
    id: t.id,
    candidate_id: t.candidate_id,
    job_id: t.job_id,
    screening: t.screening,
    hr_interview: t.hr_interview,
    client_cv_review: t.client_cv_review,
    client_interview: t.client_interview,
    offer_letter: t.offer_letter,
    rejected: t.rejected,
    rejection_reason: t.rejection_reason,
    created_at: t.created_at,
    updated_at: t.updated_at,
  }) satisfies Tracker;

const CLOSED_MESSAGE = 'This job is closed: its hiring process is read-only.';

/** 409 with the shared rule's reason when it refuses (the profile's allowed actions ask the same rules). */
function refuseIf(refusal: string | null) {
  if (refusal) throw new Conflict(refusal);
}

export function createTrackersService(
  ctx: AppContext,
  { jobs, candidates, mailTemplates }: { jobs: JobsService; candidates: CandidatesService; mailTemplates: MailTemplatesService },
) {
  const now = () => ctx.clock().toISOString();

  /**
   * A change to a candidate's tracker, in one transaction with the job row locked (api.md "Hiring
   * stages": concurrent updates are serialised, a stage is never completed twice and two offers
   * cannot overfill a job); 404 without a tracker, 409 when the job is closed.
   */
  async function withOpenJobTracker<R>(candidateId: number, work: (trx: Tx, tracker: TrackerRow) => Promise<R>): Promise<R> {
    const candidate = await candidates.locate(candidateId);
    if (!candidate) throw new NotFound('No process tracker for this candidate');
    return ctx.db.transaction().execute(async (trx) => {
      await lockJobRow(trx, ctx.dialect, candidate.job_id);
      const t = await trackersRepository.findByCandidate(trx, candidateId);
      if (!t) throw new NotFound('No process tracker for this candidate');
      if (jobs.isClosed(await jobs.load(trx, t.job_id))) throw new Conflict(CLOSED_MESSAGE);
      return work(trx, t);
    });
  }

  return {
    /** The candidate's tracker row as stored, or undefined (other modules read stages through this). */
    findByCandidate: (candidateId: number, db: Executor = ctx.db) => trackersRepository.findByCandidate(db, candidateId),

    /** A candidate of a deleted job has no tracker to show, as they have no record (GET /candidates/{id} is 404 too). */
    async get(candidateId: number) {
      const t = await trackersRepository.findShownByCandidate(ctx.db, candidateId);
      if (!t) throw new NotFound('No process tracker for this candidate');
      return toStages(t);
    },

    async create(candidateId: number) {
      const candidate = await candidates.locate(candidateId);
      if (!candidate) throw Invalid.field('candidate_id', 'Candidate not found');
      const job = await jobs.load(ctx.db, candidate.job_id).catch(() => null);
      if (!job) throw Invalid.field('candidate_id', 'Candidate not found');
      if (jobs.isClosed(job)) throw new Conflict(CLOSED_MESSAGE);
      try {
        return toStages(
          await trackersRepository.insert(ctx.db, {
            candidate_id: candidateId,
            job_id: candidate.job_id,
            created_at: now(),
            applied_at: candidate.created_at,
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new Conflict('A process tracker already exists for this candidate.');
        throw err;
      }
    },

    /** Complete one stage or reject (api.md "Hiring stages"). An offer that fills the last position closes the job. */
    async update(
      candidateId: number,
      change: { stage: Stage } | { reject: string; notifyCandidate?: boolean },
      actorUserId: number | null = null,
      // runs in the change's transaction, with the job row locked, before the rules are asked: a
      // client's decision records itself there, so it commits with the change or not at all (issue 44)
      first?: (trx: Tx, tracker: TrackerRow) => Promise<void>,
    ) {
      return withOpenJobTracker(candidateId, async (trx, t) => {
        if (first) await first(trx, t);
        const at = now();
        if ('reject' in change) {
          refuseIf(rejectRefusal(t));
          // a candidate who joined and then does not come can be rejected (api.md): the job is open,
          // so the position they filled is simply free again (decision 171)
          const updated = await trackersRepository.update(trx, t.id, { rejected: 'rejected', rejection_reason: change.reject, updated_at: at });
          await recordCandidateEvent(trx, { candidateId, actorUserId, kind: 'rejected', detail: { job_id: t.job_id, reason: change.reject }, at });
          // the candidate is told only when the recruiter asks for it ("E-mail the candidate"; decision 241),
          // never the reason (it is the agency's own note)
          if (change.notifyCandidate) {
            const candidate = await candidates.findRow(candidateId, trx);
            const job = await jobs.load(trx, t.job_id);
            if (candidate)
              await ctx.outbox.enqueue(
                trx,
                candidateRejected({
                  to: candidate.email,
                  name: candidate.candidate_name,
                  jobTitle: job.job_title,
                  template: await mailTemplates.body(trx, 'candidate_rejected'),
                }),
              );
          }
          return { stages: toStages(updated), jobAutoClosed: false, message: null };
        }
        const { stage } = change;
        refuseIf(completeStageRefusal(t, stage));
        const index = STAGES.indexOf(stage);
        // the candidate enters the next stage now (the pipeline board's days in stage)
        const updated = await trackersRepository.update(trx, t.id, { [stage]: 'completed', updated_at: at, stage_entered_at: at });
        await recordCandidateEvent(trx, { candidateId, actorUserId, kind: 'stage', detail: { job_id: t.job_id, stage }, at });
        // the candidate hears when an interview or the offer comes next (with the change, in its transaction)
        const next = STAGES[index + 1];
        if (next === 'hr_interview' || next === 'client_interview' || next === 'offer_letter') {
          const candidate = await candidates.findRow(candidateId, trx);
          const job = await jobs.load(trx, t.job_id);
          if (candidate)
            await ctx.outbox.enqueue(
              trx,
              stageChanged({
                to: candidate.email,
                name: candidate.candidate_name,
                jobTitle: job.job_title,
                stage: next,
                template: await mailTemplates.body(trx, 'stage_changed'),
              }),
            );
        }
        const closure = stage === 'offer_letter' ? await jobs.autoCloseIfFilled(trx, t.job_id) : { closed: false, message: null };
        return { stages: toStages(updated), jobAutoClosed: closure.closed, message: closure.message };
      });
    },

    /** Undo a rejection while the job is open (Hrteam, Admin): the candidate is back where they were. */
    async undoReject(candidateId: number, actorUserId: number | null = null) {
      return withOpenJobTracker(candidateId, async (trx, t) => {
        refuseIf(undoRejectRefusal(t));
        const at = now();
        const updated = await trackersRepository.update(trx, t.id, { rejected: null, rejection_reason: null, updated_at: at });
        await recordCandidateEvent(trx, {
          candidateId,
          actorUserId,
          kind: 'unrejected',
          detail: { job_id: t.job_id, reason: t.rejection_reason },
          at,
        });
        // an offer made before the rejection counts again, and may fill the job
        if (t.offer_letter === 'completed') await jobs.autoCloseIfFilled(trx, t.job_id);
        return toStages(updated);
      });
    },

    /**
     * Take back the last completed stage (Admin, Hrteam), so a mistaken click is not permanent: the
     * candidate stands in that stage again from now, and the timeline records it with the reason.
     * 409 when nothing is completed, when the candidate is rejected (undo that first) or the job is
     * closed. Taking back the offer frees the position it filled (the job is open).
     */
    async moveBack(candidateId: number, reason: string, actorUserId: number | null = null) {
      return withOpenJobTracker(candidateId, async (trx, t) => {
        refuseIf(moveBackRefusal(t));
        const stage = lastCompletedStage(t)!;
        const at = now();
        const updated = await trackersRepository.update(trx, t.id, { [stage]: null, updated_at: at, stage_entered_at: at });
        await recordCandidateEvent(trx, { candidateId, actorUserId, kind: 'moved_back', detail: { job_id: t.job_id, stage, reason }, at });
        return toStages(updated);
      });
    },

    // what the privacy module's export and erasure hold and delete of the trackers

    /** The trackers of these applications. */
    ofCandidates: (candidateIds: number[]) => trackersRepository.ofCandidates(ctx.db, candidateIds),
    /** Delete the trackers of these applications; answers the rows deleted. */
    deleteOfCandidates: (trx: Executor, candidateIds: number[]) => trackersRepository.deleteOfCandidates(trx, candidateIds),
  };
}
export type TrackersService = ReturnType<typeof createTrackersService>;
