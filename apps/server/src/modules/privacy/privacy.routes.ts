import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_UPDATED_AT, PRIVACY_NOTICE_VERSION, PersonQuerySchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { ok } from '../../http/reply.js';
import { parseOrThrow } from '../../http/validate.js';

/** The Admin "Personal data" page (issue 18): what is due for deletion, the runs, export and erasure of a person. */
export function privacyRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const privacy = services.privacy;
  const ADMIN = ['Admin'] as const;

  // the consent value the public forms send, for any client (issue 41): a constant, nothing is read
  app.get('/privacy-notice', { config: { access: 'public' } }, async () =>
    ok({ version: PRIVACY_NOTICE_VERSION, path: PRIVACY_NOTICE_PATH, updated_at: PRIVACY_NOTICE_UPDATED_AT }),
  );

  app.get('/personal-data/overview', { config: { access: ADMIN } }, async () => ok(await privacy.overview()));

  app.post('/personal-data/retention/run', { config: { access: ADMIN } }, async () => {
    const run = await privacy.runRetention();
    return ok(run, { message: `${run.candidates_erased} candidate(s) and ${run.referrals_deleted} referral(s) erased.` });
  });

  app.get('/personal-data/person', { config: { access: ADMIN } }, async (request) =>
    ok(await privacy.person(parseOrThrow(PersonQuerySchema, request.query))),
  );

  app.get('/personal-data/export', { config: { access: ADMIN } }, async (request, reply) => {
    const zip = await privacy.exportZip(parseOrThrow(PersonQuerySchema, request.query), request.user!.id);
    // the file name says when, never whom (it lands in download folders and proxy logs)
    const name = `personal-data-${ctx.clock().toISOString().slice(0, 10)}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(zip);
  });

  app.post('/personal-data/erase', { config: { access: ADMIN } }, async (request) => {
    const result = await privacy.erase(parseOrThrow(PersonQuerySchema, request.body ?? {}), request.user!.id);
    return ok(result, {
      message: `Erased: ${result.rows_deleted} row(s) and ${result.files_removed} file(s); ${result.referrals_anonymised} referral(s) anonymised.`,
    });
  });
}
