import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { PageMeta } from '@talentra/contract';

/** Success body of api.md: both flags, data, optional message/meta and top-level extras. */
export function ok<T>(data: T, extra: { message?: string; meta?: PageMeta } & Record<string, unknown> = {}) {
  return { success: true as const, status: true as const, ...extra, data };
}

export function page<T>(rows: T[], meta: PageMeta, extra: Record<string, unknown> = {}) {
  return ok(rows, { ...extra, meta });
}

/** Sends a file a service prepared (files.service `download`): its headers, then its bytes. */
export function sendFile(reply: FastifyReply, file: { headers: Record<string, string>; stream: Readable }) {
  return reply.headers(file.headers).send(file.stream);
}
