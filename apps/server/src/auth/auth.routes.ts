import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  LoginSchema,
  MAIL_MSG,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  SESSION_COOKIE,
  SESSION_MAX_MS,
} from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookie.js';
import { createPasswordResets, resetRequestsSettled } from './password-reset.service.js';
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
      const { user, token, device } = await ctx.sessions.login(input.username, input.password, request.cookies[DEVICE_COOKIE]);
      const secure = request.protocol === 'https';
      reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: Math.floor(SESSION_MAX_MS / 1000) });
      // sent back only to the sign-in route: it means nothing anywhere else
      reply.setCookie(DEVICE_COOKIE, device, {
        httpOnly: true,
        sameSite: 'lax',
        path: `${API_PREFIX}/login`,
        secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
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

  // the same answer whether the address has an account or not; limited per address like sign-in
  const resets = createPasswordResets(ctx);
  // the database stays open until every accepted reset request has made its mail (app.ts closes it later)
  app.addHook('onClose', async () => resetRequestsSettled(ctx));
  const resetLimit = { max: ctx.config.limits.loginPerMinute, timeWindow: 60_000 };
  app.post('/password-reset/request', { config: { access: 'public', keepsCache: true, rateLimit: resetLimit } }, async (request) => {
    const { email } = parseOrThrow(PasswordResetRequestSchema, request.body);
    resets.request(email, (err) => request.log.error({ err }, 'password reset request failed'));
    return ok(null, { message: MAIL_MSG.resetRequested });
  });
  app.post('/password-reset/confirm', { config: { access: 'public', rateLimit: resetLimit } }, async (request) => {
    const { token, password } = parseOrThrow(PasswordResetConfirmSchema, request.body);
    await resets.confirm(token, password);
    return ok(null, { message: MAIL_MSG.resetDone });
  });
}
