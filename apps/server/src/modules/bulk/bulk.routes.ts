import type { FastifyInstance } from 'fastify';
import { BulkActionSchema, BulkResultBodySchema, BulkSelectionSchema, PIPELINE_STAGE_LABELS, csvRow, zonedDate } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { sendCsv } from '../../http/download.js';
import { ok } from '../../http/reply.js';

const ADMIN_HR = ['Admin', 'Hrteam'] as const;

/** Bulk work on the candidate search (issue 43): Admin and Hrteam, as the search itself. */
export function bulkRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const bulk = services.bulk;
  const csvDate = (iso: string) => zonedDate(new Date(iso), ctx.config.timeZone);

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/candidates/bulk',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'One action on the ticked search rows or all matching the filters (at most 500), row by row',
      body: BulkActionSchema,
      response: BulkResultBodySchema,
    },
    async ({ request, body }) => {
      const { result, message } = await bulk.run(body, requireUser(request).id);
      return ok(result, { message });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/candidates/bulk/export',
      access: ADMIN_HR,
      tag: 'Candidates',
      summary: 'The ticked search rows (or all matching, at most 500) as CSV',
      body: BulkSelectionSchema,
      response: { file: ['text/csv'] },
    },
    async ({ request, reply, body }) => {
      const people = await bulk.exportRows(body, requireUser(request).id);
      function* lines() {
        yield '\uFEFF';
        yield csvRow(['Name', 'E-mail', 'Phone', 'Location', 'First applied', 'Applications']);
        for (const p of people) {
          const apps = p.applications.map((a) => `${a.job_title} (${a.client_name ?? ''}): ${PIPELINE_STAGE_LABELS[a.stage]}`).join('; ');
          yield csvRow([p.candidate_name, p.email, p.mobile_number, p.current_location, csvDate(p.first_applied_at), apps]);
        }
      }
      return sendCsv(reply, 'candidates-selected.csv', lines());
    },
  );
}
