import type { Referral } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { Referral };

/** The referral payload of public-site.md §3 (friend_email and preferred_company null when empty). */
export interface ReferralPayload {
  candidate_id: number;
  job_id: number;
  friend_name: string;
  friend_contact: string;
  friend_email: string | null;
  preferred_company: string | null;
  /** The privacy notice version the referrer confirmed their friend agreed to (issue 18). */
  privacy_consent: string;
}

/** POST /refer-a-friend without react-query (the public page). */
export function referFriend(payload: ReferralPayload) {
  return apiFetch<Referral>('/refer-a-friend', { method: 'POST', body: payload });
}
