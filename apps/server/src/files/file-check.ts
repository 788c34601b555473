import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS, MAX_FILE_BYTES, type FileKind } from '@talentra/contract';
import { TooLarge, UnsupportedType } from '../http/errors.js';

export interface CheckedFile {
  bytes: Buffer;
  mime: string;
  originalName: string;
  size: number;
  kind: FileKind;
}

const CFB = 'application/x-cfb'; // legacy .doc is a compound file

/**
 * An SVG document: after an optional byte-order mark, XML declaration, comments, processing
 * instructions and a `<!DOCTYPE svg …>` without an internal subset (as Inkscape and Illustrator
 * write them), the root element is `<svg`. A DOCTYPE with an internal subset (`[ <!ENTITY … ]`, the
 * way to an entity-expansion bomb) or any other root is not.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  let rest = bytes
    .subarray(0, 8192)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const prolog = /^\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^[>]*>)/i;
  for (let match = prolog.exec(rest); match; match = prolog.exec(rest)) rest = rest.slice(match[0].length);
  return /^\s*<svg[\s>]/i.test(rest);
}

/** A name kept only for the download header: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200);
  return cleaned || fallback;
}

/** The real type from the bytes, never the name or the declared type (api.md "Files"). */
export async function checkFile(kind: FileKind, field: string, bytes: Buffer, originalName: string | undefined): Promise<CheckedFile> {
  const allowed = FILE_KINDS[kind];
  if (bytes.length > MAX_FILE_BYTES) throw new TooLarge(`File must be 2 MB or smaller.`, field);
  if (bytes.length === 0) throw new UnsupportedType(`The file is empty. Please upload a ${allowed.label} file.`, field);
  const detected = await fileTypeFromBuffer(bytes);
  let mime = detected?.mime as string | undefined;
  if (mime === CFB) mime = 'application/msword';
  // file-type calls any document with an XML declaration application/xml: an SVG logo often has one
  if ((!mime || mime === 'application/xml') && looksLikeSvg(bytes)) mime = 'image/svg+xml';
  if (!mime || !(allowed.mimes as readonly string[]).includes(mime)) {
    throw new UnsupportedType(`Unsupported file type. Please upload a ${allowed.label} file.`, field);
  }
  return { bytes, mime, originalName: cleanFileName(originalName, `${kind}`), size: bytes.length, kind };
}
