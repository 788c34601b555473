import type { FastifyInstance } from 'fastify';
import { ReferralSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';
import { createReferralsService } from './referrals.service.js';
import { cachedRead } from '../../http/response-cache.js';

export function referralsRoutes(app: FastifyInstance, ctx: AppContext) {
  const referrals = createReferralsService(ctx);

  app.post('/refer-a-friend', { config: { access: 'public', rateLimit: publicWriteLimit(ctx) } }, async (request, reply) => {
    const input = parseOrThrow(ReferralSchema, request.body);
    const referral = await referrals.refer(input);
    return reply.status(201).send(ok(referral, { message: `${referral.friend_name} referred successfully to ${referral.job_title}.` }));
  });

  app.get('/refer-a-friend', { config: { access: ['Admin', 'Hrteam'], cache: cachedRead('staff', { paged: true }) } }, async (request) => {
    const p = readPage(request.query);
    const { rows, total, withEmail } = await referrals.list(p.limit, p.offset);
    return page(rows, pageMeta(p, total), { with_email_count: withEmail, message: 'Referrals loaded' });
  });
}
