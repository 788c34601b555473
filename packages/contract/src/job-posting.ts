/**
 * The schema.org JobPosting of a job (Google for Jobs), built once for the server (the HTML it
 * sends) and the web app (client-side navigation), so both say the same (issue 17, decision 67).
 * Fields follow Google's structured-data guide: required title, description, datePosted,
 * hiringOrganization, jobLocation or jobLocationType TELECOMMUTE with applicantLocationRequirements;
 * recommended validThrough, employmentType, baseSalary, identifier, directApply.
 */

/** What the builder reads of a job: the public job shape (api.md "Public job"). */
export interface JobPostingSource {
  job_id: number;
  job_title: string;
  /** null when the client is confidential: the agency hires then. */
  client_name: string | null;
  client_confidential?: boolean | null;
  job_location: string | null;
  type_of_industry?: string | null;
  hiring_type: string | null;
  work_mode?: string | null;
  min_experience?: number | null;
  package: number | null;
  benefit?: string | null;
  qualification?: string | null;
  skills_required: string | null;
  key_responsibilities?: string | null;
  job_description: string | null;
  created_at: string | null;
  /** Last day applications are taken (YYYY-MM-DD, India time), or none. */
  closing_date?: string | null;
}

export interface JobPostingAgency {
  name: string;
  /** The site's public origin (PUBLIC_URL), no trailing slash. */
  url: string;
  logo?: string;
}

/** A job without a closing date is offered to search engines for this many days after posting (issue 17). */
export const JOB_POSTING_DEFAULT_DAYS = 60;
/** Closing dates are days in India (the company's time zone): the last moment of the day there. */
export const CLOSING_DAY_END = 'T23:59:59+05:30';

/** The day it is now in India (YYYY-MM-DD): a job whose closing date is before it has expired. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Past its closing date (the closing day itself still counts, until its end in India). */
export function isPastClosingDate(closingDate: string | null | undefined, now: Date): boolean {
  return Boolean(closingDate) && closingDate! < indiaDate(now);
}

/** schema.org employmentType for the hiring types of the requirement form (HIRING_TYPE_OPTIONS). */
export function employmentType(hiringType: string | null | undefined): string | undefined {
  const t = (hiringType ?? '').trim().toLowerCase();
  if (!t) return undefined;
  if (t.includes('full')) return 'FULL_TIME';
  if (t.includes('part')) return 'PART_TIME';
  if (t.includes('intern')) return 'INTERN';
  if (t.includes('temp')) return 'TEMPORARY';
  if (t.includes('contract')) return 'CONTRACTOR';
  return 'OTHER';
}

export const isRemote = (workMode: string | null | undefined) => (workMode ?? '').trim().toLowerCase() === 'remote';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const blank = (s: string | null | undefined): s is null | undefined => s === null || s === undefined || s.trim() === '';
/** One section of the description as HTML (Google reads the description as HTML): escaped, line breaks kept. */
const section = (heading: string | null, text: string) =>
  `${heading ? `<p><strong>${escapeHtml(heading)}</strong></p>` : ''}<p>${escapeHtml(text.trim()).replace(/\r?\n/g, '<br>')}</p>`;

/** The job's full text as HTML: description, responsibilities, skills, qualification, benefits. */
export function jobPostingDescription(job: JobPostingSource): string {
  const parts: string[] = [];
  if (!blank(job.job_description)) parts.push(section(null, job.job_description));
  if (!blank(job.key_responsibilities)) parts.push(section('Key responsibilities', job.key_responsibilities));
  if (!blank(job.skills_required)) parts.push(section('Skills required', job.skills_required));
  if (!blank(job.qualification)) parts.push(section('Qualification', job.qualification));
  if (!blank(job.benefit)) parts.push(section('Benefits', job.benefit));
  return parts.length ? parts.join('') : `<p>${escapeHtml(job.job_title)}</p>`;
}

const validDate = (iso: string | null | undefined) => {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** validThrough: the end of the closing day in India, else 60 days after posting. */
export function jobValidThrough(job: Pick<JobPostingSource, 'closing_date' | 'created_at'>): string | undefined {
  if (job.closing_date && /^\d{4}-\d{2}-\d{2}$/.test(job.closing_date)) return `${job.closing_date}${CLOSING_DAY_END}`;
  const posted = validDate(job.created_at);
  return posted ? new Date(posted.getTime() + JOB_POSTING_DEFAULT_DAYS * 86_400_000).toISOString() : undefined;
}

/** The hiring organisation's name shown publicly: the client, or the agency for a confidential client. */
export function publicHiringName(job: Pick<JobPostingSource, 'client_name' | 'client_confidential'>, agencyName: string): string {
  return job.client_confidential || blank(job.client_name) ? agencyName : job.client_name!.trim();
}

/** A schema.org JobPosting for a visible job. */
export function jobPosting(job: JobPostingSource, agency: JobPostingAgency): Record<string, unknown> {
  const url = `${agency.url}/jobs/${job.job_id}`;
  const confidential = Boolean(job.client_confidential) || blank(job.client_name);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: jobPostingDescription(job),
    identifier: { '@type': 'PropertyValue', name: agency.name, value: String(job.job_id) },
    url,
    directApply: true,
    hiringOrganization: confidential
      ? { '@type': 'Organization', name: agency.name, sameAs: agency.url, ...(agency.logo ? { logo: agency.logo } : {}) }
      : { '@type': 'Organization', name: job.client_name!.trim() },
  };
  const posted = validDate(job.created_at);
  if (posted) ld.datePosted = posted.toISOString().slice(0, 10);
  const validThrough = jobValidThrough(job);
  if (validThrough) ld.validThrough = validThrough;
  const type = employmentType(job.hiring_type);
  if (type) ld.employmentType = type;
  if (isRemote(job.work_mode)) {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'India' };
  } else {
    ld.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(blank(job.job_location) ? {} : { addressLocality: job.job_location.trim() }), addressCountry: 'IN' },
    };
  }
  if (job.package !== null && job.package !== undefined && Number.isFinite(Number(job.package)) && Number(job.package) > 0) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: Number(job.package), unitText: 'YEAR' },
    };
  }
  if (!blank(job.type_of_industry)) ld.industry = job.type_of_industry.trim();
  if (!blank(job.skills_required)) ld.skills = job.skills_required.trim();
  if (job.min_experience !== null && job.min_experience !== undefined && job.min_experience > 0)
    ld.experienceRequirements = { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.min_experience * 12 };
  return ld;
}

/**
 * JSON for a <script> element: '<', '>' and '&' (and the line separators JavaScript once refused)
 * are escaped, so a job text holding "</script>" cannot end the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What Google's JobPosting guide asks for that `ld` lacks: required fields first, then recommended
 * ones (tests run every job page's JSON-LD through it). Empty when complete.
 */
export function jobPostingProblems(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const obj = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined);
  const isoDay = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v);
  if (ld['@context'] !== 'https://schema.org' || ld['@type'] !== 'JobPosting') problems.push('@context/@type');
  if (!text(ld.title)) problems.push('title');
  if (!text(ld.description)) problems.push('description');
  if (!isoDay(ld.datePosted)) problems.push('datePosted');
  const org = obj(ld.hiringOrganization);
  if (!org || org['@type'] !== 'Organization' || !text(org.name)) problems.push('hiringOrganization');
  if (ld.jobLocationType === 'TELECOMMUTE') {
    const req = obj(ld.applicantLocationRequirements);
    if (!req || !text(req.name) || !text(req['@type'])) problems.push('applicantLocationRequirements');
  } else {
    const address = obj(obj(ld.jobLocation)?.address);
    if (obj(ld.jobLocation)?.['@type'] !== 'Place' || !address || !text(address.addressCountry)) problems.push('jobLocation');
  }
  // recommended
  if (!isoDay(ld.validThrough)) problems.push('validThrough');
  if (!text(ld.employmentType)) problems.push('employmentType');
  const salary = obj(ld.baseSalary);
  const value = obj(salary?.value);
  if (!salary || !text(salary.currency) || !value || typeof value.value !== 'number' || !text(value.unitText)) problems.push('baseSalary');
  const identifier = obj(ld.identifier);
  if (!identifier || !text(identifier.name) || !text(identifier.value)) problems.push('identifier');
  if (typeof ld.directApply !== 'boolean') problems.push('directApply');
  return problems;
}
