#!/usr/bin/env node
// `npm run bench`: every performance budget of issue 9 in one run, on a fresh production build.
// 1. web: first-load JavaScript, staff code, CSS, images (apps/web/scripts/check-budgets.mjs)
// 2. web: Lighthouse 12, mobile, in the system Chromium (apps/web/scripts/lighthouse.mjs → docs/lighthouse.md)
// 3. server: autocannon on SQLite and PostgreSQL, small and large data (apps/server/bench → docs/performance.md)
// Every step runs even when an earlier one misses; the exit code is non-zero when any budget is missed.
// Arguments go to the server benchmark (e.g. `npm run bench -- --engines sqlite --runs 1`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const run = (args) => spawnSync('npm', args, { stdio: 'inherit', cwd: root }).status ?? 1;

if (run(['run', 'build']) !== 0) process.exit(1);
const steps = [
  ['web bundle budgets', run(['run', 'budgets', '-w', '@talentra/web'])],
  ['Lighthouse', run(['run', 'lighthouse', '-w', '@talentra/web'])],
  ['server benchmark', run(['run', 'bench', '-w', '@talentra/server', '--', ...process.argv.slice(2)])],
];
console.log('');
for (const [name, status] of steps) console.log(`${status === 0 ? 'met   ' : 'MISSED'} ${name}`);
process.exit(steps.some(([, status]) => status !== 0) ? 1 : 0);
