import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/error-handler.js';
import { ID_MAX } from '@talentra/contract';
import { JOB_IMAGE_PREFIX, SITE_IMAGE_PATH } from '../site/head.js';
import type { ShareImageAnswer, ShareImagesService } from './share-images.service.js';

/** A job's card is looked at again after a change within 10 minutes; the site's is kept a day (decision 295). */
const JOB_CACHE_CONTROL = 'public, max-age=600';
const SITE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The share images (issue 46): outside /backend/ (robots.txt keeps crawlers out of it, and a link
 * preview's crawler reads robots.txt), answered with an ETag and 304 on If-None-Match. Any site may
 * show them (cross-origin-resource-policy): that is what a preview is for.
 */
export function shareImagesRoutes(app: FastifyInstance, { shareImages }: { shareImages: ShareImagesService }) {
  const send = (reply: FastifyReply, answer: ShareImageAnswer, cacheControl: string) => {
    if (answer === null) return reply.status(404).header('cache-control', 'no-cache').send(errorBody('Not found'));
    if ('retryAfter' in answer) return reply.status(429).header('retry-after', String(answer.retryAfter)).send(errorBody('Too many requests'));
    reply.header('etag', answer.etag).header('cache-control', cacheControl).header('cross-origin-resource-policy', 'cross-origin');
    if ('notModified' in answer) return reply.status(304).send();
    return reply.type('image/png').send(answer.png);
  };
  const ifNoneMatch = (request: FastifyRequest) => request.headers['if-none-match'];

  app.get(SITE_IMAGE_PATH, async (request, reply) => send(reply, await shareImages.site(request.ip, ifNoneMatch(request)), SITE_CACHE_CONTROL));
  app.get(`${JOB_IMAGE_PREFIX}:file`, async (request, reply) => {
    const id = /^([1-9]\d{0,9})\.png$/.exec((request.params as { file: string }).file)?.[1];
    const answer = id && Number(id) <= ID_MAX ? await shareImages.job(Number(id), request.ip, ifNoneMatch(request)) : null;
    return send(reply, answer, JOB_CACHE_CONTROL);
  });
}
