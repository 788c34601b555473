import { expect, it } from 'vitest';
import { REPORT_END, REPORT_START, withReport } from '../bench/report-file.js';

// `npm run bench` rewrites only its own report in docs/performance.md, not the sections written by hand.
it('replaces the report between the marks and keeps what is around them', () => {
  const before = `# Performance\n\n${REPORT_START}\n\nold table\n\n${REPORT_END}\n\n## Hand-written\n\nkept\n`;
  const after = withReport(before, 'new table\n');
  expect(after).toBe(`# Performance\n\n${REPORT_START}\n\nnew table\n\n${REPORT_END}\n\n## Hand-written\n\nkept\n`);
  expect(withReport(after, 'newer')).toContain('newer');
  expect(withReport(after, 'newer')).not.toContain('new table');
});

it('writes a new file, or one without marks, as the report alone in marks', () => {
  expect(withReport(null, 'table')).toBe(`# Performance\n\n${REPORT_START}\n\ntable\n\n${REPORT_END}\n`);
  expect(withReport('# Something else\n', 'table')).toBe(`# Performance\n\n${REPORT_START}\n\ntable\n\n${REPORT_END}\n`);
});
