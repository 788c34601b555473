#!/usr/bin/env node
// `npm test`: every test. Unit and integration (vitest: contract, server on SQLite and PostgreSQL,
// web components), then the production build and its structural web budgets (no staff code in public
// pages, CSS, images), then end-to-end in Chromium (Playwright).
// Prints a closing line "N passed, N failed" with the totals of all runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'e2e', '.output');
fs.mkdirSync(out, { recursive: true });
const inCI = process.env.CI === 'true';
let passed = 0;
let failed = 0;
let skipped = 0;
let runnerFailed = false;

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 1. vitest (all projects)
const vitestJson = path.join(out, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (vitestStatus !== 0 && (!v || (v.numFailedTests ?? 0) === 0)) runnerFailed = true;

// 2. build, then the web performance budgets (one check), 3. end-to-end
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  const msg = `Chromium not found at ${chrome}: end-to-end tests ${inCI ? 'cannot run in CI' : 'skipped'}`;
  console.error(msg);
  if (inCI) runnerFailed = true;
} else if (run('npm', ['run', 'build']) !== 0) {
  console.error('build failed');
  runnerFailed = true;
} else {
  // first-load JavaScript of every public page, staff code in public chunks, CSS and images of the
  // production build (apps/web/scripts/check-budgets.mjs)
  if (run('npm', ['run', 'budgets', '-w', '@talentra/web']) === 0) passed += 1;
  else failed += 1;
  const pwJson = path.join(out, 'results.json');
  fs.rmSync(pwJson, { force: true });
  const pwStatus = run('npx', ['playwright', 'test'], { cwd: path.join(root, 'e2e'), env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson } });
  const p = readJson(pwJson);
  if (p?.stats) {
    passed += p.stats.expected ?? 0;
    failed += (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0);
    skipped += p.stats.skipped ?? 0;
    if (inCI && (p.stats.skipped ?? 0) > 0) runnerFailed = true;
  }
  if (pwStatus !== 0 && (!p || ((p.stats?.unexpected ?? 0) === 0 && (p.stats?.flaky ?? 0) === 0))) runnerFailed = true;
}

if (inCI && skipped > 0) {
  console.error(`${skipped} tests were skipped; in CI every test must run (is PostgreSQL or Chromium missing?)`);
  runnerFailed = true;
}
if (runnerFailed && failed === 0) failed = 1; // a runner that crashed counts as a failure
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
