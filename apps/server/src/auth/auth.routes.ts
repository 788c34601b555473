import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  LoginBodySchema,
  LoginSchema,
  MAIL_MSG,
  MeBodySchema,
  NoDataBodySchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  SESSION_COOKIE,
  SESSION_MAX_MS,
} from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookie.js';
import { answeredWorkSettled } from '../background/after-answer.js';
import { createPasswordResets } from './password-reset.service.js';
import { defineRoute } from '../http/define-route.js';
import { ok } from '../http/reply.js';
import { requireUser } from './guard.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/login',
      access: 'public',
      tag: 'Session',
      summary: 'Sign in: sets the session cookie and answers the user with a token',
      body: LoginSchema,
      response: LoginBodySchema,
      keepsCache: true,
      rateLimit: { max: ctx.config.limits.loginPerMinute, timeWindow: 60_000 },
    },
    async ({ request, reply, body: input }) => {
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

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/logout',
      access: 'signed-in',
      tag: 'Session',
      summary: 'Sign out: the session ends at once',
      response: NoDataBodySchema,
      keepsCache: true,
    },
    async ({ request, reply }) => {
      if (request.sessionToken) await ctx.sessions.logout(request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, { message: 'Signed out' });
    },
  );

  defineRoute(
    app,
    { method: 'GET', url: '/me', access: 'signed-in', tag: 'Session', summary: 'The signed-in user', response: MeBodySchema },
    async ({ request }) => ok(requireUser(request)),
  );

  // the same answer whether the address has an account or not; limited per address like sign-in
  const resets = createPasswordResets(ctx);
  // the database stays open until every accepted reset request has made its mail (app.ts closes it later)
  app.addHook('onClose', async () => answeredWorkSettled(ctx));
  const resetLimit = { max: ctx.config.limits.loginPerMinute, timeWindow: 60_000 };
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/password-reset/request',
      access: 'public',
      tag: 'Session',
      summary: 'Mail a password reset link (same answer whether the address has an account)',
      body: PasswordResetRequestSchema,
      response: NoDataBodySchema,
      keepsCache: true,
      rateLimit: resetLimit,
    },
    async ({ request, body: { email } }) => {
      resets.request(email, (err) => request.log.error({ err }, 'password reset request failed'));
      return ok(null, { message: MAIL_MSG.resetRequested });
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/password-reset/confirm',
      access: 'public',
      tag: 'Session',
      summary: 'Set a new password with a reset token',
      body: PasswordResetConfirmSchema,
      response: NoDataBodySchema,
      rateLimit: resetLimit,
    },
    async ({ body: { token, password } }) => {
      await resets.confirm(token, password);
      return ok(null, { message: MAIL_MSG.resetDone });
    },
  );
}
