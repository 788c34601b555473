import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CAREERS_PAGE_SIZE, MAX_PER_PAGE, type PageMeta } from '@talentra/contract';
import { ApiError, apiFetch } from './api-client';

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
  /** Not sent today; read when present (JobPosting validThrough). */
  deadline?: string | null;
}

/** The careers list as the URL describes it (?q=&location=&industry=&page=). */
export interface CareersSearch {
  page: number;
  q: string;
  location: string;
  industry: string;
}

export interface CareersPage {
  jobs: PublicJob[];
  meta: PageMeta;
}

/** Thrown when an answer arrives but does not hold a job (refer form: 'Invalid job data format'). */
export class InvalidJobDataError extends Error {
  override readonly name = 'InvalidJobDataError';
  constructor() {
    super('Invalid job data format');
  }
}

export const publicJobKeys = {
  all: ['jobs-public'] as const,
  page: (search: CareersSearch) => [...publicJobKeys.all, 'page', search] as const,
  detail: (id: number) => [...publicJobKeys.all, 'detail', id] as const,
  open: () => [...publicJobKeys.all, 'open'] as const,
};

const orUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());

export function isPublicJob(value: unknown): value is PublicJob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublicJob).job_title === 'string' &&
    Number.isInteger(Number((value as PublicJob).job_id))
  );
}

/**
 * One page of visible jobs, 6 at a time, searched on the server (never the whole list).
 * `active_only=1` keeps the list to visible jobs for a signed-in staff member too.
 */
export async function fetchCareersPage(search: CareersSearch, signal?: AbortSignal): Promise<CareersPage> {
  const body = await apiFetch<PublicJob[]>('/recruitments', {
    query: {
      page: search.page,
      per_page: CAREERS_PAGE_SIZE,
      active_only: 1,
      q: orUndefined(search.q),
      location: orUndefined(search.location),
      industry: orUndefined(search.industry),
    },
    signal,
  });
  if (!Array.isArray(body.data)) throw new ApiError(200, 'Invalid data structure from API');
  return { jobs: body.data, meta: body.meta ?? { page: search.page, per_page: CAREERS_PAGE_SIZE, total: body.data.length } };
}

export function useCareersPage(search: CareersSearch) {
  return useQuery({
    queryKey: publicJobKeys.page(search),
    queryFn: ({ signal }) => fetchCareersPage(search, signal),
    // the current page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** GET /recruitments/{id}: 404 for anonymous callers unless the job is visible. */
export async function fetchPublicJob(id: number, signal?: AbortSignal): Promise<PublicJob> {
  const { data } = await apiFetch<unknown>(`/recruitments/${id}`, { signal });
  if (!isPublicJob(data)) throw new InvalidJobDataError();
  return data;
}

export function usePublicJob(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicJobKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchPublicJob(id!, signal),
    enabled: enabled && id !== undefined,
  });
}

/** Visible jobs for the application form's job select (GET /recruitments?per_page=100). */
export function useOpenJobs() {
  return useQuery({
    queryKey: publicJobKeys.open(),
    queryFn: async ({ signal }) => {
      const body = await apiFetch<PublicJob[]>('/recruitments', { query: { per_page: MAX_PER_PAGE, active_only: 1 }, signal });
      if (!Array.isArray(body.data)) throw new ApiError(200, 'Invalid data structure from API');
      return body.data;
    },
  });
}
