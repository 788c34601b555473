import os from 'node:os';
import { expect, it } from 'vitest';
import { postgresCpuMicros, processCpuMicros } from '../bench/cpu.js';

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
  expect(postgresCpuMicros()).toBeGreaterThanOrEqual(0);
});
