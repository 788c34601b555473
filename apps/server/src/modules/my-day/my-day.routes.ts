import type { FastifyInstance } from 'fastify';
import { MyDayBodySchema, StallDaysBodySchema, StallDaysSchema, type StallDays } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;

/** "My day" on the Admin and Hrteam dashboards, and the days after which a candidate is stalled (issue 43). */
export function myDayRoutes(app: FastifyInstance, _ctx: AppContext, services: Services) {
  const myDay = services.myDay;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/my-day',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'Today’s interviews, the stalled candidates and the tasks due',
      response: MyDayBodySchema,
    },
    async ({ request }) => ok(await myDay.today(requireUser(request))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/my-day/stall-days',
      access: ADMIN_HR,
      tag: 'Hiring',
      summary: 'The days in each stage after which a candidate counts as stalled',
      response: StallDaysBodySchema,
    },
    async () => ok(await myDay.stallDays()),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/my-day/stall-days',
      access: ['Admin'],
      tag: 'Hiring',
      summary: 'Set the days in each stage after which a candidate counts as stalled',
      body: StallDaysSchema,
      response: StallDaysBodySchema,
    },
    async ({ body }) => ok(await myDay.setStallDays(body as StallDays), { message: 'Stall days saved.' }),
  );
}
