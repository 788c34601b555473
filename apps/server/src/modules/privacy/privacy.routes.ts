import type { FastifyInstance } from 'fastify';
import {
  ErasureResultBodySchema,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_UPDATED_AT,
  PRIVACY_NOTICE_VERSION,
  PersonFoundBodySchema,
  PersonQuerySchema,
  PersonalDataOverviewBodySchema,
  PrivacyNoticeBodySchema,
  RetentionRunBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { sendDownload } from '../../http/download.js';
import { ok } from '../../http/reply.js';

const ADMIN = ['Admin'] as const;

/** The Admin "Personal data" page (issue 18): what is due for deletion, the runs, export and erasure of a person. */
export function privacyRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const privacy = services.privacy;

  // the consent value the public forms send, for any client (issue 41): a constant, nothing is read
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/privacy-notice',
      access: 'public',
      tag: 'Personal data',
      summary: 'The privacy notice’s version: the one value `privacy_consent` accepts on applications and referrals',
      response: PrivacyNoticeBodySchema,
    },
    async () => ok({ version: PRIVACY_NOTICE_VERSION, path: PRIVACY_NOTICE_PATH, updated_at: PRIVACY_NOTICE_UPDATED_AT }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/personal-data/overview',
      access: ADMIN,
      tag: 'Personal data',
      summary: 'Retention: due for deletion, runs, erasures',
      response: PersonalDataOverviewBodySchema,
    },
    async () => ok(await privacy.overview()),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/personal-data/retention/run',
      access: ADMIN,
      tag: 'Personal data',
      summary: 'Run the retention job now',
      response: RetentionRunBodySchema,
    },
    async () => {
      const run = await privacy.runRetention();
      return ok(run, { message: `${run.candidates_erased} candidate(s) and ${run.referrals_deleted} referral(s) erased.` });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/personal-data/person',
      access: ADMIN,
      tag: 'Personal data',
      summary: 'What is held about a person',
      query: PersonQuerySchema,
      response: PersonFoundBodySchema,
    },
    async ({ query }) => ok(await privacy.person(query)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/personal-data/export',
      access: ADMIN,
      tag: 'Personal data',
      summary: 'A person’s data as a ZIP',
      query: PersonQuerySchema,
      response: { file: ['application/zip'] },
    },
    async ({ request, reply, query }) => {
      const zip = await privacy.exportZip(query, requireUser(request).id);
      // the file name says when, never whom (it lands in download folders and proxy logs)
      return sendDownload(reply, { type: 'application/zip', filename: `personal-data-${ctx.clock().toISOString().slice(0, 10)}.zip`, body: zip });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/personal-data/erase',
      access: ADMIN,
      tag: 'Personal data',
      summary: 'Erase a person',
      body: PersonQuerySchema,
      response: ErasureResultBodySchema,
    },
    async ({ request, body }) => {
      const result = await privacy.erase(body, requireUser(request).id);
      return ok(result, {
        message: `Erased: ${result.rows_deleted} row(s) and ${result.files_removed} file(s); ${result.referrals_anonymised} referral(s) anonymised${
          result.contacts_anonymised ? `; ${result.contacts_anonymised} client contact(s) anonymised` : ''
        }.`,
      });
    },
  );
}
