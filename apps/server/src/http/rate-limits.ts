import type { onRequestHookHandler } from 'fastify';
import { MSG } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import { TooManyRequests } from './errors.js';

/** Per-IP abuse limits of api.md, configurable through the environment. */
export const publicWriteLimit = (ctx: AppContext) => ({ max: ctx.config.limits.publicWritePerHour, timeWindow: 60 * 60 * 1000 });
/** A limit on a read's answers per client address that holds for cached answers too: the route's onRequest hook. */
export interface AnswerLimit {
  hook: onRequestHookHandler;
}

/**
 * The public search's limits per address: SEARCH_LIMIT_PER_MINUTE a minute (api.md) and
 * SEARCH_LIMIT_PER_HOUR an hour (issue 18), so a patient harvester gets no more than that many
 * answers of 5 rows an hour. Cached answers count too (an onRequest hook, before the response cache
 * answers). Two counters in memory rather than the rate-limit plugin: the search is a hot public
 * read, and the plugin's store and three x-ratelimit headers cost more than the cached answer.
 */
export function searchLimits(ctx: AppContext): AnswerLimit {
  const now = () => ctx.clock().getTime();
  const perMinute = createWindowCounter(ctx.config.limits.searchPerMinute, 60 * 1000, now);
  const perHour = createWindowCounter(ctx.config.limits.searchPerHour, 60 * 60 * 1000, now);
  return {
    hook: (request, _reply, done) => {
      const retryAfter = Math.max(perMinute.hit(request.ip), perHour.hit(request.ip));
      done(retryAfter > 0 ? new TooManyRequests(MSG.tooManyRequests, retryAfter) : undefined);
    },
  };
}

/** Addresses counted one by one; beyond this many in one window the rest share one count. */
const MAX_TRACKED_ADDRESSES = 100_000;

/**
 * The part of a client address that one client controls: an IPv4 address, or the /64 prefix of an
 * IPv6 one (a single host is usually handed a whole /64, and could otherwise rotate through it).
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A fixed-window counter per client address, in bounded memory: `hit` counts one request and
 * answers 0 while the address is within `max` a window, else the seconds until the window ends.
 * When more addresses than MAX_TRACKED_ADDRESSES arrive in one window, the newcomers share one
 * count, so many addresses together cannot grow the memory either.
 */
export function createWindowCounter(max: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  const counts = new Map<string, number>();
  return {
    hit(ip: string): number {
      const t = now();
      if (t - windowStart >= windowMs) {
        windowStart = t;
        counts.clear();
      }
      let key = clientKey(ip);
      if (!counts.has(key) && counts.size >= MAX_TRACKED_ADDRESSES) key = '(others)';
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count > max ? (windowStart + windowMs - t) / 1000 : 0;
    },
  };
}
