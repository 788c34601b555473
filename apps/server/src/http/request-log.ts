import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it completes: its method, path, id, status and time (the app's
 * serializers keep query strings, headers and bodies out). Fastify's own controller writes two, one
 * on arrival and one on completion; the second then carries all the first did. Each line costs its
 * serialization and write on the one thread that answers every request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Request ids, `req-1`, `req-2`, ... in base 36 (Fastify's own scheme, kept below 2^31 so the
 * counter stays a small integer): one sequence for the requests the app answers and those the
 * front door answers (http/front-door.ts), so no two log lines share an id.
 */
let lastRequestId = 0;
export function nextRequestId(): string {
  lastRequestId = (lastRequestId + 1) & 0x7fffffff;
  return `req-${lastRequestId.toString(36)}`;
}

/** The line a completed request leaves, for the answers made without Fastify (the front door). */
export function logCompleted(log: FastifyBaseLogger, id: string, method: string, url: string, statusCode: number, responseTime: number) {
  log.info({ reqId: id, req: { method, url, id }, res: { statusCode }, responseTime }, 'request completed');
}
