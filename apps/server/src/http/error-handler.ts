import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@talentra/contract';
import { HttpError } from './errors.js';
import { MALFORMED_MULTIPART } from './multipart.js';
import { API_HEADERS } from './security-headers.js';
import { fieldErrors } from './validate.js';

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
  // a malformed form (400), not a file too large: api.md keeps 413 for that
  FST_PARTS_LIMIT: [400, 'Too many parts in the form'],
  FST_FILES_LIMIT: [400, 'Too many files in the form'],
  FST_FIELDS_LIMIT: [400, 'Too many fields in the form'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data'],
  FST_PROTO_VIOLATION: [400, 'Malformed form field name'],
  FST_ERR_BAD_URL: [400, 'Malformed request'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Malformed request'],
};

/**
 * Errors the router raises before any hook runs (a URL that is not valid percent-encoding, a path
 * parameter too long): the app's shape and the API's security headers, never the URL itself
 * (Fastify's own answer echoed it).
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = FASTIFY_CODES[err.code] ?? [400, 'Malformed request'];
  request.log.info({ code: err.code, statusCode: status }, 'client error');
  void reply.status(status).headers(API_HEADERS).header('cache-control', 'no-store').send(errorBody(message));
}

/**
 * What Node's HTTP parser refuses before there is a request (a method HTTP does not know, a request
 * line or headers over the size limit, a broken request line): the app's error shape and the API's
 * security headers, written straight to the socket. A connection already gone gets nothing.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request line or its headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'Malformed request'];
  this.log.info({ code: err.code, statusCode: status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(message));
    const headers = Object.entries({ ...API_HEADERS, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** The client went away mid-request (an upload cut off): nobody to answer, nothing to fix here. */
const isAbortedByClient = (err: { code?: string; message?: string }, request: FastifyRequest) =>
  request.raw.aborted ||
  request.raw.readableAborted ||
  err.code === 'ECONNRESET' ||
  err.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
  /^(aborted|Request aborted|Premature close)$/i.test(err.message ?? '');

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
    // before the hang-up check: a body busboy cannot read also ends the request stream early
    if (MALFORMED_MULTIPART.test(err.message ?? '')) {
      request.log.info({ code: 'MALFORMED_MULTIPART' }, 'client error');
      return reply.status(400).send(errorBody(MSG.malformedMultipart));
    }
    if (isAbortedByClient(err, request)) {
      request.log.info({ code: err.code }, 'request aborted by the client');
      return reply.status(400).send(errorBody('The request was cut off'));
    }
    if (err.validation) {
      const errors = fieldErrors();
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
