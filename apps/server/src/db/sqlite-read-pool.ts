import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Read-only SQLite connections in worker threads (docs/decisions.md 151). better-sqlite3 runs each
 * query on the event loop, so the server used one core for SQL, JSON and HTTP alike and a second
 * core stood idle. A read outside a transaction goes to one of these workers instead; WAL mode lets
 * them read while the main connection writes, and each statement sees every commit made before it
 * starts, so a request reads its own writes. Rows are read as arrays (raw mode) and shaped on the
 * main thread by the statement's own row shaper.
 *
 * They cross the thread as JSON in a transferred buffer, and are made into arrays by the caller
 * once it resumes (`rowsOf`), not by the message handler (decision 191). A structured clone of the
 * rows, resolved into the promise the caller awaited, made a thousand small objects per page that
 * outlived the young generation: under load the main thread spent an eighth of its time in
 * scavenges, and the old generation filled every second. Rows holding a blob (a Buffer) still cross
 * as a structured clone: JSON cannot carry bytes.
 */
/** Prepared statements a connection keeps (the main one and each reader), least recently made go first. */
export const STATEMENT_CACHE_SIZE = 500;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('secure_delete = ON');
const statements = new Map();
const encoder = new TextEncoder();
function prepare(text) {
  let s = statements.get(text);
  if (s && !s.busy) return s;
  s = db.prepare(text).raw(true);
  if (statements.size >= ${STATEMENT_CACHE_SIZE}) statements.delete(statements.keys().next().value);
  statements.set(text, s);
  return s;
}
parentPort.on('message', (m) => {
  if (m === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const rows = prepare(m.sql).all(m.parameters);
    let blobs = false;
    for (const row of rows) for (const v of row) if (v !== null && typeof v === 'object') blobs = true;
    if (blobs) parentPort.postMessage({ id: m.id, rows });
    else {
      const json = encoder.encode(JSON.stringify(rows));
      parentPort.postMessage({ id: m.id, json }, [json.buffer]);
    }
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: { message: String(err && err.message), code: err && err.code } });
  }
});
`;

/** A reader's answer: the rows as JSON (UTF-8), or as arrays when they hold a blob. */
export type ReaderAnswer = Uint8Array | unknown[][];

const decoder = new TextDecoder();
/** The rows of an answer, made by the caller that reads them. */
export function rowsOf(answer: ReaderAnswer): unknown[][] {
  return answer instanceof Uint8Array ? (JSON.parse(decoder.decode(answer)) as unknown[][]) : answer;
}

interface Pending {
  resolve(answer: ReaderAnswer): void;
  reject(err: Error): void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
  alive: boolean;
}

export interface ReadPool {
  /** Rows of a read-only statement (`rowsOf` makes them arrays); rejects when the pool cannot serve it (`PoolGone`). */
  all(sql: string, parameters: readonly unknown[]): Promise<ReaderAnswer>;
  /** Is at least one reader still running? */
  readonly alive: boolean;
  /** The running readers' threads (tests stop one to see the pool recover). */
  readonly workers: Worker[];
  close(): Promise<void>;
}

/** The pool lost its worker before answering: the caller reads on the main connection instead. */
export class PoolGone extends Error {}

/** A blob crosses the thread as a Uint8Array: make it the Buffer better-sqlite3 returns. */
function withBuffers(rows: unknown[][]) {
  for (const row of rows)
    for (let i = 0; i < row.length; i++) {
      const v = row[i];
      if (v instanceof Uint8Array && !Buffer.isBuffer(v)) row[i] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
  return rows;
}

/** How long after a reader stops unasked it is replaced. */
const RESTART_MS = 1000;

export function startReadPool(file: string, size: number): ReadPool {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let nextId = 1;
  const readers: Reader[] = [];

  let closing = false;

  /** A reader in slot `i`; one that stops unasked is replaced a second later (its reads ran on the main connection meanwhile). */
  function startReader(i: number) {
    const reader: Reader = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } }), pending: new Map(), alive: true };
    const { worker, pending } = reader;
    worker.unref(); // held only while it owes an answer (below), so a script can exit when done
    worker.on('message', (m: { id: number; rows?: unknown[][]; json?: Uint8Array; error?: { message: string; code?: string } }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (pending.size === 0) worker.unref();
      if (m.error) p.reject(Object.assign(new Error(m.error.message), { name: 'SqliteError', code: m.error.code }));
      else p.resolve(m.json !== undefined ? m.json : withBuffers(m.rows!));
    });
    const gone = () => {
      if (!reader.alive) return;
      reader.alive = false;
      for (const p of pending.values()) p.reject(new PoolGone('SQLite reader stopped'));
      pending.clear();
      if (!closing) setTimeout(() => !closing && startReader(i), RESTART_MS).unref();
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    readers[i] = reader;
  }
  for (let i = 0; i < size; i++) startReader(i);

  /** The live reader owing the fewest answers. */
  const pick = () => {
    let best: Reader | undefined;
    for (const r of readers) if (r.alive && (!best || r.pending.size < best.pending.size)) best = r;
    return best;
  };

  return {
    get alive() {
      return readers.some((r) => r.alive);
    },
    all(sql, parameters) {
      const reader = pick();
      if (!reader) return Promise.reject(new PoolGone('no SQLite reader'));
      const id = nextId++;
      return new Promise<ReaderAnswer>((resolve, reject) => {
        if (reader.pending.size === 0) reader.worker.ref();
        reader.pending.set(id, { resolve, reject });
        reader.worker.postMessage({ id, sql, parameters });
      });
    },
    get workers() {
      return readers.filter((r) => r.alive).map((r) => r.worker);
    },
    async close() {
      closing = true;
      await Promise.all(
        readers.map(
          (r) =>
            new Promise<void>((resolve) => {
              if (!r.alive) return resolve();
              const timer = setTimeout(() => void r.worker.terminate().then(() => resolve()), 2000);
              r.worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              r.worker.postMessage('close');
            }),
        ),
      );
    },
  };
}
