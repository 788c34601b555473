import type { FastifyInstance } from 'fastify';
import {
  FILE_KINDS,
  NoDataBodySchema,
  TeamListBodySchema,
  TeamMemberBodySchema,
  TeamMemberInputSchema,
  TeamMemberUpdateSchema,
  TeamOrderSchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { readBody } from '../../http/multipart.js';
import { ok, sendFile } from '../../http/reply.js';
import { cachedRead } from '../../http/response-cache.js';

const ADMIN = ['Admin'] as const;
const PHOTO = ['photo'] as const;
const TOO_LARGE = { photo: 'Photo must be 2 MB or smaller.' };
const PHOTO_REQUIRED = 'Please choose a photo.';

/** The team on the public site (issue 41): everyone reads it, Admin manages it. */
export function teamRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const team = services.team;
  const files = services.files;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/team',
      access: 'public',
      tag: 'Team',
      summary: 'The team shown on the public site, in display order',
      response: TeamListBodySchema,
      cache: cachedRead('anonymous'),
    },
    async () => ok(await team.list()),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/team/photos/:id',
      access: 'public',
      tag: 'Team',
      summary: 'A team member’s photo',
      params: ['id'],
      response: { file: FILE_KINDS.photo.mimes },
    },
    async ({ reply, params }) => sendFile(reply, await team.photo(params.id)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/team',
      access: ADMIN,
      tag: 'Team',
      summary: 'Add a team member (multipart, with the photo); goes last',
      body: TeamMemberInputSchema,
      multipart: true,
      response: TeamMemberBodySchema,
      status: 201,
    },
    async ({ request, parseBody }) => {
      const body = await readBody(request, PHOTO, TOO_LARGE);
      // every field problem and a missing photo in one 422, before the photo is looked at
      const input = parseBody(body.fields, body.files.photo ? {} : { photo: [PHOTO_REQUIRED] });
      const photo = await files.check('photo', 'photo', body.files.photo);
      return ok(await team.create(input, photo!), { message: 'Team member added.' });
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/team/order',
      access: ADMIN,
      tag: 'Team',
      summary: 'Set the display order: every member’s id once',
      body: TeamOrderSchema,
      response: TeamListBodySchema,
    },
    async ({ body: { ids } }) => ok(await team.reorder(ids), { message: 'Order saved.' }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/team/:id',
      access: ADMIN,
      tag: 'Team',
      summary: 'Change a team member (multipart; a new photo optional)',
      params: ['id'],
      body: TeamMemberUpdateSchema,
      multipart: true,
      response: TeamMemberBodySchema,
    },
    async ({ request, params, parseBody }) => {
      const body = await readBody(request, PHOTO, TOO_LARGE);
      const input = parseBody(body.fields);
      const photo = await files.check('photo', 'photo', body.files.photo);
      return ok(await team.update(params.id, input, photo), { message: 'Team member updated.' });
    },
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/team/:id',
      access: ADMIN,
      tag: 'Team',
      summary: 'Remove a team member and their photo',
      params: ['id'],
      response: NoDataBodySchema,
    },
    async ({ params }) => {
      await team.remove(params.id);
      return ok(null, { message: 'Team member removed.' });
    },
  );
}
