import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file the browser saves: its type, an ASCII name that says when and never whom (it lands in
 * download folders and proxy logs), never sniffed as something else, never kept by a cache.
 */
export function sendDownload(reply: FastifyReply, file: { type: string; filename: string; body: Buffer | string | Readable }) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** A CSV file streamed as it is written: UTF-8 with a BOM, so Excel reads the accents right. */
export function sendCsv(reply: FastifyReply, filename: string, lines: Iterable<string> | AsyncIterable<string>) {
  async function* withBom() {
    yield '\uFEFF';
    yield* lines;
  }
  return sendDownload(reply, { type: 'text/csv; charset=utf-8', filename, body: Readable.from(withBom()) });
}
