import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_COOKIE } from '@talentra/contract';
import type { AnswerLimit } from './rate-limits.js';
import type { SecurityHeadersFor } from './security-headers.js';
import { logCompleted, nextRequestId } from './request-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many requests the front door has answered (tests, diagnostics). */
    frontDoorAnswers(): number;
  }
}

/** A cached answer the front door may give: its bytes, and the limit it counts toward, if any. */
export interface DoorAnswer {
  body: Buffer;
  contentType: string;
  countedBy?: AnswerLimit;
}

export interface FrontDoorOptions {
  /** The fresh cached answer an anonymous GET of this exact URL gets (http/response-cache.ts). */
  find: (url: string) => DoorAnswer | undefined;
  headersFor: SecurityHeadersFor;
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

export interface FrontDoor {
  /** Answer the request if it is a cached public read for an anonymous caller; false: the app answers it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on every request goes to the app (which answers 503 while it closes). */
  shut(): void;
  /** How many requests it has answered (tests, diagnostics). */
  answered(): number;
}

/** A session cookie among the request's cookies: `sid=` at the start or after a `;` (spaces as the parser allows). */
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`);

/** The last entry of a header given several times or as a list (Fastify's rule for X-Forwarded-*). */
const lastEntry = (value: string) => {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
};

/**
 * The front door (docs/decisions.md 161). Most public traffic is the same few reads (the careers
 * pages, a job, the name search) by callers without a session, and the response cache already
 * holds their answers. Through Fastify such a hit still pays for the router, the request and reply
 * objects, eight hooks and the header checks: twice what the same bytes cost a bare route. Here
 * the HTTP server hands every request first to this function, which answers from the cache only
 * when the answer is certain to be the one the app would give:
 * - a GET (HEAD and the rest go on), from a caller with no `Authorization` header and no session
 *   cookie (anyone else may be staff, who get other fields);
 * - of exactly a URL the cache has answered or kept for an anonymous caller, whose answer is still
 *   fresh and not dropped by a write since;
 * - with the security headers the app sets for it (HSTS by the same protocol rule), `x-cache: hit`
 *   and the exact length, counted toward the search limit like any answer, and logged in the same
 *   one line under an id of the same sequence.
 * Anything else (a miss, an expired answer, a refused search) goes to the app unchanged.
 */
export function createFrontDoor(options: FrontDoorOptions): FrontDoor {
  const { find, headersFor, trustProxy, log } = options;
  let open = true;
  // pino's check (a logger that is switched off has none)
  const logsInfo = () => (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') === true;
  let answered = 0;
  const https = (req: IncomingMessage) => {
    const forwarded = req.headers['x-forwarded-proto'];
    if (trustProxy && forwarded) return lastEntry(String(forwarded)) === 'https';
    return Boolean((req.socket as TLSSocket).encrypted);
  };
  /** The client's address as Fastify reports it (the same library and rule: every proxy trusted). */
  const trustAll = () => true;
  const clientIp = (req: IncomingMessage) => (trustProxy ? proxyAddr.all(req, trustAll).at(-1)! : (req.socket.remoteAddress ?? ''));
  /**
   * The answer's headers as Node's flat [name, value, ...] list, over HTTP and over HTTPS, made once
   * per cached answer (its bytes identify it) rather than spread into a new object per request.
   */
  const lists = new WeakMap<Buffer, [string[], string[]]>();
  const headLists = (found: DoorAnswer, url: string) => {
    let pair = lists.get(found.body);
    if (!pair) {
      const own = ['content-type', found.contentType, 'x-cache', 'hit', 'content-length', String(found.body.length)];
      const list = (https: boolean) => [...Object.entries(headersFor(url, https)).flat(), ...own];
      pair = [list(false), list(true)];
      lists.set(found.body, pair);
    }
    return pair;
  };

  return {
    answer(req, res) {
      if (!open || req.method !== 'GET' || req.headers.authorization !== undefined) return false;
      const cookie = req.headers.cookie;
      if (cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie)) return false;
      const url = req.url ?? '';
      const found = find(url);
      if (!found) return false;
      if (found.countedBy && !found.countedBy.admit(req, clientIp(req))) return false;
      const started = logsInfo() ? performance.now() : 0;
      res.writeHead(200, headLists(found, url)[https(req) ? 1 : 0]);
      res.end(found.body);
      answered++;
      if (started) logCompleted(log, nextRequestId(), 'GET', url, 200, performance.now() - started);
      return true;
    },
    shut() {
      open = false;
    },
    answered: () => answered,
  };
}
