import { MAX_REFERRALS_PER_CANDIDATE_PER_JOB, MSG, ReferralSchema } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { FIELD_ORDER } from './referral-fields';
import type { ReferralCheck, ReferralDraft, ReferralField, ReferredFriend } from './referral-rules';

/*
 * The referral's check (zod: the contract's ReferralSchema), loaded with the form's first use, not
 * with the page (issue 41). It imports only types from the page's modules: a value would make this
 * chunk depend on the page's chunk, and the build manifest would stop keying that chunk by the page.
 */

export const ALREADY_REFERRED_IN_SESSION = 'You have already referred this friend in this session';

/** The same lower-cased trimmed name and trimmed contact pair. */
export const isSameFriend = (a: ReferredFriend, b: ReferredFriend) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.contact.trim() === b.contact.trim();

/**
 * Every problem at once, joined with '. ' into one message, in the order of the spec: candidate,
 * job, friend's name, friend's contact (then the optional fields' format), the limit, the repeat.
 * The field rules are the contract's ReferralSchema, the same the server applies.
 */
export function checkReferral(draft: ReferralDraft, referred: readonly ReferredFriend[]): ReferralCheck {
  const parsed = ReferralSchema.safeParse(draft);
  const problems: string[] = [];
  const fields: Partial<Record<ReferralField, string>> = {};
  if (!parsed.success) {
    for (const field of FIELD_ORDER) {
      const issue = parsed.error.issues.find((i) => i.path[0] === field);
      if (!issue) continue;
      problems.push(issue.message);
      if (field !== 'job_id') fields[field] = issue.message;
    }
  }
  if (referred.length >= MAX_REFERRALS_PER_CANDIDATE_PER_JOB) problems.push(MSG.referralLimit);
  const friend = { name: draft.friend_name, contact: draft.friend_contact };
  if (friend.name.trim() && friend.contact.trim() && referred.some((r) => isSameFriend(r, friend))) problems.push(ALREADY_REFERRED_IN_SESSION);

  if (problems.length || !parsed.success) return { ok: false, message: problems.join('. '), fields };
  return { ok: true, payload: parsed.data };
}

// What a failed submit shows: here, not with the page, since it is needed only once the check has loaded
export const ALREADY_REFERRED_BEFORE = 'This friend has already been referred for this job previously. Please refer a different friend.';
const REFERRAL_FAILED = 'Failed to submit referral';

/** What a failed POST /refer-a-friend shows; null when the server could not be reached (the page says so: REFERRAL_NETWORK_ERROR). */
export function referralFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return REFERRAL_FAILED;
  if (error.status === 0) return null;
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
