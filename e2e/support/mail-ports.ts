/**
 * Where the end-to-end run's mail lives, next to the app's own port (E2E_PORT, default 4310): the
 * app instance that sends over SMTP (+1), the mail sink's SMTP port (+2) and its HTTP list (+3).
 * Read by playwright.config.ts (which starts them) and by support/mailbox.ts (which reads the sink).
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
export const MAIL_PORTS = { app: PORT + 1, smtp: PORT + 2, sinkHttp: PORT + 3 };
/** The base URL of the app instance whose mail reaches the sink. */
export const MAIL_BASE_URL = `http://127.0.0.1:${MAIL_PORTS.app}`;
