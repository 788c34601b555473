import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoActionResult, JobStatus, StaffJob } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { AutoActionResult, StaffJob };

export interface StaffJobFilters {
  page: number;
  per_page: number;
  q?: string;
  status?: JobStatus | '';
  /** Admin's list of soft-deleted jobs, to restore one. */
  deleted?: boolean;
}

/** Everything about staff jobs is cached under this key, so one invalidation refreshes lists and counts. */
export const STAFF_JOBS_KEY = ['jobs-staff'] as const;
const ALL = '/recruitments/admin/all';

/** A page of staff jobs; `enabled: false` asks nothing yet (a type-ahead list never opened). */
export function useStaffJobs(filters: StaffJobFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...STAFF_JOBS_KEY, 'list', filters],
    queryFn: async ({ signal }) => {
      const body = await apiFetch<StaffJob[]>(ALL, {
        signal,
        query: {
          page: filters.page,
          per_page: filters.per_page,
          q: filters.q || undefined,
          status: filters.status || undefined,
          deleted: filters.deleted ? 1 : undefined,
        },
      });
      return { jobs: body.data, meta: body.meta ?? { page: filters.page, per_page: filters.per_page, total: body.data.length } };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface JobCounts {
  active: number;
  closed: number;
  total: number;
}

/**
 * Active, Closed and Total over all jobs, not just the page on screen: two one-row pages and their
 * totals. A closed job is always inactive and an inactive one always closed (jobs.service keeps
 * the status control that way), so Active = Total - Closed.
 */
export function useJobCounts() {
  return useQuery({
    queryKey: [...STAFF_JOBS_KEY, 'counts'],
    queryFn: async ({ signal }): Promise<JobCounts> => {
      const [all, closed] = await Promise.all([
        apiFetch<StaffJob[]>(ALL, { signal, query: { per_page: 1 } }),
        apiFetch<StaffJob[]>(ALL, { signal, query: { per_page: 1, status: 'closed' } }),
      ]);
      const total = all.meta?.total ?? 0;
      const closedTotal = closed.meta?.total ?? 0;
      return { total, closed: closedTotal, active: Math.max(0, total - closedTotal) };
    },
  });
}

export function useStaffJob(id: number | null) {
  return useQuery({
    queryKey: [...STAFF_JOBS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await apiFetch<StaffJob>(`/recruitments/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** A JSON body, or multipart when a file goes with it. */
export type JobBody = Record<string, unknown> | FormData;

export async function createJob(body: JobBody) {
  return apiFetch<StaffJob>('/recruitments', { method: 'POST', body });
}

export async function updateJob(id: number, body: JobBody) {
  return apiFetch<StaffJob, { auto_action_result?: AutoActionResult | null }>(`/recruitments/${id}`, { method: 'PUT', body });
}

export async function closeJob(id: number, reason: string) {
  return apiFetch<StaffJob>(`/job-closure/${id}/close`, { method: 'POST', body: { candidate_ids: [], reason } });
}

export async function reopenJob(id: number, reason: string | null) {
  return apiFetch<StaffJob, { career_page_visible?: boolean }>(`/${id}/reopen`, { method: 'POST', body: { reason } });
}

export async function deleteJob(id: number) {
  return apiFetch<null>(`/recruitments/${id}`, { method: 'DELETE' });
}

export async function restoreJob(id: number) {
  return apiFetch<StaffJob>(`/recruitments/${id}/restore`, { method: 'POST' });
}

/** How many candidates a job has (the delete dialog says how many it hides): the list's total. */
export function useJobCandidateCount(id: number) {
  return useQuery({
    queryKey: [...STAFF_JOBS_KEY, 'candidate-count', id],
    queryFn: async ({ signal }) => (await apiFetch<unknown[]>('/candidates', { signal, query: { job_id: id, per_page: 1 } })).meta?.total ?? 0,
  });
}

/** Refreshes every staff job list, count and single job after a change. */
export function useInvalidateStaffJobs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STAFF_JOBS_KEY });
}
