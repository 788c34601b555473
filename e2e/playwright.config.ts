import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { MAIL_BASE_URL, MAIL_PORTS } from './support/mail-ports.js';

/**
 * End-to-end tests against the built app (apps/web/dist served by the built server) in the system
 * Chromium: never a browser downloaded by Playwright (DESIGN.md "Running it").
 * Build first: `npm run build` at the root.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// Several developers can run suites side by side: each with its own port, output folder and web build.
const outputDir = process.env.E2E_OUTPUT_DIR ? path.resolve(process.env.E2E_OUTPUT_DIR) : path.join(here, '.output');
const PORT = Number(process.env.E2E_PORT ?? 4310);
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : undefined;
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh database for every run. The config is also read by each worker: only the main process
// (the one that starts the server) creates the directory.
const dataDir = path.join(outputDir, `data-${Date.now()}`);
if (!process.env.TEST_WORKER_INDEX) {
  removeOldDataDirs();
  fs.mkdirSync(dataDir, { recursive: true });
}

/** Databases of earlier runs (older than an hour, so a run still going keeps its own). */
function removeOldDataDirs() {
  if (!fs.existsSync(outputDir)) return;
  for (const name of fs.readdirSync(outputDir)) {
    const started = Number(/^data-(\d+)$/.exec(name)?.[1]);
    if (started && Date.now() - started > 60 * 60 * 1000) fs.rmSync(path.join(outputDir, name), { recursive: true, force: true });
  }
}

const serverEntry = process.env.E2E_SERVER_ENTRY ? path.resolve(process.env.E2E_SERVER_ENTRY) : '../apps/server/dist/main.js';
/** What both instances of the app share: demo data, and limits high enough for a test run. */
const appEnv = {
  HOST: '127.0.0.1',
  DEMO_SEED: 'true',
  LOG_LEVEL: 'warn',
  PUBLIC_WRITE_LIMIT_PER_HOUR: '10000',
  SEARCH_LIMIT_PER_MINUTE: '10000',
  SEARCH_LIMIT_PER_HOUR: '10000',
  LOGIN_LIMIT_PER_MINUTE: '10000',
  PUBLIC_READ_LIMIT_PER_MINUTE: '100000',
  ...(webDist ? { WEB_DIST: webDist } : {}),
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(outputDir, 'test-results'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(outputDir, 'results.json') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The app on PORT (mail waits in its outbox, as on the embedded default); the mail server the
  // specs about sent mail read (support/mail-sink.mjs); and a second instance of the app, with its own
  // database, that sends its mail to that server over SMTP (support/mailbox.ts).
  webServer: [
    {
      command: `node ${serverEntry}`,
      cwd: here,
      url: `${baseURL}/backend/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...appEnv, PORT: String(PORT), DATA_DIR: dataDir },
    },
    {
      command: 'node support/mail-sink.mjs',
      cwd: here,
      url: `http://127.0.0.1:${MAIL_PORTS.sinkHttp}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SINK_SMTP_PORT: String(MAIL_PORTS.smtp), SINK_HTTP_PORT: String(MAIL_PORTS.sinkHttp) },
    },
    {
      command: `node ${serverEntry}`,
      cwd: here,
      url: `${MAIL_BASE_URL}/backend/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...appEnv,
        PORT: String(MAIL_PORTS.app),
        DATA_DIR: path.join(dataDir, 'mail-instance'),
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORTS.smtp}`,
        PUBLIC_URL: MAIL_BASE_URL,
        // job alerts (issue 46): a digest "day" of 4 s, looked for every second, so e2e/job-alerts.spec.ts sees a digest
        JOB_ALERT_DAY_SECONDS: '4',
        JOB_ALERT_CHECK_SECONDS: '1',
      },
    },
  ],
});
