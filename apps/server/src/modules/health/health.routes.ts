import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { DatabaseHandle } from '../../db/database.js';

export function healthRoutes(app: FastifyInstance, _ctx: AppContext, handle: DatabaseHandle) {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await Promise.race([handle.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
      return { status: 'ok', db: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', db: 'unavailable' });
    }
  });
}
