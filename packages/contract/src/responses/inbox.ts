import { z } from 'zod';
import { okBody, pageBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/**
 * A feedback message (feedback.service `toFeedback`). The form requires a phone number, but the
 * column allows none (rows from before the rule), so the answer may carry null.
 */
export const FeedbackRecordSchema = z.strictObject({
  id: int,
  first_name: text,
  last_name: text,
  email: text,
  phone_number: maybe,
  message: text,
  created_at: text,
});
export type Feedback = z.infer<typeof FeedbackRecordSchema>;

/** A scam report (scams.service `toScamReport`): the phone is required and stored; the proof an Admin-only download. */
export const ScamReportRecordSchema = z.strictObject({
  id: int,
  first_name: text,
  last_name: text,
  email: text,
  phone_number: text,
  issue_description: text,
  proof_file: maybe,
  proof_file_name: maybe,
  created_at: text,
});
export type ScamReport = z.infer<typeof ScamReportRecordSchema>;

/** A referral as staff read it, joined on the server with the candidate and the job. */
export const StaffReferralSchema = z.strictObject({
  id: int,
  candidate_id: int,
  candidate_name: text,
  candidate_email: text,
  job_id: int,
  job_title: text,
  job_location: text,
  client_name: maybe,
  friend_name: text,
  friend_contact: text,
  friend_email: maybe,
  preferred_company: maybe,
  date_referred: text,
  created_at: text,
});
export type StaffReferral = z.infer<typeof StaffReferralSchema>;

/** POST /refer-a-friend: the stored referral (without its removal token's hash) and the job's title. */
export const ReferralRecordSchema = z.strictObject({
  id: int,
  candidate_id: int,
  job_id: int,
  friend_name: text,
  friend_contact: text,
  friend_email: maybe,
  preferred_company: maybe,
  consent_version: maybe,
  consent_at: maybe,
  created_at: text,
  date_referred: text,
  job_title: text,
});
export type Referral = z.infer<typeof ReferralRecordSchema>;

export const FeedbackListBodySchema = pageBody(FeedbackRecordSchema);
export const FeedbackBodySchema = okBody(FeedbackRecordSchema);
export const ScamReportListBodySchema = pageBody(ScamReportRecordSchema);
export const ScamReportBodySchema = okBody(ScamReportRecordSchema);
export const ReferralListBodySchema = pageBody(StaffReferralSchema, { with_email_count: int });
export const ReferralBodySchema = okBody(ReferralRecordSchema);
export const ReferralRemovedBodySchema = okBody(z.strictObject({ removed: z.literal(true) }));
