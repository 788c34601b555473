import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../src/http/define-route.js';
import { registerErrorHandling } from '../src/http/error-handler.js';
import { readBody } from '../src/http/multipart.js';
import { cachedRead } from '../src/http/response-cache.js';

/** Issue 42: one definition per route gives the route its config and its handler the parsed input. */
describe('defineRoute', () => {
  let app: FastifyInstance;
  const registered: RouteOptions[] = [];
  const Note = z.object({ body: z.string().min(1) });

  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart);
    registerErrorHandling(app);
    app.addHook('onRoute', (route) => void registered.push(route));
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/notes/:id',
        access: ['Admin'],
        tag: 'Candidates',
        summary: 'Add a note',
        params: ['id'],
        body: Note,
        response: z.object({}),
        status: 201,
        changes: ['timeline'],
      },
      async ({ params, body }) => ({ id: params.id, body: body.body }),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/items',
        access: 'public',
        tag: 'Jobs',
        summary: 'Items',
        query: z.object({ q: z.string().max(3).optional() }),
        paged: true,
        response: z.object({}),
        cache: cachedRead('anonymous', { paged: true }),
      },
      async ({ query, page }) => ({ q: query.q ?? null, page: page.page, per_page: page.per_page }),
    );
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/photo',
        access: ['Admin'],
        tag: 'Team',
        summary: 'A form with a required file',
        body: Note,
        multipart: true,
        response: z.object({}),
      },
      async ({ request, parseBody }) => {
        const form = await readBody(request, ['photo']);
        return parseBody(form.fields, form.files.photo ? {} : { photo: ['Please choose a photo.'] });
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('puts the access, the declaration and the route config it states into the route config, and nothing else', () => {
    const notes = registered.find((r) => r.url === '/notes/:id')!.config as Record<string, unknown>;
    expect(notes.access).toEqual(['Admin']);
    expect(notes.changes).toEqual(['timeline']);
    expect((notes.declaration as { summary: string }).summary).toBe('Add a note');
    expect(Object.keys(notes).sort()).toEqual(['access', 'changes', 'declaration']);
    const items = registered.find((r) => r.url === '/items' && r.method === 'GET')!.config as Record<string, unknown>;
    expect(items.cache).toMatchObject({ scope: 'anonymous', query: ['page', 'per_page'] });
    expect(registered.find((r) => r.url === '/photo')!.config).toMatchObject({ multipart: true });
  });

  it('answers with the declared status and the parsed ids and body', async () => {
    const res = await app.inject({ method: 'POST', url: '/notes/7', payload: { body: 'Called' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 7, body: 'Called' });
  });

  it('reads the declared ids before the body: an unknown id is a 404 whatever the body, then a bad body a 422', async () => {
    expect((await app.inject({ method: 'POST', url: '/notes/x', payload: {} })).statusCode).toBe(404);
    const res = await app.inject({ method: 'POST', url: '/notes/7', payload: { body: '' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['body']);
  });

  it('parses the query, then the page (defaults filled, out of range a 422 naming it)', async () => {
    expect((await app.inject({ url: '/items?q=ab&page=2' })).json()).toEqual({ q: 'ab', page: 2, per_page: 25 });
    expect(Object.keys((await app.inject({ url: '/items?q=abcd' })).json().errors)).toEqual(['q']);
    expect(Object.keys((await app.inject({ url: '/items?per_page=1000' })).json().errors)).toEqual(['per_page']);
  });

  it("gives a multipart route parseBody: the fields' problems and a missing file in one 422", async () => {
    const res = await app.inject({ method: 'PUT', url: '/photo', payload: { body: '' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['body', 'photo']);
    const fine = await app.inject({ method: 'PUT', url: '/photo', payload: { body: 'x' } });
    expect(fine.statusCode).toBe(422);
    expect(fine.json().errors).toEqual({ photo: ['Please choose a photo.'] });
  });
});
