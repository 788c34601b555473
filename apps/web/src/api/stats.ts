import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PER_PAGE, type PageMeta, type ProjectBucket } from '@talentra/contract';
import { apiFetch } from './api-client';

/** GET /stats/overview: every dashboard figure in one answer (api.md "Dashboard figures"). */
export interface Overview {
  clients: number;
  positions: number;
  candidates: number;
  interviews_scheduled: number;
  positions_without_candidates: number;
  positions_closed: number;
  project_status: Record<ProjectBucket, number>;
}

/** The rows behind a card or a project-status bar (GET /stats/details?kind=...). */
export type DetailKind = 'clients' | 'positions' | 'candidates' | 'closed' | ProjectBucket;

export interface ClientRow {
  id: number;
  company_name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  location: string | null;
}
export interface PositionRow {
  job_id: number;
  job_title: string;
  client_name: string | null;
  job_location: string | null;
  no_of_positions: number | null;
  notice_period: string | null;
}
export interface CandidateRow {
  id: number;
  candidate_name: string;
  email: string | null;
  mobile_number: string | null;
  current_location: string | null;
  job_id: number;
  job_title: string | null;
}
export interface ClosedRow {
  id: number;
  job_id: number;
  job_title: string;
  client_name: string | null;
  total_positions: number;
  filled_positions: number;
  closed_at: string;
  closure_reason: string | null;
}

/** The row type of each kind: the three buckets list active jobs, like 'positions'. */
export interface DetailRows {
  clients: ClientRow;
  positions: PositionRow;
  candidates: CandidateRow;
  closed: ClosedRow;
  warning: PositionRow;
  caution: PositionRow;
  good: PositionRow;
}

export interface DetailsPage<K extends DetailKind> {
  rows: DetailRows[K][];
  meta: PageMeta;
}

/** Rows a modal shows at once; Previous/Next reach the others. */
export const DETAILS_PER_PAGE = 10;

export const statsKeys = {
  all: ['stats'] as const,
  overview: ['stats', 'overview'] as const,
  details: (kind: DetailKind, page: number) => ['stats', 'details', kind, page] as const,
  activePositions: ['stats', 'details', 'positions', 'all'] as const,
};

export function useOverview() {
  return useQuery({
    queryKey: statsKeys.overview,
    queryFn: async ({ signal }) => (await apiFetch<Overview>('/stats/overview', { signal })).data,
    // coming back to a dashboard after a change elsewhere shows the cached figures, then the fresh ones
    staleTime: 0,
  });
}

/** One page of a card's rows; `enabled` is false while its modal is closed (nothing is fetched unasked). */
export function useStatDetails<K extends DetailKind>(kind: K, page: number, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.details(kind, page),
    queryFn: async ({ signal }): Promise<DetailsPage<K>> => {
      const { data, meta } = await apiFetch<DetailRows[K][]>('/stats/details', { query: { kind, page, per_page: DETAILS_PER_PAGE }, signal });
      return { rows: data, meta: meta ?? { page, per_page: DETAILS_PER_PAGE, total: data.length } };
    },
    enabled,
    staleTime: 0,
    // the old page stays on screen while the next one loads (no jump in the modal's height)
    placeholderData: keepPreviousData,
  });
}

/** Most pages fetched for the grouped Position Details (100 jobs a page). */
const MAX_POSITION_PAGES = 20;

/** Every active job, page by page, for the grouped Position Details of the HR dashboard. */
export function useActivePositions(enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.activePositions,
    queryFn: async ({ signal }) => {
      const rows: PositionRow[] = [];
      for (let page = 1; page <= MAX_POSITION_PAGES; page += 1) {
        const { data, meta } = await apiFetch<PositionRow[]>('/stats/details', {
          query: { kind: 'positions', page, per_page: MAX_PER_PAGE },
          signal,
        });
        rows.push(...data);
        if (data.length === 0 || !meta || rows.length >= meta.total) break;
      }
      return rows;
    },
    enabled,
  });
}
