import type { FastifyBaseLogger } from 'fastify';
import type { FilesService } from './files.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sweep of upload files no row records (issue 41), scheduled as the retention run is
 * (modules/privacy/retention-job.ts): once at start, then every 24 hours. The start's sweep runs
 * beside the first requests rather than before them, so a large store does not delay the start;
 * closing waits for it. A failed sweep is logged and tried again the next day; it never stops the
 * server. Several servers sharing the folder may each sweep: a file removed by one is simply not
 * found by the other.
 */
export function startOrphanSweep(files: FilesService, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = files
      .sweepOrphans()
      .then((removed) => {
        if (removed) log.info({ orphanFiles: { removed } }, 'orphan upload files removed');
      })
      .catch((err: Error) => log.warn({ err: { message: err.message } }, 'orphan file sweep failed'));
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
