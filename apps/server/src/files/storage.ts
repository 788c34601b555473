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
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function diskStore(dir: string): FileStore {
  fs.mkdirSync(dir, { recursive: true });
  // keys are ours (random hex), never a client's name: no path can escape the folder
  const at = (key: string) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error('bad storage key');
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
      await fsp.rm(at(key), { force: true });
    },
    async exists(key) {
      try {
        await fsp.access(at(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
