import { z } from 'zod';
import { STAGES, STAGE_CARD_LABELS, type Stage } from './constants.js';
import { id, integer, isoDate, optionalEmail, optionalText, requiredName, requiredText } from './fields.js';

/**
 * The recruiter's workspace (issue 15): the pipeline board of a job and interviews. One place for
 * where a candidate stands, shared by the server (board, scheduling rule) and the screens.
 */

/** The stage keys as a tracker holds them, null when there is no tracker yet. */
export type TrackerStages = Partial<Record<Stage | 'rejected', string | null>> | null | undefined;

/**
 * The board's columns: the five hiring stages in api.md's order, then the candidates who have
 * joined (offer letter completed). A candidate stands in the first stage not completed yet
 * (api.md "Hiring stages"; a candidate without a tracker stands in screening). Rejected
 * candidates stay in the column where they were rejected, marked rejected (decision 101).
 */
export const PIPELINE_COLUMNS = [...STAGES, 'joined'] as const;
export type PipelineColumn = (typeof PIPELINE_COLUMNS)[number];

/**
 * Column headings. A stage's name is the tracker card label of the stage before it, since a card
 * completes its key and names where the candidate goes next (STAGE_CARD_LABELS, staff-portal.md §4):
 * completing screening takes the candidate to the HR interview, and so on; completing the offer
 * letter means the candidate joined.
 */
export const PIPELINE_COLUMN_LABELS: Record<PipelineColumn, string> = {
  screening: 'Screening',
  hr_interview: STAGE_CARD_LABELS.screening,
  client_cv_review: STAGE_CARD_LABELS.hr_interview,
  client_interview: STAGE_CARD_LABELS.client_cv_review,
  offer_letter: STAGE_CARD_LABELS.client_interview,
  joined: STAGE_CARD_LABELS.offer_letter,
};

/** The column a candidate stands in: the first stage not completed, or 'joined' when all five are. */
export function pipelineColumn(stages: TrackerStages): PipelineColumn {
  return STAGES.find((s) => stages?.[s] !== 'completed') ?? 'joined';
}

/** The column the next move takes a candidate to (the stage they stand in is completed). */
export function nextPipelineColumn(column: PipelineColumn): PipelineColumn | null {
  const i = PIPELINE_COLUMNS.indexOf(column);
  return i >= 0 && i < PIPELINE_COLUMNS.length - 1 ? PIPELINE_COLUMNS[i + 1]! : null;
}

// ---------- what may be done to an application (issue 43) ----------

/**
 * The tracker actions the profile offers; one set of rules decides them and the routes' checks
 * (the server's tracker and interview services call the refusals below), so a button shown is a
 * request accepted. A job that is closed refuses them all (its hiring process is read-only).
 */
export const TRACKER_ACTIONS = ['complete_stage', 'reject', 'undo_reject', 'move_back', 'schedule_interview'] as const;
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

export const TRACKER_MSG = {
  alreadyRejected: 'This candidate is already rejected.',
  rejectedNoStage: 'This candidate has been rejected: no further stage can be completed.',
  notRejected: 'This candidate is not rejected.',
} as const;

/** Why completing `stage` is refused where the candidate stands (api.md "Hiring stages"), or null when it is allowed. */
export function completeStageRefusal(stages: TrackerStages, stage: Stage): string | null {
  if (stages?.rejected) return TRACKER_MSG.rejectedNoStage;
  if (stages?.[stage] === 'completed') return `"${STAGE_CARD_LABELS[stage]}" is already completed.`;
  const index = STAGES.indexOf(stage);
  const previous = index > 0 ? STAGES[index - 1]! : null;
  if (previous && stages?.[previous] !== 'completed') return `Complete "${STAGE_CARD_LABELS[previous]}" before "${STAGE_CARD_LABELS[stage]}".`;
  return null;
}

/** A candidate can be rejected once (a joined candidate too). */
export const rejectRefusal = (stages: TrackerStages): string | null => (stages?.rejected ? TRACKER_MSG.alreadyRejected : null);

/** Only a rejection can be undone. */
export const undoRejectRefusal = (stages: TrackerStages): string | null => (stages?.rejected ? null : TRACKER_MSG.notRejected);

/** The stage "Move back" takes back: the last completed one. */
export const lastCompletedStage = (stages: TrackerStages): Stage | null => [...STAGES].reverse().find((s) => stages?.[s] === 'completed') ?? null;

/** Move back needs a completed stage and a candidate not rejected (undo the rejection first). */
export function moveBackRefusal(stages: TrackerStages): string | null {
  if (stages?.rejected) return MOVE_BACK_MSG.rejected;
  return lastCompletedStage(stages) ? null : MOVE_BACK_MSG.nothingCompleted;
}

/** An interview is booked at an interview stage, one at a time per stage (`hasUpcoming`: one not cancelled starts later). */
export function scheduleInterviewRefusal(stages: TrackerStages, hasUpcoming: boolean): string | null {
  if (!interviewStageOf(stages)) return INTERVIEW_MSG.notAtInterviewStage;
  return hasUpcoming ? INTERVIEW_MSG.alreadyScheduled : null;
}

/** Where an application stands, as the rules need it. A missing tracker counts as none completed: the screens start it first. */
export interface ApplicationStanding {
  stages: TrackerStages;
  jobClosed: boolean;
  /** An interview not cancelled, starting later, at the stage the candidate stands in. */
  upcomingInterview: boolean;
}

/** The actions the routes accept for this application now, in TRACKER_ACTIONS' order. */
export function allowedTrackerActions({ stages, jobClosed, upcomingInterview }: ApplicationStanding): TrackerAction[] {
  if (jobClosed) return [];
  const column = pipelineColumn(stages);
  const refusals: Record<TrackerAction, string | null> = {
    complete_stage: column === 'joined' ? 'All stages are completed.' : completeStageRefusal(stages, column),
    reject: rejectRefusal(stages),
    undo_reject: undoRejectRefusal(stages),
    move_back: moveBackRefusal(stages),
    schedule_interview: scheduleInterviewRefusal(stages, upcomingInterview),
  };
  return TRACKER_ACTIONS.filter((action) => refusals[action] === null);
}

// ---------- interviews ----------

/** The stages at which an interview is held (api.md "Hiring stages" names). */
export const INTERVIEW_STAGES = ['hr_interview', 'client_interview'] as const satisfies readonly Stage[];
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];
export const INTERVIEW_STAGE_LABELS: Record<InterviewStage, string> = { hr_interview: 'HR Interview', client_interview: 'Client Interview' };

/** An interview can be scheduled for a candidate standing at one of INTERVIEW_STAGES, not rejected. */
export function interviewStageOf(stages: TrackerStages): InterviewStage | null {
  if (!stages || stages.rejected) return null;
  const column = pipelineColumn(stages);
  return (INTERVIEW_STAGES as readonly string[]).includes(column) ? (column as InterviewStage) : null;
}

export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEW_DURATION_DEFAULT = 60;
export const INTERVIEW_LOCATION_MAX = 300;
export const INTERVIEW_URL_MAX = 2000;
/** The longest range the interview list answers at once (a month and a bit). */
export const INTERVIEW_RANGE_MAX_DAYS = 42;

/** How far ahead an interview may be scheduled: a typo such as year 2206 is refused, not kept forever in the count. */
export const INTERVIEW_HORIZON_YEARS = 2;

export const INTERVIEW_MSG = {
  notAtInterviewStage: 'This candidate is not at the HR interview or client interview stage.',
  alreadyScheduled: 'An interview is already scheduled for this candidate at this stage. Cancel it first.',
  inThePast: 'The interview must start in the future.',
  tooFarAhead: `The interview must start within the next ${INTERVIEW_HORIZON_YEARS} years.`,
  placeOrLink: 'Give a place or a meeting link.',
  invalidUrl: 'Please enter a valid http(s) link.',
  alreadyCancelled: 'This interview is already cancelled.',
  cancelledNotRescheduled: 'This interview is cancelled: schedule a new one instead.',
  pastNotRescheduled: 'This interview has already started: it can no longer be rescheduled.',
  feedbackRecorded: 'Feedback already recorded for this interview',
  feedbackBeforeStart: 'Feedback can be recorded once the interview has started.',
  feedbackCancelled: 'This interview was cancelled: there is no feedback to record.',
  invalidTime: 'Must be a time (HH:MM)',
  invalidStart: 'Must be a date and time with a time zone (ISO 8601)',
  rangeTooLong: `The range may span at most ${INTERVIEW_RANGE_MAX_DAYS} days.`,
  rangeOrder: 'from must be before to',
} as const;

/**
 * One http(s) link as the browser parses it (`new URL`). `new URL` silently drops tabs and line
 * breaks inside and controls at either end, so a link holding them is refused before it is parsed:
 * whatever the string holds goes as it is into the calendar file and the mails (issue 41).
 */
const isHttpUrl = (s: string) => {
  if (/[\p{Cc}\p{Cf}\p{Z}\s]/u.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
};

const meetingUrl = () => optionalText(INTERVIEW_URL_MAX).refine((s) => s === null || isHttpUrl(s), INTERVIEW_MSG.invalidUrl);

const duration = () => integer(INTERVIEW_DURATION_MIN, INTERVIEW_DURATION_MAX);

/** The calendar date and clock time as written exist (no 30 February, no 24:00). */
function isRealMoment(s: string): boolean {
  const [y, mo, d, h, mi] = s.slice(0, 16).split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    !Number.isNaN(Date.parse(s)) &&
    local.getUTCFullYear() === y &&
    local.getUTCMonth() === mo - 1 &&
    local.getUTCDate() === d &&
    local.getUTCHours() === h &&
    local.getUTCMinutes() === mi
  );
}

/** A moment with an explicit offset (…Z or ±hh:mm), normalised to UTC ISO. */
const instant = () =>
  z
    .string({ error: INTERVIEW_MSG.invalidStart })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, INTERVIEW_MSG.invalidStart)
    .refine(isRealMoment, INTERVIEW_MSG.invalidStart)
    .transform((s) => new Date(s).toISOString());

const placeOrLink = <T extends { location: string | null; meeting_url: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.location && !v.meeting_url) ctx.addIssue({ code: 'custom', message: INTERVIEW_MSG.placeOrLink, path: ['location'] });
};

/** An interview's time, people and place: what booking and rescheduling both take. */
const interviewFields = z.object({
  starts_at: instant(),
  duration_minutes: duration(),
  interviewer: requiredName(),
  /** Optional (older clients send none): when given, the interviewer is mailed the invitation too. */
  interviewer_email: optionalEmail(),
  location: optionalText(INTERVIEW_LOCATION_MAX),
  meeting_url: meetingUrl(),
});

/** POST /interviews: times travel in UTC (the screen converts the viewer's local date and time). */
export const InterviewCreateSchema = z.object({ candidate_id: id(), ...interviewFields.shape }).superRefine(placeOrLink);
export type InterviewCreateInput = z.infer<typeof InterviewCreateSchema>;

/** PUT /interviews/{id} (reschedule): the booking's fields but the candidate, who stays the same. */
export const InterviewUpdateSchema = interviewFields.superRefine(placeOrLink);
export type InterviewUpdateInput = z.infer<typeof InterviewUpdateSchema>;

/** POST /process-tracker/{candidateId}/move-back: the last completed stage is taken back, with the reason (issue 43). */
export const MOVE_BACK_REASON_MAX = 1000;
export const MoveBackSchema = z.object({ reason: requiredText(MOVE_BACK_REASON_MAX, 'Give the reason for moving the candidate back.') });
export const MOVE_BACK_MSG = {
  nothingCompleted: 'No stage is completed: there is nothing to move back.',
  rejected: 'This candidate is rejected: undo the rejection first.',
} as const;

export const INTERVIEW_FEEDBACK_NOTES_MAX = 2000;
/** POST /interviews/{id}/feedback: the interviewer's rating (1 poor – 5 excellent) and notes. */
export const InterviewFeedbackSchema = z.object({
  rating: integer(1, 5),
  notes: optionalText(INTERVIEW_FEEDBACK_NOTES_MAX),
});
export type InterviewFeedbackInput = z.infer<typeof InterviewFeedbackSchema>;

/** The schedule form as typed: a local date and time, turned into `starts_at` before sending. */
export const InterviewFormSchema = z
  .object({
    date: isoDate(),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, INTERVIEW_MSG.invalidTime),
    duration_minutes: duration(),
    interviewer: requiredName(),
    interviewer_email: optionalEmail(),
    location: optionalText(INTERVIEW_LOCATION_MAX),
    meeting_url: meetingUrl(),
  })
  .superRefine(placeOrLink);
export type InterviewFormInput = z.input<typeof InterviewFormSchema>;

/** GET /interviews: from/to as UTC instants; both missing = this week (Monday 00:00 UTC, 7 days). */
export const InterviewListQuery = z.object({
  from: instant().optional(),
  to: instant().optional(),
});

// Interview, PipelineCard and PipelineBoard: responses/pipeline.ts (zod schemas, the types inferred).
export const PIPELINE_MAX_CARDS = 1000;
