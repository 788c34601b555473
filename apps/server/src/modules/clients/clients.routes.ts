import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ClientCreateSchema, ClientUpdateSchema, MSG } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { readBody, type ParsedBody } from '../../http/multipart.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { ok, page, sendFile } from '../../http/reply.js';
import { forbiddenCharacterErrors, invalidFields, issuesToErrors, mergeErrors, parseOrThrow } from '../../http/validate.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
const WRITERS = ['Admin', 'Bdm'] as const;
const FILE_FIELDS = ['company_logo', 'sla_document'] as const;
const TOO_LARGE = { company_logo: 'Company logo must be 2 MB or smaller.', sla_document: 'SLA document must be 2 MB or smaller.' };
const ListQuery = z.object({ q: z.string().trim().max(200).optional() });

/**
 * Every field problem and every missing required file in one 422 (the form shows them all at
 * once), before any file is looked at or stored.
 */
function parseClientForm<S extends z.ZodType>(schema: S, body: ParsedBody, filesRequired: boolean): z.output<S> {
  const parsed = schema.safeParse(body.fields);
  const errors = mergeErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues), forbiddenCharacterErrors(body.fields));
  if (filesRequired && !body.files.company_logo) errors.company_logo = [MSG.logoRequired];
  if (filesRequired && !body.files.sla_document) errors.sla_document = [MSG.slaRequired];
  if (Object.keys(errors).length) throw invalidFields(errors);
  return parsed.data as z.output<S>;
}

export function clientsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const clients = services.clients;
  const files = services.files;

  const checkUploads = async (body: ParsedBody) => ({
    logo: await files.check('logo', 'company_logo', body.files.company_logo),
    sla: await files.check('sla', 'sla_document', body.files.sla_document),
  });

  app.get('/clientforms', { config: { access: STAFF } }, async (request) => {
    const { q } = parseOrThrow(ListQuery, request.query);
    const p = readPage(request.query);
    const { rows, total } = await clients.list({ q, limit: p.limit, offset: p.offset });
    return page(rows, pageMeta(p, total));
  });

  app.get('/clientforms/dropdown', { config: { access: WRITERS } }, async () => ok(await clients.dropdown()));

  app.get('/clientforms/count', { config: { access: STAFF } }, async () => {
    const count = await clients.count();
    return ok({ count }, { count });
  });

  app.get('/clientforms/:id', { config: { access: STAFF } }, async (request) => ok(await clients.get(parseId(request.params))));

  app.get('/clientforms/:id/logo', { config: { access: STAFF } }, async (request, reply) =>
    sendFile(reply, await files.download(await clients.logoFileId(parseId(request.params)))),
  );
  app.get('/clientforms/:id/sla', { config: { access: STAFF } }, async (request, reply) =>
    sendFile(reply, await files.download(await clients.slaFileId(parseId(request.params)))),
  );

  app.post('/clientforms', { config: { access: WRITERS, multipart: true } }, async (request, reply) => {
    const body = await readBody(request, FILE_FIELDS, TOO_LARGE);
    const input = parseClientForm(ClientCreateSchema, body, true);
    const { logo, sla } = await checkUploads(body);
    const client = await clients.create(input, logo!, sla!);
    return reply.status(201).send(ok(client, { message: 'Form submitted successfully!' }));
  });

  const update = async (request: FastifyRequest) => {
    const id = parseId(request.params);
    const body = await readBody(request, FILE_FIELDS, TOO_LARGE);
    const input = parseClientForm(ClientUpdateSchema, body, false);
    const { logo, sla } = await checkUploads(body);
    return ok(await clients.update(id, input, logo, sla), { message: 'Client updated successfully!' });
  };
  app.put('/clientforms/:id', { config: { access: WRITERS, multipart: true } }, update);
}
