import type { FastifyInstance } from 'fastify';
import {
  CLIENT_REVIEW_MSG,
  ClientContactBodySchema,
  ClientContactInputSchema,
  ClientContactListBodySchema,
  NoDataBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
const WRITERS = ['Admin', 'Bdm'] as const;

/** A client's contacts (issue 44): every staff role reads them (Hrteam sends links to them), Admin and Bdm manage them. */
export function clientContactsRoutes(app: FastifyInstance, _ctx: AppContext, services: Services) {
  const contacts = services.clientContacts;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clientforms/:id/contacts',
      access: STAFF,
      tag: 'Clients',
      summary: 'A client’s contacts',
      params: ['id'],
      response: ClientContactListBodySchema,
    },
    async ({ params }) => ok(await contacts.list(params.id)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/clientforms/:id/contacts',
      access: WRITERS,
      tag: 'Clients',
      summary: 'Add a contact to a client',
      params: ['id'],
      body: ClientContactInputSchema,
      response: ClientContactBodySchema,
      status: 201,
    },
    async ({ params, body }) => ok(await contacts.create(params.id, body), { message: CLIENT_REVIEW_MSG.contactSaved }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/client-contacts/:id',
      access: WRITERS,
      tag: 'Clients',
      summary: 'Change a client’s contact',
      params: ['id'],
      body: ClientContactInputSchema,
      response: ClientContactBodySchema,
    },
    async ({ params, body }) => ok(await contacts.update(params.id, body), { message: CLIENT_REVIEW_MSG.contactSaved }),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/client-contacts/:id',
      access: WRITERS,
      tag: 'Clients',
      summary: 'Delete a client’s contact (409 once it was sent a review link)',
      params: ['id'],
      response: NoDataBodySchema,
    },
    async ({ params }) => {
      await contacts.remove(params.id);
      return ok(null, { message: CLIENT_REVIEW_MSG.contactDeleted });
    },
  );
}
