import { expect, it } from 'vitest';
import { postgresCpuMicros, processCpuMicros } from '../bench/cpu.js';

// `npm run bench` reports the CPU each request took, read from /proc (bench/cpu.ts)
it.runIf(process.platform === 'linux')("reads a process's CPU time from /proc, all threads included", () => {
  const before = processCpuMicros(process.pid);
  const until = performance.now() + 120;
  let x = 0;
  while (performance.now() < until) x += Math.sqrt(x + 1);
  const spent = processCpuMicros(process.pid) - before;
  expect(x).toBeGreaterThan(0);
  // 120 ms of work, read in clock ticks (10 ms each): at least 80 ms, and not more than the wall time allows
  expect(spent).toBeGreaterThanOrEqual(80_000);
  expect(spent).toBeLessThan(5_000_000);
  expect(processCpuMicros(0)).toBe(0);
  expect(processCpuMicros(2 ** 30)).toBe(0);
  expect(postgresCpuMicros()).toBeGreaterThanOrEqual(0);
});
