import type { FastifyInstance } from 'fastify';
import { HealthSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { DatabaseHandle } from '../../db/database.js';
import { defineRoute } from '../../http/define-route.js';

export function healthRoutes(app: FastifyInstance, _ctx: AppContext, handle: DatabaseHandle) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/health',
      access: 'public',
      tag: 'Session',
      summary: 'Liveness and database check (503 when the database does not answer)',
      response: HealthSchema,
    },
    async ({ reply }) => {
      try {
        await Promise.race([handle.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
        return { status: 'ok', db: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'error', db: 'unavailable' });
      }
    },
  );
}
