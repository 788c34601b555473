import {
  MAIL_MSG,
  MAIL_PREFERENCE_KINDS,
  type MailPreferenceKind,
  type MailPreferences,
  type OutboxMail,
  type OutboxMailDetail,
} from '@talentra/contract';
import type { Db, Dialect, Executor, Tx } from '../db/database.js';
import { lockKey } from '../db/locks.js';
import { Conflict, NotFound } from '../http/errors.js';
import { outboxRepository, parseAttachments, type OutboxRow } from './outbox.repository.js';
import type { OutboxWorker } from './outbox-worker.js';
import { escapeHtml, type Mail } from './templates.js';

const toMail = (r: Pick<OutboxRow, keyof OutboxMail>): OutboxMail => ({
  id: r.id,
  kind: r.kind as OutboxMail['kind'],
  to_address: r.to_address,
  subject: r.subject,
  status: r.status as OutboxMail['status'],
  attempts: r.attempts,
  created_at: r.created_at,
  sent_at: r.sent_at,
  last_error: r.last_error,
});

/**
 * The outbox (issue 16): modules write a mail with `enqueue` inside the transaction of the change
 * that causes it, so the change and its mail are stored together or not at all. The worker
 * (outbox-worker.ts) sends them when a mail server is configured; without one they stay here, and
 * Admin reads them on the Outbox page.
 */
export function createOutbox(db: Db, dialect: Dialect, clock: () => Date) {
  let worker: OutboxWorker | null = null;
  return {
    /** The worker that sends, once started (app.ts); null when no mail server is configured. */
    get worker() {
      return worker;
    },
    attach(w: OutboxWorker | null) {
      worker = w;
    },

    async enqueue(trx: Executor, mail: Mail): Promise<void> {
      const at = clock().toISOString();
      await outboxRepository.insert(trx, {
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        next_attempt_at: at,
        created_at: at,
      });
      // after the caller's transaction has committed (the poll finds it anyway)
      if (worker) setTimeout(() => worker?.wake(), 20).unref();
    },

    /**
     * `enqueue`, unless this address already got `max` mails of this kind within `windowMs`: then
     * nothing is queued and false is answered (issue 41: a public form must not flood one address).
     * The count and the insert are one step per address and kind (`lockKey`).
     */
    async enqueueCapped(trx: Tx, mail: Mail, cap: { max: number; windowMs: number }): Promise<boolean> {
      const to = mail.to.toLowerCase();
      await lockKey(trx, dialect, `mail-cap:${mail.kind}:${to}`);
      const since = new Date(clock().getTime() - cap.windowMs).toISOString();
      if ((await outboxRepository.countTo(trx, mail.kind, to, since)) >= cap.max) return false;
      await this.enqueue(trx, { ...mail, to });
      return true;
    },

    /** Active staff of a role who still want this kind of mail. */
    recipients: (trx: Executor, role: string, kind: MailPreferenceKind) => outboxRepository.recipientsByRole(trx, role, kind),

    async list(f: { status?: string; limit: number; offset: number }) {
      const { rows, total } = await outboxRepository.list(db, f);
      return { rows: rows.map(toMail), total };
    },

    async get(id: number): Promise<OutboxMailDetail> {
      const row = await outboxRepository.findById(db, id);
      if (!row) throw new NotFound('Mail not found');
      // what resend checks: the page holds Resend back while it would be refused
      const pending = Boolean(await outboxRepository.queuedCopy(db, row));
      const attachments = parseAttachments(row.attachments).map(({ filename, content_type }) => ({ filename, content_type }));
      return { ...toMail(row), text_body: row.text_body, html_body: row.html_body, resend_pending: pending, attachments };
    },

    /**
     * Send a mail again: a new outbox row with the same content (the old one stays as it was). Not
     * while a copy still waits to be sent (409): a double click must not mail someone twice. The
     * check and the insert are one step per mail (`lockKey`).
     */
    async resend(id: number): Promise<OutboxMail> {
      const row = await outboxRepository.findById(db, id);
      if (!row) throw new NotFound('Mail not found');
      const at = clock().toISOString();
      const newId = await db.transaction().execute(async (trx) => {
        await lockKey(trx, dialect, `resend:${row.to_address}\n${row.subject}\n${row.text_body}`);
        if (await outboxRepository.queuedCopy(trx, row)) throw new Conflict(MAIL_MSG.resendAlreadyQueued);
        const copy = {
          kind: row.kind,
          to_address: row.to_address,
          subject: row.subject,
          text_body: row.text_body,
          html_body: row.html_body,
          attachments: row.attachments,
          headers: row.headers,
        };
        return (await outboxRepository.insert(trx, { ...copy, next_attempt_at: at, created_at: at })).id;
      });
      worker?.wake();
      return toMail((await outboxRepository.findById(db, newId))!);
    },

    async preferences(userId: number): Promise<MailPreferences> {
      const rows = await outboxRepository.preferences(db, userId);
      return Object.fromEntries(MAIL_PREFERENCE_KINDS.map((kind) => [kind, rows.find((r) => r.kind === kind)?.enabled !== 0])) as MailPreferences;
    },

    async setPreferences(userId: number, changes: Partial<MailPreferences>): Promise<MailPreferences> {
      for (const kind of MAIL_PREFERENCE_KINDS) {
        const enabled = changes[kind];
        if (enabled !== undefined) await outboxRepository.setPreference(db, userId, kind, enabled);
      }
      return this.preferences(userId);
    },

    // what the privacy module's export, erasure and retention run hold and delete of the mails

    /** The mails to these addresses, oldest first. */
    mailsTo: (addresses: string[]) => outboxRepository.toAddresses(db, addresses),
    /** Delete the mails to these addresses (of one kind, when given); answers how many went. */
    deleteTo: (trx: Executor, addresses: string[], kind?: Mail['kind']) => outboxRepository.deleteTo(trx, addresses, kind),
    /** `text` replaced by `by` in every stored mail, in the HTML body as the templates escape it (a name cut out of mails to others). */
    redact: (trx: Executor, text: string, by: string) => outboxRepository.replaceText(trx, text, escapeHtml(text), by),
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
