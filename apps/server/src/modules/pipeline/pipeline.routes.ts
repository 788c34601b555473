import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { parseId } from '../../http/params.js';
import { ok } from '../../http/reply.js';

/** The pipeline board of a job (issue 15): Admin, Hrteam and Bdm read it; moves go through the tracker endpoints. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const pipeline = services.pipeline;
  app.get('/recruitments/:id/pipeline', { config: { access: ['Admin', 'Bdm', 'Hrteam'] as const } }, async (request) =>
    ok(await pipeline.board(parseId(request.params), request.user!.user_role)),
  );
}
