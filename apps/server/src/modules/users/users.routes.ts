import type { FastifyInstance } from 'fastify';
import { UserCreateSchema, UserPatchSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { ok } from '../../http/reply.js';
import { parseId } from '../../http/params.js';
import { parseOrThrow } from '../../http/validate.js';

export function usersRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const users = services.users;
  app.get('/users', { config: { access: ['Admin', 'Bdm', 'Hrteam'] } }, async (request) => ok(await users.list(request.user!.user_role)));
  app.post('/users', { config: { access: ['Admin'] } }, async (request, reply) =>
    reply.status(201).send(ok(await users.create(parseOrThrow(UserCreateSchema, request.body)), { message: 'User created' })),
  );
  app.patch('/users/:id', { config: { access: ['Admin'] } }, async (request) =>
    ok(await users.patch(request.user!.id, parseId(request.params), parseOrThrow(UserPatchSchema, request.body)), { message: 'User updated' }),
  );
}
