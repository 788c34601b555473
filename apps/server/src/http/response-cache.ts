import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@talentra/contract';
import { TooManyRequests } from './errors.js';
import { createWindowCounter, type AnswerLimit } from './rate-limits.js';
import { requireUser } from '../auth/guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache successful GET answers of this route for a short time (see registerResponseCache). */
    cache?: CachedRead;
    /** A write that changes nothing any cached read shows (feedback, sign-in, ...): keep the cache. */
    keepsCache?: boolean;
    /**
     * A write that changes only these areas: it drops the cached reads that show them (and those
     * that declare nothing), not the others. Without it a write drops every cached read.
     */
    changes?: readonly DataArea[];
  }
  interface FastifyRequest {
    cacheKey: string | null;
    /** The cache's version for this read's areas when it started: an answer begun before a write to them is not kept. */
    cacheVersion: string;
    /** Set on the one request that computes an answer other identical requests are waiting for. */
    cacheFlight: { key: string; settle: (entry: Entry | null) => void } | null;
  }
  interface FastifyInstance {
    /**
     * Forget every cached read, sessions included (writes made outside HTTP: seeds, tests, scripts;
     * other servers' writes); given areas, only the reads that show them (or declare nothing).
     */
    dropCachedReads(areas?: readonly DataArea[]): void;
    /** What the cache holds now (tests, diagnostics). */
    cachedReadsSize(): { entries: number; bytes: number };
  }
}

/**
 * Parts of the data a write may change alone and a read may declare it shows (the others are
 * shown by every read that declares nothing): a referral changes the referral lists and
 * timelines, not the careers pages (decision 129).
 */
export type DataArea = 'jobs' | 'candidates' | 'referrals' | 'timeline' | 'notifications';

export interface CachedRead {
  ttlMs: number;
  /** The areas the answer shows; absent: everything (any write drops it). */
  reads?: readonly DataArea[];
  /** Who may share an answer: callers without a session, one staff role, or one user (a per-user read state). */
  scope: 'anonymous' | 'staff' | 'user';
  /**
   * The query parameters the answer depends on: the key holds these and nothing else, so
   * `?x=1`, `?x=2`, ... are one entry, not one each (an anonymous caller could otherwise fill the
   * memory with copies of the same page).
   */
  query: readonly string[];
  /**
   * A per-address limit its answers count toward, cached ones included (the public search): the
   * route gets the limit's hook from here.
   */
  countedBy?: AnswerLimit;
}

/** page and per_page, read by every paginated list (http/pagination.ts). */
export const PAGE_QUERY = ['page', 'per_page'] as const;

/**
 * A hot read kept for 2 s: a write in this process drops it at once; another server's copy lives ≤ 2 s.
 * `query`: the zod schemas the handler parses its query with (their keys make the cache key), and
 * `paged` when it also reads page/per_page.
 */
export function cachedRead(
  scope: CachedRead['scope'],
  query: { schemas?: z.ZodObject[]; paged?: boolean; reads?: readonly DataArea[]; countedBy?: AnswerLimit } = {},
): CachedRead {
  const names = new Set<string>((query.schemas ?? []).flatMap((schema) => Object.keys(schema.shape)));
  if (query.paged) for (const name of PAGE_QUERY) names.add(name);
  return {
    ttlMs: 2000,
    scope,
    query: [...names].sort(),
    ...(query.reads ? { reads: query.reads } : {}),
    ...(query.countedBy ? { countedBy: query.countedBy } : {}),
  };
}

interface Entry {
  /** The answer's bytes, encoded once: a hit is sent as is (no UTF-8 encoding or length count per hit). */
  body: Buffer;
  contentType: string;
  expires: number;
  /** An expired answer is served to identical requests while one recomputes it, until this time. */
  staleUntil: number;
  /** The cache's version for `areas` when the answer was computed (see `versionOf`). */
  version: string;
  areas: readonly DataArea[] | undefined;
  key: string;
  bytes: number;
}

export interface ResponseCacheOptions {
  enabled: boolean;
  /** Bound of the cached answers' memory (RESPONSE_CACHE_MAX_MB). */
  maxBytes: number;
  /** Misses of public cached reads (each runs a query) allowed per client address a minute. */
  publicReadsPerMinute: number;
  now?: () => number;
  /** Also dropped with the cached reads (the sessions read a moment ago). */
  alsoDrop?: () => void;
}

/**
 * What an entry costs: its answer's bytes, its key at two bytes a character (V8's worst case) and a
 * fixed part for the Map slot and the objects. An estimate on the safe side: the bound is never exceeded.
 */
const entryBytes = (key: string, body: Buffer, contentType: string) => 2 * (key.length + contentType.length) + body.length + 160;

/** The key of a read: the caller's scope, the path, then the declared query parameters in order. */
function cacheKey(request: FastifyRequest, cache: CachedRead): string {
  const url = request.url;
  const q = url.indexOf('?');
  const who = cache.scope === 'staff' ? requireUser(request).user_role : cache.scope === 'user' ? `#${requireUser(request).id}` : '-';
  let key = `${who} ${q === -1 ? url : url.slice(0, q)}`;
  if (q === -1 || cache.query.length === 0) return key;
  const query = request.query as Record<string, unknown>;
  // JSON strings: a value holding '&' or '=' cannot pass for another parameter
  for (const name of cache.query) if (query[name] !== undefined) key += ` ${name}=${JSON.stringify(query[name])}`;
  return key;
}

/**
 * A request that may have changed data: it succeeded, its method is not a safe one (HEAD is a GET
 * without the body) and its route does not say it keeps the cache. Such a request drops what every
 * server keeps in memory (http/write-announcements.ts).
 */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const changesData = (request: FastifyRequest, reply: FastifyReply) =>
  !SAFE_METHODS.has(request.method) && reply.statusCode < 400 && !request.routeOptions.config?.keepsCache;

/**
 * A micro-cache for hot reads (careers pages, job detail, dashboard figures, staff searches).
 * Correct within one process: every successful write (any non-GET answer below 400) starts a new
 * generation and so drops every entry at once. Other server processes are told of the write through
 * the change feed (http/write-announcements.ts) and drop theirs too; should that notice be lost, an
 * entry is recomputed after `ttlMs`, which bounds how stale another server's read can be. While the
 * first request after that recomputes it, identical requests get the expired answer rather than
 * all waiting for the query (stale-while-revalidate, for one more `ttlMs` at most; never after a
 * write, which drops the entry). Only GET answers with status 200 are kept; 'anonymous' routes are
 * cached only for callers without a session (staff see more fields), 'staff' routes only for
 * signed-in callers whose role may call them (the guard has already run), keyed by role; 'user'
 * routes (the bell, whose read state is each user's own) keyed by user.
 *
 * Bounded: the key holds only the query parameters the route declares, the entries' estimated
 * size never exceeds `maxBytes` (least recently used go first), an answer larger than a quarter of
 * it is not kept, and expired entries are swept. The misses of public reads, which each run a
 * query, are limited per client address (`publicReadsPerMinute`): hits cost nothing and are not
 * counted. This holds with the cache off too.
 *
 * Identical misses that arrive together are coalesced: one request runs the query, the others wait
 * for its answer (no stampede of the same aggregate when an entry expires under load). A flight
 * belongs to one generation, so a request that arrives after a write never gets a pre-write answer.
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const now = options.now ?? Date.now;
  const alsoDrop = options.alsoDrop ?? (() => {});
  const publicMisses = createWindowCounter(options.publicReadsPerMinute, 60_000, now);
  /** A public read about to run its query: over the address's budget it is refused. */
  const countPublicMiss = (request: FastifyRequest): TooManyRequests | undefined => {
    const retryAfter = publicMisses.hit(request.ip);
    return retryAfter > 0 ? new TooManyRequests(MSG.tooManyRequests, retryAfter) : undefined;
  };

  // A read whose answers count toward a limit counts every answer, however it is given: its limit
  // runs as the route's onRequest hook, before this cache answers.
  // Declared once, on the cached read (`countedBy`).
  app.addHook('onRoute', (route) => {
    const limit = (route.config as { cache?: CachedRead } | undefined)?.cache?.countedBy;
    if (limit) route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), limit.hook];
  });

  if (!options.enabled) {
    app.decorate('dropCachedReads', alsoDrop);
    app.decorate('cachedReadsSize', () => ({ entries: 0, bytes: 0 }));
    app.addHook('preParsing', (request, _reply, _payload, done) => {
      const cache = request.routeOptions.config?.cache;
      if (cache?.scope === 'anonymous' && request.user === null && request.method === 'GET') return done(countPublicMiss(request));
      done();
    });
    return;
  }
  // a drop of everything starts a new generation; a drop of some areas bumps theirs (and the count
  // of such drops, which the reads that declare no areas depend on)
  let generation = 0;
  const areaVersions = new Map<DataArea, number>();
  let areaDrops = 0;
  const versionOf = (areas: readonly DataArea[] | undefined) =>
    areas ? `${generation}:${areas.map((a) => areaVersions.get(a) ?? 0).join('.')}` : `${generation}:*${areaDrops}`;
  // a route's version is made again only after a drop, not on every hit (each drop bumps `drops`)
  let drops = 0;
  const routeVersions = new WeakMap<CachedRead, { drops: number; version: string }>();
  const versionFor = (cache: CachedRead) => {
    const known = routeVersions.get(cache);
    if (known?.drops === drops) return known.version;
    const version = versionOf(cache.reads);
    routeVersions.set(cache, { drops, version });
    return version;
  };
  /** In least-recently-used order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const flights = new Map<string, Promise<Entry | null>>();
  /** Move an entry to the most recently used end. */
  const touch = (entry: Entry) => {
    entries.delete(entry.key);
    entries.set(entry.key, entry);
  };
  const forget = (entry: Entry) => {
    entries.delete(entry.key);
    bytes -= entry.bytes;
  };
  const dropAll = () => {
    entries.clear();
    bytes = 0;
  };
  let sweptAt = now();
  /** Entries no request may be served any more (past their stale time) leave at once. */
  const sweep = () => {
    const t = now();
    sweptAt = t;
    for (const entry of entries.values()) if (entry.staleUntil <= t) forget(entry);
  };
  // writes sweep everything; this frees the memory of reads nobody repeats
  const sweeper = setInterval(sweep, 10_000).unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });

  app.decorateRequest('cacheKey', null);
  app.decorateRequest('cacheFlight', null);
  app.decorateRequest('cacheVersion', '');
  app.decorate('dropCachedReads', (areas?: readonly DataArea[]) => {
    drops++;
    if (!areas) {
      generation++;
      dropAll();
      alsoDrop();
      return;
    }
    for (const a of areas) areaVersions.set(a, (areaVersions.get(a) ?? 0) + 1);
    areaDrops++;
    for (const entry of entries.values()) if (!entry.areas || entry.areas.some((a) => areas.includes(a))) forget(entry);
  });
  app.decorate('cachedReadsSize', () => ({ entries: entries.size, bytes }));

  const serve = (reply: FastifyReply, entry: Entry, how: 'hit' | 'stale' | 'coalesced') =>
    reply.header('content-type', entry.contentType).header('x-cache', how).send(entry.body);

  // preParsing: after every onRequest hook (the guard, and the rate limits, which count cached
  // answers too) but before validation, which a URL already answered with 200 has passed. Callback
  // style, and no `done` once answered: an answer from memory costs no promise.
  app.addHook('preParsing', (request, reply, _payload, done) => {
    const cache = request.routeOptions.config?.cache;
    if (!cache || request.method !== 'GET') return done();
    if (cache.scope === 'anonymous' ? request.user !== null : request.user === null) return done();
    const key = cacheKey(request, cache);
    const readVersion = versionFor(cache);
    const hit = entries.get(key);
    const fresh = hit !== undefined && hit.version === readVersion;
    const t = fresh ? now() : 0;
    if (fresh && hit.expires > t) {
      touch(hit);
      serve(reply, hit, 'hit');
      return;
    }
    const flightKey = `${readVersion} ${key}`;
    const flight = flights.get(flightKey);
    // expired (no write since: a write drops every entry), and one request is already computing
    // the new answer: the others get this one meanwhile instead of all waiting for the query
    if (fresh && flight && hit.staleUntil > t) {
      serve(reply, hit, 'stale');
      return;
    }
    // this request computes the answer (and may keep it) unless another one is already at it
    const compute = () => {
      request.cacheKey = key;
      request.cacheVersion = readVersion;
    };
    if (flight) {
      flight.then((shared) => {
        if (shared) return void serve(reply, shared, 'coalesced');
        // the first request failed: answer this one on its own
        compute();
        done(cache.scope === 'anonymous' ? countPublicMiss(request) : undefined);
      }, done);
      return;
    }
    const refused = cache.scope === 'anonymous' ? countPublicMiss(request) : undefined;
    if (refused) return done(refused);
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

  /** Keep an answer, making room for it by dropping the least recently used. */
  const keep = (entry: Entry) => {
    if (entry.bytes > options.maxBytes / 4) return;
    const old = entries.get(entry.key);
    if (old) forget(old);
    if (now() - sweptAt >= entry.staleUntil - entry.expires) sweep();
    while (bytes + entry.bytes > options.maxBytes && entries.size > 0) forget(entries.values().next().value!);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
  };

  // a write drops the entries through dropCachedReads (http/write-announcements.ts)
  app.addHook('onSend', (request, reply, payload, done) => {
    const key = request.cacheKey;
    if (!key) return done(null, payload);
    const cache = request.routeOptions.config?.cache;
    if (!cache || reply.statusCode !== 200 || typeof payload !== 'string') {
      land(request, null);
      return done(null, payload);
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const expires = now() + cache.ttlMs;
    const body = Buffer.from(payload);
    const entry: Entry = {
      body,
      contentType,
      expires,
      staleUntil: expires + cache.ttlMs,
      version: request.cacheVersion,
      areas: cache.reads,
      key,
      bytes: entryBytes(key, body, contentType),
    };
    // a write landed while this answer was computed: share it with the requests that came with it,
    // but do not keep it
    if (entry.version === versionFor(cache)) keep(entry);
    land(request, entry);
    done(null, body);
  });
}
