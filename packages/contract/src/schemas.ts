import { z } from 'zod';
import { consentField, PRIVACY_MSG } from './privacy.js';
import {
  CANDIDATE_STATUSES,
  JOB_STATUSES,
  FREE_TEXT_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRIORITY_LEVELS,
  REJECTION_REASON_MAX,
  ROLES,
  STAGES,
  TASK_MESSAGE_MAX,
} from './constants.js';
import { MSG } from './messages.js';
import { EXPERIENCE_BAND_IDS } from './careers-facets.js';
import {
  flexibleBoolean,
  id,
  integer,
  isoDate,
  optionalEmail,
  optionalInteger,
  optionalName,
  optionalPhone,
  optionalText,
  pageQuery,
  requiredEmail,
  requiredName,
  requiredPhone,
  requiredText,
  optionalQueryId,
} from './fields.js';

// ---------- sessions and users ----------
export const LoginSchema = z.object({
  username: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, MSG.passwordTooLong),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RoleSchema = z.enum(ROLES, { error: `Must be one of ${ROLES.join(', ')}` });

export const UserCreateSchema = z.object({
  username: requiredEmail(),
  password: z
    .string({ error: MSG.required })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, MSG.passwordTooLong),
  user_role: RoleSchema,
});
export const UserPatchSchema = z
  .object({
    user_role: RoleSchema.optional(),
    password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, MSG.passwordTooLong).optional(),
    is_active: flexibleBoolean().optional(),
  })
  .refine((v) => v.user_role !== undefined || v.password !== undefined || v.is_active !== undefined, 'Nothing to change');

// ---------- public writes ----------
export const FeedbackSchema = z.object({
  first_name: requiredName(),
  last_name: requiredName(),
  email: requiredEmail(),
  phone_number: requiredPhone(),
  message: requiredText(),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;

export const ScamReportSchema = z.object({
  first_name: requiredName(),
  last_name: requiredName(),
  email: requiredEmail(),
  phone_number: requiredPhone(),
  issue_description: requiredText(),
});

export const ReferralSchema = z.object({
  candidate_id: id('Please select a candidate from the dropdown'),
  job_id: id('Job information is missing'),
  friend_name: requiredName("Please enter your friend's name"),
  friend_contact: requiredPhone("Please enter your friend's contact number"),
  friend_email: optionalEmail(),
  preferred_company: optionalName(),
  /** The referrer confirms the friend agreed to be contacted (the notice version they saw; issue 18). */
  privacy_consent: consentField(PRIVACY_MSG.referralConsentRequired),
});

// ---------- candidates ----------
const yesNo = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : (v ?? null)),
  z.enum(['yes', 'no'], { error: 'Must be yes or no' }).nullable(),
);
/** Candidate application fields (the resume file is checked separately). */
export const CandidateSchema = z
  .object({
    job_id: id('Please select a job'),
    candidate_name: requiredName(),
    email: requiredEmail(),
    mobile_number: requiredPhone(),
    current_location: requiredText(NAME_MAX),
    current_company: optionalName(),
    years_experience: optionalText(20),
    relevant_experience: optionalText(20),
    current_ctc: optionalText(40),
    expected_ctc: optionalText(40),
    notice_period: optionalText(60),
    preferred_location: optionalName(),
    available_for_interview: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate().nullable()),
    has_preferred_company: yesNo,
    preferred_company: optionalName(),
    remarks: optionalText(),
  })
  .transform((v) => ({ ...v, preferred_company: v.has_preferred_company === 'yes' ? v.preferred_company : null }));
export type CandidateInput = z.infer<typeof CandidateSchema>;
/** A public application's consent to the privacy notice (issue 18); staff entries are recorded without it. */
export const ApplicationConsentSchema = z.object({ privacy_consent: consentField(PRIVACY_MSG.consentRequired) });

export const CandidateStatusSchema = z.object({
  status: z.enum(CANDIDATE_STATUSES, { error: `Must be one of ${CANDIDATE_STATUSES.join(', ')}` }),
});

// ---------- process tracker ----------
export const TrackerCreateSchema = z.object({ candidate_id: id() });
const completed = z.literal('completed', { error: 'Must be "completed"' }).optional();
/** Exactly one key: a stage set to "completed", or rejected: "rejected". */
export const TrackerUpdateSchema = z
  .object({
    screening: completed,
    hr_interview: completed,
    client_cv_review: completed,
    client_interview: completed,
    offer_letter: completed,
    rejected: z.literal('rejected', { error: 'Must be "rejected"' }).optional(),
    /** Why, with `rejected` (required there): shown on the tracker. */
    reason: optionalText(REJECTION_REASON_MAX),
    /** With `rejected`: also e-mail the candidate the rejection mail (issue 43; off unless asked). */
    notify_candidate: flexibleBoolean().optional(),
  })
  .refine((v) => [...STAGES, 'rejected' as const].filter((k) => v[k] !== undefined).length === 1, 'Send exactly one stage to update')
  .refine((v) => v.rejected === undefined || Boolean(v.reason), { message: MSG.rejectionReasonRequired, path: ['reason'] });
export const STAGE_KEYS = [...STAGES, 'rejected'] as const;

// ---------- clients ----------
const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const website = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    return /^www\./i.test(t) ? `https://${t}` : t;
  },
  z
    .string({ error: MSG.websiteRequired })
    .min(1, MSG.websiteRequired)
    .max(500)
    .refine((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, MSG.websiteInvalid),
);
const clientFields = {
  // runs of whitespace collapsed: 'Acme  Corp' is stored as 'Acme Corp' (one client per name)
  company_name: requiredName().transform((s) => s.replace(/\s+/g, ' ')),
  website,
  email: requiredEmail(),
  phone: requiredPhone(MSG.required, MSG.phoneMin10),
  location: requiredText(200),
  gst_number: requiredText(15)
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || GSTIN_RE.test(s), MSG.gstInvalid),
  contact_name: requiredName(),
  designation: requiredName(),
  contact_email: requiredEmail(),
  contact_phone: requiredPhone(MSG.required, MSG.phoneMin10),
  contact_Name2: optionalName(),
  Designation2: optionalName(),
  contact_Email2: optionalEmail(),
  contact_Mobile2: optionalPhone(MSG.phoneMin10),
};
export const ClientCreateSchema = z.object(clientFields);
export const ClientUpdateSchema = z.object(clientFields).partial();
export type ClientInput = z.infer<typeof ClientCreateSchema>;

// ---------- jobs ----------
const status = z.enum(JOB_STATUSES, { error: `Must be one of ${JOB_STATUSES.join(', ')}` });
const money = (msg: string = MSG.required) => integer(0, 1_000_000_000_000, msg);
const jobFields = {
  client_id: id(MSG.clientRequired),
  client_name: optionalName(),
  job_title: requiredText(150),
  min_experience: integer(0, 50),
  max_experience: integer(0, 50),
  preferred_company: optionalText(500),
  type_of_industry: requiredText(150, MSG.industryRequired),
  notice_period: requiredText(100),
  benefit: optionalText(),
  budget: money(),
  package: money(),
  qualification: requiredText(500),
  skills_required: requiredText(FREE_TEXT_MAX, MSG.skillsRequired),
  job_location: requiredText(200),
  timings: optionalText(100),
  no_of_positions: integer(1, 1000),
  working_days: optionalInteger(1, 7),
  diversity_preference: optionalText(100),
  hiring_type: requiredText(100),
  work_mode: requiredText(100),
  interview_process: optionalText(),
  key_responsibilities: requiredText(FREE_TEXT_MAX, MSG.keyResponsibilitiesRequired),
  job_description: requiredText(),
  is_active: flexibleBoolean().optional(),
  status: status.optional(),
  /** Last day applications are taken (India time); none: open until closed (decision 68). */
  closing_date: z.preprocess((v) => (v === '' ? null : v), isoDate().nullable().optional()),
  /** The client's name stays off the public pages; the agency is the hiring organisation (issue 17). */
  client_confidential: flexibleBoolean().optional(),
};
const experienceOrder = (v: { min_experience?: number | null; max_experience?: number | null }) =>
  v.min_experience == null || v.max_experience == null || v.min_experience <= v.max_experience;
export const JobCreateSchema = z
  .object(jobFields)
  .refine(experienceOrder, { message: 'Minimum experience cannot exceed maximum experience', path: ['max_experience'] });
export const JobUpdateSchema = z
  .object(jobFields)
  .partial()
  .extend({ auto_close_reason: z.null().optional(), auto_closed_at: z.null().optional() })
  .refine(experienceOrder, { message: 'Minimum experience cannot exceed maximum experience', path: ['max_experience'] });
export type JobInput = z.infer<typeof JobCreateSchema>;

export const JobListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  industry: z.string().trim().max(200).optional(),
  /** Issue 46: exact work mode, and the experience band of the job's minimum experience (careers-facets.ts). */
  work_mode: z.string().trim().max(200).optional(),
  experience: z.enum(EXPERIENCE_BAND_IDS).optional(),
  status: status.optional(),
  client_id: optionalQueryId(),
  active_only: z.enum(['0', '1', 'true', 'false']).optional(),
  active: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** GET /recruitments/facets (issue 46): the careers filters, each facet counted with the others applied. */
export const JobFacetsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  industry: z.string().trim().max(200).optional(),
  work_mode: z.string().trim().max(200).optional(),
  experience: z.enum(EXPERIENCE_BAND_IDS).optional(),
});

export const ReopenSchema = z.object({ reason: optionalText(1000) });
export const CloseSchema = z.object({
  candidate_ids: z.array(z.number().int().min(1)).max(1000).default([]),
  reason: requiredText(1000, 'A reason is required'),
});

// ---------- tasks ----------
/** Who a task may be assigned to (active users of these roles), and whose bells show it. */
export const TASK_ASSIGNEE_ROLES = ['Bdm', 'Hrteam'] as const;
export const TaskSchema = z.object({
  user_id: id('Please choose a team member'),
  job_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), id()])),
  message: requiredText(TASK_MESSAGE_MAX),
  priority_level: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'medium' : v),
    z.enum(PRIORITY_LEVELS, { error: `Must be one of ${PRIORITY_LEVELS.join(', ')}` }),
  ),
  deadline: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate().nullable()),
});
