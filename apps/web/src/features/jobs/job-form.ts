import { z } from 'zod';
import { DIVERSITY_OPTIONS, EXPERIENCE_OPTIONS, JOB_STATUSES, JobCreateSchema, JobUpdateSchema, MAX_FILE_BYTES, MSG } from '@talentra/contract';
import type { StaffJob } from '../../api/jobs-staff';

/**
 * The job form shared by the Client Requirement form (create) and the job edit form (edit):
 * the values as the inputs hold them, the spec's messages for what is missing (staff-portal.md §5),
 * then the contract's JobCreateSchema / JobUpdateSchema for every other rule, so the browser and
 * the server judge a job the same way.
 */
export type JobFormMode = 'create' | 'edit';

/** The "Other" choice of the experience and diversity dropdowns, followed by a specifying input. */
export const OTHER = 'Other';

const JobFormFields = z.object({
  client_id: z.string(),
  client_name: z.string(),
  job_title: z.string(),
  min_experience: z.string(),
  min_experience_other: z.string(),
  max_experience: z.string(),
  max_experience_other: z.string(),
  preferred_company: z.string(),
  type_of_industry: z.string(),
  notice_period: z.string(),
  benefit: z.array(z.string()),
  budget: z.string(),
  package: z.string(),
  qualification: z.string(),
  skills_required: z.string(),
  job_location: z.string(),
  timings: z.string(),
  no_of_positions: z.string(),
  working_days: z.string(),
  diversity_preference: z.string(),
  diversity_other: z.string(),
  hiring_type: z.string(),
  work_mode: z.string(),
  interview_process: z.string(),
  key_responsibilities: z.string(),
  job_description: z.string(),
  is_active: z.boolean(),
  status: z.enum(JOB_STATUSES),
  /** Last day to apply (a date input: YYYY-MM-DD or ''), issue 17. */
  closing_date: z.string(),
  client_confidential: z.boolean(),
  /** The optional JD (a FileList from the file input); checked here, sent beside the fields. */
  jd_file: z.custom<FileList | null | undefined>().optional(),
});
export type JobFormValues = z.input<typeof JobFormFields>;
type TextField = { [K in keyof JobFormValues]-?: JobFormValues[K] extends string ? K : never }[keyof JobFormValues];

const REQUIRED_MESSAGES: Partial<Record<keyof JobFormValues, string>> = {
  client_id: MSG.clientRequired,
  type_of_industry: MSG.industryRequired,
  skills_required: MSG.skillsRequired,
  key_responsibilities: MSG.keyResponsibilitiesRequired,
};

/** Requirement form (staff-portal.md §5 "Requirement form"). */
const CREATE_REQUIRED: readonly (TextField | 'benefit')[] = [
  'client_id',
  'client_name',
  'job_title',
  'min_experience',
  'max_experience',
  'type_of_industry',
  'notice_period',
  'qualification',
  'skills_required',
  'budget',
  'package',
  'job_location',
  'work_mode',
  'hiring_type',
  'no_of_positions',
  'job_description',
  'key_responsibilities',
];
/**
 * Admin job edit (staff-portal.md §5 "Admin job edit": the fields marked with *), except Benefits:
 * the requirement form lets a job be created without any, and an edit must not then demand one
 * (issue 14; docs/decisions/).
 */
const EDIT_REQUIRED: readonly (TextField | 'benefit')[] = [
  'client_id',
  'client_name',
  'job_title',
  'type_of_industry',
  'notice_period',
  'budget',
  'package',
  'qualification',
  'skills_required',
  'job_location',
  'no_of_positions',
  'hiring_type',
  'work_mode',
  'key_responsibilities',
  'job_description',
];

export const requiredFields = (mode: JobFormMode): ReadonlySet<keyof JobFormValues> => new Set(mode === 'create' ? CREATE_REQUIRED : EDIT_REQUIRED);

const JD_NOT_PDF = 'The JD document must be a PDF file.';
const JD_TOO_LARGE = 'The JD document must be 2 MB or smaller.';

const blank = (s: string | undefined) => (s ?? '').trim() === '';
const experience = (choice: string, other: string) => (choice === OTHER ? other.trim() : choice.trim());

/** The form values as the API's job fields (strings; the contract schema turns them into numbers). */
function toJobFields(v: JobFormValues, mode: JobFormMode) {
  const diversity = v.diversity_preference === OTHER ? v.diversity_other : v.diversity_preference;
  const fields: Record<string, unknown> = {
    client_id: v.client_id,
    client_name: v.client_name,
    job_title: v.job_title,
    min_experience: experience(v.min_experience, v.min_experience_other),
    max_experience: experience(v.max_experience, v.max_experience_other),
    preferred_company: v.preferred_company,
    type_of_industry: v.type_of_industry,
    notice_period: v.notice_period,
    benefit: v.benefit.join(','),
    budget: v.budget,
    package: v.package,
    qualification: v.qualification,
    skills_required: v.skills_required,
    job_location: v.job_location,
    timings: v.timings,
    no_of_positions: v.no_of_positions,
    working_days: v.working_days,
    diversity_preference: diversity,
    hiring_type: v.hiring_type,
    work_mode: v.work_mode,
    interview_process: v.interview_process,
    key_responsibilities: v.key_responsibilities,
    job_description: v.job_description,
    // '' clears it (the contract reads '' as none), in JSON and in multipart alike
    closing_date: v.closing_date.trim(),
    client_confidential: v.client_confidential,
  };
  if (mode === 'edit') {
    fields.is_active = v.is_active;
    fields.status = v.status;
  }
  return fields;
}

/** Zod schema for react-hook-form: spec messages first, then the contract's rules on the API fields. */
export function jobFormSchema(mode: JobFormMode) {
  const required = mode === 'create' ? CREATE_REQUIRED : EDIT_REQUIRED;
  return JobFormFields.superRefine((v, ctx) => {
    for (const field of required) {
      const missing = field === 'benefit' ? v.benefit.length === 0 : blank(v[field]);
      if (missing) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGES[field] ?? MSG.required });
    }
    if (v.min_experience === OTHER && blank(v.min_experience_other))
      ctx.addIssue({ code: 'custom', path: ['min_experience_other'], message: 'Please specify minimum experience' });
    if (v.max_experience === OTHER && blank(v.max_experience_other))
      ctx.addIssue({ code: 'custom', path: ['max_experience_other'], message: 'Please specify maximum experience' });
    if (v.diversity_preference === OTHER && blank(v.diversity_other))
      ctx.addIssue({ code: 'custom', path: ['diversity_other'], message: 'Please specify diversity preference' });
    const jd = v.jd_file?.[0];
    if (jd) {
      if (jd.type !== 'application/pdf' && !/\.pdf$/i.test(jd.name)) ctx.addIssue({ code: 'custom', path: ['jd_file'], message: JD_NOT_PDF });
      else if (jd.size > MAX_FILE_BYTES) ctx.addIssue({ code: 'custom', path: ['jd_file'], message: JD_TOO_LARGE });
    }
  })
    .transform((v) => toJobFields(v, mode))
    .pipe(mode === 'create' ? JobCreateSchema : JobUpdateSchema);
}

const numberText = (n: number | null | undefined, fallback = '') => (n === null || n === undefined ? fallback : String(n));
const EXPERIENCE_CHOICES = EXPERIENCE_OPTIONS.map(String);

/** An experience in years as the dropdown plus its "Other" input (0 or more than 10 is "Other"). */
function experienceChoice(years: number): { choice: string; other: string } {
  const text = String(years);
  return EXPERIENCE_CHOICES.includes(text) ? { choice: text, other: '' } : { choice: OTHER, other: text };
}

/** An empty requirement form; the client name is the company's own until a client is chosen. */
export function emptyJobForm(defaultClientName: string): JobFormValues {
  return {
    client_id: '',
    client_name: defaultClientName,
    job_title: '',
    min_experience: '',
    min_experience_other: '',
    max_experience: '',
    max_experience_other: '',
    preferred_company: '',
    type_of_industry: '',
    notice_period: '',
    benefit: [],
    budget: '',
    package: '',
    qualification: '',
    skills_required: '',
    job_location: '',
    timings: '',
    no_of_positions: '1',
    working_days: '',
    diversity_preference: '',
    diversity_other: '',
    hiring_type: '',
    work_mode: '',
    interview_process: '',
    key_responsibilities: '',
    job_description: '',
    is_active: true,
    status: 'open',
    closing_date: '',
    client_confidential: false,
    jd_file: null,
  };
}

/** A job as edit-form values, with the edit defaults of staff-portal.md §9 (experience 0 to 10, 5 working days). */
export function jobToForm(job: StaffJob): JobFormValues {
  const min = experienceChoice(job.min_experience ?? 0);
  const max = experienceChoice(job.max_experience ?? 10);
  const diversity = job.diversity_preference ?? '';
  const knownDiversity = diversity === '' || (DIVERSITY_OPTIONS as readonly string[]).filter((d) => d !== OTHER).includes(diversity);
  return {
    client_id: numberText(job.client_id),
    client_name: job.client_name ?? '',
    job_title: job.job_title,
    min_experience: min.choice,
    min_experience_other: min.other,
    max_experience: max.choice,
    max_experience_other: max.other,
    preferred_company: job.preferred_company ?? '',
    type_of_industry: job.type_of_industry,
    notice_period: job.notice_period,
    benefit: (job.benefit ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    budget: numberText(job.budget),
    package: numberText(job.package),
    qualification: job.qualification ?? '',
    skills_required: job.skills_required ?? '',
    job_location: job.job_location,
    timings: job.timings ?? '',
    no_of_positions: numberText(job.no_of_positions, '1'),
    working_days: numberText(job.working_days, '5'),
    diversity_preference: knownDiversity ? diversity : OTHER,
    diversity_other: knownDiversity ? '' : diversity,
    hiring_type: job.hiring_type ?? '',
    work_mode: job.work_mode ?? '',
    interview_process: job.interview_process ?? '',
    key_responsibilities: job.key_responsibilities ?? '',
    job_description: job.job_description,
    is_active: job.is_active,
    status: job.status,
    closing_date: job.closing_date ?? '',
    client_confidential: job.client_confidential ?? false,
    jd_file: null,
  };
}

/**
 * The request body: JSON, or multipart when a JD is attached (the file field is `jd_document` on
 * create and `jd_document_file` on update, as the server reads them). Nulls are left out of
 * multipart; in JSON they clear a field.
 */
export function jobRequestBody(payload: Record<string, unknown>, jd: File | undefined, fileField: 'jd_document' | 'jd_document_file') {
  if (!jd) return payload;
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === null || value === undefined) continue;
    form.append(key, String(value));
  }
  form.append(fileField, jd);
  return form;
}

/** Server field names that differ from the form's. */
export function formFieldOf(serverField: string): keyof JobFormValues | null {
  if (serverField === 'jd_document' || serverField === 'jd_document_file') return 'jd_file';
  return serverField in JobFormFields.shape ? (serverField as keyof JobFormValues) : null;
}

/** Field labels, for lists of problems ('Job Title: This field is required'). */
export const JOB_FIELD_LABELS: Record<string, string> = {
  client_id: 'Client',
  client_name: 'Client Name',
  job_title: 'Job Title',
  min_experience: 'Minimum Experience',
  min_experience_other: 'Minimum Experience',
  max_experience: 'Maximum Experience',
  max_experience_other: 'Maximum Experience',
  preferred_company: 'Preferred Company',
  type_of_industry: 'Type of Industry',
  notice_period: 'To Be Join By',
  benefit: 'Benefits',
  budget: 'Budget',
  package: 'Package',
  qualification: 'Qualification',
  skills_required: 'Skills Required',
  job_location: 'Job Location',
  timings: 'Timings',
  no_of_positions: 'No. of Positions',
  working_days: 'Working Days',
  diversity_preference: 'Diversity Preference',
  diversity_other: 'Diversity Preference',
  hiring_type: 'Hiring Type',
  work_mode: 'Work Mode',
  interview_process: 'Interview Process',
  key_responsibilities: 'Key Responsibilities',
  job_description: 'Job Description',
  is_active: 'Active',
  status: 'Status',
  closing_date: 'Closing Date',
  client_confidential: 'Confidential Client',
  jd_file: 'JD Document',
  jd_document: 'JD Document',
  jd_document_file: 'JD Document',
};
