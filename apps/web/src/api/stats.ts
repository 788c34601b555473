import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MAX_PER_PAGE,
  type CandidateDetailRow,
  type ClientDetailRow,
  type ClosedDetailRow,
  type DetailKind,
  type DetailRows,
  type Overview,
  type PageMeta,
  type PositionDetailRow,
} from '@talentra/contract';
import { apiFetch } from './api-client';

export type { DetailKind, DetailRows, Overview };
export type ClientRow = ClientDetailRow;
export type PositionRow = PositionDetailRow;
export type CandidateRow = CandidateDetailRow;
export type ClosedRow = ClosedDetailRow;

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
