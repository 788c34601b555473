import { z } from 'zod';
import { PRIVACY_NOTICE_PATH } from '../privacy.js';
import { okBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** A candidate row as the Personal data page lists it (due for deletion, or found for a person). */
export const PersonalDataCandidateSchema = z.strictObject({
  id: int,
  candidate_name: text,
  email: text,
  mobile_number: text,
  job_id: int,
  job_title: maybe,
  status: text,
  consent_source: maybe,
  consent_version: maybe,
  consent_at: maybe,
  last_activity: text,
});
export type PersonalDataCandidate = z.infer<typeof PersonalDataCandidateSchema>;

export const RetentionRunSchema = z.strictObject({
  id: int,
  ran_at: text,
  cutoff: text,
  candidates_erased: int,
  referrals_deleted: int,
  files_removed: int,
});
export type RetentionRun = z.infer<typeof RetentionRunSchema>;

export const ErasureRecordSchema = z.strictObject({
  id: int,
  erased_at: text,
  /** The staff member, or null for a friend's removal link and the retention job. */
  erased_by: int.nullable(),
  reason: text,
  rows_deleted: int,
  files_removed: int,
});
export type ErasureRecord = z.infer<typeof ErasureRecordSchema>;

/** `contacts_anonymised`: the person as a client's contact, kept for the record without who (decision 298). */
export const ErasureResultSchema = z.strictObject({ rows_deleted: int, files_removed: int, referrals_anonymised: int, contacts_anonymised: int });
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** GET /personal-data/overview. */
export const PersonalDataOverviewSchema = z.strictObject({
  retention_months: int,
  cutoff: text,
  due: z.array(PersonalDataCandidateSchema),
  due_total: int,
  runs: z.array(RetentionRunSchema),
  erasures: z.array(ErasureRecordSchema),
});
export type PersonalDataOverview = z.infer<typeof PersonalDataOverviewSchema>;

/** GET /personal-data/person: what is held about a person, counted. */
export const PersonFoundSchema = z.strictObject({
  emails: z.array(text),
  phones: z.array(text),
  candidates: z.array(PersonalDataCandidateSchema),
  referrals_made: int,
  referrals_about: int,
  feedback: int,
  scam_reports: int,
  mails: int,
  files: int,
  /** Contacts of clients with one of their e-mails (decision 298). */
  client_contacts: int,
  /** Job alerts kept for one of their e-mails, confirmed or not (issue 46). */
  job_alerts: int,
});
export type PersonFound = z.infer<typeof PersonFoundSchema>;

export const PersonalDataOverviewBodySchema = okBody(PersonalDataOverviewSchema);
export const PersonFoundBodySchema = okBody(PersonFoundSchema);
export const RetentionRunBodySchema = okBody(RetentionRunSchema);
export const ErasureResultBodySchema = okBody(ErasureResultSchema);

/** GET /privacy-notice (public): the notice's version, the value the public forms send as `privacy_consent` (issue 41). */
export const PrivacyNoticeSchema = z.strictObject({ version: text, path: z.literal(PRIVACY_NOTICE_PATH), updated_at: text });
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;
export const PrivacyNoticeBodySchema = okBody(PrivacyNoticeSchema);
