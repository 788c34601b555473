/**
 * "My applications" without a password (issue 46): an applicant asks for a link by e-mail (the
 * acknowledgement of an application carries one too); the link opens, once, a page that lasts
 * MY_APPLICATIONS_PAGE_TTL_MS, where they follow their applications in their own words, withdraw
 * one, replace the résumé, download or erase their data (decision 270).
 */

/** A link asked for on /my-applications opens within this time. */
export const MY_APPLICATIONS_LINK_TTL_MS = 30 * 60 * 1000;
/** The link in an application's acknowledgement opens within this time (it is read later than a link just asked for). */
export const MY_APPLICATIONS_ACK_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** The page a link opens lasts this long. */
export const MY_APPLICATIONS_PAGE_TTL_MS = 30 * 60 * 1000;
/** At most this many requested links per address an hour, whoever asks. */
export const MY_APPLICATIONS_LINKS_PER_HOUR = 3;
/** The public path of the page (its token in the fragment, which reaches no server log). */
export const MY_APPLICATIONS_PATH = '/my-applications';

/** The rejection reason a withdrawal records (staff see the candidate rejected for it). */
export const WITHDRAWN_REASON = 'Withdrawn by the candidate';

export const APPLICANT_MSG = {
  linkSent: 'If we have applications from that e-mail address, we have sent it a link to see them. The link works once, for 30 minutes.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  pageExpired: 'This page has expired. Please ask for a new link.',
  withdrawn: 'Your application has been withdrawn.',
  alreadyClosed: 'This application can no longer be withdrawn.',
  resumeReplaced: 'Your résumé has been replaced.',
  erased: 'Your applications and the data we held about you have been erased.',
} as const;

/** The candidate's words for where an application stands. */
export const APPLICANT_STAGES = ['received', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];
export const APPLICANT_STAGE_LABELS: Record<ApplicantStage, string> = {
  received: 'Received',
  in_review: 'In review',
  interview: 'Interview',
  offer: 'Offer',
  not_selected: 'Not selected',
  withdrawn: 'Withdrawn',
};
