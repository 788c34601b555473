import type { FastifyBaseLogger } from 'fastify';
import type { JobAlertsService } from './job-alerts.service.js';

/**
 * Job alerts' timed work (issue 46), scheduled as the interview reminders are
 * (interviews/reminder-job.ts): once at start, then every `everyMs` (JOB_ALERT_CHECK_SECONDS, 5
 * minutes by default), with the app's clock: the digests due, and the alerts never confirmed
 * within 7 days. A failed pass is logged and tried again at the next; it never stops the server.
 * Several servers may each run it: a digest is claimed by one (job_alerts.next_due_at).
 */
export function startDigestJob(alerts: JobAlertsService, everyMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = (async () => {
      const deleted = await alerts.deleteUnconfirmed();
      const sent = await alerts.sendDueDigests();
      if (sent || deleted) log.info({ jobAlerts: { digests: sent, unconfirmedDeleted: deleted } }, 'job alerts');
    })().catch((err: Error) => log.warn({ err: { message: err.message } }, 'job alert digests failed'));
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), everyMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
