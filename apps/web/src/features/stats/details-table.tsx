import type { ReactNode } from 'react';
import type { PageMeta } from '@talentra/contract';
import { DataTable, type DataTableProps } from '../../components/ui/data-table';
import { Pager, pageCount } from '../../components/ui/pager';
import { formatMediumDate } from '../../lib/dates';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

const CELL = 'px-4 py-2 align-top break-words text-ink-700';

/**
 * A plain, readable table of a modal's rows (every cell is rendered as text, never as HTML), or its
 * loading, failure and empty states.
 */
export function DetailsTable<Row>({
  columns,
  emptyText,
  ...table
}: Omit<DataTableProps<Row>, 'columns' | 'empty'> & { columns: readonly Column<Row>[]; emptyText: string }) {
  return (
    <DataTable
      {...table}
      columns={columns.map((c) => ({ key: c.header, header: c.header, cell: c.cell, className: c.className ?? CELL }))}
      rowClassName="even:bg-slate-50"
      empty={emptyText}
      plain
      tableClassName="w-full min-w-[36rem]"
    />
  );
}

export { pageCount };

/** Previous / Next under a modal's rows, shown only when there is more than one page. */
export function DetailsPager({ meta, onPage, busy }: { meta: PageMeta | undefined; onPage: (page: number) => void; busy?: boolean }) {
  if (!meta || pageCount(meta) <= 1) return null;
  return <Pager label="Pages" page={meta.page} pages={pageCount(meta)} onPage={onPage} busy={busy} live className="w-full" />;
}

/** A website from a client record as a link when it is an http(s) address, else as text. */
export function WebsiteCell({ url }: { url: string | null }) {
  if (!url) return <>-</>;
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-900">
      {url}
    </a>
  );
}

export const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** A UTC timestamp as a date in the viewer's locale (DESIGN.md), or '-'. */
export const formatDate = (iso: string | null | undefined) => formatMediumDate(iso, '-');
