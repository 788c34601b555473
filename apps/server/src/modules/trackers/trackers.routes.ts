import { readBody } from '../../http/multipart.js';
import type { FastifyInstance } from 'fastify';
import { STAGES, TrackerCreateSchema, TrackerUpdateSchema, type Stage } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { parseId } from '../../http/params.js';
import { ok } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

export function trackersRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const trackers = services.trackers;
  const access = { access: ['Admin', 'Hrteam'] as const };

  // the six stage fields also at the top level, beside data (api.md: extra answer fields sit there),
  // so a client reading either place works
  app.get('/process-tracker/:candidateId', { config: access }, async (request) => {
    const stages = await trackers.get(parseId(request.params, 'candidateId'));
    return ok(stages, Object.fromEntries([...STAGES, 'rejected'].map((stage) => [stage, stages[stage as keyof typeof stages]])));
  });

  app.post('/process-tracker', { config: access }, async (request, reply) => {
    const { candidate_id } = parseOrThrow(TrackerCreateSchema, request.body);
    return reply.status(201).send(ok(await trackers.create(candidate_id), { message: 'Process tracker created.' }));
  });

  app.put('/process-tracker/:candidateId/with-job-check', { config: { ...access, multipart: true } }, async (request) => {
    const candidateId = parseId(request.params, 'candidateId');
    const input = parseOrThrow(TrackerUpdateSchema, (await readBody(request, [])).fields);
    const stage = STAGES.find((s) => input[s] === 'completed') as Stage | undefined;
    const result = await trackers.update(candidateId, stage ? { stage } : { reject: input.reason! }, request.user!.id);
    return ok(result.stages, {
      message: result.message ?? 'Process updated.',
      job_auto_closed: result.jobAutoClosed,
      job_closure_message: result.message,
    });
  });

  app.post('/process-tracker/:candidateId/undo-reject', { config: access }, async (request) =>
    ok(await trackers.undoReject(parseId(request.params, 'candidateId'), request.user!.id), { message: 'Rejection undone.' }),
  );
}
