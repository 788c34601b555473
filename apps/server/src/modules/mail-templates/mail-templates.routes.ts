import type { FastifyInstance } from 'fastify';
import {
  MAIL_TEMPLATE_MSG,
  MailTemplateBodySchema,
  MailTemplateListBodySchema,
  MailTemplatePreviewBodySchema,
  MailTemplateResetSchema,
  MailTemplateSaveSchema,
} from '@talentra/contract';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/reply.js';

const ADMIN = ['Admin'] as const;

/** The Admin page of the candidate mails' texts (issue 43): read, save, preview, reset to the default. */
export function mailTemplatesRoutes(app: FastifyInstance, services: Services) {
  const templates = services.mailTemplates;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/mail-templates',
      access: ADMIN,
      tag: 'Mail',
      summary: 'The candidate mails’ texts',
      response: MailTemplateListBodySchema,
    },
    async () => ok(await templates.list()),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/mail-templates',
      access: ADMIN,
      tag: 'Mail',
      summary: 'Save a candidate mail’s text (unknown placeholders are refused)',
      body: MailTemplateSaveSchema,
      response: MailTemplateBodySchema,
    },
    async ({ request, body }) => ok(await templates.save(body.key, body.body, requireUser(request).id), { message: MAIL_TEMPLATE_MSG.saved }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/mail-templates/reset',
      access: ADMIN,
      tag: 'Mail',
      summary: 'Put a candidate mail’s default text back',
      body: MailTemplateResetSchema,
      response: MailTemplateBodySchema,
    },
    async ({ body }) => ok(await templates.reset(body.key), { message: MAIL_TEMPLATE_MSG.reset }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/mail-templates/preview',
      access: ADMIN,
      tag: 'Mail',
      summary: 'A text filled with sample values, as the candidate would read it',
      body: MailTemplateSaveSchema,
      response: MailTemplatePreviewBodySchema,
      keepsCache: true,
    },
    async ({ body }) => ok(templates.preview(body.key, body.body)),
  );
}
