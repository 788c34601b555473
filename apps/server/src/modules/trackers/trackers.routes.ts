import { readBody } from '../../http/multipart.js';
import type { FastifyInstance } from 'fastify';
import {
  MoveBackSchema,
  STAGES,
  TrackerBodySchema,
  TrackerChangeBodySchema,
  TrackerCreateSchema,
  TrackerUpdateBodySchema,
  TrackerUpdateSchema,
  type Stage,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;

export function trackersRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const trackers = services.trackers;

  // the six stage fields also at the top level, beside data (api.md: extra answer fields sit there),
  // so a client reading either place works
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/process-tracker/:candidateId',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'A candidate’s tracker (404 if none)',
      params: ['candidateId'],
      response: TrackerBodySchema,
    },
    async ({ params }) => {
      const stages = await trackers.get(params.candidateId);
      return ok(stages, Object.fromEntries([...STAGES, 'rejected'].map((stage) => [stage, stages[stage as keyof typeof stages]])));
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/process-tracker',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Start a candidate’s tracker',
      body: TrackerCreateSchema,
      response: TrackerChangeBodySchema,
      status: 201,
    },
    async ({ body: { candidate_id } }) => ok(await trackers.create(candidate_id), { message: 'Process tracker created.' }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/process-tracker/:candidateId/with-job-check',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Complete a stage or reject (may close the job)',
      params: ['candidateId'],
      body: TrackerUpdateSchema,
      multipart: true,
      response: TrackerUpdateBodySchema,
    },
    async ({ request, params, parseBody }) => {
      const input = parseBody((await readBody(request, [])).fields);
      const stage = STAGES.find((s) => input[s] === 'completed') as Stage | undefined;
      const result = await trackers.update(
        params.candidateId,
        stage ? { stage } : { reject: input.reason!, notifyCandidate: input.notify_candidate === true },
        requireUser(request).id,
      );
      return ok(result.stages, {
        message: result.message ?? 'Process updated.',
        job_auto_closed: result.jobAutoClosed,
        job_closure_message: result.message,
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/process-tracker/:candidateId/undo-reject',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Undo a rejection',
      params: ['candidateId'],
      response: TrackerChangeBodySchema,
    },
    async ({ request, params }) => ok(await trackers.undoReject(params.candidateId, requireUser(request).id), { message: 'Rejection undone.' }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/process-tracker/:candidateId/move-back',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Take back the last completed stage, with a reason',
      params: ['candidateId'],
      body: MoveBackSchema,
      response: TrackerChangeBodySchema,
    },
    async ({ request, params, body }) =>
      ok(await trackers.moveBack(params.candidateId, body.reason, requireUser(request).id), { message: 'Moved back one stage.' }),
  );
}
