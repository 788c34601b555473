import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, freePort, type ServerProcess } from '../bench/server-process.js';
import { freshPostgresSchema, PG_URL, postgresAvailable } from './helpers.js';

const pgOk = await postgresAvailable();
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop();
});

const feedback = (i: number) => ({
  first_name: 'Crash',
  last_name: `Test ${i}`,
  email: `crash${i}@mail.example`,
  phone_number: '9876543210',
  message: `acknowledged write ${i}`,
});
const post = (url: string, body: object) =>
  fetch(`${url}/backend/api/v1/submit-feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('crashes and shutdown (real server process)', () => {
  it('every acknowledged write survives SIGKILL mid-stream, and the database is consistent after restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-crash-'));
    const env = { DATA_DIR: dataDir, PUBLIC_WRITE_LIMIT_PER_HOUR: '1000000', NODE_ENV: 'test' };
    const server = await startServer(env, { fromSource: true });
    started.push(server);
    const acknowledged: string[] = [];
    let i = 0;
    const writer = async () => {
      for (;;) {
        const n = i++;
        try {
          const res = await post(server.url, feedback(n));
          if (res.status === 201) acknowledged.push(`Test ${n}`);
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    await writers;
    expect(acknowledged.length).toBeGreaterThan(20);

    const again = await startServer(env, { fromSource: true, port: server.port });
    started.push(again);
    const login = await fetch(`${again.url}/backend/api/v1/health`);
    expect(login.status).toBe(200);
    // read the rows straight from the SQLite file (integrity check included)
    const SQLite = (await import('better-sqlite3')).default;
    await again.stop();
    const db = new SQLite(path.join(dataDir, 'talentra.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set((db.prepare('select last_name from feedback').all() as { last_name: string }[]).map((r) => r.last_name));
    db.close();
    const lost = acknowledged.filter((a) => !stored.has(a));
    expect(lost).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 150_000);

  it('SIGTERM under load finishes the requests in flight with no error', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-term-'));
    const server = await startServer({ DATA_DIR: dataDir, PUBLIC_WRITE_LIMIT_PER_HOUR: '1000000', NODE_ENV: 'test' }, { fromSource: true });
    started.push(server);
    // a failed fetch is named by its cause: refused (nothing listens any more) or reset (a connection
    // the server accepted but had read no request from when it closed it)
    const inFlight = Array.from({ length: 40 }, (_, n) =>
      post(server.url, feedback(n)).then(
        (r) => r.status,
        (e: Error & { cause?: { code?: string } }) => {
          const code = e.cause?.code;
          return code === 'ECONNREFUSED' ? 'refused' : code === 'ECONNRESET' ? 'reset' : `error ${code ?? String(e.cause ?? e)}`;
        },
      ),
    );
    // signal once the server is demonstrably busy with this burst
    await Promise.race(inFlight);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    // a request either completed or was refused before it started (503, refused, reset unread),
    // never cut mid-way: the rows stored are exactly those of the 201 answers, no more, no fewer
    const completed = statuses.flatMap((s, n) => (s === 201 ? [`Test ${n}`] : []));
    expect(completed.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201 && s !== 503 && s !== 'refused' && s !== 'reset')).toEqual([]);
    expect(await exited).toBe(0);
    const SQLite = (await import('better-sqlite3')).default;
    const db = new SQLite(path.join(dataDir, 'talentra.sqlite'), { readonly: true });
    const stored = (db.prepare('select last_name from feedback').all() as { last_name: string }[]).map((r) => r.last_name);
    db.close();
    expect(stored.sort()).toEqual(completed.sort());
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 150_000);

  it('SIGTERM waits for a request whose body is still arriving, answers it and stores it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-slow-'));
    const server = await startServer({ DATA_DIR: dataDir, PUBLIC_WRITE_LIMIT_PER_HOUR: '1000000', NODE_ENV: 'test' }, { fromSource: true });
    started.push(server);
    const body = JSON.stringify(feedback(4242));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    // half the body, then the signal, then the rest: the request is inside the server when it is
    // told to stop; a shutdown that cut open requests would reset this connection
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${server.url}/backend/api/v1/submit-feedback`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 500);
      }, 300);
    });
    expect(status).toBe(201);
    expect(await exited).toBe(0);
    const SQLite = (await import('better-sqlite3')).default;
    const db = new SQLite(path.join(dataDir, 'talentra.sqlite'), { readonly: true });
    expect(db.prepare('select last_name from feedback').all()).toEqual([{ last_name: 'Test 4242' }]);
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, as if the database restarted. */
async function cuttableProxy(target: { host: string; port: number }) {
  const port = await freePort();
  let sockets: net.Socket[] = [];
  let server: net.Server | null = null;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.push(client, upstream);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((s) => s.destroy());
      sockets = [];
      if (!server) return resolve();
      server.close(() => resolve());
    });
  await up();
  return { port, up, down };
}

describe.skipIf(!pgOk)('PostgreSQL outage', () => {
  it('/health answers 503 while the database is unreachable and the server recovers by itself', async () => {
    const target = new URL(PG_URL);
    const schema = await freshPostgresSchema();
    const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(schema.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-pg-'));
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString(), NODE_ENV: 'test', DEMO_SEED: 'true' },
      { fromSource: true },
    );
    started.push(server);
    const health = async () => (await fetch(`${server.url}/backend/api/v1/health`)).status;
    expect(await health()).toBe(200);
    await proxy.down();
    expect(await health()).toBe(503);
    const careers = await fetch(`${server.url}/backend/api/v1/recruitments`);
    expect(careers.status).toBe(503); // an outage is the server's fault, not the client's
    await proxy.up();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await health();
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await fetch(`${server.url}/backend/api/v1/recruitments`)).status).toBe(200);
    await proxy.down();
    await server.stop();
    await schema.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 150_000);
});
