import { API_PREFIX, type JobStatus, type PublicJob as ContractPublicJob, type StaffJob as ContractStaffJob } from '@talentra/contract';
import type { JobRow } from './jobs.repository.js';

/** The public projection of api.md "Public job": nothing for staff only. */
export function toPublicJob(r: JobRow) {
  return {
    job_id: r.id,
    id: r.id,
    job_title: r.job_title,
    // a confidential client is never named on the public site (issue 17)
    client_name: r.client_confidential ? null : r.client_name,
    client_confidential: Boolean(r.client_confidential),
    job_location: r.job_location,
    type_of_industry: r.type_of_industry,
    hiring_type: r.hiring_type,
    work_mode: r.work_mode,
    min_experience: r.min_experience,
    max_experience: r.max_experience,
    no_of_positions: r.no_of_positions,
    package: r.package === null ? null : Number(r.package),
    benefit: r.benefit,
    qualification: r.qualification,
    skills_required: r.skills_required,
    key_responsibilities: r.key_responsibilities,
    job_description: r.job_description,
    notice_period: r.notice_period,
    working_days: r.working_days,
    timings: r.timings,
    created_at: r.created_at,
    closing_date: r.closing_date,
    is_active: Boolean(r.is_active),
    // the column holds only the contract's statuses (written by jobs.service); the row type says string
    status: r.status as JobStatus,
    auto_close_reason: r.auto_close_reason,
  } satisfies ContractPublicJob;
}

/** Everything, for staff: budget, client, JD file and the closure fields. */
export function toStaffJob(r: JobRow, extra: { filled_positions?: number; closure_reason?: string | null; closed_at?: string | null } = {}) {
  return {
    ...toPublicJob(r),
    client_name: r.client_name,
    client_id: r.client_id,
    budget: r.budget === null ? null : Number(r.budget),
    preferred_company: r.preferred_company,
    diversity_preference: r.diversity_preference,
    interview_process: r.interview_process,
    jd_document_path: r.jd_file_id ? `${API_PREFIX}/recruitments/${r.id}/jd` : null,
    auto_closed_at: r.auto_closed_at,
    is_visible: Boolean(r.is_visible),
    updated_at: r.updated_at,
    filled_positions: extra.filled_positions ?? 0,
    closure_reason: extra.closure_reason ?? null,
    closed_at: extra.closed_at ?? r.auto_closed_at ?? null,
  } satisfies ContractStaffJob;
}
export type PublicJob = ReturnType<typeof toPublicJob>;
export type StaffJob = ReturnType<typeof toStaffJob>;
