import { z } from 'zod';
import { PRIORITY_LEVELS, STAGES } from '../constants.js';
import { SavedSearchFiltersSchema } from '../my-day.js';
import { okBody } from './envelope.js';
import { InterviewSchema } from './pipeline.js';

const int = z.number().int();
const text = z.string();

/** A saved search as its list reads it; `can_edit`: the caller owns it or is Admin. */
export const SavedSearchSchema = z.strictObject({
  id: int,
  name: text,
  filters: SavedSearchFiltersSchema,
  shared: z.boolean(),
  owner_id: int,
  owner_name: text,
  mine: z.boolean(),
  can_edit: z.boolean(),
  created_at: text,
  updated_at: text,
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchBodySchema = okBody(SavedSearchSchema);
export const SavedSearchListBodySchema = okBody(z.array(SavedSearchSchema));
export const SavedSearchDeletedBodySchema = okBody(z.strictObject({ id: int }));

export const StallDaysBodySchema = okBody(
  z.strictObject(Object.fromEntries(STAGES.map((s) => [s, int])) as Record<(typeof STAGES)[number], typeof int>),
);

/** A candidate stalled in a stage: in it since `entered_at`, `days` whole days, past the stage's limit. */
export const StalledCandidateSchema = z.strictObject({
  candidate_id: int,
  candidate_name: text,
  job_id: int,
  job_title: text,
  stage: z.enum(STAGES),
  entered_at: text,
  days: int,
  limit_days: int,
});
export type StalledCandidate = z.infer<typeof StalledCandidateSchema>;

export const DueTaskSchema = z.strictObject({
  id: int,
  message: text,
  priority_level: z.enum(PRIORITY_LEVELS),
  deadline: text,
  overdue: z.boolean(),
  assigned_to: text,
  job: z.strictObject({ job_id: int, job_title: text }).nullable(),
});
export type DueTask = z.infer<typeof DueTaskSchema>;

/** GET /my-day: each list bounded (MY_DAY_LIMIT) with its count (to MY_DAY_COUNT_MAX; `more`: the count stopped there). */
export const MyDaySchema = z.strictObject({
  date: text,
  time_zone: text,
  interviews: z.strictObject({ rows: z.array(InterviewSchema), total: int }),
  stalled: z.strictObject({ rows: z.array(StalledCandidateSchema), total: int, more: z.boolean() }),
  tasks: z.strictObject({ rows: z.array(DueTaskSchema), total: int, more: z.boolean() }),
});
export type MyDay = z.infer<typeof MyDaySchema>;
export const MyDayBodySchema = okBody(MyDaySchema);
