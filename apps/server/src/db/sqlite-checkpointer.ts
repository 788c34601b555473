import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * better-sqlite3 is synchronous: when a commit crosses the WAL auto-checkpoint threshold, that
 * commit copies the WAL into the database file and fsyncs it on the event loop, and every request
 * in flight waits (hundreds of milliseconds on a slow disk: the p99 of POST /submit-feedback).
 * Instead a worker thread with its own connection runs a PASSIVE checkpoint every second (it never
 * blocks readers or writers), and the main connection's auto-checkpoint stays only as a backstop
 * should the worker die.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('secure_delete = ON');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: try again next time */ }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  db.close();
  parentPort.close();
});
`;

/** WAL pages before the main connection checkpoints by itself (about 80 MB): only if the worker is gone. */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 20_000;

export function startCheckpointer(file: string, everyMs = 1000): { stop(): Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs } });
  worker.unref();
  worker.on('error', () => {}); // the backstop takes over
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (worker.threadId < 0) return resolve();
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 2000);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.postMessage('stop');
      }),
  };
}
