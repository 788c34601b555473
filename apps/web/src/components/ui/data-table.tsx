import type { Key, ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useScrollsSideways } from '../../hooks/use-scrolls-sideways';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { Spinner } from '../spinner';
import { Alert } from './alert';

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells. */
  className?: string;
  /** The cell names its row (`th scope="row"`, e.g. the job title), so each row reads by it. */
  rowHeader?: boolean;
  /** The server sorts by this column: the header is a button and says its order (aria-sort). */
  sortable?: boolean;
  /** The column stays in view at the right edge while the table scrolls sideways (a row's actions, issue 43). */
  sticky?: boolean;
}

interface SortState {
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
  /** A failure to show instead of the table (an alert); a text is one bold line. */
  error?: ReactNode;
  /** With an error: a Retry button under it. */
  onRetry?: () => void;
  /** While the retry runs: Retry waits. */
  retrying?: boolean;
  /** What an empty page says (an EmptyState title). */
  empty?: string;
  /** The EmptyState's line under the title. */
  emptyDescription?: ReactNode;
  /** Above the table, shown with the rows only: e.g. 'Showing 1–25'. */
  summary?: ReactNode;
  /** No frame of its own: a table inside a card or a dialog. */
  plain?: boolean;
  /**
   * Narrow screens get a list of cards instead of the table (named like the table): one card a row.
   * 'columns': each card is the row's header cell, then every other column as a label and its value.
   */
  card?: ((row: Row) => ReactNode) | 'columns';
  /** The width from which the table shows instead of the cards. */
  cardsBelow?: 'md' | 'lg';
  /** Classes of the scrolling frame. */
  className?: string;
  /** The table's width classes, 'min-w-full' by default (e.g. 'w-full min-w-[40rem]' to scroll below that). */
  tableClassName?: string;
  /** Under the table (and the cards), shown with the rows only: usually a Pager. */
  footer?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sticky column's cells: kept at the right edge over the cells that scroll under them. */
const STICKY = 'sticky right-0 shadow-[-1px_0_0_0_var(--color-slate-200)]';

/** A row as a card from its columns: the row's header cell as the title, then each other column labelled. */
function ColumnsCard<Row>({ columns, row }: { columns: readonly DataColumn<Row>[]; row: Row }) {
  const title = columns.find((c) => c.rowHeader);
  return (
    <>
      {title ? <p className="font-semibold text-ink-900">{title.cell(row)}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {columns
          .filter((c) => c !== title)
          .map((c) => (
            <div key={c.key} className="contents">
              <dt className="text-ink-700">{c.header}</dt>
              <dd className="min-w-0 break-words text-ink-900">{c.cell(row)}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}

/** The table's frame and the cards' list at each breakpoint (whole class names, for Tailwind to find). */
const CARDS_BELOW = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  lg: { table: 'hidden lg:block', cards: 'lg:hidden' },
} as const;

/**
 * A server-paged table: the rows of one page, sortable headers that say their order (aria-sort),
 * and the loading, failure and empty states in place of the table. A table wider than its frame
 * (a phone, a dialog) scrolls sideways inside it; the frame is then a region named like the table
 * that takes keyboard focus, so the hidden columns can be reached with the arrow keys (WCAG 2.1.1,
 * axe's scrollable-region-focusable) even when no cell holds a link or a button.
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
  onRetry,
  retrying,
  empty,
  emptyDescription,
  summary,
  plain,
  card,
  cardsBelow = 'md',
  className,
  tableClassName,
  footer,
}: DataTableProps<Row>) {
  const [frameRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  if (loading) return <Spinner label={loading} className="justify-center py-10" />;
  if (error)
    return (
      <Alert size="panel">
        {typeof error === 'string' ? <p className="font-semibold">{error}</p> : error}
        {onRetry ? (
          <Button variant="danger" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
            Retry
          </Button>
        ) : null}
      </Alert>
    );
  if (rows.length === 0 && empty) return <EmptyState title={empty} description={emptyDescription} />;
  return (
    <>
      {summary}
      <div
        ref={frameRef}
        {...(scrolls ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
        className={cn(
          'overflow-x-auto',
          !plain && 'rounded-xl border border-slate-200 bg-white shadow-sm',
          card && CARDS_BELOW[cardsBelow].table,
          className,
        )}
      >
        <table className={cn('divide-y divide-slate-200 text-left text-sm', tableClassName ?? 'min-w-full')}>
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
                    className={cn('px-4 py-3 font-semibold whitespace-nowrap', column.sticky && cn(STICKY, 'bg-slate-50'))}
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
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cn(column.className, column.sticky && cn(STICKY, 'bg-white'))}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={cn(column.className, column.sticky && cn(STICKY, 'bg-white'))}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card ? (
        <ul className={cn('space-y-3', CARDS_BELOW[cardsBelow].cards)} aria-label={caption}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {card === 'columns' ? <ColumnsCard columns={columns} row={row} /> : card(row)}
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
    </>
  );
}
