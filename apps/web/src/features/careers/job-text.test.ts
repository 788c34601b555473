import { describe, expect, it } from 'vitest';
import type { PublicJob } from '../../api/jobs-public';
import { samplePublicJob } from '../../test/samples';
import { employmentType, jobPostingProblems, serializeJsonLd } from '@talentra/contract';
import { jobPostingJsonLd } from './job-posting-json-ld';
import { experienceRange, orNA, splitBenefits, splitSkills } from './job-text';

describe('job texts', () => {
  it('splits skills at full stops, not at the dot inside a name', () => {
    expect(splitSkills('Node.js. SQL.  React and ASP.NET.')).toEqual(['Node.js', 'SQL', 'React and ASP.NET']);
    expect(splitSkills(null)).toEqual([]);
  });
  it('splits benefits at commas and drops blanks', () => {
    expect(splitBenefits('Cab, Food,, Health Insurance ')).toEqual(['Cab', 'Food', 'Health Insurance']);
    expect(splitBenefits('  ')).toEqual([]);
  });
  it("reads experience as 'min - max years' and blanks as N/A", () => {
    expect(experienceRange(2, 5)).toBe('2 - 5 years');
    expect(experienceRange(0, 0)).toBe('0 - 0 years');
    expect(experienceRange(null, null)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA(0)).toBe('0');
  });
});

const job: PublicJob = samplePublicJob({
  job_id: 4,
  job_title: 'Data Analyst',
  client_name: 'Acme',
  job_location: 'Pune',
  type_of_industry: 'IT',
  hiring_type: 'Internship',
  min_experience: 1,
  max_experience: 3,
  no_of_positions: 1,
  package: 1200000,
  benefit: null,
  skills_required: 'SQL.',
  job_description: 'Ends the script? </script><script>alert(1)</script>',
  created_at: '2026-02-03T10:00:00.000Z',
});

describe('JobPosting JSON-LD', () => {
  it('maps hiring types to schema.org employment types', () => {
    expect(['Full Time', 'Part Time', 'Internship', 'Temporary Employment', 'Others', ''].map(employmentType)).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'INTERN',
      'TEMPORARY',
      'OTHER',
      undefined,
    ]);
  });

  it('describes the job, with the package as a yearly INR salary, valid 60 days after posting without a closing date', () => {
    const ld = jobPostingJsonLd(job, 'https://jobs.example.com');
    expect(jobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data Analyst',
      datePosted: '2026-02-03',
      employmentType: 'INTERN',
      hiringOrganization: { name: 'Acme' },
      jobLocation: { address: { addressLocality: 'Pune' } },
      baseSalary: { currency: 'INR', value: { value: 1200000, unitText: 'YEAR' } },
    });
    expect(ld.validThrough).toBe('2026-04-04T10:00:00.000Z');
    expect(jobPostingJsonLd({ ...job, closing_date: '2026-03-01' }).validThrough).toBe('2026-03-01T23:59:59+05:30');
    expect('baseSalary' in jobPostingJsonLd({ ...job, package: null })).toBe(false);
    expect(jobPostingProblems(jobPostingJsonLd({ ...job, package: null }))).toEqual(['baseSalary']);
  });

  it("escapes '<' so a job text cannot close the script element, and still parses back", () => {
    const text = serializeJsonLd(jobPostingJsonLd(job));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toContain('Ends the script? &lt;/script&gt;');
  });
});
