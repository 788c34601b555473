import { MAX_REFERRALS_PER_CANDIDATE_PER_JOB } from '@talentra/contract';
import type { ReferralPayload } from '../../api/referrals-public';
import type { FIELD_ORDER } from './referral-fields';

/** Refer a Friend's rules and messages (public-site.md §4, §5, §8). */

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

/**
 * The form's fields a problem can be about, from FIELD_ORDER (a type only: the check
 * and its zod load with the form's first use); the job is not a field, its problem is the form's.
 */
export type ReferralField = Exclude<(typeof FIELD_ORDER)[number], 'job_id'>;

export type ReferralCheck = { ok: true; payload: ReferralPayload } | { ok: false; message: string; fields: Partial<Record<ReferralField, string>> };

export const referralSuccessMessage = (friendName: string, jobTitle: string | null | undefined) =>
  `${friendName.trim()} referred successfully to ${jobTitle?.trim() || 'this job'}.`;
