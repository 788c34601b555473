import crypto from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { createWindowCounter } from '../../http/rate-limits.js';
import type { JobsService } from '../jobs/jobs.service.js';
import { jobWhere } from '../site/head.js';
import { renderShareCard } from './share-card.js';

/** Bump when the card's design changes: every ETag changes with it. */
const CARD_VERSION = 1;
// a card is some 50 KB: at most ~5 MB whatever is asked for (decision 295)
const MAX_ENTRIES = 100;

/** A share image as sent: its PNG and its ETag (the job's id and last change, not the bytes: a 304 needs no render). */
export interface ShareImage {
  etag: string;
  png: Buffer;
}
export type ShareImageAnswer = ShareImage | { notModified: true; etag: string } | { retryAfter: number } | null;

/**
 * The share previews of issue 46 (decisions 294–296): a job page's card (its title, where, the
 * agency's mark) and the site's card for every other page, drawn on the server and kept by the job's
 * id and last change (bounded, least recently used first out). Only an open job has one: any other
 * id answers null (404, like a closed job's page answering with the site's card).
 */
export function createShareImagesService(ctx: AppContext, { jobs }: { jobs: JobsService }) {
  const site = ctx.config.publicUrl.replace(/^https?:\/\//, '');
  const cache = new Map<string, ShareImage>();
  const drawing = new Map<string, Promise<ShareImage>>();
  // a draw takes tens of milliseconds of CPU: per address as many a minute as the pages' renders
  const draws = createWindowCounter(ctx.config.limits.publicReadPerMinute, 60_000, () => ctx.clock().getTime());
  const etagOf = (key: string) => `"${crypto.createHash('sha256').update(`${CARD_VERSION} ${key}`).digest('base64url').slice(0, 22)}"`;

  async function image(key: string, ip: string, ifNoneMatch: string | undefined, card: () => { heading: string; line: string }) {
    const etag = etagOf(key);
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { notModified: true as const, etag };
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    let pending = drawing.get(key);
    if (!pending) {
      const retryAfter = draws.hit(ip);
      if (retryAfter > 0) return { retryAfter: Math.ceil(retryAfter) };
      pending = renderShareCard({ ...card(), site })
        .then((png) => {
          const made = { etag, png };
          cache.set(key, made);
          while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
          return made;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  return {
    /** The card of every page but an open job's. */
    site: (ip: string, ifNoneMatch?: string): Promise<ShareImageAnswer> =>
      image('site', ip, ifNoneMatch, () => ({
        heading: 'The right people, at the right time.',
        line: 'Staffing, recruitment and careers across India',
      })),

    /** An open job's card; null for a closed, expired, removed or unknown job. */
    async job(id: number, ip: string, ifNoneMatch?: string): Promise<ShareImageAnswer> {
      const job = await jobs.shareCard(id);
      if (!job) return null;
      return image(`job ${job.job_id} ${job.updated_at}`, ip, ifNoneMatch, () => ({ heading: job.job_title, line: jobWhere(job) }));
    },
  };
}
export type ShareImagesService = ReturnType<typeof createShareImagesService>;
