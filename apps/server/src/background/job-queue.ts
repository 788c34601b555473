import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect, Executor } from '../db/database.js';
import { jobQueueRepository } from './job-queue.repository.js';

/** How long a claim lasts: a server that dies mid-job leaves it to another after this. */
const CLAIM_MS = 5 * 60 * 1000;
const POLL_MS = 1000;
const MAX_ATTEMPTS = 5;
/** Finished jobs are kept a week, then removed. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const retryDelayMs = (attempts: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** The kinds of background job (their handlers are registered in services.ts). */
export const JOB_KINDS = { resumeText: 'resume_text' } as const;

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * The durable background job queue (issue 45, decision 260): a job is a row written in the
 * transaction of the change that causes it (so it runs only once that change has committed, and is
 * never lost with it), claimed one at a time like the outbox (mail/outbox-worker.ts: several
 * servers never run one job together; a server that dies mid-job leaves it to another when its
 * claim lapses), retried with back-off, then marked failed. Handlers are registered by kind in the
 * composition root (services.ts); each server polls once it is started (app.ts).
 */
export function createJobQueue(db: Db, dialect: Dialect, clock: () => Date) {
  const handlers = new Map<string, JobHandler>();
  const iso = (ms: number) => new Date(ms).toISOString();
  let current: Promise<number> | null = null;
  let stopped = false;

  async function runOne(log?: FastifyBaseLogger): Promise<boolean> {
    const now = clock().getTime();
    const job = await jobQueueRepository.claimDue(db, dialect, iso(now), iso(now + CLAIM_MS));
    if (!job) return false;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(JSON.parse(job.payload) as Record<string, unknown>);
      await jobQueueRepository.markDone(db, job.id, iso(clock().getTime()));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      await jobQueueRepository.markFailed(db, job.id, {
        status: giveUp ? 'failed' : 'queued',
        run_after: iso(clock().getTime() + retryDelayMs(job.attempts)),
        last_error: message.slice(0, 500),
        finished_at: giveUp ? iso(clock().getTime()) : null,
      });
      log?.warn(
        { jobId: job.id, kind: job.kind, error: message.slice(0, 200) },
        giveUp ? 'background job given up' : 'background job failed, will retry',
      );
    }
    return true;
  }

  return {
    /** Queue a job inside the caller's transaction: it runs once that transaction has committed. */
    async enqueue(trx: Executor, kind: string, payload: Record<string, unknown>) {
      const at = clock().toISOString();
      await jobQueueRepository.insert(trx, { kind, payload: JSON.stringify(payload), run_after: at, created_at: at });
    },

    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    /** Run due jobs until none is left (a pass under way is joined); answers how many ran. */
    drain(log?: FastifyBaseLogger): Promise<number> {
      if (current) return current;
      current = (async () => {
        let n = 0;
        try {
          while (!stopped && (await runOne(log))) n++;
        } catch (err) {
          log?.warn({ error: err instanceof Error ? err.message : String(err) }, 'background jobs pass failed');
        } finally {
          current = null;
        }
        return n;
      })();
      return current;
    },

    queuedCount: (kind: string) => jobQueueRepository.queuedCount(db, kind),

    /** Poll for due jobs (and prune old finished ones) until the returned stop is called. */
    start(log: FastifyBaseLogger): () => Promise<void> {
      stopped = false;
      const timer = setInterval(() => void this.drain(log), POLL_MS).unref();
      const pruner = setInterval(
        () => void jobQueueRepository.pruneFinished(db, iso(clock().getTime() - KEEP_MS)).catch(() => undefined),
        60 * 60 * 1000,
      ).unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        clearInterval(pruner);
        await current;
      };
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
