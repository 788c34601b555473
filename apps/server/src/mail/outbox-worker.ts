import type { FastifyBaseLogger } from 'fastify';
import type { Dialect, Executor } from '../db/database.js';
import { outboxRepository, parseAttachments, type OutboxRow } from './outbox.repository.js';
import type { MailTransport } from './transport.js';

/** A mail is tried this many times (over about a day), then marked failed for Admin to resend. */
export const MAX_ATTEMPTS = 12;
/** How long a claim lasts: a server that dies while sending leaves the mail to another after this. */
const CLAIM_MS = 2 * 60 * 1000;
const POLL_MS = 2000;
/**
 * Mails are claimed one at a time, as each is sent: a server that dies leaves only the mail it was
 * sending to wait out its claim. A batch claimed together left the mails not yet tried stranded for
 * the whole claim after a crash (the mail test's restart waited 2 minutes for a reset link).
 */
const BATCH = 1;

/** 30 s after the first failure, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));

export interface OutboxWorkerOptions {
  db: Executor;
  dialect: Dialect;
  transport: MailTransport;
  from: string;
  /** The host part of Message-IDs (the public site's). */
  host: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Sends what the outbox holds: claims due mails (several servers never claim the same one), sends
 * each once and records the outcome; a failure is retried with back-off. The Message-ID comes from
 * the outbox row, so should a server die between the mail server's acceptance and recording it, the
 * copy sent again after the claim lapses carries the same Message-ID and mail systems drop it.
 */
export function startOutboxWorker(o: OutboxWorkerOptions) {
  let again = false;
  let stopped = false;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function sendOne(mail: OutboxRow) {
    const now = o.clock().getTime();
    try {
      await o.transport.send({
        from: o.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: `<outbox-${mail.id}-${mail.created_at.replace(/\D/g, '')}@${o.host}>`,
        attachments: parseAttachments(mail.attachments),
        ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
      });
      await outboxRepository.markSent(o.db, mail.id, iso(o.clock().getTime()));
    } catch (err) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const message = err instanceof Error ? err.message : String(err);
      await outboxRepository.markFailed(o.db, mail.id, {
        status: giveUp ? 'failed' : 'queued',
        next_attempt_at: iso(now + retryDelayMs(mail.attempts)),
        last_error: message.slice(0, 500),
      });
      o.log.warn(
        { outboxId: mail.id, attempts: mail.attempts, error: message.slice(0, 200) },
        giveUp ? 'mail given up' : 'mail not sent, will retry',
      );
    }
  }

  /** The pass under way, if any: a caller who asks while one runs waits for it (and the one more it owes). */
  let current: Promise<void> | null = null;

  /** Claim and send until nothing is due. */
  async function pass() {
    try {
      for (;;) {
        if (stopped) return;
        const now = o.clock().getTime();
        const batch = await outboxRepository.claimDue(o.db, o.dialect, iso(now), iso(now + CLAIM_MS), BATCH);
        if (batch.length === 0) break;
        for (const mail of batch) await sendOne(mail);
      }
    } catch (err) {
      o.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'outbox pass failed');
    }
  }

  function drain(): Promise<void> {
    if (current) {
      again = true; // something may have been queued after the running pass looked: it looks again
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } finally {
        // in the same step as the last look at `again`: a call after it finds no pass under way
        // and starts one (with `.finally()`, a call in between was promised a look that never came)
        current = null;
      }
    })();
    return current;
  }

  const timer = setInterval(() => void drain(), POLL_MS).unref();
  void drain();
  return {
    /** Look now (after a mail was queued here), instead of at the next poll. */
    wake: () => setImmediate(() => void drain()),
    /** Run one pass and wait for it (tests). */
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      o.transport.close();
    },
  };
}
export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
