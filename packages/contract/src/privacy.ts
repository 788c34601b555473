import { z } from 'zod';
import { optionalQueryId } from './fields.js';

// the texts and constants, without zod (a public page's first load takes them alone: issue 41)
export * from './privacy-texts.js';
import { PRIVACY_MSG, PRIVACY_NOTICE_VERSION } from './privacy-texts.js';

/**
 * The consent field of the public forms: the notice version the visitor saw. A form loaded before
 * the notice changed sends the old version and is asked to reload.
 */
export const consentField = (requiredMessage: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: requiredMessage })
        .min(1, requiredMessage)
        .refine((v) => v === '' || v === PRIVACY_NOTICE_VERSION, PRIVACY_MSG.consentOutdated),
    )
    // the OpenAPI document names the one accepted value (issue 41); parsing is unchanged
    .meta({ const: PRIVACY_NOTICE_VERSION, description: 'The version of the privacy notice the visitor read (GET /privacy-notice).' });

/** The removal link's token (64 hex characters) a referred friend posts to remove their details. */
export const ReferralRemovalSchema = z.object({
  token: z.string({ error: PRIVACY_MSG.removalInvalid }).regex(/^[a-f0-9]{64}$/, PRIVACY_MSG.removalInvalid),
});

/** Who an export or an erasure is about: a candidate (and so their e-mail and phone), or an e-mail and/or phone. */
export const PersonQuerySchema = z
  .object({
    candidate_id: z.preprocess((v) => (v === null ? undefined : v), optionalQueryId()),
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined), z.string().max(254).optional()),
    phone: z.preprocess(
      (v) => (typeof v === 'string' && v.replace(/\D/g, '') !== '' ? v.replace(/\D/g, '') : undefined),
      z.string().min(6, 'Give at least 6 digits').max(20).optional(),
    ),
  })
  .refine((p) => p.candidate_id !== undefined || p.email !== undefined || p.phone !== undefined, {
    message: PRIVACY_MSG.personRequired,
    path: ['email'],
  });
export type PersonQuery = z.infer<typeof PersonQuerySchema>;

// PersonalDataCandidate, RetentionRun, ErasureRecord, ErasureResult: responses/privacy.ts.
