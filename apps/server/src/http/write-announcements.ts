import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.js';
import { changesData, SAFE_METHODS } from './response-cache.js';

/**
 * A successful write may change what a server keeps in memory: its cached reads and the signed-in
 * sessions it has read (a role changed, a user deactivated). This server drops them at once
 * (dropCachedReads), and the other servers on the same database are told before the answer
 * leaves, so a client that goes on to another server does not find the old state there. Writes
 * marked `keepsCache` (feedback, sign-in, notifications read) change neither.
 */
export function registerWriteAnnouncements(app: FastifyInstance, changes: ChangeFeed) {
  changes.subscribe(() => app.dropCachedReads());
  const announce: onSendHookHandler = (request, reply, payload, done) => {
    if (!changesData(request, reply)) return done(null, payload);
    // here only what the write says it changes; other servers drop everything (the notice carries no areas)
    app.dropCachedReads(request.routeOptions.config?.changes);
    void changes.announce().then(() => done(null, payload));
  };
  // only on the routes that can write: reads (and cached hits) do not pass through it
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => SAFE_METHODS.has(m))) return;
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, announce];
  });
}
