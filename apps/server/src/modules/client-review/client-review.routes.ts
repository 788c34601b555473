import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLIENT_REVIEW_MSG,
  ClientDecisionInputSchema,
  ClientFeedbackInputSchema,
  ClientFeedbackRequestSchema,
  ClientReviewBodySchema,
  ClientReviewListBodySchema,
  ClientReviewListQuery,
  ClientReviewPageBodySchema,
  ClientReviewSendSchema,
  MSG,
  ReviewCandidateBodySchema,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Services } from '../../services.js';
import { requireUser } from '../../auth/guard.js';
import { defineRoute } from '../../http/define-route.js';
import { TooManyRequests } from '../../http/errors.js';
import { createWindowCounter } from '../../http/rate-limits.js';
import { ok } from '../../http/reply.js';
import { hashReviewToken } from './client-review.service.js';

const SENDERS = ['Admin', 'Hrteam'] as const;
/** The review page's calls per client address a minute, and per link an hour, whoever calls (decision 252). */
export const REVIEW_CALLS_PER_ADDRESS_PER_MINUTE = 60;
export const REVIEW_CALLS_PER_LINK_PER_HOUR = 300;

/** The token of the path: never logged (app.ts's request serializer cuts it), never stored. */
const tokenOf = (request: FastifyRequest) => String((request.params as { token?: string }).token ?? '');

export function clientReviewRoutes(app: FastifyInstance, ctx: AppContext, services: Services) {
  const reviews = services.clientReview;
  const clock = () => ctx.clock().getTime();
  const perAddress = createWindowCounter(REVIEW_CALLS_PER_ADDRESS_PER_MINUTE, 60 * 1000, clock);
  const perLink = createWindowCounter(REVIEW_CALLS_PER_LINK_PER_HOUR, 60 * 60 * 1000, clock);

  /** Counts the call against its address and its link; a 429 beyond either limit. */
  function limited(request: FastifyRequest): string {
    const token = tokenOf(request);
    const retryAfter = Math.max(perAddress.hit(request.ip), perLink.hit(`link:${hashReviewToken(token).slice(0, 32)}`));
    if (retryAfter > 0) throw new TooManyRequests(MSG.tooManyRequests, retryAfter);
    return token;
  }

  // ---------- staff ----------

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/client-reviews',
      access: SENDERS,
      tag: 'Hiring',
      summary: 'Send candidates at the client CV review stage to a client’s contact (a review link by e-mail)',
      body: ClientReviewSendSchema,
      response: ClientReviewBodySchema,
      status: 201,
    },
    async ({ request, body }) => ok(await reviews.sendForReview(requireUser(request).id, body), { message: CLIENT_REVIEW_MSG.sent }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/client-reviews/feedback',
      access: SENDERS,
      tag: 'Hiring',
      summary: 'Ask a client’s contact for feedback on a candidate after the client interview (a link by e-mail)',
      body: ClientFeedbackRequestSchema,
      response: ClientReviewBodySchema,
      status: 201,
    },
    async ({ request, body }) => {
      const jobId = await reviews.jobOfCandidate(body.candidate_id);
      return ok(await reviews.askFeedback(requireUser(request).id, { ...body, job_id: jobId }), { message: CLIENT_REVIEW_MSG.sent });
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/client-reviews',
      access: SENDERS,
      tag: 'Hiring',
      summary: 'The review links of a job or a candidate: to whom, by whom, each opening and each decision',
      query: ClientReviewListQuery,
      response: ClientReviewListBodySchema,
    },
    async ({ query }) => {
      const { links, contacts } = await reviews.list({ jobId: query.job_id, candidateId: query.candidate_id });
      return ok(links, { contacts });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/client-reviews/:id/revoke',
      access: SENDERS,
      tag: 'Hiring',
      summary: 'Revoke a review link (it answers 410 from then on)',
      params: ['id'],
      response: ClientReviewBodySchema,
    },
    async ({ request, params }) => ok(await reviews.revoke(params.id, requireUser(request).id), { message: CLIENT_REVIEW_MSG.revoked }),
  );

  // ---------- the client, by the link's token only ----------

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/client-review/:token',
      access: 'public',
      tag: 'Public forms',
      summary: 'The review page of a link (410 when expired or revoked); the opening is recorded',
      response: ClientReviewPageBodySchema,
    },
    async ({ request, reply }) => {
      const token = limited(request);
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      return ok(await reviews.open(token, request.ip));
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/client-review/:token/candidates/:candidateId/resume',
      access: 'public',
      tag: 'Public forms',
      summary: 'The résumé of a candidate the link shows, for the browser',
      params: ['candidateId'],
      response: { file: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
    },
    async ({ request, reply, params }) => {
      const token = limited(request);
      const file = await reviews.resume(token, params.candidateId, request.ip);
      const inline = file.headers['content-type'] === 'application/pdf';
      return reply
        .headers(file.headers)
        .header(
          'content-disposition',
          inline ? file.headers['content-disposition']!.replace(/^attachment/, 'inline') : file.headers['content-disposition'],
        )
        .header('content-security-policy', "default-src 'none'; object-src 'self'; frame-ancestors 'self'")
        .header('x-robots-tag', 'noindex, nofollow')
        .send(file.stream);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/client-review/:token/candidates/:candidateId/decision',
      access: 'public',
      tag: 'Public forms',
      summary: 'The client’s decision on a candidate: shortlist for interview, or not suitable with a reason (409 once decided)',
      params: ['candidateId'],
      body: ClientDecisionInputSchema,
      response: ReviewCandidateBodySchema,
    },
    async ({ request, params, body }) => {
      const token = limited(request);
      return ok(await reviews.decide(token, params.candidateId, body, request.ip), { message: CLIENT_REVIEW_MSG.decided });
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/client-review/:token/candidates/:candidateId/feedback',
      access: 'public',
      tag: 'Public forms',
      summary: 'The client’s rating and comments after the client interview (409 once given)',
      params: ['candidateId'],
      body: ClientFeedbackInputSchema,
      response: ReviewCandidateBodySchema,
    },
    async ({ request, params, body }) => {
      const token = limited(request);
      return ok(await reviews.feedback(token, params.candidateId, body, request.ip), { message: CLIENT_REVIEW_MSG.feedbackRecorded });
    },
  );
}
