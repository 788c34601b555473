import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { FileStore } from './files/storage.js';
import type { SessionsService } from './auth/sessions.service.js';
import type { Outbox } from './mail/outbox.service.js';

/** What every module is built from: the outside world behind small interfaces (STYLE.md, immich). */
export interface AppContext {
  config: Readonly<Config>;
  db: Db;
  dialect: Dialect;
  files: FileStore;
  sessions: SessionsService;
  /** Outgoing e-mail: `enqueue` in the transaction of the change that causes the mail. */
  outbox: Outbox;
  clock: () => Date;
}
