import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../bench/server-process.js';
import { loadConfig } from '../src/config.js';
import { backup, restore } from '../src/db/backup.js';

const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop();
});

describe('backup and restore', () => {
  it('copies a consistent database and the uploads while the server is writing, and restores them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-backup-'));
    const server = await startServer(
      { DATA_DIR: dataDir, DEMO_SEED: 'true', PUBLIC_WRITE_LIMIT_PER_HOUR: '1000000', NODE_ENV: 'test' },
      { fromSource: true },
    );
    started.push(server);
    let writing = true;
    let acknowledged = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const r = await fetch(`${server.url}/backend/api/v1/submit-feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            first_name: 'Backup',
            last_name: `Row ${i}`,
            email: 'b@mail.example',
            phone_number: '9876543210',
            message: 'during backup',
          }),
        });
        if (r.status === 201) acknowledged++;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const config = loadConfig({ DATA_DIR: dataDir });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-backup-out-'));
    const result = await backup(config, target);
    writing = false;
    await writer;
    expect(acknowledged).toBeGreaterThan(0);
    expect(result.files).toBeGreaterThan(5); // demo logos, SLAs, resume, proof

    const copy = new SQLite(path.join(target, 'talentra.sqlite'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const users = (copy.prepare('select count(*) as n from users').get() as { n: number }).n;
    copy.close();
    expect(users).toBeGreaterThanOrEqual(3);

    // restore into a fresh data directory and serve it
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-restored-'));
    restore(loadConfig({ DATA_DIR: restoredDir }), target);
    const again = await startServer({ DATA_DIR: restoredDir, DEMO_SEED: 'false', NODE_ENV: 'test' }, { fromSource: true });
    started.push(again);
    const login = await fetch(`${again.url}/backend/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'admin-demo-2026' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const clients = (await (await fetch(`${again.url}/backend/api/v1/clientforms`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: number }[];
    };
    const logo = await fetch(`${again.url}/backend/api/v1/clientforms/${clients.data[0]!.id}/logo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logo.status).toBe(200);
    for (const d of [dataDir, target, restoredDir]) fs.rmSync(d, { recursive: true, force: true });
  }, 60_000);
});
