import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    /** Forget every cached read, sessions included (writes made outside HTTP: seeds, tests, scripts; other servers' writes). */
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

/**
 * A request that may have changed data: it succeeded, its method is not a safe one (HEAD is a GET
 * without the body) and its route does not say it keeps the cache. Such a request drops what every
 * server keeps in memory (http/write-announcements.ts).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const changesData = (request: FastifyRequest, reply: FastifyReply) =>
  !SAFE_METHODS.has(request.method) && reply.statusCode < 400 && !request.routeOptions.config?.keepsCache;

/** Hot reads: a write in this process drops them at once; another server's copy lives ≤ 2 s. */
export const PUBLIC_CACHE = { ttlMs: 2000, scope: 'anonymous' } as const;
export const STAFF_CACHE = { ttlMs: 2000, scope: 'staff' } as const;

/**
 * A micro-cache for hot reads (careers pages, job detail, dashboard figures, staff searches).
 * Correct within one process: every successful write (any non-GET answer below 400) starts a new
 * generation and so drops every entry at once. Other server processes are told of the write through
 * the change feed (http/write-announcements.ts) and drop theirs too; should that notice be lost, an
 * entry is recomputed after `ttlMs`, which bounds how stale another server's read can be. While the
 * first request after that recomputes it, identical requests get the expired answer rather than
 * all waiting for the query (stale-while-revalidate; never after a write, which drops the entry). Only GET answers
 * with status 200 are kept; 'anonymous' routes are cached only for callers without a session
 * (staff see more fields), 'staff' routes only for signed-in callers whose role may call them
 * (the guard has already run), keyed by role.
 *
 * Identical misses that arrive together are coalesced: one request runs the query, the others wait
 * for its answer (no stampede of the same aggregate when an entry expires under load). A flight
 * belongs to one generation, so a request that arrives after a write never gets a pre-write answer.
 */
export function registerResponseCache(app: FastifyInstance, enabled = true, alsoDrop: () => void = () => {}) {
  if (!enabled) {
    app.decorate('dropCachedReads', alsoDrop);
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
    alsoDrop();
  });

  const serve = (reply: FastifyReply, entry: Entry, how: 'hit' | 'stale' | 'coalesced') =>
    reply.header('content-type', entry.contentType).header('x-cache', how).send(entry.body);

  // preParsing: after every onRequest hook (the guard, and the rate limits, which count cached
  // answers too) but before validation, which a URL already answered with 200 has passed. Callback
  // style, and no `done` once answered: an answer from memory costs no promise.
  app.addHook('preParsing', (request, reply, _payload, done) => {
    const cache = request.routeOptions.config?.cache;
    if (!cache || request.method !== 'GET') return done();
    if (cache.scope === 'anonymous' ? request.user !== null : request.user === null) return done();
    const key = `${cache.scope === 'staff' ? request.user!.user_role : '-'} ${request.url}`;
    const readGeneration = generation;
    const flightKey = `${readGeneration} ${key}`;
    const flight = flights.get(flightKey);
    const hit = entries.get(key);
    if (hit && hit.generation === readGeneration) {
      if (hit.expires > Date.now()) {
        // refresh its place in the LRU order
        entries.delete(key);
        entries.set(key, hit);
        serve(reply, hit, 'hit');
        return;
      }
      // expired (no write since: a write drops every entry), and one request is already computing
      // the new answer: the others get this one meanwhile instead of all waiting for the query
      if (flight) {
        serve(reply, hit, 'stale');
        return;
      }
    }
    // this request computes the answer (and may keep it) unless another one is already at it
    const compute = () => {
      request.cacheKey = key;
      request.cacheGeneration = readGeneration;
    };
    if (flight) {
      flight.then((shared) => {
        if (shared) return void serve(reply, shared, 'coalesced');
        // the first request failed: answer this one on its own
        compute();
        done();
      }, done);
      return;
    }
    compute();
    let settle!: (entry: Entry | null) => void;
    flights.set(flightKey, new Promise((resolve) => (settle = resolve)));
    request.cacheFlight = {
      key: flightKey,
      settle: (entry) => {
        flights.delete(flightKey);
        settle(entry);
      },
    };
    done();
  });

  /** Whatever happened to the computing request, release the ones waiting for it. */
  const land = (request: FastifyRequest, entry: Entry | null) => {
    const flight = request.cacheFlight;
    if (!flight) return;
    request.cacheFlight = null;
    flight.settle(entry);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    land(request, null);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    land(request, null);
    done();
  });

  // a write drops the entries through dropCachedReads (http/write-announcements.ts)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.cacheKey) return done(null, payload);
    const cache = request.routeOptions.config?.cache;
    if (!cache || reply.statusCode !== 200 || typeof payload !== 'string') {
      land(request, null);
      return done(null, payload);
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
      return done(null, payload);
    }
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(request.cacheKey, entry);
    land(request, entry);
    done(null, payload);
  });
}
