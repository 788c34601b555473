import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/button';
import { Alert } from '../../components/ui/alert';
import { toCsv, downloadCsv } from './csv';

export interface ReportColumn<Row> {
  header: string;
  /** What the cell shows. */
  cell: (row: Row) => ReactNode;
  /** What the CSV holds (the raw figure); the shown text when left out. */
  csv?: (row: Row) => string | number | null;
  numeric?: boolean;
}

/**
 * A report's figures as a table (the accessible alternative to its chart), with a CSV export of
 * exactly these rows. The frame scrolls sideways on a narrow screen and then takes focus.
 */
export function ReportTable<Row>({
  caption,
  file,
  columns,
  rows,
  empty = 'Nothing in this range.',
  allRows,
  footer,
}: {
  caption: string;
  /** The CSV file's name, without .csv. */
  file: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  empty?: string;
  /** A paged table: every row, for the CSV (the rows shown are one page). */
  allRows?: () => Promise<readonly Row[]>;
  /** Under the table (a paged table's pager). */
  footer?: ReactNode;
}) {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportCsv = async () => {
    setFailed(false);
    setExporting(true);
    try {
      const all = allRows ? await allRows() : rows;
      downloadCsv(
        file,
        toCsv(
          columns.map((c) => c.header),
          all.map((r) => columns.map((c) => (c.csv ? c.csv(r) : String(c.cell(r) ?? '')))),
        ),
      );
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink-900">{caption}</h3>
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()} disabled={exporting} aria-label={`Export CSV: ${caption}`}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {failed ? (
        <Alert tone="error" size="sm">
          The CSV could not be made. Please try again.
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-100 text-ink-900">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="even:bg-slate-50">
                  {columns.map((c, j) =>
                    j === 0 ? (
                      <th key={c.header} scope="row" className="px-3 py-2 font-medium text-ink-900">
                        {c.cell(r)}
                      </th>
                    ) : (
                      <td key={c.header} className={`px-3 py-2 text-ink-700 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                        {c.cell(r)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </div>
  );
}
