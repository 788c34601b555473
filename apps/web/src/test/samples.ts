import type { Client, PublicJob, StaffCandidate, StaffJob } from '@talentra/contract';

/**
 * Whole answers of the API for tests, in the contract's shapes (packages/contract responses/):
 * a test names only the fields it is about. Optional text the test leaves out is null, required
 * text empty.
 */
export function samplePublicJob(overrides: Partial<PublicJob> = {}): PublicJob {
  const id = overrides.job_id ?? overrides.id ?? 1;
  return {
    job_id: id,
    id,
    job_title: 'Engineer',
    client_name: 'Acme',
    client_confidential: false,
    job_location: '',
    type_of_industry: '',
    hiring_type: null,
    work_mode: null,
    min_experience: null,
    max_experience: null,
    no_of_positions: 1,
    package: null,
    benefit: null,
    qualification: null,
    skills_required: null,
    key_responsibilities: null,
    job_description: '',
    notice_period: '',
    working_days: null,
    timings: null,
    created_at: '2026-01-01T00:00:00.000Z',
    closing_date: null,
    is_active: true,
    status: 'open',
    auto_close_reason: null,
    ...overrides,
  };
}

export function sampleStaffJob(overrides: Partial<StaffJob> = {}): StaffJob {
  const { client_name = 'Acme', ...rest } = overrides;
  return {
    ...samplePublicJob(rest),
    client_name,
    client_id: 1,
    budget: null,
    preferred_company: null,
    diversity_preference: null,
    interview_process: null,
    jd_document_path: null,
    auto_closed_at: null,
    is_visible: true,
    updated_at: '2026-01-01T00:00:00.000Z',
    filled_positions: 0,
    closure_reason: null,
    closed_at: null,
    ...rest,
  };
}

export function sampleStaffCandidate(overrides: Partial<StaffCandidate> = {}): StaffCandidate {
  const id = overrides.id ?? 1;
  return {
    id,
    candidate_id: id,
    job_id: 1,
    job_title: 'Engineer',
    client_name: 'Acme',
    job_location: null,
    candidate_name: 'Asha Rao',
    email: 'asha@mail.example',
    mobile_number: '9876543210',
    current_location: 'Pune',
    current_company: null,
    years_experience: null,
    relevant_experience: null,
    current_ctc: null,
    expected_ctc: null,
    notice_period: null,
    preferred_location: null,
    available_for_interview: null,
    has_preferred_company: null,
    preferred_company: null,
    remarks: null,
    status: 'Applied',
    consent_source: null,
    consent_version: null,
    consent_at: null,
    resume: null,
    process_stages: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function sampleClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 3,
    company_name: 'Acme',
    website: 'https://acme.example',
    email: 'hr@acme.example',
    phone: '9876543210',
    location: 'Pune',
    gst_number: '27ABCDE1234F1Z5',
    contact_name: 'Asha',
    designation: 'HR',
    contact_email: 'asha@acme.example',
    contact_phone: '9876543211',
    contact_Name2: null,
    Designation2: null,
    contact_Email2: null,
    contact_Mobile2: null,
    company_logo: null,
    company_logo_name: null,
    sla_document: null,
    sla_document_name: null,
    owner_user_id: null,
    owner_name: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
