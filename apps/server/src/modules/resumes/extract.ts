import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What extraction gives: the text, or why there is none. */
export type Extracted = { status: 'done'; text: string } | { status: 'unavailable'; reason: string } | { status: 'failed'; reason: string };

/**
 * The bounds of one file's extraction (decisions 262, 287). Tests shorten the time; the bench reads them.
 * - `timeoutMs`: the worker is terminated past this (a 10,000-page PDF, a parser caught in a loop);
 * - `maxOldGenerationMb` / `maxYoungGenerationMb`: the thread's heap (a zip bomb dies here, alone);
 * - `maxPages` / `maxChars`: what is read of a long file (a résumé's first pages hold what is searched);
 * - `filesPerThread`: files a warm thread reads before it is replaced (what a parser leaks stays bounded);
 * - `idleMs`: a warm thread with nothing to read for this long is ended (its memory given back).
 */
export const extractTuning = {
  timeoutMs: 20_000,
  maxOldGenerationMb: 192,
  maxYoungGenerationMb: 32,
  maxPages: 30,
  maxChars: 100_000,
  filesPerThread: 200,
  idleMs: 30_000,
};

/** Runs beside the server's bundle (build.mjs copies it there) or, under the tests, beside this file. */
function workerFile(): URL {
  const here = new URL('./extract-worker.mjs', import.meta.url);
  if (fs.existsSync(fileURLToPath(here))) return here;
  return new URL(`file://${path.join(path.dirname(fileURLToPath(import.meta.url)), 'extract-worker.mjs')}`);
}

/** Control characters out (the snippet's highlight markers are two of them), runs of blanks made one. */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}

/** Why the reader failed, as recorded. */
const FAILURES: Record<string, string> = { encrypted: 'Encrypted file', 'too large': 'Too large to read' };

type Reply = { ok: true; text: string } | { ok: false; error: string };

/** A worker thread and what it is doing: the file it reads (`settle`), how many it has read. */
interface Thread {
  worker: Worker;
  files: number;
  settle: ((r: Extracted) => void) | null;
  idleTimer: NodeJS.Timeout | null;
}

/** The warm thread waiting for the next file (at most one: a second, concurrent one is ended after its file). */
let idle: Thread | null = null;

function startThread(): Thread {
  const t = extractTuning;
  const worker = new Worker(workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: t.maxOldGenerationMb, maxYoungGenerationSizeMb: t.maxYoungGenerationMb, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  // an idle thread never keeps the process alive (the file's deadline does while it reads)
  worker.unref();
  const thread: Thread = { worker, files: 0, settle: null, idleTimer: null };
  worker.on('message', (m: Reply) => {
    if (m.ok) {
      const text = cleanText(m.text);
      thread.settle?.(text ? { status: 'done', text } : { status: 'unavailable', reason: 'No text in the file (a scan?)' });
    } else thread.settle?.({ status: 'failed', reason: FAILURES[m.error] ?? 'Could not read the file' });
  });
  worker.on('error', (err: Error & { code?: string }) =>
    thread.settle?.({ status: 'failed', reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'Too large to read' : 'Could not read the file' }),
  );
  worker.on('exit', () => {
    if (idle === thread) idle = null;
    thread.settle?.({ status: 'failed', reason: 'Could not read the file' });
  });
  return thread;
}

function end(thread: Thread) {
  if (idle === thread) idle = null;
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  void thread.worker.terminate();
}

/** After a file read well: keep the thread warm for the next one, unless it has read enough or another is kept. */
function release(thread: Thread) {
  if (idle || thread.files >= extractTuning.filesPerThread) return end(thread);
  idle = thread;
  thread.idleTimer = setTimeout(() => end(thread), extractTuning.idleMs).unref();
}

/** End the warm thread now (tests, a server closing). */
export function endExtractionThread() {
  if (idle) end(idle);
}

/**
 * The text of a résumé's bytes, extracted in a worker thread with a heap limit and a deadline: a
 * damaged or hostile file ends as `failed`, its thread is terminated (the next file starts a fresh
 * one), the server goes on answering. Files that read well leave the thread warm for the next
 * (decision 287). A DOC (the old binary Word format) has no maintained reader in Node: `unavailable`
 * (decision 262).
 */
export async function extractResumeText(bytes: Buffer, mime: string): Promise<Extracted> {
  const kind = mime === 'application/pdf' ? 'pdf' : mime.includes('wordprocessingml') ? 'docx' : null;
  if (!kind) return { status: 'unavailable', reason: 'Text not available for this file type' };
  const t = extractTuning;
  const thread = idle ?? startThread();
  idle = null;
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  thread.files++;
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Promise<Extracted>((resolve) => {
    const timer = setTimeout(() => thread.settle?.({ status: 'failed', reason: 'Took too long to read' }), t.timeoutMs);
    thread.settle = (r: Extracted) => {
      thread.settle = null;
      clearTimeout(timer);
      if (r.status === 'failed') end(thread);
      else release(thread);
      resolve(r);
    };
    thread.worker.postMessage({ bytes: data, kind, maxPages: t.maxPages, maxChars: t.maxChars }, [data]);
  });
}
