/** Where the bench's generated report sits inside docs/performance.md; the rest of the file is written by hand. */
export const REPORT_START = '<!-- bench:start (written by npm run bench; edit outside these marks) -->';
export const REPORT_END = '<!-- bench:end -->';

/**
 * The file with `report` in place of the last one: between the marks when the file has them (the
 * hand-written sections around it are kept), else a new file holding the report in marks.
 */
export function withReport(existing: string | null, report: string): string {
  const block = `${REPORT_START}\n\n${report.trim()}\n\n${REPORT_END}`;
  const start = existing?.indexOf(REPORT_START) ?? -1;
  const end = existing?.indexOf(REPORT_END, start) ?? -1;
  if (existing === null || start < 0 || end < 0) return `# Performance\n\n${block}\n`;
  return `${existing.slice(0, start)}${block}${existing.slice(end + REPORT_END.length)}`;
}
