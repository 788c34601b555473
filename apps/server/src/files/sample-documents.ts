/**
 * Tiny but genuine files for demo data and tests: a one-page PDF, an SVG logo and a PNG.
 */
export function samplePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function sampleSvgLogo(initials: string, hue: number): Buffer {
  const safe = initials
    .replace(/[^A-Z0-9]/gi, '')
    .slice(0, 3)
    .toUpperCase();
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="24" fill="hsl(${hue} 60% 38%)"/><text x="80" y="96" font-family="Arial, sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${safe}</text></svg>`,
  );
}

/** A valid 1×1 PNG. */
export const samplePng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * A well-formed, distinct GSTIN for generated clients (seeds, tests): one client per GSTIN is a
 * rule (migration 003). n picks the PAN's four digits and five letters; no two n below 26^5 * 10^4
 * give the same one.
 */
export function sampleGstin(n: number, state = '27'): string {
  const digits = String(n % 10_000).padStart(4, '0');
  let rest = Math.floor(n / 10_000);
  let letters = '';
  for (let i = 0; i < 5; i++) {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  }
  return `${state}${letters}${digits}F1Z5`;
}

/**
 * A one-page PDF résumé with these lines of text (demo data and tests, issue 45): real text the
 * extractor reads. Characters outside Latin-1 are dropped; ( ) \ are escaped.
 */
export function sampleResumePdf(lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '').replace(/[()\\]/g, (c) => `\\${c}`);
  const body = lines.map((l, i) => `${i === 0 ? '' : '0 -16 Td '}(${esc(l)}) Tj`).join('\n');
  const stream = `BT /F1 11 Tf 56 790 Td\n${body}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
