// The résumé text extractor, run in a worker thread with resource limits (resumes/extract.ts): a
// damaged or hostile file can exhaust only this thread's heap or time, never the server's.
// The thread stays warm (decision 287): it reads one file per message, in turn, until the server
// terminates it (a file failed or passed its deadline, enough files read, or idle).
// A plain module (no TypeScript) so the same file runs under the tests and beside the built server.
import { parentPort } from 'node:worker_threads';

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
    parentPort.postMessage({ ok: false, error: name === 'PasswordException' ? 'encrypted' : String(err?.message ?? err).slice(0, 200) });
  }
});
