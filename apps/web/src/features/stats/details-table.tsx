import type { ReactNode } from 'react';
import type { PageMeta } from '@talentra/contract';
import { Pager, pageCount } from '../../components/ui/pager';
import { formatMediumDate } from '../../lib/dates';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A plain, readable table of modal rows; every cell is rendered as text (never as HTML). */
export function DetailsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
}) {
  if (rows.length === 0) return <p className="py-8 text-center text-ink-700">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-ink-900">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-200 last:border-b-0 even:bg-slate-50">
              {columns.map((c) => (
                <td key={c.header} className={c.className ?? 'px-3 py-2 align-top break-words text-ink-700'}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
