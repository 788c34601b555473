import type { FastifyInstance } from 'fastify';
import { FILE_KINDS, ScamReportBodySchema, ScamReportListBodySchema, ScamReportSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { readBody } from '../../http/multipart.js';
import { pageMeta } from '../../http/pagination.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page, sendFile } from '../../http/reply.js';

export function scamsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const scams = services.scams;
  const files = services.files;

  // agree_privacy / agree_terms are checked by the form only and never stored (staff-portal.md §3)
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/report-scam',
      access: 'public',
      tag: 'Public forms',
      summary: 'Report a scam (multipart, optional proof file)',
      body: ScamReportSchema,
      multipart: true,
      response: ScamReportBodySchema,
      status: 201,
      rateLimit: publicWriteLimit(ctx),
      keepsCache: true,
    },
    async ({ request, parseBody }) => {
      const body = await readBody(request, ['proof_file'], { proof_file: 'Proof file must be 2 MB or smaller.' });
      const input = parseBody(body.fields);
      const proof = await files.check('proof', 'proof_file', body.files.proof_file);
      const report = await scams.report(input, proof);
      return ok(report, { message: 'Report submitted successfully!' });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/scams',
      access: ['Admin'],
      tag: 'Public forms',
      summary: 'Scam reports',
      paged: true,
      response: ScamReportListBodySchema,
    },
    async ({ page: p }) => {
      const { rows, total } = await scams.list(p.limit, p.offset);
      return page(rows, pageMeta(p, total));
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/scams/:id/proof',
      access: ['Admin'],
      tag: 'Public forms',
      summary: 'A scam report’s proof',
      params: ['id'],
      response: { file: FILE_KINDS.proof.mimes },
    },
    async ({ reply, params }) => sendFile(reply, await files.download(await scams.proofFileId(params.id))),
  );
}
