import { use, useState } from 'react';
import { useStatDetails, type DetailKind, type DetailRows } from '../../api/stats';
import { Modal } from '../../components/modal';
import { AuthContext } from '../../lib/session/auth-context';
import { ADMIN_COLUMNS, detailRowKey, STAFF_COLUMNS } from './detail-columns';
import { DetailsPager, DetailsTable, pageCount, type Column } from './details-table';

/** Modal titles of the Admin and Bdm dashboards (staff-portal.md §2): the bucket modals carry the bucket's name. */
const DETAIL_TITLES: Record<DetailKind, string> = {
  clients: 'Client Details',
  positions: 'Position Details',
  candidates: 'Candidate Details',
  closed: 'Closed Job Details',
  warning: 'Warning',
  caution: 'Caution',
  good: 'Good',
};

export const DETAILS_ERROR = 'Failed to load dashboard statistics';

/**
 * The modal behind a card or a project-status bar: the rows from GET /stats/details, a page at a
 * time, 'No data available' when there are none, at most 80% of the viewport high (its body scrolls;
 * Previous/Next stay in view below it).
 */
export function StatDetailsModal({ kind, onClose }: { kind: DetailKind | null; onClose: () => void }) {
  // keyed by kind: every modal starts on its first page
  return kind ? <OpenDetailsModal key={kind} kind={kind} onClose={onClose} /> : null;
}

function OpenDetailsModal({ kind, onClose }: { kind: DetailKind; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useStatDetails(kind, page, true);
  // Admin opens candidates' profiles from the list; Bdm may not (the workspace is Admin's and Hrteam's)
  const isAdmin = use(AuthContext)?.user?.user_role === 'Admin';
  const columns = (isAdmin ? ADMIN_COLUMNS : STAFF_COLUMNS)[kind] as readonly Column<DetailRows[DetailKind]>[];

  const body = (
    <div aria-busy={(query.data && query.isFetching) || undefined}>
      <DetailsTable
        caption={DETAIL_TITLES[kind]}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => detailRowKey(kind, row)}
        loading={query.isPending && 'Loading...'}
        error={query.isError && !query.data && DETAILS_ERROR}
        onRetry={() => void query.refetch()}
        emptyText="No data available"
      />
    </div>
  );
  const pager =
    query.data && pageCount(query.data.meta) > 1 ? (
      <DetailsPager meta={query.data.meta} onPage={setPage} busy={query.isPlaceholderData} />
    ) : undefined;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={DETAIL_TITLES[kind]} size="xl" maxHeight="80vh" footer={pager}>
      {body}
    </Modal>
  );
}
