import nodemailer from 'nodemailer';

/** What the outbox worker needs of a mail transport: nodemailer's, or a test's. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string; messageId: string }): Promise<void>;
  close(): void;
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
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
