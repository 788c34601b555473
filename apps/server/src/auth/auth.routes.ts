import type { FastifyInstance } from 'fastify';
import { LoginSchema, SESSION_COOKIE, SESSION_MAX_MS } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import { ok } from '../http/reply.js';
import { parseOrThrow } from '../http/validate.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/login',
    {
      config: {
        access: 'public',
        keepsCache: true,
        rateLimit: { max: ctx.config.limits.loginPerMinute, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const input = parseOrThrow(LoginSchema, request.body);
      const { user, token } = await ctx.sessions.login(input.username, input.password);
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: request.protocol === 'https',
        maxAge: Math.floor(SESSION_MAX_MS / 1000),
      });
      return ok({ ...user, token }, { message: 'Login successful' });
    },
  );

  app.post('/logout', { config: { access: 'signed-in', keepsCache: true } }, async (request, reply) => {
    if (request.sessionToken) await ctx.sessions.logout(request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, { message: 'Signed out' });
  });

  app.get('/me', { config: { access: 'signed-in' } }, async (request) => ok(request.user));
}
