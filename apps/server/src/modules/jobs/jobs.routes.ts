import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CloseSchema, JobCreateSchema, JobListQuery, JobUpdateSchema, ReopenSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { Forbidden } from '../../http/errors.js';
import { readBody } from '../../http/multipart.js';
import { cachedRead } from '../../http/response-cache.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { ok, page, sendFile } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
/** `deleted=1`: Admin's list of soft-deleted jobs, which can be restored. */
const DeletedQuery = z.object({ deleted: z.enum(['0', '1']).optional() });
const JD_FIELDS = ['jd_document', 'jd_document_file'] as const;
const truthy = (v: string | undefined) => v === '1' || v === 'true';

export function jobsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const jobs = services.jobs;
  const files = services.files;
  const stats = services.stats;

  app.get(
    '/recruitments',
    { config: { access: 'public', cache: cachedRead('anonymous', { schemas: [JobListQuery], paged: true, reads: ['jobs'] }) } },
    async (request) => {
      const q = parseOrThrow(JobListQuery, request.query);
      const staff = Boolean(request.user);
      const p = readPage(request.query);
      const { rows, total } = await jobs.list(
        {
          // anonymous callers only ever see visible jobs; staff see all unless they ask otherwise.
          // Every filter applies to anyone: `status=closed` finds no visible job
          visibleOnly: !staff || truthy(q.active_only) || truthy(q.active),
          publicView: !staff,
          q: q.q,
          location: q.location,
          industry: q.industry,
          status: q.status,
          client_id: q.client_id,
          limit: p.limit,
          offset: p.offset,
        },
        staff,
      );
      return page(rows, pageMeta(p, total));
    },
  );

  app.get(
    '/recruitments/admin/all',
    { config: { access: STAFF, cache: cachedRead('staff', { schemas: [JobListQuery, DeletedQuery], paged: true, reads: ['jobs'] }) } },
    async (request) => {
      const q = parseOrThrow(JobListQuery, request.query);
      const { deleted } = parseOrThrow(DeletedQuery, request.query);
      // the deleted jobs (to restore one) are Admin's to see
      if (deleted === '1' && request.user!.user_role !== 'Admin') throw new Forbidden();
      const p = readPage(request.query);
      const { rows, total } = await jobs.list(
        {
          visibleOnly: false,
          deletedOnly: deleted === '1',
          q: q.q,
          location: q.location,
          industry: q.industry,
          status: q.status,
          client_id: q.client_id,
          limit: p.limit,
          offset: p.offset,
        },
        true,
      );
      return page(rows, pageMeta(p, total));
    },
  );

  app.get('/recruitments/positions', { config: { access: STAFF, cache: cachedRead('staff', { reads: ['jobs'] }) } }, async () =>
    ok(await jobs.positions()),
  );

  app.get('/recruitments/count', { config: { access: STAFF } }, async () => {
    const count = await jobs.countActive();
    return ok({ count }, { count });
  });

  app.get('/recruitments/interviews/count', { config: { access: STAFF } }, async () => {
    const count = await stats.interviewsScheduled();
    return ok({ count }, { count });
  });

  app.get('/recruitments/:id', { config: { access: 'public', cache: cachedRead('anonymous', { reads: ['jobs'] }) } }, async (request) =>
    ok(await jobs.get(parseId(request.params), Boolean(request.user))),
  );

  app.get('/recruitments/:id/jd', { config: { access: STAFF } }, async (request, reply) =>
    sendFile(reply, await files.download(await jobs.jdFileId(parseId(request.params)))),
  );

  app.post('/recruitments', { config: { access: ['Admin', 'Bdm'], multipart: true } }, async (request, reply) => {
    const body = await readBody(request, JD_FIELDS);
    const input = parseOrThrow(JobCreateSchema, body.fields);
    const jd = await files.check('jd', 'jd_document', body.files.jd_document ?? body.files.jd_document_file);
    const job = await jobs.create(input, jd);
    return reply.status(201).send(ok(job, { message: 'Job requirement created successfully!' }));
  });

  const update = async (request: FastifyRequest) => {
    const id = parseId(request.params);
    const body = await readBody(request, JD_FIELDS);
    const input = parseOrThrow(JobUpdateSchema, body.fields);
    const jd = await files.check('jd', 'jd_document', body.files.jd_document ?? body.files.jd_document_file);
    const { job, autoAction } = await jobs.update(id, input, jd, request.user!.id);
    return ok(job, { message: 'Job updated successfully!', auto_action_result: autoAction });
  };
  app.put('/recruitments/:id', { config: { access: ['Admin', 'Bdm'], multipart: true } }, update);
  app.delete('/recruitments/:id', { config: { access: ['Admin'] } }, async (request) => {
    await jobs.remove(parseId(request.params));
    return ok(null, { message: 'Job deleted successfully.' });
  });

  app.post('/recruitments/:id/restore', { config: { access: ['Admin'] } }, async (request) => {
    const job = await jobs.restore(parseId(request.params));
    return ok(job, { message: 'Job restored.' });
  });

  app.post('/:id/reopen', { config: { access: ['Admin', 'Bdm'] } }, async (request) => {
    const { reason } = parseOrThrow(ReopenSchema, request.body ?? {});
    const r = await jobs.reopen(parseId(request.params), reason);
    return ok(r.job, { message: r.message, career_page_visible: r.career_page_visible });
  });

  app.post('/job-closure/:id/close', { config: { access: ['Admin', 'Bdm'] } }, async (request) => {
    const { reason } = parseOrThrow(CloseSchema, request.body ?? {});
    const job = await jobs.close(parseId(request.params), reason, request.user!.id);
    return ok(job, { message: 'Job closed successfully.' });
  });

  app.post('/job-closure/check-all', { config: { access: ['Admin', 'Hrteam'] } }, async () => {
    const closed = await jobs.checkAll();
    return ok(
      { closed_count: closed },
      { closed_count: closed, message: closed ? `${closed} job(s) closed: all positions filled.` : 'No job needed closing.' },
    );
  });

  app.get('/close', { config: { access: STAFF } }, async (request) => {
    const p = readPage(request.query);
    const { rows, total } = await jobs.closures(p.limit, p.offset);
    return page(rows, pageMeta(p, total));
  });
}
