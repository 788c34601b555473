import type { FastifyInstance } from 'fastify';
import {
  PRIVACY_MSG,
  ReferralBodySchema,
  ReferralListBodySchema,
  ReferralRemovalSchema,
  ReferralRemovedBodySchema,
  ReferralSchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { pageMeta } from '../../http/pagination.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page } from '../../http/reply.js';
import { cachedRead, type DataArea } from '../../http/response-cache.js';

const REFERRAL_CHANGES: readonly DataArea[] = ['referrals', 'timeline'];

export function referralsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const referrals = services.referrals;

  // a referral changes the referral lists and the referrer's timeline: the careers pages, candidate
  // lists and the bell (task assignments) stay cached (decision 129)
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/refer-a-friend',
      access: 'public',
      tag: 'Public forms',
      summary: 'Refer a friend',
      body: ReferralSchema,
      response: ReferralBodySchema,
      status: 201,
      rateLimit: publicWriteLimit(ctx),
      changes: REFERRAL_CHANGES,
    },
    async ({ body }) => {
      const referral = await referrals.refer(body);
      return ok(referral, { message: `${referral.friend_name} referred successfully to ${referral.job_title}.` });
    },
  );

  // the referred friend's removal link (issue 18): a POST with the token; the page's GET deletes nothing
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/refer-a-friend/remove',
      access: 'public',
      tag: 'Public forms',
      summary: 'A referred friend’s removal link',
      body: ReferralRemovalSchema,
      response: ReferralRemovedBodySchema,
      rateLimit: publicWriteLimit(ctx),
    },
    async ({ body: { token } }) => ok(await referrals.removeByToken(token), { message: PRIVACY_MSG.removalDone }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/refer-a-friend',
      access: ['Admin', 'Hrteam'],
      tag: 'Public forms',
      summary: 'Referrals',
      paged: true,
      response: ReferralListBodySchema,
      cache: cachedRead('staff', { paged: true }),
    },
    async ({ page: p }) => {
      const { rows, total, withEmail } = await referrals.list(p.limit, p.offset);
      return page(rows, pageMeta(p, total), { with_email_count: withEmail, message: 'Referrals loaded' });
    },
  );
}
