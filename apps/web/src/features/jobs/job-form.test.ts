import { describe, expect, it } from 'vitest';
import type { StaffJob } from '../../api/jobs-staff';
import { emptyJobForm, jobFormSchema, jobRequestBody, jobToForm, OTHER, type JobFormValues } from './job-form';

const messages = (mode: 'create' | 'edit', values: JobFormValues) => {
  const result = jobFormSchema(mode).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const filled = (over: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm('Talentra Staffing Solutions'),
  client_id: '4',
  client_name: 'Acme',
  job_title: 'Backend Engineer',
  min_experience: '2',
  max_experience: '5',
  type_of_industry: 'IT',
  notice_period: '1 month',
  benefit: ['Cab', 'Food'],
  budget: '1500000',
  package: '1200000',
  qualification: 'B.Tech',
  skills_required: 'Node.js',
  job_location: 'Pune',
  no_of_positions: '2',
  hiring_type: 'Full Time',
  work_mode: 'Hybrid',
  key_responsibilities: 'Build APIs',
  job_description: 'Long text',
  ...over,
});

describe('the requirement form (create)', () => {
  it("uses the spec's messages for every missing required field", () => {
    const errors = messages('create', { ...emptyJobForm('Talentra Staffing Solutions'), no_of_positions: '' });
    expect(errors).toMatchObject({
      client_id: 'Client is required',
      type_of_industry: 'Industry type is required',
      skills_required: 'Skills are required',
      key_responsibilities: 'Key responsibilities are required',
      job_title: 'This field is required',
      min_experience: 'This field is required',
      max_experience: 'This field is required',
      notice_period: 'This field is required',
      budget: 'This field is required',
      package: 'This field is required',
      no_of_positions: 'This field is required',
    });
    // the client name starts as the company's own, so it is not missing; benefits are optional here
    expect(errors.client_name).toBeUndefined();
    expect(errors.benefit).toBeUndefined();
  });

  it("asks to specify 'Other' experience and diversity", () => {
    const errors = messages('create', filled({ min_experience: OTHER, max_experience: OTHER, diversity_preference: OTHER }));
    expect(errors).toEqual({
      min_experience_other: 'Please specify minimum experience',
      max_experience_other: 'Please specify maximum experience',
      diversity_other: 'Please specify diversity preference',
    });
  });

  it('turns the form into the API fields through the contract schema', () => {
    const result = jobFormSchema('create').parse(
      filled({ max_experience: OTHER, max_experience_other: '12', diversity_preference: OTHER, diversity_other: 'Any' }),
    );
    expect(result).toMatchObject({
      client_id: 4,
      min_experience: 2,
      max_experience: 12,
      benefit: 'Cab,Food',
      budget: 1500000,
      no_of_positions: 2,
      diversity_preference: 'Any',
      timings: null,
    });
    expect(result).not.toHaveProperty('is_active');
  });

  it('refuses a minimum above the maximum (contract rule)', () => {
    expect(messages('create', filled({ min_experience: '9', max_experience: '3' }))).toEqual({
      max_experience: 'Minimum experience cannot exceed maximum experience',
    });
  });
});

describe('the job edit form', () => {
  const job = {
    job_id: 7,
    client_id: 4,
    client_name: 'Acme',
    job_title: 'QA',
    min_experience: null,
    max_experience: null,
    working_days: null,
    benefit: 'Cab, Gym Membership',
    diversity_preference: 'Any gender',
    no_of_positions: 1,
    budget: 100,
    package: 90,
    is_active: false,
    status: 'closed',
  } as unknown as StaffJob;

  it('starts with the edit defaults: experience 0 to 10 and 5 working days', () => {
    const values = jobToForm(job);
    expect(values).toMatchObject({ min_experience: OTHER, min_experience_other: '0', max_experience: '10', working_days: '5' });
    expect(values.benefit).toEqual(['Cab', 'Gym Membership']);
    expect(values).toMatchObject({ diversity_preference: OTHER, diversity_other: 'Any gender', is_active: false, status: 'closed' });
  });

  it('accepts a job without benefits, as the create form does, and sends the status control', () => {
    expect(messages('create', filled({ benefit: [] }))).toEqual({});
    expect(messages('edit', filled({ benefit: [] }))).toEqual({});
    expect(jobFormSchema('edit').parse(filled({ benefit: [] }))).toMatchObject({ benefit: null });
    expect(jobFormSchema('edit').parse(filled({ is_active: false, status: 'closed' }))).toMatchObject({ is_active: false, status: 'closed' });
  });
});

describe('jobRequestBody', () => {
  it('is JSON without a JD and multipart with one, leaving nulls out', () => {
    expect(jobRequestBody({ a: 1, b: null }, undefined, 'jd_document')).toEqual({ a: 1, b: null });
    const jd = new File(['%PDF-1.4'], 'jd.pdf', { type: 'application/pdf' });
    const body = jobRequestBody({ a: 1, b: null, is_active: true }, jd, 'jd_document_file') as FormData;
    expect([...body.keys()]).toEqual(['a', 'is_active', 'jd_document_file']);
    expect(body.get('is_active')).toBe('true');
  });
});

describe('closing date and confidential client (issue 17)', () => {
  it('sends the closing date and the flag; an empty date is none; a date that is not real is refused', () => {
    const parsed = jobFormSchema('create').parse(filled({ closing_date: '2026-12-31', client_confidential: true }));
    expect(parsed).toMatchObject({ closing_date: '2026-12-31', client_confidential: true });
    expect(jobFormSchema('create').parse(filled()).closing_date ?? null).toBeNull();
    expect(messages('create', filled({ closing_date: '2026-02-30' }))).toEqual({ closing_date: 'Must be a real date' });
  });

  it('an edit starts from the job’s own closing date and flag', () => {
    const values = jobToForm({
      ...({} as StaffJob),
      job_title: 'X',
      job_location: 'Pune',
      job_description: 'D',
      closing_date: '2027-01-15',
      client_confidential: true,
    });
    expect(values).toMatchObject({ closing_date: '2027-01-15', client_confidential: true });
  });
});
