import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.js';
import type { SessionsService } from '../auth/sessions.service.js';

/**
 * A successful write may change what this server keeps in memory: the signed-in sessions it has
 * read (a role changed, a user deactivated) and its cached reads (http/response-cache.ts drops those
 * itself). The other servers on the same database are told before the answer leaves, so a client
 * that goes on to another server does not find the old state there. Writes marked `keepsCache`
 * (feedback, sign-in, notifications read) change neither.
 */
export function registerWriteAnnouncements(app: FastifyInstance, sessions: SessionsService, changes: ChangeFeed) {
  changes.subscribe(() => app.dropCachedReads());
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || request.routeOptions.config?.keepsCache) {
      return done(null, payload);
    }
    sessions.forgetCached();
    void changes.announce().then(() => done(null, payload));
  });
}
