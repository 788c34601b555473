// The ceiling of `npm run bench`: a bare Fastify route answering the given bytes from memory, in a
// process of its own like the real server (so it never shares a core with the load generator).
// Usage: node ceiling-server.mjs <file with the response body>; prints the port, then serves.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/ceiling', async (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
