import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_MAIN = path.resolve(here, '../dist/main.js');
const SERVER_SOURCE = path.resolve(here, '../src/main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Start the built server as a real process; resolves once /health answers. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  rssMb: () => number;
  stop: () => Promise<void>;
}

/**
 * Start the server as a real process: the built bundle, or the TypeScript source through tsx
 * (tests run before the build). Resolves once /health answers.
 */
export async function startServer(env: Record<string, string>, options: { fromSource?: boolean; port?: number } = {}): Promise<ServerProcess> {
  if (!options.fromSource && !fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  const port = options.port ?? (await freePort());
  // plain `node`, as `npm start` runs it
  const args = options.fromSource ? ['--import', 'tsx', SERVER_SOURCE] : [SERVER_MAIN];
  const child = spawn(process.execPath, args, {
    // the default log level, as users run it: each request's line is written (to nowhere)
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_SEED: 'false', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: path.resolve(here, '..'),
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000; // generous: a busy CI machine starts slowly
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/backend/api/v1/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const rssMb = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    } catch {
      return 0;
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, port, child, rssMb, stop };
}
