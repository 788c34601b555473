import { readBody } from '../../http/multipart.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MAIL_MSG,
  MailPreferencesBodySchema,
  MailPreferencesSchema,
  OUTBOX_STATUSES,
  OutboxListBodySchema,
  OutboxMailBodySchema,
  OutboxResendBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { pageMeta } from '../../http/pagination.js';
import { ok, page } from '../../http/reply.js';

const ADMIN = ['Admin'] as const;
const OutboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES, { error: `Must be one of ${OUTBOX_STATUSES.join(', ')}` }).optional() });

/** The Admin Outbox page (every mail the product sent or would send) and each staff member's mail preferences. */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/outbox',
      access: ADMIN,
      tag: 'Mail',
      summary: 'Every mail sent or waiting',
      query: OutboxQuery,
      paged: true,
      response: OutboxListBodySchema,
    },
    async ({ query: { status }, page: p }) => {
      const { rows, total } = await ctx.outbox.list({ status, limit: p.limit, offset: p.offset });
      return page(rows, pageMeta(p, total), { mail_server_configured: Boolean(ctx.config.mail.smtpUrl) });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/outbox/:id',
      access: ADMIN,
      tag: 'Mail',
      summary: 'A mail with its text and HTML',
      params: ['id'],
      response: OutboxMailBodySchema,
    },
    async ({ params }) => ok(await ctx.outbox.get(params.id)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/outbox/:id/resend',
      access: ADMIN,
      tag: 'Mail',
      summary: 'Queue a mail again',
      params: ['id'],
      response: OutboxResendBodySchema,
      status: 201,
      keepsCache: true,
    },
    async ({ params }) => ok(await ctx.outbox.resend(params.id), { message: MAIL_MSG.resendQueued }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/me/mail-preferences',
      access: 'signed-in',
      tag: 'Session',
      summary: 'The caller’s mail preferences',
      response: MailPreferencesBodySchema,
    },
    async ({ request }) => ok(await ctx.outbox.preferences(requireUser(request).id)),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/me/mail-preferences',
      access: 'signed-in',
      tag: 'Session',
      summary: 'Change the caller’s mail preferences',
      body: MailPreferencesSchema,
      multipart: true,
      response: MailPreferencesBodySchema,
      keepsCache: true,
    },
    async ({ request, parseBody }) => {
      const changes = parseBody((await readBody(request, [])).fields);
      return ok(await ctx.outbox.setPreferences(requireUser(request).id, changes), { message: MAIL_MSG.preferencesSaved });
    },
  );
}
