import { z } from 'zod';
import { STAGES, type Stage } from './constants.js';
import { isoDate } from './fields.js';
import { PEOPLE_SORTS, PIPELINE_STAGES, SORT_DIRECTIONS } from './workspace.js';

/**
 * Saved searches and "My day" (issue 43): a recruiter keeps the candidate search's filters under a
 * name, private or shared with the staff who may search (Admin and Hrteam); the dashboards of Admin
 * and Hrteam show the day's interviews, the candidates stalled in a stage and the tasks due.
 */

/** A saved search's longest name, and how many one user may keep (decision 235). */
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_PER_USER = 50;

export const SAVED_SEARCH_MSG = {
  notFound: 'Saved search not found',
  notOwner: 'Only its owner or an Admin can change this saved search.',
  nameTaken: 'You already have a saved search with this name.',
  tooMany: `You can keep at most ${SAVED_SEARCHES_PER_USER} saved searches. Delete one first.`,
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());
const optionalIdText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Must be an id')
    .optional(),
);

/**
 * The filters of the candidate search as its URL holds them (apps/web search-params.ts): text, so a
 * saved search restores the URL as it was. The page is never kept: a saved search opens on page 1.
 */
export const SavedSearchFiltersSchema = z.strictObject({
  q: optionalText(200),
  job_id: optionalIdText,
  client_id: optionalIdText,
  stage: z.preprocess(blankToUndefined, z.enum(PIPELINE_STAGES, { error: `Must be one of ${PIPELINE_STAGES.join(', ')}` }).optional()),
  location: optionalText(100),
  applied_from: z.preprocess(blankToUndefined, isoDate().optional()),
  applied_to: z.preprocess(blankToUndefined, isoDate().optional()),
  sort: z.preprocess(blankToUndefined, z.enum(PEOPLE_SORTS).optional()),
  dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS).optional()),
});
export type SavedSearchFilters = z.infer<typeof SavedSearchFiltersSchema>;

const savedSearchName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'Please name the search' })
    .min(1, 'Please name the search')
    .max(SAVED_SEARCH_NAME_MAX, `Must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
);

/** POST /saved-searches. */
export const SavedSearchCreateSchema = z.object({
  name: savedSearchName,
  filters: SavedSearchFiltersSchema,
  shared: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type SavedSearchCreate = z.infer<typeof SavedSearchCreateSchema>;

/** PUT /saved-searches/{id}: rename it, share it or make it private again (the filters stay). */
export const SavedSearchUpdateSchema = z.object({
  name: savedSearchName,
  shared: z.boolean({ error: 'Must be true or false' }),
});
export type SavedSearchUpdate = z.infer<typeof SavedSearchUpdateSchema>;

/** The stages a candidate can stall in: the five hiring stages (joined and rejected are ends). */
export const STALL_STAGES = STAGES;

/**
 * Days in a stage after which a candidate counts as stalled, until Admin sets them (decision 236):
 * a quick first look, a little longer where the client or an interview sets the pace.
 */
export const DEFAULT_STALL_DAYS: Record<Stage, number> = {
  screening: 3,
  hr_interview: 5,
  client_cv_review: 5,
  client_interview: 7,
  offer_letter: 10,
};
export const STALL_DAYS_MAX = 365;

/** PUT /my-day/stall-days: a whole number of days (1 to 365) for each of the five stages. */
export const StallDaysSchema = z.strictObject(
  Object.fromEntries(
    STALL_STAGES.map((s) => [
      s,
      z.coerce
        .number({ error: `Must be a whole number from 1 to ${STALL_DAYS_MAX}` })
        .int(`Must be a whole number from 1 to ${STALL_DAYS_MAX}`)
        .min(1, `Must be a whole number from 1 to ${STALL_DAYS_MAX}`)
        .max(STALL_DAYS_MAX, `Must be a whole number from 1 to ${STALL_DAYS_MAX}`),
    ]),
  ) as Record<Stage, z.ZodCoercedNumber<unknown>>,
);
export type StallDays = Record<Stage, number>;

/** Each list of "My day" shows at most this many, beside the count of all (counted to MY_DAY_COUNT_MAX). */
export const MY_DAY_LIMIT = 20;
/** Counts stop here: the panel says "1000+" rather than count a million rows on every visit. */
export const MY_DAY_COUNT_MAX = 1000;
/** Tasks overdue by at most this many days still show as due (tasks have no "done": decision 237). */
export const MY_DAY_OVERDUE_DAYS = 7;
