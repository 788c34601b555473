import type { FastifyInstance } from 'fastify';
import { TeamMemberInputSchema, TeamMemberUpdateSchema, TeamOrderSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { readBody } from '../../http/multipart.js';
import { parseId } from '../../http/params.js';
import { ok, sendFile } from '../../http/reply.js';
import { cachedRead } from '../../http/response-cache.js';
import { forbiddenCharacterErrors, invalidFields, issuesToErrors, mergeErrors, parseOrThrow } from '../../http/validate.js';

const ADMIN = ['Admin'] as const;
const PHOTO = ['photo'] as const;
const TOO_LARGE = { photo: 'Photo must be 2 MB or smaller.' };
const PHOTO_REQUIRED = 'Please choose a photo.';

/** The team on the public site (issue 41): everyone reads it, Admin manages it. */
export function teamRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const team = services.team;
  const files = services.files;

  app.get('/team', { config: { access: 'public', cache: cachedRead('anonymous') } }, async () => ok(await team.list()));

  app.get('/team/photos/:id', { config: { access: 'public' } }, async (request, reply) => sendFile(reply, await team.photo(parseId(request.params))));

  app.post('/team', { config: { access: ADMIN, multipart: true } }, async (request, reply) => {
    const body = await readBody(request, PHOTO, TOO_LARGE);
    // every field problem and a missing photo in one 422, before the photo is looked at
    const parsed = TeamMemberInputSchema.safeParse(body.fields);
    const errors = mergeErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues), forbiddenCharacterErrors(body.fields));
    if (!body.files.photo) errors.photo = [PHOTO_REQUIRED];
    if (!parsed.success || Object.keys(errors).length) throw invalidFields(errors);
    const photo = await files.check('photo', 'photo', body.files.photo);
    return reply.status(201).send(ok(await team.create(parsed.data, photo!), { message: 'Team member added.' }));
  });

  app.put('/team/order', { config: { access: ADMIN } }, async (request) => {
    const { ids } = parseOrThrow(TeamOrderSchema, request.body);
    return ok(await team.reorder(ids), { message: 'Order saved.' });
  });

  app.put('/team/:id', { config: { access: ADMIN, multipart: true } }, async (request) => {
    const id = parseId(request.params);
    const body = await readBody(request, PHOTO, TOO_LARGE);
    const input = parseOrThrow(TeamMemberUpdateSchema, body.fields);
    const photo = await files.check('photo', 'photo', body.files.photo);
    return ok(await team.update(id, input, photo), { message: 'Team member updated.' });
  });

  app.delete('/team/:id', { config: { access: ADMIN } }, async (request) => {
    await team.remove(parseId(request.params));
    return ok(null, { message: 'Team member removed.' });
  });
}
