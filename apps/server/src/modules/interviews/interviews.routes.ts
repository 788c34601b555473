import type { FastifyInstance } from 'fastify';
import {
  InterviewBodySchema,
  InterviewCreateSchema,
  InterviewFeedbackSchema,
  InterviewListBodySchema,
  InterviewListQuery,
  InterviewUpdateSchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { sendDownload } from '../../http/download.js';
import { ok } from '../../http/reply.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;

export function interviewsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const interviews = services.interviews;

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/interviews',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Schedule an interview',
      body: InterviewCreateSchema,
      response: InterviewBodySchema,
      status: 201,
    },
    async ({ request, body }) => ok(await interviews.schedule(body, requireUser(request).id), { message: 'Interview scheduled.' }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/interviews',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Interviews in a range (default: this week)',
      query: InterviewListQuery,
      response: InterviewListBodySchema,
    },
    async ({ query }) => {
      const { interviews: list, from, to } = await interviews.list(query);
      return ok(list, { from, to });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/interviews/:id',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'An interview',
      params: ['id'],
      response: InterviewBodySchema,
    },
    async ({ params }) => ok(await interviews.get(params.id)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/interviews/:id.ics',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'An interview as a calendar file',
      params: ['id'],
      response: { file: ['text/calendar'] },
    },
    async ({ reply, params }) => {
      const { filename, body } = await interviews.calendar(params.id);
      return sendDownload(reply, { type: 'text/calendar; charset=utf-8', filename, body });
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/interviews/:id',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Reschedule an interview (mails an update)',
      params: ['id'],
      body: InterviewUpdateSchema,
      response: InterviewBodySchema,
    },
    async ({ request, params, body }) =>
      ok(await interviews.reschedule(params.id, body, requireUser(request).id), { message: 'Interview rescheduled.' }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/interviews/:id/feedback',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: "Record the interviewer's feedback (once per interview)",
      params: ['id'],
      body: InterviewFeedbackSchema,
      response: InterviewBodySchema,
      status: 201,
    },
    async ({ request, params, body }) =>
      ok(await interviews.recordFeedback(params.id, body, requireUser(request).id), { message: 'Feedback recorded.' }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/interviews/:id/cancel',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Cancel an interview',
      params: ['id'],
      response: InterviewBodySchema,
    },
    async ({ request, params }) => ok(await interviews.cancel(params.id, requireUser(request).id), { message: 'Interview cancelled.' }),
  );
}
