import type { FastifyInstance } from 'fastify';
import { PRIVACY_MSG, ReferralRemovalSchema, ReferralSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';
import { cachedRead, type DataArea } from '../../http/response-cache.js';

const REFERRAL_CHANGES: readonly DataArea[] = ['referrals', 'timeline'];

export function referralsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const referrals = services.referrals;

  // a referral changes the referral lists and the referrer's timeline: the careers pages, candidate
  // lists and the bell (task assignments) stay cached (docs/decisions.md 129)
  app.post(
    '/refer-a-friend',
    { config: { access: 'public', rateLimit: publicWriteLimit(ctx), changes: REFERRAL_CHANGES } },
    async (request, reply) => {
      const input = parseOrThrow(ReferralSchema, request.body);
      const referral = await referrals.refer(input);
      return reply.status(201).send(ok(referral, { message: `${referral.friend_name} referred successfully to ${referral.job_title}.` }));
    },
  );

  // the referred friend's removal link (issue 18): a POST with the token; the page's GET deletes nothing
  app.post('/refer-a-friend/remove', { config: { access: 'public', rateLimit: publicWriteLimit(ctx) } }, async (request) => {
    const { token } = parseOrThrow(ReferralRemovalSchema, request.body);
    return ok(await referrals.removeByToken(token), { message: PRIVACY_MSG.removalDone });
  });

  app.get('/refer-a-friend', { config: { access: ['Admin', 'Hrteam'], cache: cachedRead('staff', { paged: true }) } }, async (request) => {
    const p = readPage(request.query);
    const { rows, total, withEmail } = await referrals.list(p.limit, p.offset);
    return page(rows, pageMeta(p, total), { with_email_count: withEmail, message: 'Referrals loaded' });
  });
}
