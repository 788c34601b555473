import { useQuery } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '@talentra/contract';
import { ApiError, apiFetch } from './api-client';
import { fetchPublicJob, type PublicJob } from './public-job';

export { fetchPublicJob, InvalidJobDataError, isPublicJob, type PublicJob } from './public-job';

export const publicJobKeys = {
  all: ['jobs-public'] as const,
  detail: (id: number) => [...publicJobKeys.all, 'detail', id] as const,
  open: () => [...publicJobKeys.all, 'open'] as const,
};

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
