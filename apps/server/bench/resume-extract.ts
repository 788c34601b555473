// npx tsx bench/resume-extract.ts [files]: résumé text extraction throughput and peak memory (issue 45).
// Reads the demo's one-page PDF résumé and a 30-page one, a file at a time, as the job queue does.
import { extractResumeText } from '../src/modules/resumes/extract.js';
import { sampleResumePdf } from '../src/files/sample-documents.js';

const n = Number(process.argv[2] ?? 40);
const lines = Array.from({ length: 45 }, (_, i) => `Line ${i}: React, TypeScript, AWS, data pipelines, Kafka and PostgreSQL at scale.`);
const onePage = sampleResumePdf(['ASHA RAO', 'asha.rao@mail.example +91 98765 43210', 'Location: Pune', ...lines]);

async function run(label: string, bytes: Buffer) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const r = await extractResumeText(bytes, 'application/pdf');
    if (r.status !== 'done') throw new Error(`${label}: ${r.status} (${r.reason}) at file ${i}`);
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  console.log(
    `${label}: ${n} files in ${(ms / 1000).toFixed(1)} s = ${((n * 1000) / ms).toFixed(1)} files/s, ${(ms / n).toFixed(0)} ms a file; peak RSS +${((peak - base) / 1048576).toFixed(0)} MB`,
  );
}

await run('one-page PDF', onePage);
