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
const CFB_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const NONE = 0xffffffff; // no sector, no directory entry
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa; // numbers above mark chain ends, free, FAT and DIFAT sectors

/**
 * A Word 97–2003 document: a compound file (MS-CFB) whose root storage holds a "WordDocument"
 * stream. file-type calls every compound file application/x-cfb, and so are .msi installers, .xls,
 * .ppt and .msg files, which must not pass as a DOC. The bytes are hostile: every read is
 * bounds-checked, a chain is followed for at most as many steps as the file has sectors (so a cycle
 * ends) and a directory entry is visited once; anything malformed is not a Word document.
 */
function isWordDocument(bytes: Buffer): boolean {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(CFB_MAGIC)) return false;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const size = 1 << shift;
  const perSector = size / 4;
  const maxSteps = Math.floor(bytes.length / size);
  /** Where a whole sector starts (after the header's sector), or -1 if the file has no such sector. */
  const at = (sector: number) => (sector <= MAX_SECTOR && (sector + 2) * size <= bytes.length ? (sector + 1) * size : -1);
  // the FAT's sectors: the first 109 listed in the header, the rest in the DIFAT chain (read only as far as this file needs)
  const fat: number[] = [];
  for (let i = 0; i < 109; i++) fat.push(bytes.readUInt32LE(0x4c + 4 * i));
  for (let sector = bytes.readUInt32LE(0x44), steps = 0; sector <= MAX_SECTOR && fat.length * perSector < maxSteps; steps++) {
    const start = at(sector);
    if (start < 0 || steps >= maxSteps) return false;
    for (let i = 0; i < perSector - 1; i++) fat.push(bytes.readUInt32LE(start + 4 * i));
    sector = bytes.readUInt32LE(start + size - 4);
  }
  const next = (sector: number) => {
    const start = at(fat[Math.floor(sector / perSector)] ?? NONE);
    return start < 0 ? NONE : bytes.readUInt32LE(start + 4 * (sector % perSector));
  };
  // the directory: 128-byte entries in the chain of sectors from the header's first directory sector
  const entries: number[] = [];
  for (let sector = bytes.readUInt32LE(0x30), steps = 0; sector !== END_OF_CHAIN; sector = next(sector), steps++) {
    const start = at(sector);
    if (start < 0 || steps >= maxSteps) return false;
    for (let offset = 0; offset < size; offset += 128) entries.push(start + offset);
  }
  // the root storage's children: a tree through the left (0x44) and right (0x48) sibling ids, from its child (0x4C)
  const root = entries[0];
  if (root === undefined || bytes[root + 0x42] !== 5) return false;
  const seen = new Set<number>();
  const todo = [bytes.readUInt32LE(root + 0x4c)];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    const entry = entries[id];
    if (entry === undefined || seen.has(id)) continue;
    seen.add(id);
    const isStream = bytes[entry + 0x42] === 2;
    const name = bytes.toString('utf16le', entry, entry + Math.min(64, bytes.readUInt16LE(entry + 0x40)));
    if (isStream && name === 'WordDocument\0') return true;
    todo.push(bytes.readUInt32LE(entry + 0x44), bytes.readUInt32LE(entry + 0x48));
  }
  return false;
}

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
  if (mime === CFB) mime = isWordDocument(bytes) ? 'application/msword' : undefined;
  // file-type calls any document with an XML declaration application/xml: an SVG logo often has one
  if ((!mime || mime === 'application/xml') && looksLikeSvg(bytes)) mime = 'image/svg+xml';
  if (!mime || !(allowed.mimes as readonly string[]).includes(mime)) {
    throw new UnsupportedType(`Unsupported file type. Please upload a ${allowed.label} file.`, field);
  }
  return { bytes, mime, originalName: cleanFileName(originalName, `${kind}`), size: bytes.length, kind };
}
