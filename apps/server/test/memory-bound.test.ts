import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../bench/server-process.js';
import { describeEachEngine } from './engines.js';
import { freshPostgresSchema } from './helpers.js';
import { jobPayload } from './fixtures.js';

const API = '/backend/api/v1';
const LONG = (word: string) => `${word} `.repeat(Math.floor(4900 / (word.length + 1)));

/**
 * Issue 14: `GET /recruitments?per_page=100&x=N`, with a new N each time, filled the response cache
 * with copies of the same page until the server died of heap exhaustion. A real server process on
 * each engine, 100 jobs with long texts (about 1.5 MB a page), 5,000 such requests.
 */
describeEachEngine('memory under an anonymous caller varying the query', (engine) => {
  let server: ServerProcess;
  let dropSchema: (() => Promise<void>) | undefined;
  let dataDir: string;
  afterAll(async () => {
    await server?.stop();
    await dropSchema?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('5,000 requests with a new unknown parameter each leave the RSS within 64 MB of where it started', { timeout: 300_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-memory-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'test', DEMO_SEED: 'true', LOGIN_LIMIT_PER_MINUTE: '1000' };
    if (engine === 'postgres') {
      const schema = await freshPostgresSchema('mem');
      env.DATABASE_URL = schema.url;
      dropSchema = schema.drop;
    }
    server = await startServer(env, { fromSource: true });
    const call = (p: string, init: RequestInit = {}) => fetch(`${server.url}${API}${p}`, init);

    const login = await call('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'bdm@example.com', password: 'bdm-demo-2026' }),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).data.token as string;
    const staff = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const clientId = (await (await call('/clientforms/dropdown', { headers: staff })).json()).data[0].id as number;
    for (let i = 0; i < 100; i++) {
      const created = await call('/recruitments', {
        method: 'POST',
        headers: staff,
        body: JSON.stringify(
          jobPayload(clientId, {
            job_description: LONG('description'),
            key_responsibilities: LONG('responsibility'),
            benefit: LONG('benefit'),
          }),
        ),
      });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    const page = async (n: number) => {
      const res = await call(`/recruitments?per_page=100&x=${n}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    expect((await page(0)).length).toBeGreaterThan(1_000_000);

    const before = server.rssMb();
    let next = 1;
    const worker = async () => {
      while (next <= 5000) await page(next++);
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    const after = server.rssMb();
    expect(after - before, `RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB`).toBeLessThan(64);
  });
});
