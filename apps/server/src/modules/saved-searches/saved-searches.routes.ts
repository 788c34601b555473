import type { FastifyInstance } from 'fastify';
import {
  SavedSearchBodySchema,
  SavedSearchCreateSchema,
  SavedSearchDeletedBodySchema,
  SavedSearchListBodySchema,
  SavedSearchUpdateSchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

/** The callers of the candidate search keep its filters under a name (issue 43). */
const ADMIN_HR = ['Admin', 'Hrteam'] as const;

export function savedSearchesRoutes(app: FastifyInstance, _ctx: AppContext, services: Services) {
  const saved = services.savedSearches;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/saved-searches',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'The caller’s saved candidate searches and the shared ones, by name',
      response: SavedSearchListBodySchema,
    },
    async ({ request }) => ok(await saved.list(requireUser(request))),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/saved-searches',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Save the candidate search’s filters under a name',
      body: SavedSearchCreateSchema,
      response: SavedSearchBodySchema,
      status: 201,
    },
    async ({ request, body }) => ok(await saved.create(requireUser(request), body), { message: 'Search saved.' }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/saved-searches/:id',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Rename a saved search, share it or make it private (its owner or Admin)',
      params: ['id'],
      body: SavedSearchUpdateSchema,
      response: SavedSearchBodySchema,
    },
    async ({ request, params, body }) => ok(await saved.update(requireUser(request), params.id, body), { message: 'Saved search updated.' }),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/saved-searches/:id',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'Delete a saved search (its owner or Admin)',
      params: ['id'],
      response: SavedSearchDeletedBodySchema,
    },
    async ({ request, params }) => ok(await saved.remove(requireUser(request), params.id), { message: 'Saved search deleted.' }),
  );
}
