import type { FastifyInstance } from 'fastify';
import { FeedbackBodySchema, FeedbackListBodySchema, FeedbackSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { pageMeta } from '../../http/pagination.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page } from '../../http/reply.js';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const feedback = services.feedback;

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/submit-feedback',
      access: 'public',
      tag: 'Public forms',
      summary: 'Send feedback',
      body: FeedbackSchema,
      response: FeedbackBodySchema,
      status: 201,
      rateLimit: publicWriteLimit(ctx),
      keepsCache: true,
    },
    async ({ body }) => ok(await feedback.submit(body), { message: 'Feedback submitted successfully!' }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/feedbacks',
      access: ['Admin'],
      tag: 'Public forms',
      summary: 'Feedback, newest first',
      paged: true,
      response: FeedbackListBodySchema,
    },
    async ({ page: p }) => {
      const { rows, total } = await feedback.list(p.limit, p.offset);
      return page(rows, pageMeta(p, total));
    },
  );
}
