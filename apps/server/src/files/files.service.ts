import type { Readable } from 'node:stream';
import type { FileKind } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/database.js';
import { NotFound } from '../http/errors.js';
import type { RawUpload } from '../http/multipart.js';
import { checkFile, type CheckedFile } from './file-check.js';

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
export function createFilesService(ctx: AppContext) {
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
      const row = await db
        .insertInto('stored_files')
        .values({
          storage_key: key,
          original_name: file.originalName,
          mime: file.mime,
          size: file.size,
          kind: file.kind,
          created_at: ctx.clock().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
      const row = await ctx.db.selectFrom('stored_files').selectAll().where('id', '=', fileId).executeTakeFirst();
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
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
