import { z } from 'zod';
import { CandidateSchema, FILE_KINDS, MAX_FILE_BYTES, MSG } from '@talentra/contract';

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

export const ApplicationFormSchema = CandidateSchema.in.extend({ resume: resumeField });
export type ApplicationFormInput = z.input<typeof ApplicationFormSchema>;
export type ApplicationFormValues = z.output<typeof ApplicationFormSchema>;
export type ApplicationField = keyof ApplicationFormValues;
export const APPLICATION_FIELDS = Object.keys(ApplicationFormSchema.shape) as ApplicationField[];

/** Digits only, at most 10, as the visitor types (public form only). */
export const mobileDigits = (value: string) => value.replace(/\D/g, '').slice(0, MOBILE_DIGITS);

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
