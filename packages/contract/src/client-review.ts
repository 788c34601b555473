import { z } from 'zod';
import { REJECTION_REASON_MAX } from './constants.js';
import { flexibleBoolean, id, optionalName, optionalPhone, optionalText, requiredEmail, requiredName, requiredText } from './fields.js';

/**
 * Clients review the shortlist (issue 44): a client's contacts, the link staff send a contact with
 * candidates at the client CV review stage, and the public review page the link opens.
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

export const ClientContactInputSchema = z.object({
  name: requiredName(),
  email: requiredEmail(),
  phone: optionalPhone(),
  designation: optionalName(),
});
export type ClientContactInput = z.infer<typeof ClientContactInputSchema>;

export const ClientReviewSendSchema = z.object({
  job_id: id(),
  contact_id: id(),
  candidate_ids: z
    .array(id(), { error: 'Choose at least one candidate' })
    .min(1, 'Choose at least one candidate')
    .max(20, 'At most 20 candidates at a time'),
  note: optionalText(CLIENT_REVIEW_COMMENT_MAX),
  show_ctc: flexibleBoolean().optional(),
});
export type ClientReviewSend = z.infer<typeof ClientReviewSendSchema>;

export const CLIENT_DECISIONS = ['shortlisted', 'not_suitable'] as const;
export type ClientDecision = (typeof CLIENT_DECISIONS)[number];
export const CLIENT_DECISION_LABELS: Record<ClientDecision, string> = {
  shortlisted: 'Shortlisted for interview',
  not_suitable: 'Not suitable',
};

export const ClientDecisionInputSchema = z
  .object({
    decision: z.enum(CLIENT_DECISIONS, { error: 'Choose Shortlist for interview or Not suitable' }),
    reason: optionalText(REJECTION_REASON_MAX - 20),
    comment: optionalText(CLIENT_REVIEW_COMMENT_MAX),
  })
  .refine((v) => v.decision !== 'not_suitable' || Boolean(v.reason), { message: CLIENT_REVIEW_MSG.reasonRequired, path: ['reason'] });
export type ClientDecisionInput = z.infer<typeof ClientDecisionInputSchema>;

export const ClientFeedbackInputSchema = z.object({
  rating: z.coerce.number({ error: 'Choose a rating from 1 to 5' }).int().min(1, 'Choose a rating from 1 to 5').max(5, 'Choose a rating from 1 to 5'),
  comment: requiredText(CLIENT_REVIEW_COMMENT_MAX),
});
export type ClientFeedbackInput = z.infer<typeof ClientFeedbackInputSchema>;

export const ClientReviewListQuery = z
  .object({ job_id: id().optional(), candidate_id: id().optional() })
  .refine((q) => q.job_id !== undefined || q.candidate_id !== undefined, { message: 'Give job_id or candidate_id', path: ['job_id'] });

export const ClientFeedbackRequestSchema = z.object({
  contact_id: id(),
  candidate_id: id(),
  note: optionalText(CLIENT_REVIEW_COMMENT_MAX),
});
