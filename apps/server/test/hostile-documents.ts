import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hostile résumés for the extraction tests (issue 45), made here rather than committed as files.
 */

interface ZipEntry {
  name: string;
  /** the entry's bytes as stored in the zip (deflated, or as is) */
  data: Buffer;
  deflated: boolean;
  crc: number;
  size: number;
}

/** A zip of these entries (local headers, then the central directory and its end record). */
function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    // the fields both headers hold, from the compression method on (at 8 in a local header, 10 in the directory's)
    const common = (b: Buffer, at: number) => {
      b.writeUInt16LE(e.deflated ? 8 : 0, at);
      b.writeUInt32LE(e.crc >>> 0, at + 6);
      b.writeUInt32LE(e.data.length, at + 10);
      b.writeUInt32LE(e.size, at + 14);
      b.writeUInt16LE(name.length, at + 18);
      return b;
    };
    const local = common(Buffer.alloc(30), 8);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const dir = common(Buffer.alloc(46), 10);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, e.data);
    central.push(dir, name);
    offset += local.length + name.length + e.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dirBytes, end]);
}

const stored = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, deflated: false, crc: crc32(data), size: data.length };
};

/**
 * A valid DOCX whose word/document.xml inflates to `mb` MB of text in one run: the deflate stream
 * is one compressed megabyte block repeated (each ends on a byte boundary, sync-flushed, and
 * refers to nothing before it), so the file is a few hundred KB and never built in memory here.
 */
export function docxZipBomb(mb: number): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
  );
  const tail = Buffer.from('</w:t></w:r></w:p></w:body></w:document>');
  const chunk = Buffer.alloc(1024 * 1024, 'react engineer ');
  const flush = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const compressedChunk = deflateRawSync(chunk, flush);
  let crc = crc32(head);
  for (let i = 0; i < mb; i++) crc = crc32(chunk, crc);
  crc = crc32(tail, crc);
  const data = Buffer.concat([
    deflateRawSync(head, flush),
    ...Array.from({ length: mb }, () => compressedChunk),
    deflateRawSync(tail), // the final block
  ]);
  return docx({ name: 'word/document.xml', data, deflated: true, crc, size: head.length + mb * chunk.length + tail.length });
}

/** An ordinary DOCX of one paragraph (to show a file read well after a hostile one). */
export function plainDocx(text: string): Buffer {
  const xml = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return docx({ name: 'word/document.xml', data: deflateRawSync(xml), deflated: true, crc: crc32(xml), size: xml.length });
}

/** A DOCX package around its main part. */
function docx(document: ZipEntry): Buffer {
  return zip([
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    document,
  ]);
}

/**
 * A one-page PDF encrypted with the standard security handler and a user password (its /U is not
 * the empty password's): a reader cannot open it without the password.
 */
export function encryptedPdf(): Buffer {
  const offsets: number[] = [];
  let out = '%PDF-1.4\n';
  const add = (n: number, body: string) => {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${body}\nendobj\n`;
  };
  const hex = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  const stream = 'BT /F1 11 Tf 56 790 Td (react engineer) Tj ET';
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  add(2, '<< /Type /Pages /Kids [4 0 R] /Count 1 /MediaBox [0 0 595 842] >>');
  add(3, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  add(4, '<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>');
  add(5, `<< /Filter /Standard /V 1 /R 2 /O <${hex(32, 11)}> /U <${hex(32, 101)}> /P -44 >>`);
  const xref = Buffer.byteLength(out, 'latin1');
  out += 'xref\n0 6\n0000000000 65535 f \n';
  for (let n = 1; n <= 5; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size 6 /Root 1 0 R /Encrypt 5 0 R /ID [<${hex(16, 7)}> <${hex(16, 7)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
