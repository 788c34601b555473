import type { FastifyInstance } from 'fastify';
import { TaskSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { ok, page } from '../../http/reply.js';
import { cachedRead } from '../../http/response-cache.js';
import { parseOrThrow } from '../../http/validate.js';

const TEAMS = ['Bdm', 'Hrteam'] as const;

export function tasksRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const tasks = services.tasks;

  // a task is also its team's notification: the cached bells go
  app.post('/task-assigning', { config: { access: ['Admin'], changes: ['notifications'] } }, async (request, reply) => {
    const task = await tasks.assign(request.user!.id, parseOrThrow(TaskSchema, request.body));
    return reply.status(201).send(ok(task, { message: 'Recruitment task assigned successfully!' }));
  });

  app.get('/task-assignments', { config: { access: ['Admin', 'Bdm', 'Hrteam'] } }, async (request) => {
    const p = readPage(request.query);
    const { rows, total } = await tasks.list(request.user!, p.limit, p.offset);
    return page(rows, pageMeta(p, total));
  });

  // the bell loads the newest 25 (a page), older ones on request (decision 157): every open dashboard
  // polls it. Each user's own answer (the read state is theirs) is kept 2 s; every tab asks again when opened
  app.get(
    '/notifications',
    { config: { access: TEAMS, cache: cachedRead('user', { paged: true, reads: ['notifications', 'jobs'] }) } },
    async (request) => {
      const p = readPage(request.query);
      const { rows, total, unread } = await tasks.notifications(request.user!, p.limit, p.offset);
      return page(rows, pageMeta(p, total), { unread_count: unread });
    },
  );

  app.post('/notifications/read-all', { config: { access: TEAMS, changes: ['notifications'] } }, async (request) => {
    const r = await tasks.markAllRead(request.user!);
    return ok({ marked: r.marked }, { message: 'All notifications marked as read', unread_count: r.unread });
  });

  app.post('/notifications/:id/read', { config: { access: TEAMS, changes: ['notifications'] } }, async (request) => {
    const id = parseId(request.params);
    const counts = await tasks.markRead(request.user!, id);
    return ok({ id, read: true }, { message: 'Notification marked as read', unread_count: counts.unread });
  });
}
