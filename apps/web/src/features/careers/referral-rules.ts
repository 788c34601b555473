import { MAX_REFERRALS_PER_CANDIDATE_PER_JOB } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import type { ReferralPayload } from '../../api/referrals-public';

/** Refer a Friend's rules and messages (public-site.md §4, §5, §8). */

export const ALREADY_REFERRED_BEFORE = 'This friend has already been referred for this job previously. Please refer a different friend.';
export const REFERRAL_FAILED = 'Failed to submit referral';
export const REFERRAL_NETWORK_ERROR = 'Network error. Please try again.';
export const LIMIT_REACHED_LABEL = `Limit Reached (${MAX_REFERRALS_PER_CANDIDATE_PER_JOB} max)`;

/** A friend referred in this visit of the page. */
export interface ReferredFriend {
  name: string;
  contact: string;
}

/** What the form holds when the referrer presses submit. */
export interface ReferralDraft {
  candidate_id: number | undefined;
  job_id: number | undefined;
  friend_name: string;
  friend_contact: string;
  friend_email: string;
  preferred_company: string;
  /** The consent box: the notice version when ticked, '' when not (issue 18). */
  privacy_consent: string;
}

/** The referral's fields in the spec's order of its problems (public-site.md §5). */
export const FIELD_ORDER = [
  'candidate_id',
  'job_id',
  'friend_name',
  'friend_contact',
  'friend_email',
  'preferred_company',
  'privacy_consent',
] as const;

/** The form's fields a problem can be about (the job is not a field: its problem is the form's). */
export type ReferralField = Exclude<(typeof FIELD_ORDER)[number], 'job_id'>;

export type ReferralCheck = { ok: true; payload: ReferralPayload } | { ok: false; message: string; fields: Partial<Record<ReferralField, string>> };

/** What a failed POST /refer-a-friend shows. */
export function referralFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REFERRAL_FAILED;
  if (error.status === 0) return REFERRAL_NETWORK_ERROR;
  if (/already referred/i.test(error.message)) return ALREADY_REFERRED_BEFORE;
  const fieldMessages = Object.values(error.errors)
    .map((messages) => messages[0])
    .filter((m): m is string => Boolean(m));
  if (error.status === 422 && fieldMessages.length) return fieldMessages.join('. ');
  return error.message || REFERRAL_FAILED;
}

/** The server's field errors (422) on the form's fields, the first message each. */
export function referralFieldErrors(error: unknown): Partial<Record<ReferralField, string>> {
  if (!(error instanceof ApiError)) return {};
  const fields: Partial<Record<ReferralField, string>> = {};
  for (const field of FIELD_ORDER) {
    const message = error.errors[field]?.[0];
    if (message && field !== 'job_id') fields[field] = message;
  }
  return fields;
}

export const referralSuccessMessage = (friendName: string, jobTitle: string | null | undefined) =>
  `${friendName.trim()} referred successfully to ${jobTitle?.trim() || 'this job'}.`;
