import type { Readable } from 'node:stream';
import type { FileKind } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/database.js';
import { NotFound } from '../http/errors.js';
import type { RawUpload } from '../http/multipart.js';
import { JOB_KINDS, type JobQueue } from '../background/job-queue.js';
import { checkFile, type CheckedFile } from './file-check.js';
import { filesRepository } from './files.repository.js';

/** A file no row records is removed once it is this old: a younger one may be an upload in flight. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** Storage keys asked of the database at a time by the sweep. */
const SWEEP_BATCH = 500;

/** What a route sends for a stored file (the service knows no HTTP reply). */
export interface FileDownload {
  headers: Record<string, string>;
  stream: Readable;
}

/**
 * The upload flow every module uses: check the bytes first (nothing stored on a bad file),
 * write to the store, then record the row inside the caller's transaction. If that transaction
 * fails, `discard` removes the bytes again so a rejected request leaves nothing behind.
 */
export function createFilesService(ctx: AppContext, { queue }: { queue: JobQueue }) {
  return {
    /** Check an optional upload; throws 413/415 with the field name. */
    async check(kind: FileKind, field: string, upload: RawUpload | undefined): Promise<CheckedFile | null> {
      if (!upload) return null;
      return checkFile(kind, field, upload.bytes, upload.filename);
    },

    /** Write checked files to the store; returns keys to record (and to discard on failure). */
    async write(files: (CheckedFile | null)[]): Promise<Map<CheckedFile, string>> {
      const keys = new Map<CheckedFile, string>();
      for (const f of files) if (f) keys.set(f, await ctx.files.put(f.bytes));
      return keys;
    },

    async record(db: Executor, file: CheckedFile, key: string): Promise<number> {
      const row = await filesRepository.insert(db, {
        storage_key: key,
        original_name: file.originalName,
        mime: file.mime,
        size: file.size,
        kind: file.kind,
        created_at: ctx.clock().toISOString(),
      });
      // a résumé's text is read in the background once this transaction commits (issue 45)
      if (file.kind === 'resume') await queue.enqueue(db, JOB_KINDS.resumeText, { file_id: row.id });
      return row.id;
    },

    async discard(keys: Map<CheckedFile, string>): Promise<void> {
      await Promise.all([...keys.values()].map((k) => ctx.files.remove(k).catch(() => undefined)));
    },

    /**
     * A stored file as an attachment: what the route sends, the stream and its headers. Never
     * rendered inline by the browser, never sniffed, and sandboxed (an SVG can carry scripts).
     */
    async download(fileId: number | null | undefined): Promise<FileDownload> {
      if (!fileId) throw new NotFound('File not found');
      const row = await filesRepository.find(ctx.db, fileId);
      if (!row || !(await ctx.files.exists(row.storage_key))) throw new NotFound('File not found');
      const ascii = row.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return {
        headers: {
          'content-type': row.mime,
          'content-length': String(row.size),
          'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
        },
        stream: ctx.files.open(row.storage_key),
      };
    },

    /**
     * Removes the files no row records (issue 41): what a server killed between storing an
     * upload's bytes and committing its row, or between an erasure's commit and its file removals,
     * leaves behind. The store's keys are asked of the database a batch at a time; a key no row
     * records is removed once its file is older than `ORPHAN_MIN_AGE_MS` by the file's own time (the
     * disk's clock, not the app's): a younger one may be an upload whose row is about to be committed.
     * Returns how many were removed.
     */
    async sweepOrphans(now: number = Date.now()): Promise<number> {
      let removed = 0;
      const sweep = async (keys: string[]) => {
        const referenced = await filesRepository.referencedKeys(ctx.db, keys);
        for (const key of keys) {
          if (referenced.has(key)) continue;
          const written = await ctx.files.writtenAt(key);
          if (!written || now - written.getTime() < ORPHAN_MIN_AGE_MS) continue;
          await ctx.files.remove(key);
          removed++;
        }
      };
      let batch = new Set<string>();
      for await (const key of ctx.files.keys()) {
        batch.add(key);
        if (batch.size >= SWEEP_BATCH) {
          await sweep([...batch]);
          batch = new Set();
        }
      }
      if (batch.size) await sweep([...batch]);
      return removed;
    },

    /**
     * A stored file read back as a checked upload (its bytes were checked when it was stored), to
     * store again for another row: a copy, so erasing one row's file leaves the other's (bulk "add
     * to another job"). null when the row or its bytes are gone.
     */
    async reread(fileId: number | null | undefined): Promise<CheckedFile | null> {
      if (!fileId) return null;
      const row = await filesRepository.find(ctx.db, fileId);
      if (!row || !(await ctx.files.exists(row.storage_key))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.files.open(row.storage_key)) chunks.push(Buffer.from(chunk as Buffer));
      const bytes = Buffer.concat(chunks);
      return { bytes, mime: row.mime, originalName: row.original_name, size: bytes.length, kind: row.kind as CheckedFile['kind'] };
    },

    /** These files' rows (the privacy module's export). */
    rows: (ids: number[]) => filesRepository.findMany(ctx.db, ids),

    /**
     * Delete these files' rows inside the caller's transaction: answers how many went and the
     * storage keys to `ctx.files.remove` once the transaction has committed.
     */
    deleteRows: (trx: Executor, ids: number[]) => filesRepository.deleteMany(trx, ids),
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
