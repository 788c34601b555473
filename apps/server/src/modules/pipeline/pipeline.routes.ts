import type { FastifyInstance } from 'fastify';
import { PipelineBodySchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

/** The pipeline board of a job (issue 15): Admin, Hrteam and Bdm read it; moves go through the tracker endpoints. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const pipeline = services.pipeline;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/:id/pipeline',
      access: ['Admin', 'Bdm', 'Hrteam'],
      tag: 'Jobs',
      summary: 'The pipeline board of a job (Bdm: names only)',
      params: ['id'],
      response: PipelineBodySchema,
    },
    async ({ request, params }) => ok(await pipeline.board(params.id, requireUser(request).user_role)),
  );
}
