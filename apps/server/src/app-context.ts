import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { FileStore } from './files/storage.js';
import type { SessionsService } from './auth/sessions.service.js';

/** What every module is built from: the outside world behind small interfaces (STYLE.md, immich). */
export interface AppContext {
  config: Readonly<Config>;
  db: Db;
  dialect: Dialect;
  files: FileStore;
  sessions: SessionsService;
  clock: () => Date;
}
