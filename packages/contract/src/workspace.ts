import { z } from 'zod';
import { STAGES } from './constants.js';
import { isoDate, optionalQueryId, requiredText } from './fields.js';

/**
 * The recruiter's workspace (issue 15): candidate search, profile, notes, timeline, exports and the
 * duplicate warning. Staff only: Admin and Hrteam.
 */

/** Candidate search: 25 people a page, always (issue 15). */
export const PEOPLE_PER_PAGE = 25;
/** The deepest page of a search: 10,000 people; narrower filters reach the rest. */
export const PEOPLE_MAX_PAGE = 400;
/** The search page's Job and Client filters: the first 20 matches of what is typed (the newest 20 before anything is). */
export const FILTER_CHOICES = 20;
/** A note's longest text. */
export const NOTE_MAX = 5000;
/** Timeline entries per answer (newest first; `before` asks for older ones). */
export const TIMELINE_PAGE = 50;

export const PEOPLE_SORTS = ['name', 'email', 'phone', 'location', 'applied'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * Where an application stands, in the board's terms (decision 168): the stage it waits for (the
 * first not completed; screening with no tracker), joined when all five are completed, or rejected.
 * The search, its filter, the profile, the CSV and the board give one answer.
 */
export const PIPELINE_STAGES = [...STAGES, 'joined', 'rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  screening: 'Screening',
  hr_interview: 'HR interview',
  client_cv_review: 'Client CV review',
  client_interview: 'Client interview',
  offer_letter: 'Offer letter',
  joined: 'Joined',
  rejected: 'Rejected',
};

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalQueryText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());
const optionalQueryDate = z.preprocess(blankToUndefined, isoDate().optional());

/** GET /candidates/people (and its CSV export): the search box, the filters and the sort. */
export const PeopleQuerySchema = z.object({
  q: optionalQueryText(200),
  /** "Résumé contains" (issue 45): web-search syntax over résumé text; the rows then come best match first. */
  resume: optionalQueryText(200),
  job_id: optionalQueryId(),
  client_id: optionalQueryId(),
  stage: z.preprocess(blankToUndefined, z.enum(PIPELINE_STAGES, { error: `Must be one of ${PIPELINE_STAGES.join(', ')}` }).optional()),
  location: optionalQueryText(100),
  applied_from: optionalQueryDate,
  applied_to: optionalQueryDate,
  sort: z.preprocess(blankToUndefined, z.enum(PEOPLE_SORTS, { error: `Must be one of ${PEOPLE_SORTS.join(', ')}` }).default('applied')),
  dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS, { error: 'Must be asc or desc' }).default('desc')),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `page must be a whole number from 1 to ${PEOPLE_MAX_PAGE}` })
      .int(`page must be a whole number from 1 to ${PEOPLE_MAX_PAGE}`)
      .min(1, `page must be a whole number from 1 to ${PEOPLE_MAX_PAGE}`)
      .max(PEOPLE_MAX_PAGE, `page must be a whole number from 1 to ${PEOPLE_MAX_PAGE}`)
      .default(1),
  ),
});
export type PeopleQuery = z.infer<typeof PeopleQuerySchema>;

export const NoteSchema = z.object({ body: requiredText(NOTE_MAX, 'Please write a note') });

/** GET /candidates/duplicates: at least one of them. */
export const DuplicateQuerySchema = z
  .object({ email: optionalQueryText(254), phone: optionalQueryText(30) })
  .refine((v) => Boolean(v.email || v.phone), { message: 'Give an e-mail or a phone number', path: ['email'] });

/**
 * A staff entry's answer to 'Possible duplicate' (issue 41): the id of an application of the person
 * it is ('Same person'); absent, it stays a person of its own unless its e-mail is someone's.
 */
export const SamePersonSchema = z.object({ same_person_as: optionalQueryId() });

/** How a possible duplicate was found: the same e-mail (the same person) or only the same phone (a suggestion). */
export const DUPLICATE_MATCHES = ['email', 'phone'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** What the timeline records (candidate_events.kind). `resume_viewed` is the audit part: Admin only. */
export const CANDIDATE_EVENT_KINDS = [
  'applied',
  'edited',
  'stage',
  'rejected',
  'unrejected',
  'referral',
  'note',
  'interview_scheduled',
  'interview_cancelled',
  'interview_rescheduled',
  'interview_feedback',
  // the last completed stage taken back, with the reason (issue 43)
  'moved_back',
  'resume_viewed',
  // bulk work on the search (issue 43): a template mail sent; the row exported to CSV (audit, Admin's view)
  'mailed',
  'exported',
  // staff said a new application is the person of another one with the same phone; a wrong link undone (issue 41)
  'linked',
  'separated',
  // a client's review link (issue 44): sent, opened by the contact, the contact's decision or feedback
  'client_review_sent',
  'client_review_viewed',
  'client_decision',
  'client_feedback',
] as const;
export type CandidateEventKind = (typeof CANDIDATE_EVENT_KINDS)[number];
export const AUDIT_EVENT_KINDS: readonly CandidateEventKind[] = ['resume_viewed', 'exported'];

/** Cells an export writes: a leading = + - @ (or tab, CR) would be a formula in Excel (OWASP CSV injection). */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};
export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
