import { z } from 'zod';
import { okBody } from './envelope.js';

/** A snippet of résumé text: segments, matched words marked (text, never HTML). */
export const SnippetSchema = z.array(z.strictObject({ text: z.string(), mark: z.boolean() }));
export type Snippet = z.infer<typeof SnippetSchema>;

/** A person a job's board suggests (issue 45): their best-matching application, the words matched, a snippet. */
export const SuggestedCandidateSchema = z.strictObject({
  candidate_id: z.number().int(),
  person_id: z.number().int(),
  candidate_name: z.string(),
  current_location: z.string(),
  matched_words: z.array(z.string()),
  snippet: SnippetSchema,
});
export type SuggestedCandidate = z.infer<typeof SuggestedCandidateSchema>;
export const SuggestedCandidatesBodySchema = okBody(z.array(SuggestedCandidateSchema));

export const AddedSuggestedBodySchema = okBody(z.strictObject({ id: z.number().int() }));

/** What a dropped résumé's text gave the staff form (each a guess to check); `status` of the reading. */
export const ResumeFieldsSchema = z.strictObject({
  status: z.enum(['done', 'unavailable', 'failed']),
  fields: z.strictObject({
    candidate_name: z.string().optional(),
    email: z.string().optional(),
    mobile_number: z.string().optional(),
    current_location: z.string().optional(),
    years_experience: z.string().optional(),
  }),
});
export type ResumeFieldsResult = z.infer<typeof ResumeFieldsSchema>;
export const ResumeFieldsBodySchema = okBody(ResumeFieldsSchema);
