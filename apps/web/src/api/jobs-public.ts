import { MAX_PER_PAGE } from '@talentra/contract';
import { ApiError, apiFetch } from './api-client';
import type { PublicJob } from './public-job';

export type { PublicJob } from './public-job';

/** Visible jobs for the application form's job select (GET /recruitments?per_page=100). */
export async function fetchOpenJobs(signal?: AbortSignal): Promise<PublicJob[]> {
  const body = await apiFetch<PublicJob[]>('/recruitments', { query: { per_page: MAX_PER_PAGE, active_only: 1 }, signal });
  if (!Array.isArray(body.data)) throw new ApiError(200, 'Invalid data structure from API');
  return body.data;
}
