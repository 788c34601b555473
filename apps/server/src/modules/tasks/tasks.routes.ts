import type { FastifyInstance } from 'fastify';
import {
  NotificationListBodySchema,
  NotificationReadBodySchema,
  NotificationsReadBodySchema,
  TaskBodySchema,
  TaskListBodySchema,
  TaskSchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { pageMeta } from '../../http/pagination.js';
import { ok, page } from '../../http/reply.js';
import { cachedRead } from '../../http/response-cache.js';

const TEAMS = ['Bdm', 'Hrteam'] as const;

export function tasksRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const tasks = services.tasks;

  // a task is also its team's notification: the cached bells go
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/task-assigning',
      access: ['Admin'],
      tag: 'Tasks',
      summary: 'Assign a task',
      body: TaskSchema,
      response: TaskBodySchema,
      status: 201,
      changes: ['notifications'],
    },
    async ({ request, body }) => {
      const task = await tasks.assign(requireUser(request).id, body);
      return ok(task, { message: 'Recruitment task assigned successfully!' });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/task-assignments',
      access: ['Admin', 'Bdm', 'Hrteam'],
      tag: 'Tasks',
      summary: 'Tasks, newest first (Bdm and Hrteam: their team’s)',
      paged: true,
      response: TaskListBodySchema,
    },
    async ({ request, page: p }) => {
      const { rows, total } = await tasks.list(requireUser(request), p.limit, p.offset);
      return page(rows, pageMeta(p, total));
    },
  );

  // the bell loads the newest 25 (a page), older ones on request (decision 157): every open dashboard
  // polls it. Each user's own answer (the read state is theirs) is kept 2 s; every tab asks again when opened
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/notifications',
      access: TEAMS,
      tag: 'Tasks',
      summary: 'The bell: the caller’s team’s notifications with read state',
      paged: true,
      response: NotificationListBodySchema,
      cache: cachedRead('user', { paged: true, reads: ['notifications', 'jobs'] }),
    },
    async ({ request, page: p }) => {
      const { rows, total, unread } = await tasks.notifications(requireUser(request), p.limit, p.offset);
      return page(rows, pageMeta(p, total), { unread_count: unread });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/notifications/read-all',
      access: TEAMS,
      tag: 'Tasks',
      summary: 'Mark every notification read',
      response: NotificationsReadBodySchema,
      changes: ['notifications'],
    },
    async ({ request }) => {
      const r = await tasks.markAllRead(requireUser(request));
      return ok({ marked: r.marked }, { message: 'All notifications marked as read', unread_count: r.unread });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/notifications/:id/read',
      access: TEAMS,
      tag: 'Tasks',
      summary: 'Mark a notification read',
      params: ['id'],
      response: NotificationReadBodySchema,
      changes: ['notifications'],
    },
    async ({ request, params: { id } }) => {
      const counts = await tasks.markRead(requireUser(request), id);
      return ok({ id, read: true }, { message: 'Notification marked as read', unread_count: counts.unread });
    },
  );
}
