import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What extraction gives: the text, or why there is none. */
export type Extracted = { status: 'done'; text: string } | { status: 'unavailable'; reason: string } | { status: 'failed'; reason: string };

/**
 * The bounds of one file's extraction (decision 262). Tests shorten the time; the bench reads them.
 * - `timeoutMs`: the worker is terminated past this (a 10,000-page PDF, a parser caught in a loop);
 * - `maxOldGenerationMb` / `maxYoungGenerationMb`: the thread's heap (a zip bomb dies here, alone);
 * - `maxPages` / `maxChars`: what is read of a long file (a résumé's first pages hold what is searched).
 */
export const extractTuning = { timeoutMs: 20_000, maxOldGenerationMb: 192, maxYoungGenerationMb: 32, maxPages: 30, maxChars: 100_000 };

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

/**
 * The text of a résumé's bytes, extracted in a worker thread with a heap limit and a deadline: a
 * damaged or hostile file ends as `failed`, the thread is terminated, the server goes on answering.
 * A DOC (the old binary Word format) has no maintained reader in Node: `unavailable` (decision 262).
 */
export async function extractResumeText(bytes: Buffer, mime: string): Promise<Extracted> {
  const kind = mime === 'application/pdf' ? 'pdf' : mime.includes('wordprocessingml') ? 'docx' : null;
  if (!kind) return { status: 'unavailable', reason: 'Text not available for this file type' };
  const t = extractTuning;
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const worker = new Worker(workerFile(), {
    workerData: { bytes: data, kind, maxPages: t.maxPages, maxChars: t.maxChars },
    transferList: [data as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: t.maxOldGenerationMb, maxYoungGenerationSizeMb: t.maxYoungGenerationMb, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  return new Promise<Extracted>((resolve) => {
    let settled = false;
    const finish = (r: Extracted) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(r);
    };
    const timer = setTimeout(() => finish({ status: 'failed', reason: 'Took too long to read' }), t.timeoutMs);
    worker.on('message', (m: { ok: true; text: string } | { ok: false; error: string }) => {
      if (m.ok) {
        const text = cleanText(m.text);
        finish(text ? { status: 'done', text } : { status: 'unavailable', reason: 'No text in the file (a scan?)' });
      } else finish({ status: 'failed', reason: m.error === 'encrypted' ? 'Encrypted file' : 'Could not read the file' });
    });
    worker.on('error', (err: Error & { code?: string }) =>
      finish({ status: 'failed', reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'Too large to read' : 'Could not read the file' }),
    );
    worker.on('exit', () => finish({ status: 'failed', reason: 'Could not read the file' }));
  });
}
