import { z } from 'zod';
import { CLIENT_DECISIONS, CLIENT_REVIEW_COMMENT_MAX, CLIENT_REVIEW_MSG } from './client-review-texts.js';
import { REJECTION_REASON_MAX } from './constants.js';
import { flexibleBoolean, id, optionalName, optionalPhone, optionalText, requiredEmail, requiredName, requiredText } from './fields.js';

/**
 * Clients review the shortlist (issue 44): a client's contacts, the link staff send a contact with
 * candidates at the client CV review stage, and the public review page the link opens.
 */

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

export * from './client-review-texts.js';
