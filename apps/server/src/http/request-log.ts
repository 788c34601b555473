import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
 * A request's path as a log line may hold it: without its query, and with a client review link's
 * token cut out (issue 44: the token is the key to the page, so it is never written down).
 */
export function loggedPath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/\/(review|client-review|alerts\/confirm|alerts\/unsubscribe)\/[^/]+/, '/$1/[token]');
}
