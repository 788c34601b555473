import { useQuery } from '@tanstack/react-query';
import { MAX_PER_PAGE, type CandidateStatus, type Stage } from '@talentra/contract';
import { ApiError, apiFetch } from './api-client';

/**
 * Staff hiring data (staff-portal.md §2 "Hrteam All Positions", "Hrteam candidate status"; api.md
 * "Hiring stages", "Job lifecycle"): every job with its closure fields, the candidates of a job,
 * candidate applications, the process tracker and the closure check. Staff pages only.
 */

/** A job as staff see it (apps/server jobs.mapper toStaffJob). */
export interface StaffJob {
  job_id: number;
  id?: number;
  job_title: string;
  client_name: string | null;
  client_id?: number | null;
  job_location?: string | null;
  type_of_industry?: string | null;
  hiring_type?: string | null;
  work_mode?: string | null;
  min_experience?: number | null;
  max_experience?: number | null;
  no_of_positions?: number | null;
  package?: number | string | null;
  budget?: number | null;
  benefit?: string | null;
  qualification?: string | null;
  skills_required?: string | null;
  key_responsibilities?: string | null;
  job_description?: string | null;
  notice_period?: string | null;
  timings?: string | null;
  created_at?: string | null;
  is_active?: boolean | null;
  status?: string | null;
  auto_close_reason?: string | null;
  auto_closed_at?: string | null;
  filled_positions?: number | null;
  closure_reason?: string | null;
  closed_at?: string | null;
}

/** The five stage keys plus rejected; each null or 'completed' ('rejected' for rejected). */
export type ProcessStages = Record<Stage, string | null> & { rejected: string | null; rejection_reason?: string | null };

/** A candidate as staff see it (apps/server candidates.service toCandidate). */
export interface StaffCandidate {
  id: number;
  candidate_id?: number;
  job_id: number;
  job_title?: string | null;
  client_name?: string | null;
  job_location?: string | null;
  candidate_name: string;
  email: string;
  mobile_number?: string | null;
  current_location?: string | null;
  current_company?: string | null;
  years_experience?: string | null;
  relevant_experience?: string | null;
  current_ctc?: string | null;
  expected_ctc?: string | null;
  notice_period?: string | null;
  preferred_location?: string | null;
  status?: string | null;
  /** Download URL of the resume (staff only), or null. */
  resume?: string | null;
  process_stages: ProcessStages | null;
  created_at?: string | null;
}

export interface TrackerUpdateAnswer {
  stages: ProcessStages;
  jobAutoClosed: boolean;
  jobClosureMessage: string | null;
}

export const hiringKeys = {
  all: ['hiring'] as const,
  jobs: () => ['hiring', 'jobs'] as const,
  candidates: (jobIds: readonly number[]) => ['hiring', 'candidates', [...jobIds].sort((a, b) => a - b).join(',')] as const,
  tracker: (candidateId: number) => ['hiring', 'tracker', candidateId] as const,
};

/** Reads every page of a paginated list (per_page 100, the API's maximum). */
async function fetchAllPages<T>(path: string, query: Record<string, string | number> = {}, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const body = await apiFetch<T[]>(path, { query: { ...query, per_page: MAX_PER_PAGE, page }, signal });
    if (!Array.isArray(body.data)) throw new ApiError(200, 'No recruitment data found in API response');
    rows.push(...body.data);
    const total = body.meta?.total ?? rows.length;
    if (body.data.length === 0 || rows.length >= total) return rows;
  }
}

/** All non-deleted jobs, closed ones too, with the closure fields (GET /recruitments/admin/all). */
export function fetchStaffJobs(signal?: AbortSignal): Promise<StaffJob[]> {
  return fetchAllPages<StaffJob>('/recruitments/admin/all', {}, signal);
}

export function useStaffJobs() {
  return useQuery({ queryKey: hiringKeys.jobs(), queryFn: ({ signal }) => fetchStaffJobs(signal) });
}

/** The candidates of some jobs, newest first within each job (GET /candidates?job_id=). */
export async function fetchCandidatesOfJobs(jobIds: readonly number[], signal?: AbortSignal): Promise<StaffCandidate[]> {
  const lists = await Promise.all(jobIds.map((jobId) => fetchAllPages<StaffCandidate>('/candidates', { job_id: jobId }, signal)));
  return lists.flat();
}

export function useJobCandidates(jobIds: readonly number[]) {
  return useQuery({
    queryKey: hiringKeys.candidates(jobIds),
    queryFn: ({ signal }) => fetchCandidatesOfJobs(jobIds, signal),
    enabled: jobIds.length > 0,
  });
}

export async function setCandidateStatus(candidateId: number, status: CandidateStatus): Promise<StaffCandidate> {
  const { data } = await apiFetch<StaffCandidate>(`/candidates/${candidateId}`, { method: 'PUT', body: { status } });
  return data;
}

/** The tracker of a candidate, or null when none exists yet (the API answers 404). */
export async function fetchTracker(candidateId: number, signal?: AbortSignal): Promise<ProcessStages | null> {
  try {
    const { data } = await apiFetch<ProcessStages>(`/process-tracker/${candidateId}`, { signal });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useTracker(candidateId: number | null) {
  return useQuery({
    queryKey: hiringKeys.tracker(candidateId ?? 0),
    queryFn: ({ signal }) => fetchTracker(candidateId!, signal),
    enabled: candidateId !== null,
    staleTime: 0,
  });
}

/** Makes sure a tracker exists (staff-portal.md §4 "Candidate selection"): a 409 on creation means it does. */
export async function ensureTracker(candidateId: number): Promise<void> {
  if (await fetchTracker(candidateId)) return;
  try {
    await apiFetch('/process-tracker', { method: 'POST', body: { candidate_id: candidateId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return;
    throw error;
  }
}

/** Completes one stage, or rejects with a reason: the server checks the order and closes a filled job. */
export async function updateTracker(candidateId: number, change: Stage | 'rejected', reason?: string): Promise<TrackerUpdateAnswer> {
  const body = change === 'rejected' ? { rejected: 'rejected', reason } : { [change]: 'completed' };
  const answer = await apiFetch<ProcessStages, { job_auto_closed?: boolean; job_closure_message?: string | null }>(
    `/process-tracker/${candidateId}/with-job-check`,
    { method: 'PUT', body },
  );
  return { stages: answer.data, jobAutoClosed: Boolean(answer.job_auto_closed), jobClosureMessage: answer.job_closure_message ?? null };
}

/** Undoes a rejection (the job must be open). */
export async function undoRejection(candidateId: number): Promise<ProcessStages> {
  return (await apiFetch<ProcessStages>(`/process-tracker/${candidateId}/undo-reject`, { method: 'POST' })).data;
}

/** Closes every job whose positions are filled; answers how many closed. */
export async function checkAllClosures(): Promise<number> {
  const answer = await apiFetch<{ closed_count: number }, { closed_count?: number }>('/job-closure/check-all', { method: 'POST' });
  return answer.closed_count ?? answer.data.closed_count ?? 0;
}

/** A staff application (multipart, with the resume). */
export async function submitCandidate(form: FormData): Promise<{ message: string | undefined; candidate: StaffCandidate }> {
  const answer = await apiFetch<StaffCandidate>('/candidates', { method: 'POST', body: form });
  return { message: answer.message, candidate: answer.data };
}
