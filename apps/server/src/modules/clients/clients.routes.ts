import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function clientsRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
