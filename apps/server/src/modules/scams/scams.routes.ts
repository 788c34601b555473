import type { FastifyInstance } from 'fastify';
import { ScamReportSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { readBody } from '../../http/multipart.js';
import { pageMeta, readPage } from '../../http/pagination.js';
import { parseId } from '../../http/params.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok, page, sendFile } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

export function scamsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const scams = services.scams;
  const files = services.files;

  // agree_privacy / agree_terms are checked by the form only and never stored (staff-portal.md §3)
  app.post(
    '/report-scam',
    { config: { access: 'public', rateLimit: publicWriteLimit(ctx), keepsCache: true, multipart: true } },
    async (request, reply) => {
      const body = await readBody(request, ['proof_file'], { proof_file: 'Proof file must be 2 MB or smaller.' });
      const input = parseOrThrow(ScamReportSchema, body.fields);
      const proof = await files.check('proof', 'proof_file', body.files.proof_file);
      const report = await scams.report(input, proof);
      return reply.status(201).send(ok(report, { message: 'Report submitted successfully!' }));
    },
  );

  app.get('/scams', { config: { access: ['Admin'] } }, async (request) => {
    const p = readPage(request.query);
    const { rows, total } = await scams.list(p.limit, p.offset);
    return page(rows, pageMeta(p, total));
  });

  app.get('/scams/:id/proof', { config: { access: ['Admin'] } }, async (request, reply) =>
    sendFile(reply, await files.download(await scams.proofFileId(parseId(request.params)))),
  );
}
