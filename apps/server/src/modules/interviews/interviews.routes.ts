import type { FastifyInstance } from 'fastify';
import { InterviewCreateSchema, InterviewListQuery } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { parseId } from '../../http/params.js';
import { ok } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

export function interviewsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const interviews = services.interviews;
  const access = { access: ['Admin', 'Hrteam'] as const };

  app.post('/interviews', { config: access }, async (request, reply) => {
    const input = parseOrThrow(InterviewCreateSchema, request.body);
    return reply.status(201).send(ok(await interviews.schedule(input, request.user?.id ?? null), { message: 'Interview scheduled.' }));
  });

  app.get('/interviews', { config: access }, async (request) => {
    const { interviews: list, from, to } = await interviews.list(parseOrThrow(InterviewListQuery, request.query));
    return ok(list, { from, to });
  });

  app.get('/interviews/:id', { config: access }, async (request) => ok(await interviews.get(parseId(request.params))));

  app.get('/interviews/:id.ics', { config: access }, async (request, reply) => {
    const { filename, body } = await interviews.calendar(parseId(request.params));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  app.post('/interviews/:id/cancel', { config: access }, async (request) =>
    ok(await interviews.cancel(parseId(request.params), request.user?.id ?? null), { message: 'Interview cancelled.' }),
  );
}
