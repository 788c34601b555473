import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@talentra/contract';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every page and file the web app serves (docs/security.md). They are the same for every request, so
 * helmet works them out once at start-up; @fastify/helmet would rebuild helmet and re-parse the
 * CSP on every request, which cost a third of the time of a cached read.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // HSTS only means something behind HTTPS: added per request below
  hsts: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Run helmet once against a recording response and keep the headers it sets. */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

/**
 * JSON answers of the API are never rendered as a page, so most of the page headers mean nothing
 * for them; these are the ones that do (OWASP REST Security Cheat Sheet): nothing in them may run,
 * load or be framed if one is opened in a browser, no type sniffing, no reading by another origin,
 * no referrer. Fewer headers is also less work on every answer.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/**
 * What every API answer carries from the start: the headers above, and `cache-control: no-store`
 * unless the route sets its own (a later `reply.header` replaces it). Set once as the request
 * arrives rather than checked again in an onSend hook on every answer, cached hits included.
 */
const API_ANSWER_HEADERS: Readonly<Record<string, string>> = { ...API_HEADERS, 'cache-control': 'no-store' };
const HSTS = 'max-age=31536000; includeSubDomains';

/** Set the security headers as each request arrives (one object of four, made once). */
export function registerSecurityHeaders(app: FastifyInstance) {
  const page = helmetHeaders();
  const api = { plain: API_ANSWER_HEADERS, https: { ...API_ANSWER_HEADERS, 'strict-transport-security': HSTS } };
  const pages = { plain: page, https: { ...page, 'strict-transport-security': HSTS } };
  app.addHook('onRequest', (request, reply, done) => {
    const set = request.url.startsWith(API_PREFIX) ? api : pages;
    reply.headers(request.protocol === 'https' ? set.https : set.plain);
    done();
  });
}
