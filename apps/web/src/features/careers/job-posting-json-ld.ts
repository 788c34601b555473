import { useEffect } from 'react';
import type { PublicJob } from '../../api/jobs-public';

/** schema.org employmentType for the hiring types of the requirement form (contract HIRING_TYPE_OPTIONS). */
export function employmentType(hiringType: string | null | undefined): string | undefined {
  const t = (hiringType ?? '').trim().toLowerCase();
  if (!t) return undefined;
  if (t.includes('full')) return 'FULL_TIME';
  if (t.includes('part')) return 'PART_TIME';
  if (t.includes('intern')) return 'INTERN';
  if (t.includes('temp')) return 'TEMPORARY';
  return 'OTHER';
}

const dateOnly = (iso: string | null | undefined) => {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 10);
};

/** A schema.org JobPosting for search engines; fields the job does not know are left out. */
export function jobPostingJsonLd(job: PublicJob): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.job_description ?? job.job_title,
  };
  const posted = dateOnly(job.created_at);
  if (posted) ld.datePosted = posted;
  const validThrough = dateOnly(job.deadline);
  if (validThrough) ld.validThrough = validThrough;
  const type = employmentType(job.hiring_type);
  if (type) ld.employmentType = type;
  if (job.client_name) ld.hiringOrganization = { '@type': 'Organization', name: job.client_name };
  if (job.job_location)
    ld.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.job_location, addressCountry: 'IN' } };
  if (job.package !== null && job.package !== undefined && Number.isFinite(Number(job.package))) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: Number(job.package), unitText: 'YEAR' },
    };
  }
  return ld;
}

/**
 * JSON for a <script> element: '<', '>' and '&' are escaped, so a job text holding "</script>"
 * cannot end the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Adds a script type="application/ld+json" to document.head while the page is shown. */
export function useJsonLd(data: unknown | undefined) {
  const json = data === undefined ? undefined : serializeJsonLd(data);
  useEffect(() => {
    if (json === undefined) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.text = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
