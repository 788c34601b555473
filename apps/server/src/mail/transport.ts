import nodemailer from 'nodemailer';
import type { MailAttachment } from './templates.js';

/** What the outbox worker needs of a mail transport: nodemailer's, or a test's. */
export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    attachments?: MailAttachment[];
    /** The mail's own headers (List-Unsubscribe, RFC 8058), as the outbox row keeps them. */
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

/** The METHOD of a calendar attachment's content type ('text/calendar; method=REQUEST'), or null for another file. */
export const calendarMethod = (contentType: string) =>
  /^text\/calendar\b/i.test(contentType) ? (/;\s*method=([A-Z-]+)/i.exec(contentType)?.[1]?.toUpperCase() ?? 'PUBLISH') : null;

/**
 * nodemailer's message options for the attachments: a calendar file goes as `icalEvent` (nodemailer
 * sends it as the text/calendar alternative with its METHOD and as an attachment, as calendar-aware
 * clients expect of an invitation); any other file as an ordinary attachment.
 */
export function attachmentOptions(attachments: MailAttachment[] = []) {
  const calendar = attachments.find((a) => calendarMethod(a.content_type));
  const others = attachments.filter((a) => a !== calendar);
  return {
    ...(calendar
      ? {
          icalEvent: {
            filename: calendar.filename,
            method: calendarMethod(calendar.content_type)!,
            content: Buffer.from(calendar.content, 'base64'),
          },
        }
      : {}),
    ...(others.length
      ? { attachments: others.map((a) => ({ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content, 'base64') })) }
      : {}),
  };
}

/**
 * nodemailer over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465;
 * `?tls=off` for a relay that offers no STARTTLS).
 */
export function smtpTransport(url: string): MailTransport {
  const u = new URL(url);
  const transporter = nodemailer.createTransport({
    host: u.hostname,
    port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587),
    secure: u.protocol === 'smtps:',
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // a local test server or a relay on a private network may offer no TLS upgrade
    ignoreTLS: u.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ attachments, ...message }) {
      await transporter.sendMail({ ...message, ...attachmentOptions(attachments) });
    },
    close: () => transporter.close(),
  };
}
