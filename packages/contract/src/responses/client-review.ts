import { z } from 'zod';
import { CLIENT_DECISIONS } from '../client-review-texts.js';
import { okBody } from './envelope.js';

/** Client contacts and review links (issue 44). */
export const ClientContactSchema = z.strictObject({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
});
export type ClientContact = z.infer<typeof ClientContactSchema>;
export const ClientContactBodySchema = okBody(ClientContactSchema);
export const ClientContactListBodySchema = okBody(z.array(ClientContactSchema));

/** What the public page shows of a candidate: never an e-mail or a phone. */
export const ReviewCandidateSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  years_experience: z.string().nullable(),
  relevant_experience: z.string().nullable(),
  current_company: z.string().nullable(),
  current_location: z.string().nullable(),
  notice_period: z.string().nullable(),
  /** Only when the agency chose to show it for this link. */
  expected_ctc: z.string().nullable(),
  has_resume: z.boolean(),
  decision: z.enum(CLIENT_DECISIONS).nullable(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  rating: z.number().int().nullable(),
  decided_at: z.string().nullable(),
});
export type ReviewCandidate = z.infer<typeof ReviewCandidateSchema>;

export const ClientReviewPageSchema = z.strictObject({
  kind: z.enum(['review', 'feedback']),
  company_name: z.string(),
  contact_name: z.string(),
  job_title: z.string(),
  job_location: z.string().nullable(),
  note: z.string().nullable(),
  expires_at: z.string(),
  agency_contact: z.string(),
  candidates: z.array(ReviewCandidateSchema),
});
export type ClientReviewPage = z.infer<typeof ClientReviewPageSchema>;
export const ClientReviewPageBodySchema = okBody(ClientReviewPageSchema);
export const ReviewCandidateBodySchema = okBody(ReviewCandidateSchema);

/** What staff see of a link they sent: never its token. */
export const ClientReviewSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['review', 'feedback']),
  job_id: z.number().int(),
  contact: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }),
  sent_by: z.string().nullable(),
  note: z.string().nullable(),
  show_ctc: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  views: z.array(z.strictObject({ at: z.string(), ip: z.string() })),
  candidates: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      decision: z.enum(CLIENT_DECISIONS).nullable(),
      reason: z.string().nullable(),
      comment: z.string().nullable(),
      rating: z.number().int().nullable(),
      decided_at: z.string().nullable(),
    }),
  ),
});
export type ClientReview = z.infer<typeof ClientReviewSchema>;
export const ClientReviewBodySchema = okBody(ClientReviewSchema);
/** The links, and beside them the contacts of the job's client (whom a new link may go to). */
export const ClientReviewListBodySchema = okBody(z.array(ClientReviewSchema), { contacts: z.array(ClientContactSchema) });
