import type { Key, ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { Spinner } from '../spinner';
import { Alert } from './alert';

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (the header keeps the table's). */
  className?: string;
  /** The server sorts by this column: the header is a button and says its order (aria-sort). */
  sortable?: boolean;
}

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** Says what the rows are, for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: string;
  sort?: SortState;
  onSort?: (key: string) => void;
  /** While the first page loads: a spinner with this label instead of the table. */
  loading?: string | false;
  /** A failure to show instead of the table (an alert). */
  error?: ReactNode;
  /** What an empty page says (an EmptyState title). */
  empty?: string;
  /** Classes of the scrolling frame (e.g. 'hidden md:block'). */
  className?: string;
  /** Under the table: usually a Pager. */
  footer?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A server-paged table: the rows of one page, sortable headers that say their order (aria-sort),
 * and the loading, failure and empty states in place of the table.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  sort,
  onSort,
  loading,
  error,
  empty,
  className,
  footer,
}: DataTableProps<Row>) {
  if (loading) return <Spinner label={loading} className="justify-center py-10" />;
  if (error) return <Alert size="panel">{error}</Alert>;
  if (rows.length === 0 && empty) return <EmptyState title={empty} />;
  return (
    <>
      <div className={cn('overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-ink-700 uppercase">
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.dir : undefined;
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className="px-4 py-3 font-semibold"
                    aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {column.sortable && onSort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-brand-700"
                        onClick={() => onSort(column.key)}
                      >
                        {column.header}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer}
    </>
  );
}
