import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache successful GET answers of this route for a short time (see registerResponseCache). */
    cache?: { ttlMs: number; scope: 'anonymous' | 'staff' };
    /** A write that changes nothing any cached read shows (feedback, sign-in, ...): keep the cache. */
    keepsCache?: boolean;
  }
  interface FastifyRequest {
    cacheKey: string | null;
    /** The cache generation when this read started: an answer begun before a write is not kept. */
    cacheGeneration: number;
    /** Set on the one request that computes an answer other identical requests are waiting for. */
    cacheFlight: { key: string; settle: (entry: Entry | null) => void } | null;
  }
  interface FastifyInstance {
    /** Forget every cached read (writes made outside HTTP: seeds, tests, scripts). */
    dropCachedReads(): void;
  }
}

const MAX_ENTRIES = 2000;

interface Entry {
  body: string;
  contentType: string;
  expires: number;
  generation: number;
}

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
 *
 * Identical misses that arrive together are coalesced: one request runs the query, the others wait
 * for its answer (no stampede of the same aggregate when an entry expires under load). A flight
 * belongs to one generation, so a request that arrives after a write never gets a pre-write answer.
 */
export function registerResponseCache(app: FastifyInstance, enabled = true) {
  if (!enabled) {
    app.decorate('dropCachedReads', () => {});
    return;
  }
  let generation = 0;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Entry | null>>();
  app.decorateRequest('cacheKey', null);
  app.decorateRequest('cacheFlight', null);
  app.decorateRequest('cacheGeneration', 0);
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
    const flightKey = `${generation} ${key}`;
    const flight = flights.get(flightKey);
    if (flight) {
      const shared = await flight;
      if (shared) return reply.header('content-type', shared.contentType).header('x-cache', 'coalesced').send(shared.body);
      // the first request failed: answer this one on its own
    }
    request.cacheKey = key;
    request.cacheGeneration = generation;
    if (flight) return;
    let settle!: (entry: Entry | null) => void;
    flights.set(flightKey, new Promise((resolve) => (settle = resolve)));
    request.cacheFlight = {
      key: flightKey,
      settle: (entry) => {
        flights.delete(flightKey);
        settle(entry);
      },
    };
  });

  /** Whatever happened to the computing request, release the ones waiting for it. */
  const land = (request: FastifyRequest, entry: Entry | null) => {
    const flight = request.cacheFlight;
    if (!flight) return;
    request.cacheFlight = null;
    flight.settle(entry);
  };
  app.addHook('onResponse', async (request) => land(request, null));
  app.addHook('onRequestAbort', async (request) => land(request, null));

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
    if (!request.cacheKey || !cache || reply.statusCode !== 200 || typeof payload !== 'string') {
      land(request, null);
      return payload;
    }
    const entry: Entry = {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      expires: Date.now() + cache.ttlMs,
      generation: request.cacheGeneration,
    };
    // a write landed while this answer was computed: share it with the requests that came with it,
    // but do not keep it
    if (entry.generation !== generation) {
      land(request, entry);
      return payload;
    }
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(request.cacheKey, entry);
    land(request, entry);
    return payload;
  });
}
