import {
  INTERVIEW_HORIZON_YEARS,
  INTERVIEW_STAGE_LABELS,
  INTERVIEW_MSG,
  INTERVIEW_RANGE_MAX_DAYS,
  interviewStageOf,
  scheduleInterviewRefusal,
  type Interview,
  type InterviewCreateInput,
  type InterviewUpdateInput,
  type InterviewFeedbackInput,
  type InterviewStage,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/database.js';
import { lockJobRow, lockKey } from '../../db/locks.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { JobsService } from '../jobs/jobs.service.js';
import type { TrackersService } from '../trackers/trackers.service.js';
import { interviewsRepository, type InterviewListRow } from './interviews.repository.js';
import { agencyTimes, interviewCalendar } from './interviews.ics.js';
import { interviewMail, type InterviewNews } from '../../mail/templates.js';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most interviews one list answers (a week of a busy agency fits many times over). */
const LIST_LIMIT = 1000;
const CLOSED_MESSAGE = 'This job is closed: its hiring process is read-only.';

export function toInterview(r: InterviewListRow): Interview {
  return {
    id: r.id,
    candidate_id: r.candidate_id,
    candidate_name: r.candidate_name,
    job_id: r.job_id,
    job_title: r.job_title,
    client_name: r.client_name,
    stage: r.stage as InterviewStage,
    starts_at: r.starts_at,
    ends_at: new Date(Date.parse(r.starts_at) + r.duration_minutes * 60_000).toISOString(),
    duration_minutes: r.duration_minutes,
    interviewer: r.interviewer,
    interviewer_email: r.interviewer_email,
    location: r.location,
    meeting_url: r.meeting_url,
    created_at: r.created_at,
    cancelled_at: r.cancelled_at,
    feedback: r.feedback_rating === null ? null : { rating: r.feedback_rating, notes: r.feedback_notes, created_at: r.feedback_at! },
  };
}

/** Monday 00:00 UTC of the week holding `now`, and seven days later. */
export function weekOf(now: Date): { from: string; to: string } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return { from: new Date(monday).toISOString(), to: new Date(monday + 7 * DAY_MS).toISOString() };
}

/** Scheduling and cancelling an interview go on the candidate's timeline, in the change's transaction (issue 15). */
function recordInterviewEvent(
  trx: Tx,
  event: {
    kind: 'scheduled' | 'cancelled' | 'rescheduled';
    interviewId: number;
    candidateId: number;
    stage: InterviewStage;
    startsAt: string;
    /** A reschedule: when it was before. */
    previousStartsAt?: string;
    by: number | null;
    at: string;
  },
): Promise<unknown> {
  return recordCandidateEvent(trx, {
    candidateId: event.candidateId,
    actorUserId: event.by,
    kind: `interview_${event.kind}`,
    detail: {
      interview_id: event.interviewId,
      stage: event.stage,
      starts_at: event.startsAt,
      ...(event.previousStartsAt ? { previous_starts_at: event.previousStartsAt } : {}),
    },
    at: event.at,
  });
}

/** The day-before reminder goes this long before the start. */
export const REMINDER_AHEAD_MS = DAY_MS;
/** The most reminders one pass queues (the next pass takes the rest). */
const REMINDER_BATCH = 200;

/**
 * `reminded_at` for an interview booked or moved to `startsAt` at `at`: within a day of it, the
 * invitation or update just mailed is the reminder (null: the reminder job sends one later).
 */
const reminderNotNeeded = (startsAt: string, at: string) => (Date.parse(startsAt) - Date.parse(at) <= REMINDER_AHEAD_MS ? at : null);

/** An interview starts in the future, within the horizon (422 on starts_at otherwise). */
function checkStart(startsAt: string, at: string) {
  if (startsAt <= at) throw Invalid.field('starts_at', INTERVIEW_MSG.inThePast);
  const horizon = new Date(at);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + INTERVIEW_HORIZON_YEARS);
  if (startsAt > horizon.toISOString()) throw Invalid.field('starts_at', INTERVIEW_MSG.tooFarAhead);
}

export function createInterviewsService(
  ctx: AppContext,
  {
    jobs,
    candidates,
    trackers,
    mailTemplates,
  }: { jobs: JobsService; candidates: CandidatesService; trackers: TrackersService; mailTemplates: MailTemplatesService },
) {
  const now = () => ctx.clock().toISOString();

  const calendarOptions = () => ({
    mailFrom: ctx.config.mail.from,
    publicUrl: ctx.config.publicUrl,
    now: ctx.clock(),
    timeZone: ctx.config.timeZone,
  });

  /**
   * The interview's news mailed to the candidate and, when their address is known, the interviewer,
   * each with the .ics (REQUEST, or CANCEL once cancelled; the row's UID and SEQUENCE), in the
   * caller's transaction so the change and its mails are stored together (issue 43).
   */
  async function queueMails(trx: Tx, id: number, news: InterviewNews) {
    const row = await interviewsRepository.findById(trx, id);
    if (!row) return;
    const interview = toInterview(row);
    const attendees = [
      { name: row.candidate_name, email: row.candidate_email, recipient: 'candidate' as const },
      ...(row.interviewer_email ? [{ name: row.interviewer, email: row.interviewer_email, recipient: 'interviewer' as const }] : []),
    ];
    const cancelled = Boolean(row.cancelled_at);
    const ics = interviewCalendar(interview, { ...calendarOptions(), sequence: row.sequence, method: 'REQUEST', attendees });
    const calendar = {
      filename: `interview-${row.id}.ics`,
      content_type: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      content: Buffer.from(ics, 'utf8').toString('base64'),
    };
    const template = news === 'invitation' ? await mailTemplates.body(trx, 'interview_invitation') : undefined;
    for (const attendee of attendees) {
      await ctx.outbox.enqueue(
        trx,
        interviewMail({
          to: attendee.email,
          news,
          recipient: attendee.recipient,
          candidateName: row.candidate_name,
          interviewer: row.interviewer,
          stageLabel: INTERVIEW_STAGE_LABELS[row.stage as InterviewStage],
          jobTitle: row.job_title,
          clientName: row.client_name,
          when: agencyTimes(interview, ctx.config.timeZone),
          location: row.location,
          meetingUrl: row.meeting_url,
          calendar,
          template,
        }),
      );
    }
  }

  async function load(id: number) {
    const row = await interviewsRepository.findById(ctx.db, id);
    if (!row) throw new NotFound('Interview not found');
    return row;
  }

  return {
    /**
     * Schedules an interview for a candidate standing at the HR or client interview stage (not
     * rejected, job open), in one transaction with the job row locked as tracker changes take it,
     * so a stage change cannot slip between the check and the insert.
     */
    async schedule(
      input: Omit<InterviewCreateInput, 'interviewer_email'> & { interviewer_email?: string | null },
      userId: number | null,
    ): Promise<Interview> {
      const at = now();
      const candidate = await candidates.locate(input.candidate_id);
      if (!candidate) throw Invalid.field('candidate_id', 'Candidate not found');
      checkStart(input.starts_at, at);
      const id = await ctx.db.transaction().execute(async (trx) => {
        await lockJobRow(trx, ctx.dialect, candidate.job_id);
        const job = await jobs.load(trx, candidate.job_id).catch(() => null);
        if (!job) throw Invalid.field('candidate_id', 'Candidate not found');
        if (jobs.isClosed(job)) throw new Conflict(CLOSED_MESSAGE);
        const tracker = await trackers.findByCandidate(input.candidate_id, trx);
        const stage = interviewStageOf(tracker);
        // the rule the profile's allowed actions ask too (contract scheduleInterviewRefusal)
        const upcoming = stage ? await interviewsRepository.findUpcoming(trx, input.candidate_id, stage, at) : undefined;
        const refusal = scheduleInterviewRefusal(tracker, Boolean(upcoming));
        if (refusal || !stage) throw new Conflict(refusal ?? INTERVIEW_MSG.notAtInterviewStage);
        const { id } = await interviewsRepository.insert(trx, {
          candidate_id: input.candidate_id,
          job_id: candidate.job_id,
          stage,
          starts_at: input.starts_at,
          duration_minutes: input.duration_minutes,
          interviewer: input.interviewer,
          interviewer_email: input.interviewer_email ?? null,
          location: input.location,
          meeting_url: input.meeting_url,
          created_by: userId,
          created_at: at,
          reminded_at: reminderNotNeeded(input.starts_at, at),
        });
        await queueMails(trx, id, 'invitation');
        await recordInterviewEvent(trx, {
          kind: 'scheduled',
          interviewId: id,
          candidateId: input.candidate_id,
          stage,
          startsAt: input.starts_at,
          by: userId,
          at,
        });
        return id;
      });
      return toInterview(await load(id));
    },

    /** Scheduled interviews starting in [from, to); without a range, this week (Monday 00:00 UTC). */
    async list(range: { from?: string; to?: string }) {
      const week = weekOf(ctx.clock());
      const from = range.from ?? (range.to ? new Date(Date.parse(range.to) - 7 * DAY_MS).toISOString() : week.from);
      const to = range.to ?? (range.from ? new Date(Date.parse(range.from) + 7 * DAY_MS).toISOString() : week.to);
      if (from >= to) throw Invalid.field('to', INTERVIEW_MSG.rangeOrder);
      if (Date.parse(to) - Date.parse(from) > INTERVIEW_RANGE_MAX_DAYS * DAY_MS) throw Invalid.field('to', INTERVIEW_MSG.rangeTooLong);
      const rows = await interviewsRepository.listBetween(ctx.db, from, to, LIST_LIMIT);
      return { interviews: rows.map(toInterview), from, to };
    },

    async get(id: number): Promise<Interview> {
      return toInterview(await load(id));
    },

    /**
     * A new time, place or interviewer for a scheduled interview that has not started (409 when
     * cancelled or started; the job must be open): both are mailed an update with the same UID and
     * the next SEQUENCE, in the change's transaction with the job row locked as booking takes it.
     */
    async reschedule(id: number, input: InterviewUpdateInput, userId: number | null): Promise<Interview> {
      const row = await load(id);
      const at = now();
      if (row.cancelled_at) throw new Conflict(INTERVIEW_MSG.cancelledNotRescheduled);
      if (row.starts_at <= at) throw new Conflict(INTERVIEW_MSG.pastNotRescheduled);
      checkStart(input.starts_at, at);
      await ctx.db.transaction().execute(async (trx) => {
        await lockJobRow(trx, ctx.dialect, row.job_id);
        const job = await jobs.load(trx, row.job_id).catch(() => null);
        if (!job) throw new NotFound('Interview not found');
        if (jobs.isClosed(job)) throw new Conflict(CLOSED_MESSAGE);
        const result = await interviewsRepository.reschedule(trx, id, {
          starts_at: input.starts_at,
          duration_minutes: input.duration_minutes,
          interviewer: input.interviewer,
          interviewer_email: input.interviewer_email,
          location: input.location,
          meeting_url: input.meeting_url,
          reminded_at: reminderNotNeeded(input.starts_at, at),
        });
        if (Number(result.numUpdatedRows) === 0) throw new Conflict(INTERVIEW_MSG.cancelledNotRescheduled);
        await recordInterviewEvent(trx, {
          kind: 'rescheduled',
          interviewId: id,
          candidateId: row.candidate_id,
          stage: row.stage as InterviewStage,
          startsAt: input.starts_at,
          previousStartsAt: row.starts_at,
          by: userId,
          at,
        });
        await queueMails(trx, id, 'update');
      });
      return toInterview(await load(id));
    },

    /**
     * The interviewer's feedback: once per interview (409 on a second, checked under a lock on the
     * interview), only for one not cancelled that has started; on the candidate's timeline in the
     * same transaction.
     */
    async recordFeedback(id: number, input: InterviewFeedbackInput, userId: number | null): Promise<Interview> {
      const row = await load(id);
      const at = now();
      if (row.cancelled_at) throw new Conflict(INTERVIEW_MSG.feedbackCancelled);
      if (row.starts_at > at) throw new Conflict(INTERVIEW_MSG.feedbackBeforeStart);
      await ctx.db.transaction().execute(async (trx) => {
        await lockKey(trx, ctx.dialect, `interview-feedback:${id}`);
        if (await interviewsRepository.hasFeedback(trx, id)) throw new Conflict(INTERVIEW_MSG.feedbackRecorded);
        await interviewsRepository.insertFeedback(trx, {
          interview_id: id,
          rating: input.rating,
          notes: input.notes,
          created_by: userId,
          created_at: at,
        });
        await recordCandidateEvent(trx, {
          candidateId: row.candidate_id,
          actorUserId: userId,
          kind: 'interview_feedback',
          detail: { interview_id: id, stage: row.stage, starts_at: row.starts_at, rating: input.rating, notes: input.notes },
          at,
        });
      });
      return toInterview(await load(id));
    },

    async cancel(id: number, userId: number | null): Promise<Interview> {
      const row = await load(id);
      if (row.cancelled_at) throw new Conflict(INTERVIEW_MSG.alreadyCancelled);
      const at = now();
      await ctx.db.transaction().execute(async (trx) => {
        const result = await interviewsRepository.cancel(trx, id, at);
        if (Number(result.numUpdatedRows) === 0) throw new Conflict(INTERVIEW_MSG.alreadyCancelled);
        await queueMails(trx, id, 'cancellation');
        await recordInterviewEvent(trx, {
          kind: 'cancelled',
          interviewId: id,
          candidateId: row.candidate_id,
          stage: row.stage as InterviewStage,
          startsAt: row.starts_at,
          by: userId,
          at,
        });
      });
      return toInterview(await load(id));
    },

    /**
     * Queues the day-before reminder of each interview starting within the next day that has had
     * none, to both people, with the .ics. Each is claimed (`reminded_at`) in the transaction that
     * queues its mails, so with several servers running this only one mails it. Answers how many.
     */
    async sendDueReminders(): Promise<number> {
      const at = now();
      const due = await interviewsRepository.dueForReminder(ctx.db, at, new Date(Date.parse(at) + REMINDER_AHEAD_MS).toISOString(), REMINDER_BATCH);
      let sent = 0;
      for (const { id } of due) {
        const claimed = await ctx.db.transaction().execute(async (trx) => {
          if (!(await interviewsRepository.markReminded(trx, id, at))) return false;
          await queueMails(trx, id, 'reminder');
          return true;
        });
        if (claimed) sent += 1;
      }
      return sent;
    },

    /** The invitation as an iCalendar file (RFC 5545), organised by the company. */
    async calendar(id: number): Promise<{ filename: string; body: string }> {
      const row = await load(id);
      const interview = toInterview(row);
      return {
        filename: `interview-${interview.id}.ics`,
        body: interviewCalendar(interview, { ...calendarOptions(), sequence: row.sequence }),
      };
    },

    /** 'Interviews Scheduled' (dashboards): interviews not cancelled that start from now on. */

    /** The next interview of each candidate of a job (the board's cards). */
    nextOfJob: (jobId: number) => interviewsRepository.nextOfJob(ctx.db, jobId, now()),
    /** candidate id → the latest interviewer's rating (1–5) of the job's candidates who have one. */
    latestRatingsOfJob: (jobId: number) => interviewsRepository.latestRatingsOfJob(ctx.db, jobId),

    /** Interviews of these applications, in time order (the privacy module's export). */
    ofCandidates: (candidateIds: number[]) => interviewsRepository.ofCandidates(ctx.db, candidateIds),
  };
}
export type InterviewsService = ReturnType<typeof createInterviewsService>;
