import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { parseId } from '../../http/params.js';
import { ok } from '../../http/reply.js';
import { createPipelineService } from './pipeline.service.js';

/** The pipeline board of a job (issue 15): Admin, Hrteam and Bdm read it; moves go through the tracker endpoints. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const pipeline = createPipelineService(ctx);
  app.get('/recruitments/:id/pipeline', { config: { access: ['Admin', 'Bdm', 'Hrteam'] as const } }, async (request) =>
    ok(await pipeline.board(parseId(request.params), request.user!.user_role)),
  );
}
