import type { ReactNode } from 'react';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { REPORT_ACCESS, REPORT_KINDS, REPORT_TITLES, type ReportKind } from '@talentra/contract';
import { useReport, useReportFilters, type ReportData, type ReportParams } from '../../api/reports';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { Spinner } from '../../components/spinner';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/button';
import { ReportFiltersBar } from './report-filters';
import { ClientsView, FunnelView, RecruitersView, SourcesView, TimeView } from './report-views';

const PARAM_KEYS = ['from', 'to', 'client_id', 'job_id', 'recruiter_id', 'page'] as const;

/**
 * The Reports area (issue 47): one page per report at /reports/{kind}, the range and filters in
 * the URL (so a report can be bookmarked and shared), the figures from the server.
 */
export default function ReportsPage() {
  const { kind: raw } = useParams();
  const { user } = useAuth();
  const role = user?.user_role ?? 'Hrteam';
  const allowed = REPORT_KINDS.filter((k) => REPORT_ACCESS[k].includes(role));
  const kind = (REPORT_KINDS as readonly string[]).includes(raw ?? '') ? (raw as ReportKind) : null;
  const [search, setSearch] = useSearchParams();
  const params: ReportParams = {};
  for (const key of PARAM_KEYS) {
    const v = search.get(key);
    if (v) params[key] = v;
  }
  usePageTitle(kind ? `Reports: ${REPORT_TITLES[kind]}` : 'Reports');

  // another report starts at its first page
  const tabSearch = new URLSearchParams(search);
  tabSearch.delete('page');
  const setParams = (next: ReportParams) => {
    const out = new URLSearchParams();
    for (const key of PARAM_KEYS) if (next[key]) out.set(key, next[key]!);
    setSearch(out, { replace: true });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">Reports</h1>
      <nav aria-label="Reports">
        <ul className="flex flex-wrap gap-2">
          {allowed.map((k) => (
            <li key={k}>
              <NavLink
                to={{ pathname: `/reports/${k}`, search: tabSearch.toString() ? `?${tabSearch.toString()}` : '' }}
                className={({ isActive }) =>
                  `inline-block rounded-md px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-800 hover:bg-brand-50'}`
                }
              >
                {REPORT_TITLES[k]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {kind && allowed.includes(kind) ? (
        // one Report per kind: the figures kept while the next ones load are never another report's
        <Report key={kind} kind={kind} params={params} onParams={setParams} showRecruiter={role === 'Admin'} />
      ) : (
        <Alert tone="info">{kind ? 'This report is not open to your role.' : 'There is no such report.'}</Alert>
      )}
    </div>
  );
}

function Report({
  kind,
  params,
  onParams,
  showRecruiter,
}: {
  kind: ReportKind;
  params: ReportParams;
  onParams: (p: ReportParams) => void;
  showRecruiter: boolean;
}) {
  const report = useReport(kind, params);
  const filters = useReportFilters();
  const data = report.data;
  return (
    <section aria-labelledby="report-title" className="space-y-4">
      <h2 id="report-title" className="text-xl font-semibold text-ink-900">
        {REPORT_TITLES[kind]}
      </h2>
      <ReportFiltersBar params={params} range={data?.range} choices={filters.data} showRecruiter={showRecruiter} onChange={onParams} />
      {report.isError ? (
        <Alert tone="error">
          {report.error instanceof Error ? report.error.message : 'The report could not be loaded.'}{' '}
          <Button variant="ghost" size="sm" onClick={() => void report.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !data ? (
        <Spinner label="Loading the report..." />
      ) : (
        <div aria-busy={report.isFetching} className={report.isPlaceholderData ? 'opacity-70' : undefined}>
          {view(kind, data, {
            params,
            onPage: (page) => onParams({ ...params, page: page > 1 ? String(page) : undefined }),
            busy: report.isFetching,
          })}
        </div>
      )}
    </section>
  );
}

function view(kind: ReportKind, data: ReportData[ReportKind], paging: Parameters<typeof TimeView>[0]['paging']): ReactNode {
  switch (kind) {
    case 'funnel':
      return <FunnelView data={data as ReportData['funnel']} />;
    case 'time':
      return <TimeView data={data as ReportData['time']} paging={paging} />;
    case 'sources':
      return <SourcesView data={data as ReportData['sources']} />;
    case 'clients':
      return <ClientsView data={data as ReportData['clients']} paging={paging} />;
    case 'recruiters':
      return <RecruitersView data={data as ReportData['recruiters']} />;
  }
}
