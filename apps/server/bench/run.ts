// npm run bench: seeds a small and a large database on SQLite (and PostgreSQL when it answers),
// starts the built server as `npm start` does, drives every read with autocannon on loopback, small
// and large side by side, with the response cache off and on, then a mixed load. Writes its report
// between the marks of docs/performance.md (the sections around them are kept) and exits non-zero
// when a budget of bench/budgets.ts is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedLarge, settleAfterBulkLoad } from '../src/seed/seed-large.js';
import { bulkLoad } from '../src/db/bulk-load.js';
import { rebuildReportRollup } from '../src/db/report-rollup.js';
import { rebuildCareersFacetCounts } from '../src/db/careers-facet-counts.js';
import { withReport } from './report-file.js';
import { BUDGETS } from './budgets.js';
import { hashPassword } from '../src/auth/password.js';
import { startServer } from './server-process.js';
import { mixedLoad } from './load.js';
import { postgresCpuMicros, processCpuMicros } from './cpu.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: String(BUDGETS.connections) },
    engines: { type: 'string', default: 'sqlite,postgres' },
    only: { type: 'string' },
    'uncached-only': { type: 'boolean', default: false },
    'no-budget': { type: 'boolean', default: false },
    'load-seconds': { type: 'string', default: '60' },
    out: { type: 'string' },
    scale: { type: 'string', default: '1' },
    candidates: { type: 'string' },
    'keep-large': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(`Usage: npx tsx bench/run.ts [options]   (run \`npm run build\` first: the built server is measured)
  --engines sqlite,postgres  engines to measure (PostgreSQL is skipped when it does not answer)
  --only a,b                 only the scenarios whose name contains one of these (comma-separated)
  --uncached-only            measure the scenarios with RESPONSE_CACHE=false only (the mixed load still runs, cache on)
  --seconds 3 --runs 3       length of each measured run, and runs per figure (the median is kept)
  --connections 10           autocannon connections per scenario and for the mixed load (the budgets are stated at 10)
  --load-seconds 60          mixed load (90 % reads, 10 % writes, cache on) per engine; 0 skips it
  --out FILE                 where the report goes (default docs/performance.md)
  --scale 1                  multiply both data sizes (e.g. 0.01 for a quick check of the benchmark itself)
  --candidates N             candidates of the large data set (e.g. 1000000; the small one stays at 10,000), with
                             one job for every 10 (as in both standard sets) when that is more than 10,000
  --keep-large NAME          PostgreSQL: keep the large data set in schema bench_kept_NAME after the run, and reuse
                             it when it exists (migrated to the latest, its kept counts rebuilt) instead of seeding
                             again: a 1,000,000-candidate set takes 15 to 60 minutes to seed
  --no-budget                exit 0 even when a budget is missed`);
  process.exit(0);
}
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
const CONNECTIONS = Number(args.connections);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const scaled = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.max(10, Math.round(v * Number(args.scale)))]));
const SIZES = {
  small: scaled({ jobs: 1000, candidates: 10_000, referrals: 5000, feedback: 2000 }),
  large: scaled({ jobs: 10_000, candidates: 100_000, referrals: 50_000, feedback: 20_000 }),
} as unknown as Record<'small' | 'large', { jobs: number; candidates: number; referrals: number; feedback: number }>;
// a job keeps the applicants it has in both standard sets (10): a read of one job's people then
// compares the same answer at both sizes, not a page of 10 people with one of 25
if (args.candidates) {
  SIZES.large.candidates = Number(args.candidates);
  SIZES.large.jobs = Math.max(SIZES.large.jobs, Math.round(SIZES.large.candidates / 10));
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  auth?: 'Admin' | 'Hrteam';
  body?: string;
  read: boolean;
}
const SCENARIOS = [
  { name: 'careers page 1', method: 'GET' as const, path: '/recruitments?page=1&per_page=6', read: true },
  // a deep page both data sets have (the small one has about 800 visible jobs, 134 pages of 6), and
  // the last page of each (page=last: read from the list's own total before measuring)
  { name: 'careers page 130', method: 'GET' as const, path: '/recruitments?page=130&per_page=6', read: true },
  { name: 'careers last page', method: 'GET' as const, path: '/recruitments?page=last&per_page=6', read: true },
  // the careers filters' counts (issue 46), each facet counted with the other filters applied
  { name: 'careers facets', method: 'GET' as const, path: '/recruitments/facets', read: true },
  { name: 'careers facets filtered', method: 'GET' as const, path: '/recruitments/facets?work_mode=Hybrid&experience=2-4', read: true },
  { name: 'job detail', method: 'GET' as const, path: '/recruitments/{jobId}', read: true },
  { name: 'candidate name search', method: 'GET' as const, path: '/candidates/search?name=meera', read: true },
  { name: 'staff candidate search', method: 'GET' as const, path: '/candidates?q=meera&per_page=25', auth: 'Hrteam', read: true },
  // a text search with a selective filter: few rows match both, so a plan that walks the text
  // matches and filters afterwards reads far more at the large size (issue 42)
  {
    name: 'staff search text and status',
    method: 'GET' as const,
    path: '/candidates?q=mee&status=Selected&per_page=25',
    auth: 'Hrteam',
    read: true,
  },
  { name: 'staff candidates last page', method: 'GET' as const, path: '/candidates?page=last&per_page=25', auth: 'Hrteam', read: true },
  { name: 'stats overview', method: 'GET' as const, path: '/stats/overview', auth: 'Admin', read: true },
  { name: 'stats details (candidates)', method: 'GET' as const, path: '/stats/details?kind=candidates&per_page=25', auth: 'Admin', read: true },
  { name: 'stats details (warning)', method: 'GET' as const, path: '/stats/details?kind=warning&per_page=25', auth: 'Admin', read: true },
  { name: 'referrals (staff)', method: 'GET' as const, path: '/refer-a-friend?per_page=25', auth: 'Admin', read: true },
  // a deep staff page both data sets have (the small one has 5,000 referrals): read from a window on
  // PostgreSQL (deep-page.ts, decision 189)
  { name: 'referrals page 21', method: 'GET' as const, path: '/refer-a-friend?page=21&per_page=25', auth: 'Admin', read: true },
  { name: 'referrals last page', method: 'GET' as const, path: '/refer-a-friend?page=last&per_page=25', auth: 'Admin', read: true },
  { name: 'feedback last page', method: 'GET' as const, path: '/feedbacks?page=last&per_page=25', auth: 'Admin', read: true },
  { name: 'notifications (bell)', method: 'GET' as const, path: '/notifications', auth: 'Hrteam', read: true },
  // the recruiter's workspace (issue 15): people search without and with filters, profile, timeline
  { name: 'workspace search', method: 'GET' as const, path: '/candidates/people', auth: 'Hrteam', read: true },
  { name: 'workspace search text', method: 'GET' as const, path: '/candidates/people?q=meera', auth: 'Hrteam', read: true },
  {
    name: 'workspace search filters',
    method: 'GET' as const,
    path: '/candidates/people?stage=screening&location=kochi&sort=email&dir=desc',
    auth: 'Hrteam',
    read: true,
  },
  { name: 'workspace search job', method: 'GET' as const, path: '/candidates/people?job_id={jobId}&sort=name', auth: 'Hrteam', read: true },
  { name: 'workspace search last page', method: 'GET' as const, path: '/candidates/people?page=last', auth: 'Hrteam', read: true },
  // résumé search (issue 45): web-search syntax over résumé text, ranked, with snippets
  { name: 'resume search', method: 'GET' as const, path: '/candidates/people?resume=react%20aws', auth: 'Hrteam', read: true },
  {
    name: 'resume search phrase',
    method: 'GET' as const,
    path: '/candidates/people?resume=%22data%20engineer%22%20-php',
    auth: 'Hrteam',
    read: true,
  },
  // a word no résumé holds (a typo): PostgreSQL must not walk every file for it (decision 309)
  { name: 'resume search no match', method: 'GET' as const, path: '/candidates/people?resume=zqxjv', auth: 'Hrteam', read: true },
  // a job board's suggested candidates (decision 310)
  { name: 'resume suggestions', method: 'GET' as const, path: '/recruitments/{jobId}/suggested-candidates', auth: 'Hrteam', read: true },
  { name: 'workspace profile', method: 'GET' as const, path: '/candidates/{candidateId}/profile', auth: 'Hrteam', read: true },
  { name: 'workspace timeline', method: 'GET' as const, path: '/candidates/{candidateId}/timeline', auth: 'Admin', read: true },
  // the reports (issue 47) over the seeded year, budget BUDGETS.reportP99Ms: the seed spreads the
  // applications of every size over January to October 2026, so this range holds all of them
  ...(['funnel', 'time', 'sources', 'clients', 'recruiters'] as const).map((report) => ({
    name: `report ${report}`,
    method: 'GET' as const,
    path: `/reports/${report}?from=2026-01-01&to=2026-12-31`,
    auth: 'Admin' as const,
    read: true,
  })),
  {
    name: 'submit feedback',
    method: 'POST' as const,
    path: '/submit-feedback',
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Visitor',
      email: 'bench@mail.example',
      phone_number: '9876543210',
      message: 'Benchmark feedback message.',
    }),
    read: false,
  },
] satisfies Scenario[];
const ONLY = args.only
  ?.split(',')
  .map((x) => x.trim())
  .filter(Boolean);
const ACTIVE = SCENARIOS.filter((s) => !ONLY || ONLY.some((o) => s.name.includes(o)));

/** Limits raised so the load measures the server, not its abuse protection. */
const SERVER_ENV = {
  PUBLIC_WRITE_LIMIT_PER_HOUR: '100000000',
  SEARCH_LIMIT_PER_MINUTE: '100000000',
  SEARCH_LIMIT_PER_HOUR: '100000000',
  LOGIN_LIMIT_PER_MINUTE: '100000',
  PUBLIC_READ_LIMIT_PER_MINUTE: '100000000',
};

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request (µs) of the server process (all its threads: SQLite's readers too), and of PostgreSQL. */
  serverUs?: number;
  dbUs?: number;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** What a request cost in CPU: the server's and, on PostgreSQL, the database's. */
const cpuText = (f: Figures) =>
  f.serverUs === undefined ? '–' : `server ${f.serverUs.toFixed(0)} µs${f.dbUs ? ` + PostgreSQL ${f.dbUs.toFixed(0)} µs` : ''}`;

interface Target {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** Before each measured run: let this target's server finish what the last run left queued. */
  quiet?: () => Promise<void>;
  /** CPU used so far (µs) by the target's server and by its database (PostgreSQL; 0 for SQLite, inside the server). */
  cpu?: () => { server: number; db: number };
}

const WARM_UP_SECONDS = 2;

/**
 * Measure several targets side by side: after a warm-up of each, the runs alternate between them
 * (small, large, small, large, ...), so drift on a noisy machine touches all alike; each
 * figure is the median of its runs.
 */
async function driveSideBySide(targets: Target[]): Promise<Figures[]> {
  const once = (t: Target, duration: number) =>
    autocannon({ url: t.url, method: t.method as 'GET', headers: t.headers, body: t.body, connections: CONNECTIONS, duration, pipelining: 1 });
  // warm-up, not measured: SQLite's page cache, the connection pools and V8's compiler. 2 s each:
  // with 1 s the first read measured on a fresh server (careers page 1) cost 1.3 to 1.7 times the
  // CPU of the next one (page 130), whose code is nearly all the same
  for (const t of targets) {
    await t.quiet?.();
    await once(t, WARM_UP_SECONDS);
  }
  const runs: Figures[][] = targets.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, t] of targets.entries()) {
      await t.quiet?.();
      const before = t.cpu?.();
      const r = await once(t, SECONDS);
      const after = t.cpu?.();
      const perRequest = (a?: number, b?: number) =>
        a !== undefined && b !== undefined && r.requests.total ? (b - a) / r.requests.total : undefined;
      runs[k]!.push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        serverUs: perRequest(before?.server, after?.server),
        dbUs: perRequest(before?.db, after?.db),
      });
    }
  }
  return runs.map((rs) => ({
    rps: median(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    serverUs: rs[0]?.serverUs === undefined ? undefined : median(rs.map((r) => r.serverUs!)),
    dbUs: rs[0]?.dbUs === undefined ? undefined : median(rs.map((r) => r.dbUs!)),
  }));
}

/**
 * Wait until the server answers /health quickly again: a slow scenario leaves requests queued in the
 * server after autocannon stops, and they must not be charged to the next one.
 */
async function settle(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${url}/backend/api/v1/health`).catch(() => undefined);
    if (performance.now() - t0 < 20) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The path with `page=last` replaced by the list's last page at this size (from its `meta.total`),
 * so each size is measured on its own deepest page.
 */
async function resolveLastPage(url: string, init: { method: string; headers?: Record<string, string> }): Promise<string> {
  if (!url.includes('page=last')) return url;
  const first = await fetch(url.replace('page=last', 'page=1'), init);
  if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  const { meta } = (await first.json()) as { meta?: { total: number; per_page: number } };
  if (!meta) throw new Error(`${url}: no meta.total to find the last page from`);
  return url.replace('page=last', `page=${Math.max(1, Math.ceil(meta.total / meta.per_page))}`);
}

async function prepare(engine: 'sqlite' | 'postgres', size: keyof typeof SIZES) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `talentra-bench-${size}-`));
  // the server's environment: its log level stays the default, as users run it
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_SEED: 'false' };
  let schema: string | null = null;
  let keepSchema = false;
  let reused = false;
  if (engine === 'postgres') {
    const kept = size === 'large' ? args['keep-large'] : undefined;
    if (kept !== undefined && !/^[a-z0-9_]+$/.test(kept)) throw new Error('--keep-large: lower-case letters, digits and _ only');
    schema = kept ? `bench_kept_${kept}` : `bench_${size}_${randomBytes(4).toString('hex')}`;
    keepSchema = Boolean(kept);
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    // pg_trgm in public: in the first bench schema, dropping it would take it from every schema (decision 188)
    await c.query('create extension if not exists pg_trgm schema public').catch(() => {});
    if (kept) {
      const users = await c.query(`select to_regclass('${schema}.users') as t`);
      if (users.rows[0].t) reused = Number((await c.query(`select count(*) as n from ${schema}.users`)).rows[0].n) > 0;
      // a kept schema whose seeding did not finish is seeded again
      if (!reused) await c.query(`drop schema if exists ${schema} cascade`);
    }
    if (!reused) await c.query(`create schema ${schema}`);
    await c.end();
    const u = new URL(PG_URL);
    u.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = u.toString();
  }
  const handle = openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  await migrateToLatest(handle);
  const t0 = Date.now();
  if (reused) {
    // a kept data set: what its kept counts hold is rebuilt, as after a restore
    await rebuildReportRollup(handle.db, handle.dialect);
    await rebuildCareersFacetCounts(handle.db);
  } else {
    const now = new Date().toISOString();
    for (const [username, role] of [
      ['admin@example.com', 'Admin'],
      ['hr@example.com', 'Hrteam'],
    ] as const) {
      await handle.db
        .insertInto('users')
        .values({ username, password_hash: await hashPassword('bench-password-1'), user_role: role, is_active: 1, created_at: now, updated_at: now })
        .execute();
    }
    await bulkLoad(handle, (db) => seedLarge(db, SIZES[size]));
  }
  await settleAfterBulkLoad(handle);
  const seedSeconds = (Date.now() - t0) / 1000;
  const job = await handle.db.selectFrom('jobs').select('id').where('is_visible', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  // the first candidate: a tracker and referrals, so its profile and timeline have something to show
  const candidate = await handle.db.selectFrom('candidates').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  // referrers for the mixed load's writes: candidates of visible jobs (the only ones who may refer)
  const referrers = (
    await handle.db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select('candidates.id')
      .where('jobs.is_visible', '=', 1)
      .orderBy('candidates.id')
      .limit(2000)
      .execute()
  ).map((r) => r.id);
  await handle.close();
  /** Remove what this data set left (the test database is shared by every run on this machine). */
  const remove = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!schema || keepSchema) return;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  };
  return { env, jobId: job.id, candidateId: candidate.id, referrers, seedSeconds, remove };
}

interface Row {
  engine: string;
  scenario: string;
  /** With the response cache, as served in production (absent with --uncached-only). */
  small?: Figures;
  large?: Figures;
  /** The same read with the response cache off: what the queries cost by themselves. */
  uncached?: { small: Figures; large: Figures };
  memMb: number;
  read: boolean;
  /** A read anyone may make (no session). */
  public: boolean;
}

const loadReports: { engine: string; report: Awaited<ReturnType<typeof mixedLoad>> }[] = [];

const SIZE_NAMES = ['small', 'large'] as const;

async function signInAll(url: string) {
  const tokens: Record<string, string> = {};
  for (const [role, username] of [
    ['Admin', 'admin@example.com'],
    ['Hrteam', 'hr@example.com'],
  ] as const) {
    const r = await fetch(`${url}/backend/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'bench-password-1' }),
    });
    tokens[role] = ((await r.json()) as { data: { token: string } }).data.token;
  }
  return tokens;
}

/**
 * Both data sizes are served at once (one server each), and every scenario is measured on them side
 * by side, first with the response cache off, then on.
 */
async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<Row[]> {
  const results: Record<string, Record<string, Figures>> = {};
  const uncachedResults: Record<string, Record<string, Figures>> = {};
  let memMb = 0;
  const preps = { small: await prepare(engine, 'small'), large: await prepare(engine, 'large') };
  for (const size of SIZE_NAMES) console.log(`[${engine}/${size}] seeded in ${preps[size].seedSeconds.toFixed(1)} s`);
  try {
    // uncached first: the mixed load (cached pass, last) adds ~20 referrals to the first candidate of
    // the large data, whose timeline would then be a longer answer than the small data's (decision 185)
    for (const cached of [false, true]) {
      const scenarios = (ACTIVE as Scenario[]).filter((s) => (cached ? !args['uncached-only'] : s.read));
      const load = cached && Number(args['load-seconds']) > 0;
      if (scenarios.length === 0 && !load) continue;
      const servers = {
        small: await startServer({ ...preps.small.env, ...SERVER_ENV, RESPONSE_CACHE: String(cached) }),
        large: await startServer({ ...preps.large.env, ...SERVER_ENV, RESPONSE_CACHE: String(cached) }),
      };
      const sampler = setInterval(() => (memMb = Math.max(memMb, servers.small.rssMb(), servers.large.rssMb())), 200);
      try {
        const tokens = { small: await signInAll(servers.small.url), large: await signInAll(servers.large.url) };
        for (const s of scenarios) {
          const targets = await Promise.all(
            SIZE_NAMES.map(async (size): Promise<Target> => {
              const headers: Record<string, string> = { 'content-type': 'application/json' };
              if (s.auth) headers.authorization = `Bearer ${tokens[size][s.auth]}`;
              const path = s.path.replace('{jobId}', String(preps[size].jobId)).replace('{candidateId}', String(preps[size].candidateId));
              return {
                url: await resolveLastPage(`${servers[size].url}/backend/api/v1${path}`, { method: s.method, headers }),
                method: s.method,
                headers,
                body: s.body,
                quiet: () => settle(servers[size].url),
                cpu: () => ({ server: processCpuMicros(servers[size].child.pid), db: engine === 'postgres' ? postgresCpuMicros() : 0 }),
              };
            }),
          );
          const samples = await Promise.all(targets.map((t) => fetch(t.url, { method: t.method, headers: t.headers, body: t.body })));
          for (const sample of samples) if (!sample.ok) throw new Error(`${s.name}: ${sample.status} ${await sample.text()}`);
          const [small, large] = await driveSideBySide(targets);
          (cached ? results : uncachedResults)[s.name] = { small: small!, large: large! };
          for (const [size, f] of [
            ['small', small!],
            ['large', large!],
          ] as const) {
            console.log(
              `[${engine}/${size}${cached ? '' : '/uncached'}] ${s.name}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, CPU per request ${cpuText(f)}${f.errors ? `, ${f.errors} errors` : ''}`,
            );
          }
        }
        if (load) {
          const tokensLarge = tokens.large;
          const report = await mixedLoad(
            servers.large.url,
            { Admin: tokensLarge.Admin!, Hrteam: tokensLarge.Hrteam! },
            { jobId: preps.large.jobId, referrers: preps.large.referrers },
            Number(args['load-seconds']),
            CONNECTIONS,
            servers.large.rssMb,
          );
          loadReports.push({ engine, report });
          console.log(`[${engine}/load] ${JSON.stringify(report)}`);
        }
      } finally {
        clearInterval(sampler);
        await Promise.all([servers.small.stop(), servers.large.stop()]);
      }
    }
  } finally {
    for (const size of SIZE_NAMES) await preps[size].remove();
  }
  return ACTIVE.filter((s) => results[s.name] || uncachedResults[s.name]).map((s) => ({
    engine,
    scenario: s.name,
    small: results[s.name]?.small,
    large: results[s.name]?.large,
    uncached: uncachedResults[s.name] as { small: Figures; large: Figures } | undefined,
    memMb,
    read: s.read,
    public: s.read && !s.auth,
  }));
}

async function pgAvailable() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const rows: Row[] = [];
for (const engine of args.engines.split(',') as ('sqlite' | 'postgres')[]) {
  if (engine === 'postgres' && !(await pgAvailable())) {
    console.log('PostgreSQL does not answer: skipped');
    continue;
  }
  rows.push(...(await benchEngine(engine)));
}

// the budgets of bench/budgets.ts (issue 42), at ${CONNECTIONS} connections
const misses: string[] = [];
if (CONNECTIONS !== BUDGETS.connections) misses.push(`measured at ${CONNECTIONS} connections: the budgets are stated at ${BUDGETS.connections}`);
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores) with \`npm run bench\` ` +
    `(autocannon, ${CONNECTIONS} connections, loopback; the small and the large data served at once, runs alternating between them, each figure the median of ${RUNS} runs of ${SECONDS} s). Large: ${JSON.stringify(SIZES.large)}; small: ${JSON.stringify(SIZES.small)}.`,
  '',
  `Budgets (bench/budgets.ts): uncached p99 ≤ ${BUDGETS.uncachedP99Ms} ms and cost large/small ≤ ${BUDGETS.costRatio} for every read; cached public reads ≥ ${BUDGETS.cachedPublicRps} req/s;`,
  `peak RSS ≤ ${BUDGETS.peakRssMb} MB; mixed-load read p99 ≤ ${BUDGETS.mixedReadP99Ms} ms. "Uncached" runs the read with \`RESPONSE_CACHE=false\` (what its queries`,
  'cost); "cost" is small req/s ÷ large req/s of the uncached read. The CPU column is one uncached request at the large size: the server process and PostgreSQL\'s processes, from /proc.',
  '',
  '| engine | scenario | uncached req/s small | uncached req/s large | uncached p99 ms (large) | cost large/small | uncached CPU per request | cached req/s (large) | cached p99 ms |',
  '|---|---|---:|---:|---:|---:|---|---:|---:|',
];
let peakMb = 0;
for (const r of rows) {
  peakMb = Math.max(peakMb, r.memMb);
  const ratio = r.uncached ? r.uncached.small.rps / r.uncached.large.rps : null;
  lines.push(
    `| ${r.engine} | ${r.scenario} | ${
      r.uncached && ratio !== null
        ? `${r.uncached.small.rps.toFixed(0)} | ${r.uncached.large.rps.toFixed(0)} | ${r.uncached.large.p99} | ${ratio.toFixed(2)} | ${cpuText(r.uncached.large)}`
        : '– | – | – | – | –'
    } | ${r.large ? `${r.large.rps.toFixed(0)} | ${r.large.p99}` : '– | –'} |`,
  );
  if (r.uncached?.large.errors || r.uncached?.small.errors) misses.push(`${r.engine} ${r.scenario} (uncached): failed requests`);
  if (r.large?.errors || r.small?.errors) misses.push(`${r.engine} ${r.scenario}: failed requests`);
  if (r.read && r.uncached && ratio !== null) {
    const p99Budget = r.scenario.startsWith('report ') ? BUDGETS.reportP99Ms : BUDGETS.uncachedP99Ms;
    if (r.uncached.large.p99 > p99Budget)
      misses.push(`${r.engine} ${r.scenario} (uncached): p99 ${r.uncached.large.p99} ms (budget ≤ ${p99Budget} ms)`);
    if (ratio > BUDGETS.costRatio)
      misses.push(`${r.engine} ${r.scenario} (uncached): cost large/small ${ratio.toFixed(2)} (budget ≤ ${BUDGETS.costRatio})`);
  }
  if (r.public && r.large && r.large.rps < BUDGETS.cachedPublicRps)
    misses.push(`${r.engine} ${r.scenario} (cached): ${r.large.rps.toFixed(0)} req/s (budget ≥ ${BUDGETS.cachedPublicRps})`);
}
for (const { engine, report: l } of loadReports) {
  peakMb = Math.max(peakMb, l.memPeakMb);
  lines.push(
    '',
    `Mixed load (${engine}, large data, cache on, ${CONNECTIONS} connections, ${args['load-seconds']} s, 90 % reads / 10 % writes): ${l.requests} requests, ${l.failures} failed, ${l.rps.toFixed(0)} req/s, read p50 ${l.readP50} ms, read p99 ${l.readP99} ms, write p99 ${l.writeP99} ms (${l.reads} reads, ${l.writes} writes); RSS ${l.memFirstThirdMb.toFixed(0)} MB in the first third, ${l.memLastThirdMb.toFixed(0)} MB in the last, peak ${l.memPeakMb.toFixed(0)} MB. p99 of each request (ms): ${Object.entries(
      l.p99ByRequest,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}.`,
  );
  if (l.failures) misses.push(`${engine} mixed load: ${l.failures} failed requests`);
  if (l.readP99 > BUDGETS.mixedReadP99Ms) misses.push(`${engine} mixed load: read p99 ${l.readP99} ms (budget ≤ ${BUDGETS.mixedReadP99Ms} ms)`);
  if (l.memLastThirdMb > l.memFirstThirdMb * 1.5 + 20) misses.push(`${engine} mixed load: memory grew during the run`);
}
lines.push('', `Peak server RSS over the whole run: ${peakMb.toFixed(0)} MB (budget ≤ ${BUDGETS.peakRssMb} MB).`);
if (peakMb > BUDGETS.peakRssMb) misses.push(`server memory ${peakMb.toFixed(0)} MB (budget ≤ ${BUDGETS.peakRssMb} MB)`);
lines.push('', misses.length ? `Budgets missed:\n\n${[...new Set(misses)].map((m) => `- ${m}`).join('\n')}` : 'Every budget met.', '');
const out = args.out ? path.resolve(args.out) : path.resolve(here, '../../../docs/performance.md');
// only the report's own part of the file: the sections written by hand around it stay
fs.writeFileSync(out, withReport(fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : null, lines.join('\n')));
console.log(lines.join('\n'));
if (misses.length && !args['no-budget']) process.exit(1);
