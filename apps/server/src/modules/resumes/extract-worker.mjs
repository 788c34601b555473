// The résumé text extractor, run in a worker thread with resource limits (resumes/extract.ts): a
// damaged or hostile file can exhaust only this thread's heap or time, never the server's.
// A plain module (no TypeScript) so the same file runs under the tests and beside the built server.
import { parentPort, workerData } from 'node:worker_threads';

const { bytes, kind, maxPages, maxChars } = workerData;

async function pdfText(data) {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
  const pages = Math.min(pdf.numPages, maxPages);
  let text = '';
  for (let i = 1; i <= pages && text.length < maxChars; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('') + '\n';
    page.cleanup();
  }
  await pdf.destroy();
  return text;
}

async function docxText(data) {
  const mammoth = (await import('mammoth')).default;
  const result = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return result.value;
}

try {
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  parentPort.postMessage({ ok: true, text: text.slice(0, maxChars) });
} catch (err) {
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  parentPort.postMessage({ ok: false, error: name === 'PasswordException' ? 'encrypted' : String(err?.message ?? err).slice(0, 200) });
}
