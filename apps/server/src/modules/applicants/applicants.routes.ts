import type { FastifyInstance } from 'fastify';
import {
  APPLICANT_MSG,
  ErasureResultBodySchema,
  MyApplicationBodySchema,
  MyApplicationsAccessSchema,
  MyApplicationsLinkSchema,
  MyApplicationsOpenSchema,
  MyApplicationsOpenedBodySchema,
  MyApplicationsPageBodySchema,
  MSG,
  NoDataBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { sendDownload } from '../../http/download.js';
import { Invalid } from '../../http/errors.js';
import { readBody } from '../../http/multipart.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok } from '../../http/reply.js';
import { answeredWorkSettled } from '../../background/after-answer.js';

/**
 * "My applications" without a password (issue 46): public routes, each naming the page by the
 * token its link opened (in the body: never in a URL, so never in a log).
 */
export function applicantsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const applicants = services.applicants;
  const files = services.files;
  const linkLimit = { max: ctx.config.limits.loginPerMinute, timeWindow: 60_000 };
  const pageLimit = { max: ctx.config.limits.publicReadPerMinute, timeWindow: 60_000 };
  app.addHook('onClose', async () => answeredWorkSettled(ctx));

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/link',
      access: 'public',
      tag: 'Candidates',
      summary: 'Mail a link to the applications made with this e-mail (the same answer whether there are any)',
      body: MyApplicationsLinkSchema,
      response: NoDataBodySchema,
      keepsCache: true,
      rateLimit: linkLimit,
    },
    async ({ request, body: { email } }) => {
      applicants.requestLink(email, (err) => request.log.error({ err }, 'my-applications link request failed'));
      return ok(null, { message: APPLICANT_MSG.linkSent });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/open',
      access: 'public',
      tag: 'Candidates',
      summary: 'Open a mailed link (once): the page’s token, for 30 minutes',
      body: MyApplicationsOpenSchema,
      response: MyApplicationsOpenedBodySchema,
      keepsCache: true,
      rateLimit: linkLimit,
    },
    async ({ body: { token } }) => ok(await applicants.open(token)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/view',
      access: 'public',
      tag: 'Candidates',
      summary: 'The applicant’s applications, each with its stage in their words',
      body: MyApplicationsAccessSchema,
      response: MyApplicationsPageBodySchema,
      keepsCache: true,
      rateLimit: pageLimit,
    },
    async ({ body: { access } }) => ok(await applicants.view(access)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/:id/withdraw',
      access: 'public',
      tag: 'Candidates',
      summary: 'Withdraw one of the applicant’s applications',
      params: ['id'],
      body: MyApplicationsAccessSchema,
      response: MyApplicationBodySchema,
      rateLimit: pageLimit,
    },
    async ({ params, body: { access } }) => ok(await applicants.withdraw(access, params.id), { message: APPLICANT_MSG.withdrawn }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/:id/resume',
      access: 'public',
      tag: 'Candidates',
      summary: 'Replace the résumé of one of the applicant’s applications (multipart: `access` and `resume`)',
      params: ['id'],
      body: MyApplicationsAccessSchema,
      multipart: true,
      response: MyApplicationBodySchema,
      rateLimit: publicWriteLimit(ctx),
    },
    async ({ request, params, parseBody }) => {
      const body = await readBody(request, ['resume'], { resume: MSG.resumeTooLarge });
      const fileErrors: Record<string, string[]> = body.files.resume ? {} : { resume: [MSG.resumeRequired] };
      const { access } = parseBody(body.fields, fileErrors);
      const resume = await files.check('resume', 'resume', body.files.resume);
      if (!resume) throw Invalid.field('resume', MSG.resumeRequired);
      return ok(await applicants.replaceResume(access, params.id, resume), { message: APPLICANT_MSG.resumeReplaced });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/interviews/:id/calendar',
      access: 'public',
      tag: 'Candidates',
      summary: 'One of the applicant’s interviews as a calendar file',
      params: ['id'],
      body: MyApplicationsAccessSchema,
      response: { file: ['text/calendar'] },
      keepsCache: true,
      rateLimit: pageLimit,
    },
    async ({ reply, params, body: { access } }) => {
      const { filename, body } = await applicants.calendar(access, params.id);
      return sendDownload(reply, { type: 'text/calendar; charset=utf-8', filename, body });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/export',
      access: 'public',
      tag: 'Personal data',
      summary: 'Everything held about the applicant, as a ZIP',
      body: MyApplicationsAccessSchema,
      response: { file: ['application/zip'] },
      keepsCache: true,
      rateLimit: pageLimit,
    },
    async ({ reply, body: { access } }) => {
      const zip = await applicants.exportZip(access);
      return sendDownload(reply, { type: 'application/zip', filename: `personal-data-${ctx.clock().toISOString().slice(0, 10)}.zip`, body: zip });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/my-applications/erase',
      access: 'public',
      tag: 'Personal data',
      summary: 'Erase everything held about the applicant',
      body: MyApplicationsAccessSchema,
      response: ErasureResultBodySchema,
      rateLimit: pageLimit,
    },
    async ({ body: { access } }) => ok(await applicants.erase(access), { message: APPLICANT_MSG.erased }),
  );
}
