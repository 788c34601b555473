import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientsReport, FunnelReport, RecruitersReport, ReportFilters, ReportKind, SourcesReport, TimeReport } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { ClientsReport, FunnelReport, RecruitersReport, ReportFilters, ReportKind, SourcesReport, TimeReport };

/** What each report answers (GET /reports/{kind}). */
export interface ReportData {
  funnel: FunnelReport;
  time: TimeReport;
  sources: SourcesReport;
  clients: ClientsReport;
  recruiters: RecruitersReport;
}

/** A report's range and filters, as the page's URL holds them (blank: not set). */
export interface ReportParams {
  from?: string;
  to?: string;
  client_id?: string;
  job_id?: string;
  recruiter_id?: string;
  /** The page of the overdue jobs (time) or of the clients (clients). */
  page?: string;
}

export const reportsKeys = {
  all: ['reports'] as const,
  report: (kind: ReportKind, params: ReportParams) => ['reports', kind, params] as const,
  filters: ['reports', 'filters'] as const,
};

/** One report for the URL's range and filters; the figures shown stay while the next ones load. */
export function useReport<K extends ReportKind>(kind: K, params: ReportParams) {
  return useQuery({
    queryKey: reportsKeys.report(kind, params),
    queryFn: async ({ signal }) => (await apiFetch<ReportData[K]>(`/reports/${kind}`, { query: { ...params }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every row of a paged list of a report (the overdue jobs, the clients), read page after page of
 * 100: what its CSV export holds, whatever page is shown.
 */
export async function fetchAllRows<K extends ReportKind, Row>(
  kind: K,
  params: ReportParams,
  pick: (data: ReportData[K]) => { rows: readonly Row[]; total: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const data = (await apiFetch<ReportData[K]>(`/reports/${kind}`, { query: { ...params, page: String(page), per_page: '100' } })).data;
    const got = pick(data);
    rows.push(...got.rows);
    if (got.rows.length === 0 || rows.length >= got.total) return rows;
  }
}

/** The clients, jobs and recruiters the signed-in user may filter the reports by. */
export function useReportFilters() {
  return useQuery({
    queryKey: reportsKeys.filters,
    queryFn: async ({ signal }) => (await apiFetch<ReportFilters>('/reports/filters', { signal })).data,
    staleTime: 60_000,
  });
}
