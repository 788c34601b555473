import { z } from 'zod';
import { optionalQueryId } from './fields.js';

/**
 * Personal data (issue 18, India's DPDP Act 2023 and GDPR): the privacy notice's version, the
 * consent texts the forms show, the shapes of the Admin "Personal data" page. The notice itself is
 * the page at /privacy; a change to it that needs a new consent gets a new version here.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
export const PRIVACY_NOTICE_PATH = '/privacy';
/** When the notice of PRIVACY_NOTICE_VERSION took effect (its date, at midnight UTC): GET /privacy-notice. */
export const PRIVACY_NOTICE_UPDATED_AT = `${PRIVACY_NOTICE_VERSION}T00:00:00.000Z`;

/** The consent each public form asks for, recorded with the row as (version, time). */
export const CONSENT_TEXT = {
  application:
    'I have read the privacy notice and agree that Talentra Staffing Solutions keeps my details and CV to consider me for this and similar positions, and contacts me about them.',
  referral: 'My friend agreed to be contacted by Talentra Staffing Solutions about this job, and I will point them to the privacy notice.',
} as const;

/** How a consent came in: the candidate's own form, a staff member entering a CV they were given, or a referral. */
export const CONSENT_SOURCES = ['application', 'staff', 'referral'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Candidates not hired are erased this many months after their last activity or consent (RETENTION_MONTHS). */
export const DEFAULT_RETENTION_MONTHS = 24;

export const PRIVACY_MSG = {
  consentRequired: 'Please confirm that you have read the privacy notice.',
  referralConsentRequired: 'Please confirm that your friend agreed to be contacted.',
  consentOutdated: 'The privacy notice has changed. Please reload the page and read it again.',
  removalDone: 'Your details have been removed. We will not contact you about this referral again.',
  removalInvalid: 'This link has already been used or is not valid.',
  personRequired: 'Give a candidate id, an e-mail or a phone number.',
  personNotFound: 'Nothing is held about this person.',
} as const;

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
