import { z } from 'zod';
import { CandidateSchema, FILE_KINDS, MAX_FILE_BYTES, MSG, PRIVACY_MSG, PRIVACY_NOTICE_VERSION, requiredPhone } from '@talentra/contract';

/**
 * The public application form (staff-portal.md §5 "Candidate form", §3 Candidate): the contract's
 * CandidateSchema for the fields, plus the resume checks the browser can make before sending.
 */

export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const RESUME_TYPE_MESSAGE = `Resume must be a ${FILE_KINDS.resume.label} file.`;
export const MOBILE_DIGITS = 10;

const RESUME_EXTENSION = /\.(pdf|doc|docx)$/i;

/** The first problem with a chosen resume, or undefined when it may be sent (the server checks the bytes again). */
export function resumeProblem(file: File | null | undefined): string | undefined {
  if (!file) return MSG.resumeRequired;
  const typeKnown = (FILE_KINDS.resume.mimes as readonly string[]).includes(file.type);
  if (!typeKnown && !RESUME_EXTENSION.test(file.name)) return RESUME_TYPE_MESSAGE;
  if (file.size > MAX_FILE_BYTES) return MSG.resumeTooLarge;
  return undefined;
}

/** The file input gives a FileList; tests and other callers may give a File. */
function firstFile(value: unknown): File | null {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.item(0);
  return null;
}

const resumeField = z.unknown().transform((value, ctx) => {
  const file = firstFile(value);
  const problem = resumeProblem(file);
  if (problem || !file) {
    ctx.addIssue({ code: 'custom', message: problem ?? MSG.resumeRequired });
    return z.NEVER;
  }
  return file;
});

export const MOBILE_LENGTH_MESSAGE = 'Please enter a 10-digit mobile number';

export const ApplicationFormSchema = CandidateSchema.in.extend({
  // the public form takes an Indian mobile number: 10 digits once +91 or a leading 0 is removed
  // (one message for every wrong length: the shared phone rule's '10 to 15 digits' is not this form's)
  mobile_number: requiredPhone(MSG.required, MOBILE_LENGTH_MESSAGE).refine((v) => v === '' || v.length === MOBILE_DIGITS, MOBILE_LENGTH_MESSAGE),
  resume: resumeField,
  // the privacy notice (issue 18): a ticked box sends the version the visitor was shown
  privacy_consent: z
    .boolean()
    .refine((v) => v, PRIVACY_MSG.consentRequired)
    .transform(() => PRIVACY_NOTICE_VERSION),
});
export type ApplicationFormInput = z.input<typeof ApplicationFormSchema>;
export type ApplicationFormValues = z.output<typeof ApplicationFormSchema>;
export type ApplicationField = keyof ApplicationFormValues;
export const APPLICATION_FIELDS = Object.keys(ApplicationFormSchema.shape) as ApplicationField[];

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
