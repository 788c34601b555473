// The résumé text extractor, run in a worker thread with resource limits (resumes/extract.ts): a
// damaged or hostile file can exhaust only this thread's heap or time, never the server's.
// The thread stays warm (decision 287): it reads one file per message, in turn, until the server
// terminates it (a file failed or passed its deadline, enough files read, or idle).
// A plain module (no TypeScript) so the same file runs under the tests and beside the built server.
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/** What a DOCX's parts may unpack to, together (a zip bomb is refused here, before the reader holds it). */
const MAX_UNPACKED = 40 * 1024 * 1024;

/**
 * Unpack every part of a zip with a bound on the output (zlib's maxOutputLength), so a part that
 * inflates to hundreds of MB (whatever size its header claims) stops at the bound: 'too large'.
 */
function checkZipSize(data) {
  const buf = Buffer.from(data);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  let left = MAX_UNPACKED;
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('not a zip');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const bytes = buf.subarray(start, start + compressed);
    try {
      left -= method === 8 ? inflateRawSync(bytes, { maxOutputLength: left }).length : bytes.length;
    } catch (err) {
      if (err instanceof RangeError || err?.code === 'ERR_BUFFER_TOO_LARGE') throw Object.assign(new Error('too large'), { name: 'TooLarge' });
      throw err;
    }
    if (left < 0) throw Object.assign(new Error('too large'), { name: 'TooLarge' });
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
}

async function pdfText(data, maxPages, maxChars) {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
  try {
    const pages = Math.min(pdf.numPages, maxPages);
    let text = '';
    for (let i = 1; i <= pages && text.length < maxChars; i++) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('') + '\n';
      page.cleanup();
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function docxText(data) {
  checkZipSize(data);
  const mammoth = (await import('mammoth')).default;
  const result = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return result.value;
}

parentPort.on('message', async ({ bytes, kind, maxPages, maxChars }) => {
  try {
    const text = kind === 'pdf' ? await pdfText(bytes, maxPages, maxChars) : await docxText(bytes);
    parentPort.postMessage({ ok: true, text: text.slice(0, maxChars) });
  } catch (err) {
    const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
    const error = name === 'PasswordException' ? 'encrypted' : name === 'TooLarge' ? 'too large' : String(err?.message ?? err).slice(0, 200);
    parentPort.postMessage({ ok: false, error });
  }
});
