import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, SESSION_COOKIE, type Access, type SessionUser } from '@talentra/contract';
import { Forbidden, Unauthorized } from '../http/errors.js';
import type { SessionsService } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (api.md). Every API route must state it, or it fails to register. */
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    /** How the token arrived: cookie requests get the cross-site check. */
    authVia: 'cookie' | 'bearer' | null;
  }
}

/** Every API route with its statement, for the access-matrix test. */
export interface RouteStatement {
  method: string;
  path: string;
  access: Access;
}
declare module 'fastify' {
  interface FastifyInstance {
    routeStatements: RouteStatement[];
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Token from `Authorization: Bearer` first, then the `sid` cookie. */
function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const auth = request.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return { token: auth.replace(/^Bearer\s+/i, '').trim(), via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * The caller of a route that is not public. The guard has let them in, so this never throws behind
 * it; it makes the type say so (no `request.user!`).
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

/** A cookie-carrying unsafe request from another site (api.md "Sessions and roles"). */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    try {
      const o = new URL(origin);
      // normalise the Host header the same way (a default port disappears)
      return o.host !== new URL(`${o.protocol}//${request.headers.host ?? ''}`).host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  return false;
}

/**
 * The role guard: default deny. Registration fails for an API route without `config.access`;
 * at request time the session is resolved and the route's statement enforced.
 */
export function registerGuard(app: FastifyInstance, sessions: SessionsService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('authVia', null);

  const table: RouteStatement[] = [];
  app.decorate('routeStatements', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not state who may call it (declare it with defineRoute)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, path: route.url.slice(API_PREFIX.length) || '/', access });
    }
  });

  /** The route's statement against the caller: the error to answer with, or undefined to go on. */
  const refusal = (access: Access, user: SessionUser | null): Error | undefined => {
    if (access === 'public' || (user && access === 'signed-in')) return undefined;
    if (!user) return new Unauthorized();
    if (access !== 'signed-in' && !access.includes(user.user_role)) return new Forbidden();
    return undefined;
  };

  // callback style: a session read a moment ago (sessions.fromMemory) is checked without a promise
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done(); // static web assets
    const found = readToken(request);
    const hasCookie = Boolean(request.cookies?.[SESSION_COOKIE]);
    if (
      UNSAFE.has(request.method) &&
      (hasCookie || request.routeOptions.url === `${API_PREFIX}/login`) &&
      found?.via !== 'bearer' &&
      isCrossSite(request)
    ) {
      return done(new Forbidden('Cross-site request refused.'));
    }
    const decide = (user: SessionUser | null) => {
      if (user && found) {
        request.user = user;
        request.sessionToken = found.token;
        request.authVia = found.via;
      }
      done(refusal(access, user));
    };
    if (!found) return decide(null);
    const known = sessions.fromMemory(found.token);
    if (known !== undefined) return decide(known);
    sessions.resolve(found.token).then(decide, done);
  });
}
