import { csvRow } from '@talentra/contract';

/** A CSV text (RFC 4180, CRLF), cells guarded against spreadsheet formulas (the contract's csvRow). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((r) => csvRow(r)).join('');
}

/** Save a CSV text as a file (a download made in the browser from the figures shown). */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
