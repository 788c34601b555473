import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ClientBodySchema,
  ClientCreateSchema,
  ClientListBodySchema,
  ClientOptionsBodySchema,
  ClientOwnerChangesBodySchema,
  ClientOwnerInputSchema,
  ClientUpdateSchema,
  CLIENT_OWNER_MSG,
  CountBodySchema,
  FILE_KINDS,
  MSG,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { readBody, type ParsedBody } from '../../http/multipart.js';
import { pageMeta } from '../../http/pagination.js';
import { ok, page, sendFile } from '../../http/reply.js';
import { fieldErrors } from '../../http/validate.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
const WRITERS = ['Admin', 'Bdm'] as const;
const ADMIN = ['Admin'] as const;
const FILE_FIELDS = ['company_logo', 'sla_document'] as const;
const TOO_LARGE = { company_logo: 'Company logo must be 2 MB or smaller.', sla_document: 'SLA document must be 2 MB or smaller.' };
const ListQuery = z.object({ q: z.string().trim().max(200).optional() });

/**
 * A new client's missing logo and SLA: told in the same 422 as the fields' problems (the form shows
 * them all at once), before any file is looked at or stored.
 */
function missingFiles(body: ParsedBody): Record<string, string[]> {
  const errors = fieldErrors();
  if (!body.files.company_logo) errors.company_logo = [MSG.logoRequired];
  if (!body.files.sla_document) errors.sla_document = [MSG.slaRequired];
  return errors;
}

export function clientsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const clients = services.clients;
  const files = services.files;

  const checkUploads = async (body: ParsedBody) => ({
    logo: await files.check('logo', 'company_logo', body.files.company_logo),
    sla: await files.check('sla', 'sla_document', body.files.sla_document),
  });

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clientforms',
      access: STAFF,
      tag: 'Clients',
      summary: 'Clients',
      query: ListQuery,
      paged: true,
      response: ClientListBodySchema,
    },
    async ({ query: { q }, page: p }) => {
      const { rows, total } = await clients.list({ q, limit: p.limit, offset: p.offset });
      return page(rows, pageMeta(p, total));
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clientforms/dropdown',
      access: WRITERS,
      tag: 'Clients',
      summary: 'Every client’s id and name',
      response: ClientOptionsBodySchema,
    },
    async () => ok(await clients.dropdown()),
  );

  defineRoute(
    app,
    { method: 'GET', url: '/clientforms/count', access: STAFF, tag: 'Dashboard', summary: 'Clients', response: CountBodySchema },
    async () => {
      const count = await clients.count();
      return ok({ count }, { count });
    },
  );

  defineRoute(
    app,
    { method: 'GET', url: '/clientforms/:id', access: STAFF, tag: 'Clients', summary: 'A client', params: ['id'], response: ClientBodySchema },
    async ({ params }) => ok(await clients.get(params.id)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clientforms/:id/logo',
      access: STAFF,
      tag: 'Clients',
      summary: 'The client’s logo',
      params: ['id'],
      response: { file: FILE_KINDS.logo.mimes },
    },
    async ({ reply, params }) => sendFile(reply, await files.download(await clients.logoFileId(params.id))),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clientforms/:id/sla',
      access: STAFF,
      tag: 'Clients',
      summary: 'The client’s SLA',
      params: ['id'],
      response: { file: FILE_KINDS.sla.mimes },
    },
    async ({ reply, params }) => sendFile(reply, await files.download(await clients.slaFileId(params.id))),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/clientforms',
      access: WRITERS,
      tag: 'Clients',
      summary: 'Create a client (multipart with logo and SLA)',
      body: ClientCreateSchema,
      multipart: true,
      response: ClientBodySchema,
      status: 201,
    },
    async ({ request, parseBody }) => {
      const body = await readBody(request, FILE_FIELDS, TOO_LARGE);
      const input = parseBody(body.fields, missingFiles(body));
      const { logo, sla } = await checkUploads(body);
      const user = requireUser(request);
      const client = await clients.create(input, logo!, sla!, user.user_role === 'Bdm' ? user.id : null);
      return ok(client, { message: 'Form submitted successfully!' });
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/clientforms/:id',
      access: WRITERS,
      tag: 'Clients',
      summary: 'Update a client',
      params: ['id'],
      body: ClientUpdateSchema,
      multipart: true,
      response: ClientBodySchema,
    },
    async ({ request, params, parseBody }) => {
      const body = await readBody(request, FILE_FIELDS, TOO_LARGE);
      const input = parseBody(body.fields);
      const { logo, sla } = await checkUploads(body);
      return ok(await clients.update(params.id, input, logo, sla), { message: 'Client updated successfully!' });
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/clientforms/:id/owner',
      access: ADMIN,
      tag: 'Clients',
      summary: 'Give a client to an active Bdm user, or to nobody (audited)',
      params: ['id'],
      body: ClientOwnerInputSchema,
      response: ClientBodySchema,
    },
    async ({ request, params, body }) =>
      ok(await clients.setOwner(params.id, body.owner_user_id, requireUser(request).id), { message: CLIENT_OWNER_MSG.changed }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clientforms/:id/owner-changes',
      access: ADMIN,
      tag: 'Clients',
      summary: 'Who changed a client’s owner, from whom to whom, and when',
      params: ['id'],
      response: ClientOwnerChangesBodySchema,
    },
    async ({ params }) => ok(await clients.ownerChanges(params.id)),
  );
}
