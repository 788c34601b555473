import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache successful GET answers of this route for a short time (see registerResponseCache). */
    cache?: { ttlMs: number; scope: 'anonymous' | 'staff' };
    /** A write that changes nothing any cached read shows (feedback, sign-in, ...): keep the cache. */
    keepsCache?: boolean;
  }
  interface FastifyRequest {
    cacheKey: string | null;
  }
  interface FastifyInstance {
    /** Forget every cached read (writes made outside HTTP: seeds, tests, scripts). */
    dropCachedReads(): void;
  }
}

const MAX_ENTRIES = 2000;

/** Hot reads: a write in this process drops them at once; another server's copy lives ≤ 2 s. */
export const PUBLIC_CACHE = { ttlMs: 2000, scope: 'anonymous' } as const;
export const STAFF_CACHE = { ttlMs: 2000, scope: 'staff' } as const;

/**
 * A micro-cache for hot reads (careers pages, job detail, dashboard figures, staff searches).
 * Correct within one process: every successful write (any non-GET answer below 400) starts a new
 * generation and so drops every entry at once. Across several server processes an entry lives at
 * most `ttlMs` (seconds), which bounds how stale another server's read can be. Only GET answers
 * with status 200 are kept; 'anonymous' routes are cached only for callers without a session
 * (staff see more fields), 'staff' routes only for signed-in callers whose role may call them
 * (the guard has already run), keyed by role.
 */
export function registerResponseCache(app: FastifyInstance) {
  let generation = 0;
  const entries = new Map<string, { body: string; contentType: string; expires: number; generation: number }>();
  app.decorateRequest('cacheKey', null);
  app.decorate('dropCachedReads', () => {
    generation++;
    entries.clear();
  });

  app.addHook('preHandler', async (request, reply) => {
    const cache = request.routeOptions.config?.cache;
    if (!cache || request.method !== 'GET') return;
    if (cache.scope === 'anonymous' ? request.user !== null : request.user === null) return;
    const key = `${cache.scope === 'staff' ? request.user!.user_role : '-'} ${request.url}`;
    const hit = entries.get(key);
    if (hit && hit.generation === generation && hit.expires > Date.now()) {
      // refresh its place in the LRU order
      entries.delete(key);
      entries.set(key, hit);
      return reply.header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body);
    }
    request.cacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      // default: any successful write may change what a cached read shows
      if (reply.statusCode < 400 && !request.routeOptions.config?.keepsCache) {
        generation++;
        entries.clear();
      }
      return payload;
    }
    const cache = request.routeOptions.config?.cache;
    if (!request.cacheKey || !cache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(request.cacheKey, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      expires: Date.now() + cache.ttlMs,
      generation,
    });
    return payload;
  });
}
