import { z } from 'zod';
import { CandidateSchema, FILE_KINDS, MAX_FILE_BYTES, MSG, type CandidateInput } from '@talentra/contract';

/**
 * The staff candidate form: the contract's CandidateSchema (the same fields as the public
 * application) plus the resume, checked as staff-portal.md §5 says: required, PDF/DOC/DOCX, ≤ 2 MB.
 */

const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...FILE_KINDS.resume.mimes].join(',');
const RESUME_TYPE_MESSAGE = `Resume must be a ${FILE_KINDS.resume.label} file.`;

const firstFile = (v: unknown): File | undefined => {
  if (typeof File !== 'undefined' && v instanceof File) return v;
  if (typeof FileList !== 'undefined' && v instanceof FileList) return v[0] ?? undefined;
  if (Array.isArray(v) && typeof File !== 'undefined' && v[0] instanceof File) return v[0];
  return undefined;
};

const hasResumeType = (file: File) =>
  (FILE_KINDS.resume.mimes as readonly string[]).includes(file.type) || RESUME_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));

const resumeField = z.unknown().transform((v, ctx) => {
  const file = firstFile(v);
  if (!file) {
    ctx.addIssue({ code: 'custom', message: MSG.resumeRequired });
    return z.NEVER;
  }
  if (file.size > MAX_FILE_BYTES) ctx.addIssue({ code: 'custom', message: MSG.resumeTooLargeHr });
  else if (!hasResumeType(file)) ctx.addIssue({ code: 'custom', message: RESUME_TYPE_MESSAGE });
  return file;
});

export const StaffCandidateFormSchema = z.intersection(z.object({ resume: resumeField }), CandidateSchema);
export type StaffCandidateFormOutput = CandidateInput & { resume: File };

/** What the inputs hold (all text; the schema turns them into the API's values). */
export interface StaffCandidateFormValues {
  job_id: string;
  candidate_name: string;
  email: string;
  mobile_number: string;
  current_location: string;
  current_company: string;
  years_experience: string;
  relevant_experience: string;
  current_ctc: string;
  expected_ctc: string;
  notice_period: string;
  preferred_location: string;
  available_for_interview: string;
  has_preferred_company: string;
  preferred_company: string;
  remarks: string;
  resume: FileList | null;
}

export const CANDIDATE_FIELDS = [
  'job_id',
  'candidate_name',
  'email',
  'mobile_number',
  'current_location',
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
  'resume',
] as const satisfies readonly (keyof StaffCandidateFormValues)[];

export const emptyCandidateForm = (jobId = ''): StaffCandidateFormValues => ({
  job_id: jobId,
  candidate_name: '',
  email: '',
  mobile_number: '',
  current_location: '',
  current_company: '',
  years_experience: '',
  relevant_experience: '',
  current_ctc: '',
  expected_ctc: '',
  notice_period: '',
  preferred_location: '',
  available_for_interview: '',
  has_preferred_company: '',
  preferred_company: '',
  remarks: '',
  resume: null,
});

/** Multipart body: empty values are not sent (staff-portal.md §5). */
export function toCandidateFormData(values: StaffCandidateFormOutput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === 'resume' || value === null || value === undefined || value === '') continue;
    form.append(key, String(value));
  }
  form.append('resume', values.resume, values.resume.name);
  return form;
}
