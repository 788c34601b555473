import type { FastifyReply } from 'fastify';
import type { FileKind } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/database.js';
import { NotFound } from '../http/errors.js';
import type { RawUpload } from '../http/multipart.js';
import { checkFile, type CheckedFile } from './file-check.js';

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
     * Stream a stored file as an attachment: never rendered inline by the browser, never sniffed,
     * and sandboxed (an SVG can carry scripts).
     */
    async send(reply: FastifyReply, fileId: number | null | undefined) {
      if (!fileId) throw new NotFound('File not found');
      const row = await ctx.db.selectFrom('stored_files').selectAll().where('id', '=', fileId).executeTakeFirst();
      if (!row || !(await ctx.files.exists(row.storage_key))) throw new NotFound('File not found');
      const ascii = row.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      return reply.send(ctx.files.open(row.storage_key));
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
