import type { FastifyBaseLogger } from 'fastify';
import type { InterviewsService } from './interviews.service.js';

/** How often the job looks for interviews due a reminder: a reminder goes at most this late. */
const EVERY_MS = 5 * 60 * 1000;

/**
 * The day-before interview reminders (issue 43), scheduled as the orphan sweep is
 * (files/orphan-sweep-job.ts): once at start, then every five minutes, with the app's clock. A
 * failed pass is logged and tried again at the next; it never stops the server. Several servers
 * may each run it: an interview's reminder is claimed by one (interviews.reminded_at).
 */
export function startReminderJob(interviews: InterviewsService, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = interviews
      .sendDueReminders()
      .then((sent) => {
        if (sent) log.info({ interviewReminders: { sent } }, 'interview reminders queued');
      })
      .catch((err: Error) => log.warn({ err: { message: err.message } }, 'interview reminders failed'));
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
