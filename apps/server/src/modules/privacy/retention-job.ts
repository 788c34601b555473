import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { PrivacyService } from './privacy.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily retention run (issue 18): once at start, then every 24 hours, with the app's clock. A
 * failed run is logged and tried again the next day; it never stops the server. Several servers
 * may each run it: a candidate erased by one is simply not found by the other.
 */
export async function startRetentionJob(ctx: AppContext, privacy: PrivacyService, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = privacy
      .runRetention()
      .then((r) => {
        if (r.candidates_erased || r.referrals_deleted)
          log.info({ retention: { candidates: r.candidates_erased, referrals: r.referrals_deleted, files: r.files_removed } }, 'retention run');
      })
      .catch((err: Error) => log.warn({ err: { message: err.message } }, 'retention run failed'));
    return running;
  };
  await run();
  const timer = setInterval(() => void run(), DAY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
