import { Link } from '../../components/link';
import type { CandidateRow, ClientRow, ClosedRow, DetailKind, DetailRows, PositionRow } from '../../api/stats';
import { formatDate, orDash, WebsiteCell, type Column } from './details-table';

export const CLIENT_COLUMNS: readonly Column<ClientRow>[] = [
  { header: 'Company Name', cell: (r) => r.company_name, className: 'px-4 py-2 align-top font-medium text-ink-900' },
  { header: 'Email', cell: (r) => orDash(r.email) },
  { header: 'Phone', cell: (r) => orDash(r.phone) },
  { header: 'Website', cell: (r) => <WebsiteCell url={r.website} /> },
];

/** The candidate columns; `linked`: each name opens the candidate's profile (Admin and Hrteam may; issue 43). */
const candidateColumns = (linked: boolean): readonly Column<CandidateRow>[] => [
  {
    header: 'Candidate Name',
    cell: (r) =>
      linked ? (
        <Link to={`/candidates/${r.id}`} className="text-brand-800 underline underline-offset-2">
          {r.candidate_name}
        </Link>
      ) : (
        r.candidate_name
      ),
    className: 'px-4 py-2 align-top font-medium text-ink-900',
  },
  { header: 'Email', cell: (r) => orDash(r.email) },
  { header: 'Phone', cell: (r) => orDash(r.mobile_number) },
  { header: 'Location', cell: (r) => orDash(r.current_location) },
];

/** The Hrteam's modal. */
export const CANDIDATE_COLUMNS = candidateColumns(true);

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

/** Admin and Bdm modals: the candidate list also names the job applied for; only Admin opens profiles. */
const staffCandidateColumns = (linked: boolean): readonly Column<CandidateRow>[] => [
  ...candidateColumns(linked),
  { header: 'Applied For', cell: (r) => orDash(r.job_title) },
];

type ColumnsByKind = { [K in DetailKind]: readonly Column<DetailRows[K]>[] };

export const STAFF_COLUMNS: ColumnsByKind = {
  clients: CLIENT_COLUMNS,
  positions: POSITION_COLUMNS,
  candidates: staffCandidateColumns(false),
  closed: CLOSED_COLUMNS,
  warning: POSITION_COLUMNS,
  caution: POSITION_COLUMNS,
  good: POSITION_COLUMNS,
};

/** Admin's modals: as STAFF_COLUMNS, each candidate's name linking to the profile. */
export const ADMIN_COLUMNS: ColumnsByKind = { ...STAFF_COLUMNS, candidates: staffCandidateColumns(true) };

/** Stable React keys; closure records have their own id (a job may have been closed twice). */
export function detailRowKey(kind: DetailKind, row: DetailRows[DetailKind]): number {
  if (kind === 'clients' || kind === 'candidates' || kind === 'closed') return (row as ClientRow | CandidateRow | ClosedRow).id;
  return (row as PositionRow).job_id;
}
