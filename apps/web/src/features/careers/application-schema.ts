import { z } from 'zod';
import {
  CandidateSchema,
  FILE_KINDS,
  MAX_FILE_BYTES,
  MOBILE_NUMBER_DIGITS as MOBILE_DIGITS,
  MSG,
  PRIVACY_MSG,
  PRIVACY_NOTICE_VERSION,
  requiredPhone,
} from '@talentra/contract';
import { schemaRules } from '../../lib/schema-rules';

// Nothing here is imported from the page's own modules: this chunk would then depend on the page's
// chunk, and the build manifest would stop keying that chunk by the page (pre-render, budgets).

/**
 * The rules of the public application (staff-portal.md §5 "Candidate form"): the contract's
 * CandidateSchema for the fields, plus the resume checks the browser can make before sending.
 * Loaded with the form's first use, not with the page (application-form.ts).
 */

export const MOBILE_LENGTH_MESSAGE = 'Please enter a 10-digit mobile number';
export const RESUME_TYPE_MESSAGE = `Resume must be a ${FILE_KINDS.resume.label} file.`;

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
export type ApplicationFormValues = z.output<typeof ApplicationFormSchema>;

/** The rules the form loads on first use (lib/native-form.ts). */
export const applicationRules = schemaRules(ApplicationFormSchema);
