// npm run resumes:reindex [-- --all]
// Queues the résumé files with no text yet (with --all: every résumé file) for text extraction and
// reads them here, a file at a time in the bounded worker thread; servers running meanwhile help
// with the same queue (several servers never read one file twice).
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { buildServices } from '../../services.js';

async function main() {
  const { values } = parseArgs({ options: { all: { type: 'boolean' } } });
  const app = await buildApp(loadConfig({ ...process.env, DEMO_SEED: 'false' }), { logger: false });
  try {
    const services = buildServices(app.ctx);
    const queued = await services.resumes.reindex(Boolean(values.all));
    console.log(`${queued} résumé file(s) queued for text extraction.`);
    let done = 0;
    for (;;) {
      const ran = await services.queue.drain();
      done += ran;
      if (ran === 0 && (await services.queue.queuedCount('resume_text')) === 0) break;
      if (ran === 0) await new Promise((r) => setTimeout(r, 1000)); // another server holds the rest
      if (done && done % 100 === 0) console.log(`${done} read…`);
    }
    console.log(`Done: ${done} file(s) read here.`);
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
