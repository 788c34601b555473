import { z } from 'zod';
import { PIPELINE_STAGES, CANDIDATE_EVENT_KINDS, DUPLICATE_MATCHES } from '../workspace.js';
import { STAGES } from '../constants.js';
import { TRACKER_ACTIONS } from '../pipeline.js';
import { okBody, pageBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** A tracker's stage keys ("completed" or null; `rejected` "rejected" or null). */
export const ProcessStagesSchema = z.strictObject({
  screening: maybe,
  hr_interview: maybe,
  client_cv_review: maybe,
  client_interview: maybe,
  offer_letter: maybe,
  rejected: maybe,
});
export type ProcessStages = z.infer<typeof ProcessStagesSchema>;

/** A candidate as staff read it (candidates.service `toCandidate`); Admin and Hrteam get every field. */
export const StaffCandidateSchema = z.strictObject({
  id: int,
  candidate_id: int,
  job_id: int,
  job_title: text,
  client_name: maybe,
  job_location: maybe,
  candidate_name: text,
  email: text,
  mobile_number: text,
  current_location: text,
  current_company: maybe,
  years_experience: maybe,
  relevant_experience: maybe,
  current_ctc: maybe,
  expected_ctc: maybe,
  notice_period: maybe,
  preferred_location: maybe,
  available_for_interview: maybe,
  has_preferred_company: maybe,
  preferred_company: maybe,
  remarks: maybe,
  status: text,
  consent_source: maybe,
  consent_version: maybe,
  consent_at: maybe,
  /** The access-checked download, never a storage path. */
  resume: maybe,
  /** null until a tracker exists. */
  process_stages: ProcessStagesSchema.nullable(),
  created_at: text,
  updated_at: text,
});
export type StaffCandidate = z.infer<typeof StaffCandidateSchema>;

/** What Bdm reads of a candidate (issue 18): no contact details, pay, remarks or resume. */
export const BdmCandidateSchema = StaffCandidateSchema.omit({
  email: true,
  mobile_number: true,
  current_ctc: true,
  expected_ctc: true,
  remarks: true,
  resume: true,
});
export type BdmCandidate = z.infer<typeof BdmCandidateSchema>;
export const CandidateByRoleSchema = z.union([StaffCandidateSchema, BdmCandidateSchema]);

/** GET /candidates/search (public): at most 5 matches, the e-mail masked. */
export const CandidateMatchSchema = z.strictObject({ id: int, candidate_name: text, email: text });
export type CandidateMatch = z.infer<typeof CandidateMatchSchema>;

/** One application of a person in the workspace (issue 15). */
export const PersonApplicationSchema = z.strictObject({
  id: int,
  job_id: int,
  job_title: text,
  client_name: maybe,
  applied_at: text,
  stage: z.enum(PIPELINE_STAGES),
  stage_label: text,
  rejection_reason: maybe,
});
export type PersonApplication = z.infer<typeof PersonApplicationSchema>;

/**
 * An application as the profile gives it: what the server accepts now (issue 43; contract
 * allowedTrackerActions, the rules the tracker and interview routes enforce) and the stage
 * "Complete" would complete.
 */
export const ProfileApplicationSchema = PersonApplicationSchema.extend({
  allowed_actions: z.array(z.enum(TRACKER_ACTIONS)),
  next_stage: z.enum(STAGES).nullable(),
  next_stage_label: maybe,
});
export type ProfileApplication = z.infer<typeof ProfileApplicationSchema>;

/** A row of GET /candidates/people: a person with every application. */
export const PersonSchema = z.strictObject({
  id: int,
  candidate_name: text,
  email: text,
  mobile_number: text,
  current_location: text,
  first_applied_at: text,
  applications: z.array(PersonApplicationSchema),
  /** With "Résumé contains" (issue 45): the best-matching résumé's snippet, matched words marked (text, never HTML). */
  resume_snippet: z.array(z.strictObject({ text, mark: z.boolean() })).optional(),
});
export type Person = z.infer<typeof PersonSchema>;

export const CandidateNoteSchema = z.strictObject({ id: int, candidate_id: int, body: text, created_at: text, author: maybe });
export type CandidateNote = z.infer<typeof CandidateNoteSchema>;

/** POST /candidates/{id}/notes answers the note with its author's id and name. */
export const AddedNoteSchema = z.strictObject({ id: int, candidate_id: int, body: text, created_at: text, author_user_id: int, author: text });

export const ResumeInfoSchema = z.strictObject({
  name: maybe,
  kind: z.enum(['pdf', 'doc', 'docx']).nullable(),
  download_url: text,
  inline_url: maybe,
});

/** GET /candidates/{id}/profile. */
export const CandidateProfileSchema = z.strictObject({
  id: int,
  person_id: int,
  // the application's own fields, as the staff list gives them
  ...StaffCandidateSchema.pick({
    candidate_name: true,
    email: true,
    mobile_number: true,
    current_location: true,
    current_company: true,
    years_experience: true,
    relevant_experience: true,
    current_ctc: true,
    expected_ctc: true,
    notice_period: true,
    preferred_location: true,
    available_for_interview: true,
    preferred_company: true,
    remarks: true,
    status: true,
    job_id: true,
    job_title: true,
    client_name: true,
  }).shape,
  created_at: text,
  resume: ResumeInfoSchema.nullable(),
  applications: z.array(ProfileApplicationSchema),
  /** Others in this person by staff's 'Same person' (another e-mail): each e-mail's first application, which 'separate' can undo (issue 41). */
  linked: z.array(z.strictObject({ id: int, candidate_name: text, email: text })),
  notes: z.array(CandidateNoteSchema),
});
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

/** One entry of a candidate's timeline, newest first. */
export const TimelineEntrySchema = z.strictObject({
  id: int,
  candidate_id: int,
  kind: z.enum(CANDIDATE_EVENT_KINDS),
  at: text,
  actor: z.strictObject({ id: int, username: maybe }).nullable(),
  job_title: maybe,
  detail: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** GET /candidates/duplicates: people already holding the e-mail (the same person) or only the phone (a suggestion staff answer). */
export const PossibleDuplicateSchema = z.strictObject({
  id: int,
  candidate_name: text,
  email: text,
  mobile_number: text,
  match: z.enum(DUPLICATE_MATCHES),
});
export type PossibleDuplicate = z.infer<typeof PossibleDuplicateSchema>;

/**
 * `total_capped`: a search across jobs is not counted; `meta.total` is then the rows up to this
 * page plus one when more follow, and `total_capped` says that more do (decision 128).
 */
export const CandidateListBodySchema = pageBody(CandidateByRoleSchema, { total_capped: z.boolean() });
export const CandidateBodySchema = okBody(StaffCandidateSchema);
export const CandidateCreatedBodySchema = okBody(CandidateByRoleSchema);
export const CandidateMatchesBodySchema = okBody(z.array(CandidateMatchSchema));
export const PeopleBodySchema = pageBody(PersonSchema, { has_more: z.boolean() });
export const CandidateProfileBodySchema = okBody(CandidateProfileSchema);
export const TimelineBodySchema = okBody(z.array(TimelineEntrySchema), { has_more: z.boolean() });
export const AddedNoteBodySchema = okBody(AddedNoteSchema);
export const DuplicatesBodySchema = okBody(z.array(PossibleDuplicateSchema));
/** POST /candidates/{id}/separate: the two people a wrong link became, each by its first application. */
export const SeparatedBodySchema = okBody(z.strictObject({ person_id: int, other_person_id: int }));

/** A tracker as the process-tracker routes answer it (trackers.service `toStages`). */
export const TrackerSchema = ProcessStagesSchema.extend({
  id: int,
  candidate_id: int,
  job_id: int,
  rejection_reason: maybe,
  created_at: text,
  updated_at: text,
});
export type Tracker = z.infer<typeof TrackerSchema>;
/** GET /process-tracker/{candidateId}: the six stage keys also at the top level (api.md). */
export const TrackerBodySchema = okBody(TrackerSchema, ProcessStagesSchema.shape);
export const TrackerChangeBodySchema = okBody(TrackerSchema);
export const TrackerUpdateBodySchema = okBody(TrackerSchema, { job_auto_closed: z.boolean(), job_closure_message: maybe });
export type AddedNote = z.infer<typeof AddedNoteSchema>;
