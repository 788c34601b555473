import type { PublicJob } from '@talentra/contract';
import { useFetched } from '../hooks/use-fetched';
import { apiFetch } from './api-client';

export type { PublicJob };
/**
 * The public job shape and its check, apart from the calls that fetch it: the careers list and
 * navigation state use them without loading react-query (api/careers-list.ts).
 */

export function isPublicJob(value: unknown): value is PublicJob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublicJob).job_title === 'string' &&
    Number.isInteger(Number((value as PublicJob).job_id))
  );
}

/** Thrown when an answer arrives but does not hold a job (refer form: 'Invalid job data format'). */
export class InvalidJobDataError extends Error {
  override readonly name = 'InvalidJobDataError';
  constructor() {
    super('Invalid job data format');
  }
}

/** GET /recruitments/{id}: 404 for anonymous callers unless the job is visible. */
export async function fetchPublicJob(id: number, signal?: AbortSignal): Promise<PublicJob> {
  const { data } = await apiFetch<unknown>(`/recruitments/${id}`, { signal });
  if (!isPublicJob(data)) throw new InvalidJobDataError();
  return data;
}

/**
 * The job page's job without react-query (as the careers list, decision 65): the page the
 * server rendered already holds it (issue 17), so most visits never call this.
 */
export function usePublicJobPage(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useFetched(`public-job ${id ?? 0}`, (signal) => fetchPublicJob(id!, signal), { enabled: enabled && id !== undefined });
}
