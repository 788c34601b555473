import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES, MSG } from '@talentra/contract';
import { BadRequest, TooLarge, UnsupportedType } from './errors.js';

/**
 * busboy's words for a multipart body it cannot read (no boundary, broken part headers, cut short:
 * "Unexpected end of multipart data" between parts, "Part terminated early…" inside a file).
 */
export const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file|multipart data)|\w+ terminated early due to unexpected end of multipart data)/;

export interface RawUpload {
  bytes: Buffer;
  filename: string;
}
export interface ParsedBody {
  fields: Record<string, unknown>;
  files: Record<string, RawUpload>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body with `readBody`, so a multipart form too; the others take JSON only. */
    multipart?: boolean;
  }
}

/**
 * A multipart form sent to a route that takes JSON only is a 415, as a urlencoded form is
 * (Fastify's own answer): unread, it would be an empty body, every field "required".
 */
export function refuseUnreadMultipart(request: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void {
  done(!request.routeOptions.config.multipart && request.isMultipart() ? new UnsupportedType('Unsupported content type') : undefined);
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
  try {
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
  } catch (err) {
    // The whole body arrived and busboy could not read it (cut off inside a part): the body is at
    // fault, not a hang-up. Inside a file the error reaches us as the file stream's premature close.
    const e = err as { code?: string; message?: string };
    // `complete`: Node's parser has the whole body, read or not (a request made in-process has only `readableEnded`)
    const arrived = request.raw.complete || request.raw.readableEnded;
    if (arrived && (e.code === 'ERR_STREAM_PREMATURE_CLOSE' || MALFORMED_MULTIPART.test(e.message ?? ''))) {
      throw new BadRequest(MSG.malformedMultipart);
    }
    throw err;
  }
  return { fields, files };
}
