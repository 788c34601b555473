import type { FastifyInstance, FastifyReply } from 'fastify';
import { JOB_ALERT_CONFIRM_PATH, JOB_ALERT_MSG, JOB_ALERT_UNSUBSCRIBE_PATH, JobAlertRequestSchema, NoDataBodySchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { defineRoute } from '../../http/define-route.js';
import { publicWriteLimit } from '../../http/rate-limits.js';
import { ok } from '../../http/reply.js';
import { answeredWorkSettled } from '../../background/after-answer.js';
import { alertPage } from './job-alerts.pages.js';

/** "Tell me about jobs like these" (issue 46): the careers page's request for an alert, the same answer for every address. */
export function jobAlertsRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const alerts = services.jobAlerts;
  app.addHook('onClose', async () => answeredWorkSettled(ctx));
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/job-alerts',
      access: 'public',
      tag: 'Candidates',
      summary: 'Ask for a job alert on a careers search: a mail to confirm it (the same answer whether the address has alerts)',
      body: JobAlertRequestSchema,
      response: NoDataBodySchema,
      keepsCache: true,
      rateLimit: publicWriteLimit(ctx),
    },
    async ({ request, body }) => {
      alerts.request(body, (err) => request.log.error({ err }, 'job alert request failed'));
      return ok(null, { message: JOB_ALERT_MSG.requested });
    },
  );
}

/** A link's token as the mails write it; anything else is no token. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The pages the alert mails link to (issue 46), rendered here, outside the API: a GET shows a page
 * with one button and changes nothing (mail scanners open links); the button's POST confirms or
 * unsubscribes. The unsubscribe link is also the mails' `List-Unsubscribe`: one POST with
 * `List-Unsubscribe=One-Click` (RFC 8058), from a mail provider's server or anyone holding the link,
 * unsubscribes with no session and no CSRF token (the session guard never sees these routes).
 */
export async function jobAlertPages(app: FastifyInstance, ctx: AppContext, services: Services) {
  const alerts = services.jobAlerts;
  // RFC 8058's body is a form's (application/x-www-form-urlencoded), read here only
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // generous: a mail provider posts many unsubscribes from few addresses
  const config = { rateLimit: { max: ctx.config.limits.publicReadPerMinute, timeWindow: 60_000 }, keepsCache: true };
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // the token is in the address: out of search results, and sent to no other site
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  type Token = { Params: { token: string } };

  app.get<Token>(`${JOB_ALERT_CONFIRM_PATH}/:token`, { config }, async (request, reply) =>
    send(
      reply,
      200,
      alertPage({
        title: JOB_ALERT_MSG.confirmTitle,
        text: 'Press the button to start your job alert. We will then e-mail you when new jobs match your search.',
        form: { action: `${JOB_ALERT_CONFIRM_PATH}/${request.params.token}`, button: JOB_ALERT_MSG.confirmButton },
      }),
    ),
  );
  app.post<Token>(`${JOB_ALERT_CONFIRM_PATH}/:token`, { config }, async (request, reply) => {
    const confirmed = TOKEN.test(request.params.token) && (await alerts.confirm(request.params.token));
    return send(
      reply,
      confirmed ? 200 : 400,
      alertPage({
        title: confirmed ? 'Your job alert is on' : 'This link does not work',
        text: confirmed ? JOB_ALERT_MSG.confirmed : JOB_ALERT_MSG.confirmInvalid,
      }),
    );
  });

  app.get<Token>(`${JOB_ALERT_UNSUBSCRIBE_PATH}/:token`, { config }, async (request, reply) =>
    send(
      reply,
      200,
      alertPage({
        title: JOB_ALERT_MSG.unsubscribeTitle,
        text: 'Press the button to stop this job alert. You will not get any more e-mails from it.',
        form: { action: `${JOB_ALERT_UNSUBSCRIBE_PATH}/${request.params.token}`, button: JOB_ALERT_MSG.unsubscribeButton, oneClick: true },
      }),
    ),
  );
  // one POST unsubscribes, whatever its body; an unknown or used link answers the same (the alert is gone either way)
  app.post<Token>(`${JOB_ALERT_UNSUBSCRIBE_PATH}/:token`, { config }, async (request, reply) => {
    if (TOKEN.test(request.params.token)) await alerts.unsubscribe(request.params.token);
    return send(reply, 200, alertPage({ title: 'You are unsubscribed', text: JOB_ALERT_MSG.unsubscribed }));
  });
}
