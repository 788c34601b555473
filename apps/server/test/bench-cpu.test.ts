import os from 'node:os';
import pg from 'pg';
import { expect, it } from 'vitest';
import { postgresCpuMicros, processCpuMicros } from '../bench/cpu.js';
import { PG_URL, postgresAvailable } from './helpers.js';

// `npm run bench` reports the CPU each request took, read from /proc (bench/cpu.ts)
it.runIf(process.platform === 'linux')("reads a process's CPU time from /proc, all threads included", () => {
  const before = processCpuMicros(process.pid);
  const started = performance.now();
  let x = 0;
  // work until the reading has moved by 100 ms of CPU (however busy the machine is), or 10 s pass
  while (processCpuMicros(process.pid) - before < 100_000 && performance.now() - started < 10_000) {
    for (let i = 0; i < 100_000; i++) x += Math.sqrt(i);
  }
  const spent = processCpuMicros(process.pid) - before;
  const wallMicros = (performance.now() - started) * 1000;
  expect(x).toBeGreaterThan(0);
  expect(spent).toBeGreaterThanOrEqual(100_000);
  // no more than every core for the whole time, give or take a clock tick (10 ms) at each end
  expect(spent).toBeLessThanOrEqual((wallMicros + 20_000) * os.cpus().length);
  expect(processCpuMicros(0)).toBe(0);
  expect(processCpuMicros(2 ** 30)).toBe(0);
});

// the PostgreSQL server of the tests, when it runs on this machine (its processes are in /proc)
const localPostgres = ['127.0.0.1', 'localhost'].includes(new URL(PG_URL).hostname) && (await postgresAvailable());

it.runIf(process.platform === 'linux' && localPostgres)("reads PostgreSQL's CPU time: a query's work shows in it", async () => {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const before = postgresCpuMicros();
    // work in a backend until the reading has moved by 100 ms, or 10 s pass
    const started = performance.now();
    while (postgresCpuMicros() - before < 100_000 && performance.now() - started < 10_000) {
      await client.query('select sum(sqrt(g)) from generate_series(1, 300000) g');
    }
    expect(postgresCpuMicros() - before).toBeGreaterThanOrEqual(100_000);
  } finally {
    await client.end();
  }
});
