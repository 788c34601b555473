import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Disk today (a shared directory when several servers run);
 * an S3-compatible bucket is the documented next step behind the same interface.
 */
export interface FileStore {
  put(bytes: Buffer): Promise<string>;
  open(key: string): Readable;
  /** Removes the file, and a partial write of it left by a crash. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The key of every file in the store and of every partial write (the orphan sweep; a key may come twice). */
  keys(): AsyncIterable<string>;
  /** When the file, or its partial write, was last written; null when there is neither. */
  writtenAt(key: string): Promise<Date | null>;
}

const KEY = /^[a-f0-9]{32}$/;
const ENTRY = /^([a-f0-9]{32})(?:\.tmp)?$/;

export function diskStore(dir: string): FileStore {
  fs.mkdirSync(dir, { recursive: true });
  // keys are ours (random hex), never a client's name: no path can escape the folder
  const at = (key: string) => {
    if (!KEY.test(key)) throw new Error('bad storage key');
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const file = at(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.tmp`;
      const handle = await fsp.open(tmp, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync(); // an acknowledged upload survives a crash
      } finally {
        await handle.close();
      }
      await fsp.rename(tmp, file);
      return key;
    },
    open(key) {
      return fs.createReadStream(at(key));
    },
    async remove(key) {
      const file = at(key);
      await Promise.all([fsp.rm(file, { force: true }), fsp.rm(`${file}.tmp`, { force: true })]);
    },
    async exists(key) {
      try {
        await fsp.access(at(key));
        return true;
      } catch {
        return false;
      }
    },
    async *keys() {
      // a folder at a time (the store may hold a million files); anything not ours is left alone
      for (const sub of await fsp.readdir(dir, { withFileTypes: true })) {
        if (!sub.isDirectory() || !/^[a-f0-9]{2}$/.test(sub.name)) continue;
        for await (const entry of await fsp.opendir(path.join(dir, sub.name))) {
          const key = ENTRY.exec(entry.name)?.[1];
          if (entry.isFile() && key?.startsWith(sub.name)) yield key;
        }
      }
    },
    async writtenAt(key) {
      const file = at(key);
      const times = await Promise.all(
        [file, `${file}.tmp`].map((f) =>
          fsp.stat(f).then(
            (s) => s.mtimeMs,
            () => null,
          ),
        ),
      );
      const known = times.filter((t): t is number => t !== null);
      return known.length ? new Date(Math.max(...known)) : null;
    },
  };
}
