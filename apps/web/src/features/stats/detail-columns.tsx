import type { CandidateRow, ClientRow, ClosedRow, DetailKind, DetailRows, PositionRow } from '../../api/stats';
import { formatDate, orDash, WebsiteCell, type Column } from './details-table';

export const CLIENT_COLUMNS: readonly Column<ClientRow>[] = [
  { header: 'Company Name', cell: (r) => r.company_name, className: 'px-4 py-2 align-top font-medium text-ink-900' },
  { header: 'Email', cell: (r) => orDash(r.email) },
  { header: 'Phone', cell: (r) => orDash(r.phone) },
  { header: 'Website', cell: (r) => <WebsiteCell url={r.website} /> },
];

export const CANDIDATE_COLUMNS: readonly Column<CandidateRow>[] = [
  { header: 'Candidate Name', cell: (r) => r.candidate_name, className: 'px-4 py-2 align-top font-medium text-ink-900' },
  { header: 'Email', cell: (r) => orDash(r.email) },
  { header: 'Phone', cell: (r) => orDash(r.mobile_number) },
  { header: 'Location', cell: (r) => orDash(r.current_location) },
];

export const POSITION_COLUMNS: readonly Column<PositionRow>[] = [
  { header: 'Job Title', cell: (r) => r.job_title, className: 'px-4 py-2 align-top font-medium text-ink-900' },
  { header: 'Client', cell: (r) => orDash(r.client_name) },
  { header: 'Location', cell: (r) => orDash(r.job_location) },
  { header: 'Positions', cell: (r) => r.no_of_positions ?? 1 },
  { header: 'Notice Period', cell: (r) => orDash(r.notice_period) },
];

const CLOSED_COLUMNS: readonly Column<ClosedRow>[] = [
  { header: 'Job Title', cell: (r) => r.job_title, className: 'px-4 py-2 align-top font-medium text-ink-900' },
  { header: 'Client', cell: (r) => orDash(r.client_name) },
  { header: 'Filled / Total', cell: (r) => `${r.filled_positions} / ${r.total_positions}` },
  { header: 'Closed On', cell: (r) => formatDate(r.closed_at) },
  { header: 'Reason', cell: (r) => orDash(r.closure_reason) },
];

/** Admin and Bdm modals: the candidate list also names the job applied for. */
const STAFF_CANDIDATE_COLUMNS: readonly Column<CandidateRow>[] = [...CANDIDATE_COLUMNS, { header: 'Applied For', cell: (r) => orDash(r.job_title) }];

type ColumnsByKind = { [K in DetailKind]: readonly Column<DetailRows[K]>[] };

export const STAFF_COLUMNS: ColumnsByKind = {
  clients: CLIENT_COLUMNS,
  positions: POSITION_COLUMNS,
  candidates: STAFF_CANDIDATE_COLUMNS,
  closed: CLOSED_COLUMNS,
  warning: POSITION_COLUMNS,
  caution: POSITION_COLUMNS,
  good: POSITION_COLUMNS,
};

/** Stable React keys; closure records have their own id (a job may have been closed twice). */
export function detailRowKey(kind: DetailKind, row: DetailRows[DetailKind]): number {
  if (kind === 'clients' || kind === 'candidates' || kind === 'closed') return (row as ClientRow | CandidateRow | ClosedRow).id;
  return (row as PositionRow).job_id;
}
