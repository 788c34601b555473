/**
 * The client review's texts and fixed values (issue 44), without zod: the public review page
 * imports them, and must stay within its first-load budget.
 */
/** A review link lasts this many days unless the server's CLIENT_REVIEW_DAYS says otherwise. */
export const CLIENT_REVIEW_DEFAULT_DAYS = 14;
/** The most candidates one link shows. */
export const CLIENT_REVIEW_MAX_CANDIDATES = 20;
export const CLIENT_REVIEW_COMMENT_MAX = 2000;

export const CLIENT_REVIEW_MSG = {
  contactSaved: 'Contact saved.',
  contactDeleted: 'Contact deleted.',
  contactNotFound: 'Contact not found',
  contactInUse: 'This contact has been sent review links, so it is kept for the record.',
  contactOfOtherClient: 'This contact belongs to another client.',
  sent: 'Sent to the client.',
  revoked: 'The link is revoked.',
  alreadyRevoked: 'This link is already revoked.',
  notAtReview: 'Only candidates at the client CV review stage can be sent to the client.',
  otherJob: 'Every candidate must have applied for this job.',
  linkInvalid: 'This review link is not valid.',
  decided: 'Thank you: your decision is recorded.',
  alreadyDecided: 'A decision on this candidate has already been recorded, so it cannot be changed here. Please contact the agency.',
  reasonRequired: 'Please give a reason.',
  feedbackRecorded: 'Thank you: your feedback is recorded.',
} as const;

/** What a 410 page says: the link is gone, and whom to ask for a new one. */
export const clientReviewGone = (why: 'expired' | 'revoked', ask: string) =>
  `This review link has ${why === 'expired' ? 'expired' : 'been withdrawn'}. Please contact ${ask} for a new one.`;

export const CLIENT_DECISIONS = ['shortlisted', 'not_suitable'] as const;
export type ClientDecision = (typeof CLIENT_DECISIONS)[number];
export const CLIENT_DECISION_LABELS: Record<ClientDecision, string> = {
  shortlisted: 'Shortlisted for interview',
  not_suitable: 'Not suitable',
};
