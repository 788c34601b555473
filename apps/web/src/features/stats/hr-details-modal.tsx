import { useState } from 'react';
import { useStatDetails, type DetailRows } from '../../api/stats';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { CANDIDATE_COLUMNS, CLIENT_COLUMNS, POSITION_COLUMNS, detailRowKey } from './detail-columns';
import { DetailsPager, DetailsTable, pageCount, type Column } from './details-table';

export type HrDetailKind = 'clients' | 'candidates' | 'positions';

/** Texts of the HR modals (staff-portal.md §2 "Hrteam dashboard", §8 "Dashboard"). */
export const HR_DETAILS: Record<HrDetailKind, { title: (n: number | undefined) => string; error: string; empty: string }> = {
  clients: {
    title: (n) => (n === undefined ? 'Client Details' : `Client Details (${n})`),
    error: 'Failed to fetch client details. Please try again.',
    empty: 'No clients found',
  },
  candidates: {
    title: (n) => (n === undefined ? 'Candidate Details' : `Candidate Details (${n})`),
    error: 'Failed to fetch candidate details. Please try again.',
    empty: 'No candidates found',
  },
  positions: {
    title: () => 'Position Details',
    error: 'Failed to fetch position details. Please try again.',
    empty: 'No positions found',
  },
};

const COLUMNS: { [K in HrDetailKind]: readonly Column<DetailRows[K]>[] } = {
  clients: CLIENT_COLUMNS,
  candidates: CANDIDATE_COLUMNS,
  positions: POSITION_COLUMNS.filter((c) => c.header !== 'Notice Period'),
};

/**
 * An HR dashboard modal: loading, an error with Retry, the empty text, the rows a page at a time, and
 * Close. Up to 90% of the viewport high (staff-portal.md §9: 90 to 95%).
 */
export function HrDetailsModal({ kind, onClose }: { kind: HrDetailKind | null; onClose: () => void }) {
  return kind ? <OpenHrModal key={kind} kind={kind} onClose={onClose} /> : null;
}

function OpenHrModal({ kind, onClose }: { kind: HrDetailKind; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useStatDetails(kind, page, true);
  const texts = HR_DETAILS[kind];
  const columns = COLUMNS[kind] as readonly Column<DetailRows[HrDetailKind]>[];

  const body = (
    <div aria-busy={(query.data && query.isFetching) || undefined}>
      <DetailsTable
        caption={texts.title(undefined)}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => detailRowKey(kind, row)}
        loading={query.isPending && 'Loading...'}
        error={query.isError && !query.data && texts.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        emptyText={texts.empty}
      />
    </div>
  );

  const meta = query.data?.meta;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title(meta?.total)}
      size="xl"
      maxHeight="90vh"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 flex-1">
            {meta && pageCount(meta) > 1 ? <DetailsPager meta={meta} onPage={setPage} busy={query.isPlaceholderData} /> : null}
          </div>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      }
    >
      {body}
    </Modal>
  );
}
