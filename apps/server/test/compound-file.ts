/**
 * A small writer of compound files (MS-CFB), the container of Word 97–2003 .doc, .xls, .ppt, .msg and
 * .msi files, for the upload type check. Layout: the 512-byte header (padded to a whole sector for
 * 4096-byte sectors), sector 0 holds the one FAT sector, the directory starts at sector 1, then each
 * stream fills whole sectors. Each storage's children form a balanced tree of siblings, as real
 * writers make them.
 */
export interface CfbEntry {
  name: string;
  /** a stream's bytes (4096 by default: smaller streams would belong in the mini stream) */
  bytes?: Buffer;
  /** present for a storage (a folder) */
  children?: CfbEntry[];
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/** A Word 97–2003 document's root: the WordDocument stream (starting with the FIB's magic) and its table stream. */
export const wordStreams = (): CfbEntry[] => [
  { name: 'WordDocument', bytes: Buffer.concat([Buffer.from([0xec, 0xa5, 0xc1, 0x00]), Buffer.alloc(4092)]) },
  { name: '1Table' },
  { name: '\u0001CompObj' },
];

export function compoundFile(root: CfbEntry[], { sectorShift = 9 }: { sectorShift?: 9 | 12 } = {}): Buffer {
  const size = 1 << sectorShift;
  type Node = { entry: CfbEntry; type: 1 | 2 | 5; left: number; right: number; child: number; start: number; length: number };
  const nodes: Node[] = [];
  const add = (entry: CfbEntry, type: 1 | 2 | 5): number => {
    nodes.push({ entry, type, left: NO_STREAM, right: NO_STREAM, child: NO_STREAM, start: END_OF_CHAIN, length: 0 });
    const id = nodes.length - 1;
    const kids = (entry.children ?? []).map((c) => add(c, c.children ? 1 : 2));
    const tree = (lo: number, hi: number): number => {
      if (lo > hi) return NO_STREAM;
      const mid = (lo + hi) >> 1;
      Object.assign(nodes[kids[mid]!]!, { left: tree(lo, mid - 1), right: tree(mid + 1, hi) });
      return kids[mid]!;
    };
    nodes[id]!.child = tree(0, kids.length - 1);
    return id;
  };
  add({ name: 'Root Entry', children: root }, 5);

  const dirSectors = Math.ceil((nodes.length * 128) / size);
  const fat = new Array<number>(size / 4).fill(FREE);
  fat[0] = FAT_SECTOR;
  const chain = (first: number, count: number) => {
    for (let s = first; s < first + count; s++) fat[s] = s === first + count - 1 ? END_OF_CHAIN : s + 1;
  };
  chain(1, dirSectors);
  let next = 1 + dirSectors;
  const data: Buffer[] = [];
  for (const node of nodes.filter((n) => n.type === 2)) {
    const bytes = node.entry.bytes ?? Buffer.alloc(4096, 0x20);
    const count = Math.max(1, Math.ceil(bytes.length / size));
    Object.assign(node, { start: next, length: bytes.length });
    chain(next, count);
    data.push(bytes, Buffer.alloc(count * size - bytes.length));
    next += count;
  }
  if (next > fat.length) throw new Error('compoundFile: more sectors than one FAT sector maps');

  const header = Buffer.alloc(size);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(sectorShift === 9 ? 3 : 4, 0x1a); // major version
  header.writeUInt16LE(0xfffe, 0x1c); // byte order
  header.writeUInt16LE(sectorShift, 0x1e);
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(sectorShift === 9 ? 0 : dirSectors, 0x28);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + 4 * i);

  const fatSector = Buffer.alloc(size);
  fat.forEach((v, i) => fatSector.writeUInt32LE(v, 4 * i));

  const directory = Buffer.alloc(dirSectors * size);
  for (let i = 0; i < dirSectors * (size / 128); i++) {
    const at = i * 128;
    const node = nodes[i];
    for (const off of [0x44, 0x48, 0x4c]) directory.writeUInt32LE(NO_STREAM, at + off);
    if (!node) continue;
    directory.write(node.entry.name, at, 'utf16le');
    directory.writeUInt16LE((node.entry.name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(node.type, at + 0x42);
    directory.writeUInt8(1, at + 0x43); // black
    directory.writeUInt32LE(node.left, at + 0x44);
    directory.writeUInt32LE(node.right, at + 0x48);
    directory.writeUInt32LE(node.child, at + 0x4c);
    directory.writeUInt32LE(node.start, at + 0x74);
    directory.writeUInt32LE(node.length, at + 0x78);
  }
  return Buffer.concat([header, fatSector, directory, ...data]);
}
