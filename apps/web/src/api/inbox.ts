import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PER_PAGE, type Feedback, type PageMeta, type ScamReport } from '@talentra/contract';
import { apiFetch, apiUrl } from './api-client';

export type { Feedback, ScamReport };

export interface InboxPage<T> {
  rows: T[];
  meta: PageMeta;
}

export const inboxKeys = {
  feedbacks: (page: number) => ['feedbacks', { page }] as const,
  scams: (page: number) => ['scams', { page }] as const,
};

async function fetchPage<T>(path: string, page: number, signal: AbortSignal): Promise<InboxPage<T>> {
  const { data, meta } = await apiFetch<T[]>(path, { query: { page, per_page: DEFAULT_PER_PAGE }, signal });
  return { rows: data, meta: meta ?? { page, per_page: DEFAULT_PER_PAGE, total: data.length } };
}

/** GET /feedbacks, newest first, one page at a time (Admin). */
export function useFeedbacks(page: number) {
  return useQuery({
    queryKey: inboxKeys.feedbacks(page),
    queryFn: ({ signal }) => fetchPage<Feedback>('/feedbacks', page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /scams, newest first, one page at a time (Admin). */
export function useScamReports(page: number) {
  return useQuery({
    queryKey: inboxKeys.scams(page),
    queryFn: ({ signal }) => fetchPage<ScamReport>('/scams', page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The proof download goes through the server's access check (Admin only), never a public folder. */
export const scamProofUrl = (id: number) => apiUrl(`/scams/${id}/proof`);
