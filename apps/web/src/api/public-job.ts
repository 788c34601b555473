import { useFetched } from '../hooks/use-fetched';
import { apiFetch } from './api-client';
/**
 * The public job shape and its check, apart from the calls that fetch it: the careers list and
 * navigation state use them without loading react-query (api/careers-list.ts).
 */

/** A job as anonymous visitors see it (api.md "Shapes that several screens share": Public job). */
export interface PublicJob {
  job_id: number;
  id?: number;
  job_title: string;
  client_name: string | null;
  job_location: string | null;
  type_of_industry: string | null;
  hiring_type: string | null;
  work_mode?: string | null;
  min_experience: number | null;
  max_experience: number | null;
  no_of_positions: number | null;
  /** Whole rupees a year. */
  package: number | null;
  /** Comma-joined list. */
  benefit: string | null;
  qualification?: string | null;
  skills_required: string | null;
  key_responsibilities?: string | null;
  job_description: string | null;
  notice_period?: string | null;
  working_days?: number | null;
  timings?: string | null;
  created_at: string | null;
  is_active?: boolean;
  status?: string;
  auto_close_reason?: string | null;
  /** Last day applications are taken (YYYY-MM-DD), or none (JobPosting validThrough). */
  closing_date?: string | null;
  /** The client is not named publicly: client_name is null and the agency hires (issue 17). */
  client_confidential?: boolean;
}

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
 * The job page's job without react-query (as the careers list, docs/decisions.md 65): the page the
 * server rendered already holds it (issue 17), so most visits never call this.
 */
export function usePublicJobPage(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useFetched(`public-job ${id ?? 0}`, (signal) => fetchPublicJob(id!, signal), { enabled: enabled && id !== undefined });
}
