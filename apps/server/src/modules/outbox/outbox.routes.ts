import { readBody } from '../../http/multipart.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAIL_MSG, MailPreferencesSchema, OUTBOX_STATUSES } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { ok, page } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

const OutboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES, { error: `Must be one of ${OUTBOX_STATUSES.join(', ')}` }).optional() });

/** The Admin Outbox page (every mail the product sent or would send) and each staff member's mail preferences. */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/outbox', { config: { access: ['Admin'] } }, async (request) => {
    const { status } = parseOrThrow(OutboxQuery, request.query);
    const p = readPage(request.query);
    const { rows, total } = await ctx.outbox.list({ status, limit: p.limit, offset: p.offset });
    return page(rows, pageMeta(p, total), { mail_server_configured: Boolean(ctx.config.mail.smtpUrl) });
  });

  app.get('/outbox/:id', { config: { access: ['Admin'] } }, async (request) => ok(await ctx.outbox.get(parseId(request.params))));

  app.post('/outbox/:id/resend', { config: { access: ['Admin'], keepsCache: true } }, async (request, reply) =>
    reply.status(201).send(ok(await ctx.outbox.resend(parseId(request.params)), { message: MAIL_MSG.resendQueued })),
  );

  app.get('/me/mail-preferences', { config: { access: 'signed-in' } }, async (request) => ok(await ctx.outbox.preferences(request.user!.id)));

  app.put('/me/mail-preferences', { config: { access: 'signed-in', keepsCache: true, multipart: true } }, async (request) => {
    const changes = parseOrThrow(MailPreferencesSchema, (await readBody(request, [])).fields);
    return ok(await ctx.outbox.setPreferences(request.user!.id, changes), { message: MAIL_MSG.preferencesSaved });
  });
}
