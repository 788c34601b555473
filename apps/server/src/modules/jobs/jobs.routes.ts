import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CheckAllBodySchema,
  CloseSchema,
  CountBodySchema,
  FILE_KINDS,
  JobBodySchema,
  JobClosureListBodySchema,
  JobCreateSchema,
  JobListBodySchema,
  JobFacetsBodySchema,
  JobFacetsQuery,
  JobListQuery,
  JobReopenBodySchema,
  JobUpdateBodySchema,
  JobUpdateSchema,
  NoDataBodySchema,
  PositionGroupsBodySchema,
  ReopenSchema,
  StaffJobBodySchema,
  StaffJobListBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { Forbidden } from '../../http/errors.js';
import { readBody } from '../../http/multipart.js';
import { cachedRead } from '../../http/response-cache.js';
import { pageMeta } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { ok, page, sendFile } from '../../http/reply.js';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
const WRITERS = ['Admin', 'Bdm'] as const;
const ADMIN = ['Admin'] as const;
/** `deleted=1`: Admin's list of soft-deleted jobs, which can be restored. */
const DeletedQuery = z.object({ deleted: z.enum(['0', '1']).optional() });
const JD_FIELDS = ['jd_document', 'jd_document_file'] as const;
const truthy = (v: string | undefined) => v === '1' || v === 'true';

export function jobsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const jobs = services.jobs;
  const files = services.files;
  const stats = services.stats;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments',
      access: 'public',
      tag: 'Jobs',
      summary: 'Jobs, newest first: anonymous callers get visible jobs with public fields, staff every job with every field',
      query: JobListQuery,
      paged: true,
      response: JobListBodySchema,
      cache: cachedRead('anonymous', { schemas: [JobListQuery], paged: true, reads: ['jobs'] }),
    },
    async ({ request, query: q, page: p }) => {
      const staff = Boolean(request.user);
      const { rows, total } = await jobs.list(
        {
          // anonymous callers only ever see visible jobs; staff see all unless they ask otherwise.
          // Every filter applies to anyone: `status=closed` finds no visible job
          visibleOnly: !staff || truthy(q.active_only) || truthy(q.active),
          publicView: !staff,
          q: q.q,
          location: q.location,
          industry: q.industry,
          work_mode: q.work_mode,
          experience: q.experience,
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

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/facets',
      access: 'public',
      tag: 'Jobs',
      summary:
        'The careers filters: open visible jobs counted by location, industry, work mode and experience band, each with the other filters applied',
      query: JobFacetsQuery,
      response: JobFacetsBodySchema,
      cache: cachedRead('anonymous', { schemas: [JobFacetsQuery], reads: ['jobs'] }),
    },
    async ({ query: q }) => ok(await jobs.facets(q)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/admin/all',
      access: STAFF,
      tag: 'Jobs',
      summary: 'Every job with the closure fields (deleted=1: Admin’s deleted jobs)',
      query: JobListQuery.extend(DeletedQuery.shape),
      paged: true,
      response: StaffJobListBodySchema,
      cache: cachedRead('staff', { schemas: [JobListQuery, DeletedQuery], paged: true, reads: ['jobs'] }),
    },
    async ({ request, query: q, page: p }) => {
      // the deleted jobs (to restore one) are Admin's to see
      if (q.deleted === '1' && requireUser(request).user_role !== 'Admin') throw new Forbidden();
      const { rows, total } = await jobs.list(
        {
          visibleOnly: false,
          deletedOnly: q.deleted === '1',
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

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/positions',
      access: STAFF,
      tag: 'Jobs',
      summary: 'Every job not deleted, grouped by title and client (the Positions page)',
      response: PositionGroupsBodySchema,
      cache: cachedRead('staff', { reads: ['jobs'] }),
    },
    async () => ok(await jobs.positions()),
  );

  defineRoute(
    app,
    { method: 'GET', url: '/recruitments/count', access: STAFF, tag: 'Dashboard', summary: 'Active jobs', response: CountBodySchema },
    async () => {
      const count = await jobs.countActive();
      return ok({ count }, { count });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/interviews/count',
      access: STAFF,
      tag: 'Dashboard',
      summary: 'Interviews scheduled',
      response: CountBodySchema,
    },
    async () => {
      const count = await stats.interviewsScheduled();
      return ok({ count }, { count });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/:id',
      access: 'public',
      tag: 'Jobs',
      summary: 'A job (anonymous: 404 unless visible)',
      params: ['id'],
      response: JobBodySchema,
      cache: cachedRead('anonymous', { reads: ['jobs'] }),
    },
    async ({ request, params }) => ok(await jobs.get(params.id, Boolean(request.user))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/recruitments/:id/jd',
      access: STAFF,
      tag: 'Jobs',
      summary: 'The job description file',
      params: ['id'],
      response: { file: FILE_KINDS.jd.mimes },
    },
    async ({ reply, params }) => sendFile(reply, await files.download(await jobs.jdFileId(params.id))),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/recruitments',
      access: WRITERS,
      tag: 'Jobs',
      summary: 'Create a job',
      body: JobCreateSchema,
      multipart: true,
      response: StaffJobBodySchema,
      status: 201,
    },
    async ({ request, parseBody }) => {
      const body = await readBody(request, JD_FIELDS);
      const input = parseBody(body.fields);
      const jd = await files.check('jd', 'jd_document', body.files.jd_document ?? body.files.jd_document_file);
      const job = await jobs.create(input, jd);
      return ok(job, { message: 'Job requirement created successfully!' });
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/recruitments/:id',
      access: WRITERS,
      tag: 'Jobs',
      summary: 'Update a job (may close or reopen it by itself)',
      params: ['id'],
      body: JobUpdateSchema,
      multipart: true,
      response: JobUpdateBodySchema,
    },
    async ({ request, params, parseBody }) => {
      const body = await readBody(request, JD_FIELDS);
      const input = parseBody(body.fields);
      const jd = await files.check('jd', 'jd_document', body.files.jd_document ?? body.files.jd_document_file);
      const { job, autoAction } = await jobs.update(params.id, input, jd, requireUser(request).id);
      return ok(job, { message: 'Job updated successfully!', auto_action_result: autoAction });
    },
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/recruitments/:id',
      access: ADMIN,
      tag: 'Jobs',
      summary: 'Soft-delete a job',
      params: ['id'],
      response: NoDataBodySchema,
    },
    async ({ params }) => {
      await jobs.remove(params.id);
      return ok(null, { message: 'Job deleted successfully.' });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/recruitments/:id/restore',
      access: ADMIN,
      tag: 'Jobs',
      summary: 'Restore a deleted job',
      params: ['id'],
      response: StaffJobBodySchema,
    },
    async ({ params }) => {
      const job = await jobs.restore(params.id);
      return ok(job, { message: 'Job restored.' });
    },
  );

  // the body is checked before the id (a 422 before a 404), so the id is read in the handler
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/:id/reopen',
      access: WRITERS,
      tag: 'Jobs',
      summary: 'Reopen a closed job',
      body: ReopenSchema,
      response: JobReopenBodySchema,
    },
    async ({ request, body: { reason } }) => {
      const r = await jobs.reopen(parseId(request.params), reason);
      return ok(r.job, { message: r.message, career_page_visible: r.career_page_visible });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/job-closure/:id/close',
      access: WRITERS,
      tag: 'Jobs',
      summary: 'Close a job with a reason',
      body: CloseSchema,
      response: StaffJobBodySchema,
    },
    async ({ request, body: { reason } }) => {
      const job = await jobs.close(parseId(request.params), reason, requireUser(request).id);
      return ok(job, { message: 'Job closed successfully.' });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/job-closure/check-all',
      access: ['Admin', 'Hrteam'],
      tag: 'Jobs',
      summary: 'Close every job whose positions are filled',
      response: CheckAllBodySchema,
    },
    async () => {
      const closed = await jobs.checkAll();
      return ok(
        { closed_count: closed },
        { closed_count: closed, message: closed ? `${closed} job(s) closed: all positions filled.` : 'No job needed closing.' },
      );
    },
  );

  defineRoute(
    app,
    { method: 'GET', url: '/close', access: STAFF, tag: 'Jobs', summary: 'Closure records', paged: true, response: JobClosureListBodySchema },
    async ({ page: p }) => {
      const { rows, total } = await jobs.closures(p.limit, p.offset);
      return page(rows, pageMeta(p, total));
    },
  );
}
