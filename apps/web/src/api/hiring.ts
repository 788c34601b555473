import { useQuery } from '@tanstack/react-query';
import {
  MAX_PER_PAGE,
  type CandidateStatus,
  type ProcessStages as TrackerStageKeys,
  type PositionGroup,
  type StaffCandidate,
  type StaffJob,
  type Stage,
  type Tracker,
} from '@talentra/contract';
import { ApiError, apiFetch } from './api-client';

export type { StaffCandidate, StaffJob, Tracker };
/**
 * The stage keys a screen reads, from a candidate's `process_stages` or from the tracker itself
 * (which adds the rejection's reason).
 */
export type ProcessStages = TrackerStageKeys & { rejection_reason?: string | null };

/**
 * Staff hiring data (staff-portal.md §2 "Hrteam All Positions", "Hrteam candidate status"; api.md
 * "Hiring stages", "Job lifecycle"): every job with its closure fields, the candidates of a job,
 * candidate applications, the process tracker and the closure check. Staff pages only.
 */

export interface TrackerUpdateAnswer {
  stages: ProcessStages;
  jobAutoClosed: boolean;
  jobClosureMessage: string | null;
}

export const hiringKeys = {
  all: ['hiring'] as const,
  jobs: () => ['hiring', 'jobs'] as const,
  positions: () => ['hiring', 'positions'] as const,
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

/** Every job not deleted, grouped by title and client on the server (GET /recruitments/positions). */
export function usePositionGroups() {
  return useQuery({
    queryKey: hiringKeys.positions(),
    queryFn: async ({ signal }) => (await apiFetch<PositionGroup[]>('/recruitments/positions', { signal })).data,
  });
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
    const { data } = await apiFetch<Tracker>(`/process-tracker/${candidateId}`, { signal });
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
  await createTracker(candidateId);
}

/**
 * Creates the tracker of a candidate known to have none (the board's card says so), without asking
 * first: the question would answer 404, an error in the console. A 409 means one exists after all.
 */
export async function createTracker(candidateId: number): Promise<void> {
  try {
    await apiFetch('/process-tracker', { method: 'POST', body: { candidate_id: candidateId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return;
    throw error;
  }
}

/**
 * Completes one stage, or rejects with a reason (and, when asked, mails the candidate the rejection:
 * issue 43): the server checks the order and closes a filled job.
 */
export async function updateTracker(
  candidateId: number,
  change: Stage | 'rejected',
  reason?: string,
  notifyCandidate = false,
): Promise<TrackerUpdateAnswer> {
  const body =
    change === 'rejected' ? { rejected: 'rejected', reason, ...(notifyCandidate ? { notify_candidate: true } : {}) } : { [change]: 'completed' };
  const answer = await apiFetch<Tracker, { job_auto_closed?: boolean; job_closure_message?: string | null }>(
    `/process-tracker/${candidateId}/with-job-check`,
    { method: 'PUT', body },
  );
  return { stages: answer.data, jobAutoClosed: Boolean(answer.job_auto_closed), jobClosureMessage: answer.job_closure_message ?? null };
}

/** Undoes a rejection (the job must be open). */
export async function undoRejection(candidateId: number): Promise<ProcessStages> {
  return (await apiFetch<Tracker>(`/process-tracker/${candidateId}/undo-reject`, { method: 'POST' })).data;
}

/** Takes back the last completed stage, with the reason (issue 43; the job must be open, the candidate not rejected). */
export async function moveBackStage(candidateId: number, reason: string): Promise<ProcessStages> {
  return (await apiFetch<Tracker>(`/process-tracker/${candidateId}/move-back`, { method: 'POST', body: { reason } })).data;
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
