import { MOBILE_NUMBER_DIGITS } from '@talentra/contract';
import type { ApplicationFormValues } from './application-schema';

export type { ApplicationFormValues } from './application-schema';

/**
 * The public application form (staff-portal.md §5 "Candidate form", §3 Candidate): what the page
 * needs at once. The rules themselves (the contract's CandidateSchema, zod) are in
 * application-schema.ts, loaded when the form is first used (issue 41: first-load JavaScript).
 */

export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MOBILE_DIGITS = MOBILE_NUMBER_DIGITS;

/** The form's fields in page order (the API's names): server errors are shown under these. */
export const APPLICATION_FIELDS = [
  'job_id',
  'candidate_name',
  'email',
  'mobile_number',
  'current_location',
  'resume',
  'current_company',
  'years_experience',
  'relevant_experience',
  'current_ctc',
  'expected_ctc',
  'notice_period',
  'preferred_location',
  'available_for_interview',
  'has_preferred_company',
  'preferred_company',
  'remarks',
  'privacy_consent',
] as const satisfies readonly (keyof ApplicationFormValues)[];
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/**
 * The mobile number as the visitor types or pastes it (public form only): digits only, without the
 * country code (+91, 0091, or 91 before ten digits) or the trunk 0 before ten digits. Nothing is cut
 * off: '+91 98765 43210' becomes 9876543210, and a number too long stays as typed for the length
 * rule to point out (it used to keep the first ten digits, 9198765432, silently).
 */
export function mobileDigits(value: string): string {
  const typed = value.trim();
  let digits = typed.replace(/\D/g, '');
  if (/^(\+|00)/.test(typed)) digits = digits.replace(/^00/, '').replace(/^91(?=\d{10}$)/, '');
  else if (digits.length === MOBILE_DIGITS + 2) digits = digits.replace(/^91/, '');
  else if (digits.length === MOBILE_DIGITS + 1) digits = digits.replace(/^0/, '');
  return digits;
}

/** The multipart body: empty values are not sent; preferred_company only with has_preferred_company 'yes'. */
export function applicationFormData(values: ApplicationFormValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === 'resume') continue;
    if (key === 'preferred_company' && values.has_preferred_company !== 'yes') continue;
    if (value === null || value === undefined || String(value).trim() === '') continue;
    form.append(key, String(value));
  }
  form.append('resume', values.resume, values.resume.name);
  return form;
}

/**
 * What the applicant reads after sending (issue 41): addressed to them, with the confirmation mail
 * the server sends (the API's 'Candidate submitted successfully!' is the staff form's message).
 */
export function applicationReceivedMessage(candidateName: string, jobTitle: string | null | undefined, email: string): string {
  const firstName = candidateName.trim().split(/\s+/)[0] ?? '';
  const job = jobTitle?.trim() ? jobTitle.trim() : 'the job';
  return `Thank you${firstName ? `, ${firstName}` : ''}. Your application for ${job} has been received. We have sent a confirmation to ${email.trim()}.`;
}
