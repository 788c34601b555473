import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

interface ErrorBody {
  success: false;
  status: false;
  message: string;
  errors?: Record<string, string[]>;
}
export const errorBody = (message: string, errors?: Record<string, string[]>): ErrorBody =>
  errors ? { success: false, status: false, message, errors } : { success: false, status: false, message };

/** Fastify's own 4xx codes and what the client is told (no internals leak). */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Empty JSON body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File is too large (2 MB at most)'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the form'],
  FST_FILES_LIMIT: [413, 'Too many files in the form'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the form'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data'],
  FST_PROTO_VIOLATION: [400, 'Malformed form field name'],
};

/** The database cannot be reached (PostgreSQL restarting, network cut, SQLite busy for too long). */
function isDatabaseUnavailable(err: { code?: string; message?: string }): boolean {
  const code = err.code ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'SQLITE_BUSY',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
      '08001',
      '08004',
    ].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(err.message ?? '')
  );
}

/** One error handler for the whole app (STYLE.md §7). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(errorBody(err.message, err.errors));
    }
    if (err.validation) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const key =
          (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || String((v.params as { missingProperty?: string })?.missingProperty ?? '_');
        (errors[key] ??= []).push(v.message ?? 'Invalid value');
      }
      return reply.status(422).send(errorBody('Validation failed', errors));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1]));
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody('Too many requests. Please try again later.'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(errorBody(err.statusCode === 404 ? 'Not found' : 'Bad request'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody('Service temporarily unavailable. Please try again shortly.'));
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(errorBody('Internal server error'));
  });
}
