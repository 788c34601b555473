import { describe, expect, it } from 'vitest';
import { clientNamedInConfidentialJob } from './confidential-warning';
import { emptyJobForm } from './job-form';

const job = (overrides: Partial<ReturnType<typeof emptyJobForm>>) => ({
  ...emptyJobForm('Talentra Staffing Solutions'),
  client_name: 'Acme Tools Pvt. Ltd.',
  client_confidential: true,
  job_title: 'Data Engineer',
  key_responsibilities: 'Build pipelines',
  job_description: 'Join our client in Pune.',
  ...overrides,
});

describe('clientNamedInConfidentialJob (issue 41)', () => {
  it('finds the client named in the description, title or responsibilities, with or without its legal ending, in any case', () => {
    expect(clientNamedInConfidentialJob(job({ job_description: 'Work at ACME TOOLS on data.' }))?.message).toBe(
      'The description names the client Acme Tools Pvt. Ltd.; this job is confidential.',
    );
    expect(clientNamedInConfidentialJob(job({ job_title: 'Data Engineer (Acme Tools Pvt. Ltd.)' }))?.message).toBe(
      'The title names the client Acme Tools Pvt. Ltd.; this job is confidential.',
    );
    expect(clientNamedInConfidentialJob(job({ key_responsibilities: 'Own the acme tools data lake' }))?.field).toBe('key_responsibilities');
  });

  it('says nothing when the job is not confidential, the name is only part of a word, or the client is the agency itself', () => {
    expect(clientNamedInConfidentialJob(job({ client_confidential: false, job_description: 'Acme Tools' }))).toBeNull();
    expect(clientNamedInConfidentialJob(job({ job_description: 'Acme Toolsmiths and Acme are others' }))).toBeNull();
    expect(
      clientNamedInConfidentialJob(job({ client_name: 'Talentra Staffing Solutions', job_description: 'Talentra Staffing Solutions hires' })),
    ).toBeNull();
    expect(clientNamedInConfidentialJob(job({ client_name: '  ' }))).toBeNull();
  });
});
