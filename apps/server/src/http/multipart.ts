import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@talentra/contract';
import { BadRequest, TooLarge } from './errors.js';

export interface RawUpload {
  bytes: Buffer;
  filename: string;
}
export interface ParsedBody {
  fields: Record<string, unknown>;
  files: Record<string, RawUpload>;
}

/**
 * Read a request that may be JSON or multipart into plain fields and in-memory files
 * (each at most 2 MB: a larger one is refused with 413 before anything is stored).
 * Only the named file fields are kept; other files are drained and ignored.
 */
export async function readBody(
  request: FastifyRequest,
  fileFields: readonly string[],
  tooLargeMessages: Record<string, string> = {},
): Promise<ParsedBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw new BadRequest('Expected a JSON object');
    return { fields: (body as Record<string, unknown>) ?? {}, files: {} };
  }
  // no prototype: a part named `toString` or `constructor` is a field like any other
  const fields: Record<string, unknown> = Object.create(null);
  const files: Record<string, RawUpload> = Object.create(null);
  const parts = request.parts({
    limits: { fileSize: MAX_FILE_BYTES, files: Math.max(1, fileFields.length), fields: 60, parts: 70, fieldSize: 64 * 1024, headerPairs: 100 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const tooLarge = () => new TooLarge(tooLargeMessages[part.fieldname] ?? 'File must be 2 MB or smaller.', part.fieldname);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw err;
      }
      if (part.file.truncated) throw tooLarge();
      if (!fileFields.includes(part.fieldname) || bytes.length === 0) continue;
      files[part.fieldname] = { bytes, filename: part.filename };
    } else {
      if (part.fieldnameTruncated || part.valueTruncated) throw new TooLarge(`Field ${part.fieldname.slice(0, 50)} is too large`);
      if (fileFields.includes(part.fieldname)) continue; // "null" text in a file field means no file
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
