import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
