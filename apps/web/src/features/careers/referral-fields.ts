/**
 * The referral's fields in the spec's order of its problems (public-site.md §5). The lazily loaded
 * check reads the order; the page's modules take only its type (referral-rules.ts), so neither
 * imports the other.
 */
export const FIELD_ORDER = [
  'candidate_id',
  'job_id',
  'friend_name',
  'friend_contact',
  'friend_email',
  'preferred_company',
  'privacy_consent',
] as const;
