import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

// V8 lets the old generation grow to several times its live size between full collections, the
// more the faster the server allocates: with the SQLite readers busy on the other cores the heap
// reached 330 MB for 60 MB of live data. Growing it by 50 % at a time holds the peak near 230 MB
// at 4,000 to 30,000 requests a second, for the same throughput (docs/decisions.md 153, 193).
v8.setFlagsFromString('--heap-growing-percent=50');
// V8 learns from a young collection that finds most of an allocation site's objects alive to
// allocate that site's objects in the old generation from then on. Under load a young collection
// always finds the rows of the queries in flight alive, so the rows of every later query went
// straight to the old generation: 33 MB/s of it, a full collection a second, each a 6-10 ms pause
// for every request in flight, which made the searches' p99. Without it the rows die young
// (decision 184).
v8.setFlagsFromString('--no-allocation-site-pretenuring');

/** The process: read config, build the app, listen, shut down gracefully (fastify/demo server.ts). */
async function main() {
  let config;
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    config = loadConfig(process.env);
    if (!config.webDist) config = { ...config, webDist: path.resolve(here, '../../web/dist') };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    // close() stops accepting connections, waits for requests in flight, then runs onClose (database)
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Talentra listening on http://${config.host}:${config.port} (database: ${config.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
