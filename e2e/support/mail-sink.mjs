// The mail server of the end-to-end run: an SMTP server that keeps every message it receives (in
// memory, parsed), and a small HTTP server that lists them for the tests (e2e/support/mailbox.ts).
// Started by playwright.config.ts as a web server of its own, before the mail-sending app instance.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SINK_SMTP_PORT);
const httpPort = Number(process.env.SINK_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('SINK_SMTP_PORT and SINK_HTTP_PORT are required');

/** Every message received, oldest first. */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        // each header as sent, where mailparser gives an object (List-* become one `list` object, addresses, dates)
        const raw = new Map(
          mail.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim(),
          ]),
        );
        const header = (k) => {
          const v = mail.headers.get(k);
          return typeof v === 'string' ? v : (raw.get(k) ?? String(v ?? ''));
        };
        messages.push({
          id: messages.length + 1,
          receivedAt: new Date().toISOString(),
          // the envelope's recipients: what the server was asked to deliver to
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: Object.fromEntries([...new Set([...mail.headers.keys(), ...raw.keys()])].map((k) => [k, header(k)])),
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          })),
        });
        callback();
      })
      .catch((err) => callback(err));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/health') return void res.end('ok');
    if (req.url === '/messages') {
      res.setHeader('content-type', 'application/json');
      return void res.end(JSON.stringify(messages));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(httpPort, '127.0.0.1');
