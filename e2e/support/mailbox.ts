import { expect } from '@playwright/test';
import { MAIL_BASE_URL, MAIL_PORTS } from './mail-ports.js';

/**
 * The mail a test caused, as the real SMTP server received it (support/mail-sink.mjs). A spec about
 * sent mail runs against the app instance that sends over SMTP: `test.use({ baseURL: MAIL_BASE_URL })`.
 * That instance has its own database (with the demo data), so such a spec makes its own records there.
 */
export { MAIL_BASE_URL };

export interface ReceivedMail {
  id: number;
  receivedAt: string;
  /** The envelope's recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface MailMatch {
  /** A recipient (case-insensitive). */
  to?: string;
  /** The subject contains this text, or matches this pattern. */
  subject?: string | RegExp;
  /** Only mail received after this one (the `id` of an earlier mail), to wait for a newer copy. */
  after?: number;
}

/** Every mail the sink has received so far, oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_PORTS.sinkHttp}/messages`);
  return (await res.json()) as ReceivedMail[];
}

const matches = (m: ReceivedMail, want: MailMatch) =>
  (!want.to || m.to.includes(want.to.toLowerCase())) &&
  (want.after === undefined || m.id > want.after) &&
  (want.subject === undefined || (typeof want.subject === 'string' ? m.subject.includes(want.subject) : want.subject.test(m.subject)));

/**
 * The newest mail matching `want`, once the sink has it. The outbox worker polls every 2 s and a
 * failed try waits 30 s, so the default wait is generous.
 */
export async function waitForMail(want: MailMatch, timeoutMs = 45_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).filter((m) => matches(m, want)).at(-1);
        return found !== undefined;
      },
      {
        timeout: timeoutMs,
        intervals: [250, 500, 1000],
        message: `a mail matching ${JSON.stringify({ ...want, subject: String(want.subject ?? '') })}`,
      },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll passed without a mail');
  return found;
}

/** The first link in a mail's text that starts with `prefix` (e.g. `${MAIL_BASE_URL}/review/`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s<>"')\\]]*`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link starting with ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
