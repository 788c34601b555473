import { z } from 'zod';
import { INTERVIEW_STAGES, PIPELINE_COLUMNS } from '../pipeline.js';
import { okBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** An interview as the API answers it. */
export const InterviewSchema = z.strictObject({
  id: int,
  candidate_id: int,
  candidate_name: text,
  job_id: int,
  job_title: text,
  client_name: maybe,
  stage: z.enum(INTERVIEW_STAGES),
  starts_at: text,
  ends_at: text,
  duration_minutes: int,
  interviewer: text,
  /** Null for an interview booked without it (the interviewer is then not mailed). */
  interviewer_email: maybe,
  location: maybe,
  meeting_url: maybe,
  created_at: text,
  cancelled_at: maybe,
  /** The interviewer's feedback, once recorded (issue 43). */
  feedback: z.strictObject({ rating: int, notes: maybe, created_at: text }).nullable(),
});
export type Interview = z.infer<typeof InterviewSchema>;

/** A card of the board. `email` only for roles that may read candidates (never for Bdm). */
export const PipelineCardSchema = z.strictObject({
  candidate_id: int,
  candidate_name: text,
  email: text.optional(),
  column: z.enum(PIPELINE_COLUMNS),
  has_tracker: z.boolean(),
  /** When the candidate entered the column (the previous stage's completion, or the application). */
  entered_at: text,
  rejected: z.boolean(),
  rejection_reason: maybe.optional(),
  /** The latest interviewer's rating (1–5), for Admin and Hrteam (issue 43); null without feedback. */
  feedback_rating: int.nullable().optional(),
  /** The next scheduled interview from now on, if any. */
  next_interview: z.strictObject({ id: int, stage: z.enum(INTERVIEW_STAGES), starts_at: text }).nullable(),
});
export type PipelineCard = z.infer<typeof PipelineCardSchema>;

export const PipelineBoardSchema = z.strictObject({
  job: z.strictObject({ job_id: int, job_title: text, client_name: maybe, closed: z.boolean() }),
  columns: z.array(z.strictObject({ key: z.enum(PIPELINE_COLUMNS), label: text, count: int, rejected: int, cards: z.array(PipelineCardSchema) })),
  total: int,
  /** True when the job has more candidates than the board shows (PIPELINE_MAX_CARDS). */
  truncated: z.boolean(),
});
export type PipelineBoard = z.infer<typeof PipelineBoardSchema>;

export const PipelineBodySchema = okBody(PipelineBoardSchema);
export const InterviewBodySchema = okBody(InterviewSchema);
/** GET /interviews: the range answered (UTC instants) beside the list. */
export const InterviewListBodySchema = okBody(z.array(InterviewSchema), { from: text, to: text });
