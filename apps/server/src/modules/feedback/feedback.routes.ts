import type { FastifyInstance } from 'fastify';
import { FeedbackSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const feedback = services.feedback;

  app.post('/submit-feedback', { config: { access: 'public', rateLimit: publicWriteLimit(ctx), keepsCache: true } }, async (request, reply) => {
    const created = await feedback.submit(parseOrThrow(FeedbackSchema, request.body));
    return reply.status(201).send(ok(created, { message: 'Feedback submitted successfully!' }));
  });

  app.get('/feedbacks', { config: { access: ['Admin'] } }, async (request) => {
    const p = readPage(request.query);
    const { rows, total } = await feedback.list(p.limit, p.offset);
    return page(rows, pageMeta(p, total));
  });
}
