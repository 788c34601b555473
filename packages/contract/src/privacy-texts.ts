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
