import type { FastifyInstance } from 'fastify';
import { StaffUserBodySchema, StaffUsersBodySchema, UserCreateSchema, UserPatchSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

export function usersRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const users = services.users;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/users',
      access: ['Admin', 'Bdm', 'Hrteam'],
      tag: 'Users',
      summary: 'Staff accounts (Admin, in full); active staff’s id, username and role (Bdm, Hrteam)',
      response: StaffUsersBodySchema,
    },
    async ({ request }) => ok(await users.list(requireUser(request).user_role)),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/users',
      access: ['Admin'],
      tag: 'Users',
      summary: 'Create a staff account',
      body: UserCreateSchema,
      response: StaffUserBodySchema,
      status: 201,
    },
    async ({ body }) => ok(await users.create(body), { message: 'User created' }),
  );
  defineRoute(
    app,
    {
      method: 'PATCH',
      url: '/users/:id',
      access: ['Admin'],
      tag: 'Users',
      summary: 'Change a role or password, (de)activate',
      params: ['id'],
      body: UserPatchSchema,
      response: StaffUserBodySchema,
    },
    async ({ request, params, body }) => ok(await users.patch(requireUser(request).id, params.id, body), { message: 'User updated' }),
  );
}
