import { randomBytes } from 'node:crypto';
import { MSG, MAX_REFERRALS_PER_CANDIDATE_PER_JOB, PRIVACY_MSG } from '@talentra/contract';
import type { z } from 'zod';
import type { ReferralSchema, StaffReferral } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, type Executor } from '../../db/database.js';
import { readRows } from '../../db/database.js';
import { isDeepPage, pageSpan } from '../../db/deep-page.js';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { StatsService } from '../stats/stats.service.js';
import { referralsRepository } from './referrals.repository.js';
import { referralReceived } from '../../mail/templates.js';
import { hashToken } from '../../auth/sessions.service.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';
import { recordErasure } from '../privacy/erasure-log.js';

type ReferralInput = z.output<typeof ReferralSchema>;

/** Referral mails one address may get in 24 hours (issue 41; decision in docs/decisions/). */
const REFERRAL_MAILS_PER_ADDRESS = { max: 3, windowMs: 24 * 60 * 60 * 1000 };

export function createReferralsService(
  ctx: AppContext,
  { jobs, candidates, stats }: { jobs: JobsService; candidates: CandidatesService; stats: StatsService },
) {
  return {
    /**
     * One friend per job (a unique index) and at most 100 referrals per candidate per job (an atomic
     * counter), both in one transaction: a refused referral leaves nothing behind.
     */
    async refer(input: ReferralInput) {
      // only a candidate the public search can show: not one of a deleted, closed or paused job
      const candidate = await candidates.ofVisibleJob(input.candidate_id);
      if (!candidate) throw Invalid.field('candidate_id', 'Please select a candidate from the dropdown');
      const job = await jobs.load(ctx.db, input.job_id).catch(() => null);
      if (!job) throw Invalid.field('job_id', 'Job information is missing');
      if (!jobs.isVisible(job)) throw new Conflict('This job is no longer accepting referrals.');
      try {
        const row = await ctx.db.transaction().execute(async (trx) => {
          if (!(await referralsRepository.takeSlot(trx, input.candidate_id, input.job_id))) {
            throw new HttpError(429, MSG.referralLimit);
          }
          const { privacy_consent, ...fields } = input;
          const at = ctx.clock().toISOString();
          // the friend's removal link: a single-use token, only its hash kept (issue 18)
          const removalToken = input.friend_email ? randomBytes(32).toString('hex') : null;
          const inserted = await referralsRepository.insert(trx, {
            ...fields,
            consent_version: privacy_consent,
            consent_at: at,
            removal_token_hash: removalToken ? hashToken(removalToken) : null,
            created_at: at,
          });
          // the referrer's timeline names the job, not the friend: a friend's removal must leave nothing
          await recordCandidateEvent(trx, {
            candidateId: input.candidate_id,
            actorUserId: null,
            kind: 'referral',
            detail: { job_id: input.job_id },
            at: inserted.created_at,
          });
          // the friend is told who gave us their details, why we have them, and how to have them removed
          if (input.friend_email && removalToken) {
            // at most a few referral mails a day to one address; past that the referral is kept unmailed (issue 41)
            await ctx.outbox.enqueueCapped(
              trx,
              referralReceived({
                to: input.friend_email,
                friendName: input.friend_name,
                referrerName: candidate.candidate_name,
                jobTitle: job.job_title,
                jobId: job.id,
                publicUrl: ctx.config.publicUrl,
                removalToken,
              }),
              REFERRAL_MAILS_PER_ADDRESS,
            );
          }
          // last: every write of the dashboard figures waits for this row's lock, held until commit
          await stats.countChange(trx, { kind: 'referral_added', withEmail: inserted.friend_email !== null });
          return inserted;
        });
        const { removal_token_hash: _hash, ...shown } = row;
        return { ...shown, date_referred: row.created_at, job_title: job.job_title };
      } catch (err) {
        if (isUniqueViolation(err)) throw new Conflict(MSG.alreadyReferred);
        throw err;
      }
    },

    /**
     * A referred friend's removal link (no sign-in): the referral naming them is deleted with its
     * mails to them, and the removal recorded without who it was. The token works once: the row
     * that held its hash is gone.
     */
    async removeByToken(token: string) {
      const removed = await ctx.db.transaction().execute(async (trx) => {
        const referral = await referralsRepository.takeByTokenHash(trx, hashToken(token));
        if (!referral) return null;
        await stats.countChange(trx, { kind: 'referral_removed', withEmail: referral.friend_email !== null });
        let rows = 1;
        if (referral.friend_email) rows += await ctx.outbox.deleteTo(trx, [referral.friend_email], 'referral_received');
        await recordErasure(trx, { at: ctx.clock().toISOString(), by: null, reason: 'referral-link', rowsDeleted: rows, filesRemoved: 0 });
        return referral;
      });
      if (!removed) throw new NotFound(PRIVACY_MSG.removalInvalid);
      return { removed: true };
    },

    /** A page of referrals and the totals, both without the referrals of deleted jobs (api.md: gone from every list and count). */
    async list(limit: number, offset: number) {
      const totalsQueries = [stats.countersQuery(), referralsRepository.ofDeletedJobsQuery(ctx.db)] as const;
      const totalsOf = ([counters, deleted]: Awaited<ReturnType<typeof readRows<typeof totalsQueries>>>) => {
        const c = stats.countersOf(counters[0]);
        const hidden = referralsRepository.deletedJobsShare(deleted[0]);
        return { total: c.referrals - hidden.total, withEmail: c.referrals_with_email - hidden.withEmail };
      };
      const pageQuery = (total: number | null) => referralsRepository.listQuery(ctx.db, ctx.dialect, pageSpan(total, offset, limit));
      let rows, totals;
      if (isDeepPage(offset)) {
        // a deep page: the totals first, so a page near the end is read from the end (decision 220)
        totals = totalsOf(await readRows(ctx.db, totalsQueries));
        [rows] = await readRows(ctx.db, [pageQuery(totals.total)]);
      } else {
        // read side by side
        const [page, counters, deleted] = await readRows(ctx.db, [pageQuery(null), ...totalsQueries]);
        [rows, totals] = [page, totalsOf([counters, deleted])];
      }
      return {
        rows: rows.map(
          (r) =>
            ({
              id: r.id,
              candidate_id: r.candidate_id,
              candidate_name: r.candidate_name,
              candidate_email: r.candidate_email,
              job_id: r.job_id,
              job_title: r.job_title,
              job_location: r.job_location,
              client_name: r.client_name,
              friend_name: r.friend_name,
              friend_contact: r.friend_contact,
              friend_email: r.friend_email,
              preferred_company: r.preferred_company,
              date_referred: r.created_at,
              created_at: r.created_at,
            }) satisfies StaffReferral,
        ),
        total: totals.total,
        withEmail: totals.withEmail,
      };
    },
    limit: MAX_REFERRALS_PER_CANDIDATE_PER_JOB,

    // what the privacy module's export, erasure and retention run hold and delete of the referrals

    /** Referrals a person made (as these applications) and referrals naming them as the friend. */
    ofPerson: (p: { candidateIds: number[]; emails: string[]; phones: string[] }) => referralsRepository.ofPerson(ctx.db, p),
    /** The referrals these applications made: how many, how many with a friend's e-mail, and those e-mails. */
    madeBy: (trx: Executor, candidateIds: number[]) => referralsRepository.madeBy(trx, candidateIds),
    /** Delete the referrals these applications made and their counters; answers the rows deleted. */
    deleteMadeBy: (trx: Executor, candidateIds: number[]) => referralsRepository.deleteMadeBy(trx, candidateIds),
    /** The friend of a referral made anonymous, `redacted` for the name; whether this call did it. */
    anonymiseFriend: (trx: Executor, id: number, redacted: string) => referralsRepository.anonymiseFriend(trx, id, redacted),
    /** Delete the referrals made before `at`: how many went, and how many of those had a friend's e-mail. */
    deleteOlderThan: (trx: Executor, at: string) => referralsRepository.deleteOlderThan(trx, at),
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
