import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type net from 'node:net';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_PREFIX } from '@talentra/contract';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { hashPassword } from '../src/auth/password.js';
import type { CompiledQuery, Compilable } from 'kysely';
import { openDatabase, type DatabaseHandle, type Executor } from '../src/db/database.js';

/** PostgreSQL for tests: TEST_DATABASE_URL, or the local server on 127.0.0.1:5432 when it answers. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let pgAvailable: boolean | undefined;
export async function postgresAvailable(): Promise<boolean> {
  if (pgAvailable !== undefined) return pgAvailable;
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    pgAvailable = true;
  } catch {
    pgAvailable = false;
    if (process.env.CI === 'true') throw new Error(`PostgreSQL is required in CI but ${PG_URL} does not answer`);
  }
  return pgAvailable;
}

/** The engines every server test runs on: SQLite always, PostgreSQL when it answers (always in CI). */
export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * A fresh PostgreSQL schema, so suites never see each other's rows: its connection URL, and `drop`
 * to remove it with everything in it (the test database is shared by every run on this machine).
 */
export async function freshPostgresSchema(prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // pg_trgm in public, made once: created by a migration it would go into the first test schema,
  // and dropping that schema would drop it with every other schema's trigram indexes (decision 188)
  await run('create extension if not exists pg_trgm schema public').catch(() => {});
  await run(`create schema ${schema}`);
  const u = new URL(PG_URL);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return { url: u.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
}

/**
 * An empty database of this engine, with no migrations (a fresh PostgreSQL schema or a SQLite file
 * in a temporary folder), for tests of the database layer itself; `close` closes and removes it.
 */
export async function bareDatabase(engine: Engine, prefix: string): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  if (engine === 'postgres') {
    const schema = await freshPostgresSchema(prefix);
    const handle = openDatabase(loadConfig({ DATABASE_URL: schema.url, NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
    return { handle, close: async () => (await handle.close(), await schema.drop()) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `talentra-${prefix}-`));
  const handle = openDatabase(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
  return { handle, close: async () => (await handle.close(), fs.rmSync(dir, { recursive: true, force: true })) };
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  clock?: () => Date;
  /** Log at info level into this capture (see capturedLog). */
  log?: CapturedLog;
}

/** The lines an app logs, kept in memory for a test to read back. */
export function capturedLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      text += chunk.toString();
      cb();
    },
  });
  return {
    stream,
    text: () => text,
    clear: () => void (text = ''),
    lines: <T = Record<string, unknown>>() =>
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as T),
  };
}
export type CapturedLog = ReturnType<typeof capturedLog>;

/** Serve the app on a free port of 127.0.0.1 and give its base URL (app.inject goes round the HTTP server). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

export async function createTestApp(engine: Engine, options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.log ? 'info' : 'silent',
    DEMO_SEED: options.seed ? 'true' : 'false',
    PUBLIC_WRITE_LIMIT_PER_HOUR: '100000',
    SEARCH_LIMIT_PER_MINUTE: '100000',
    SEARCH_LIMIT_PER_HOUR: '100000',
    LOGIN_LIMIT_PER_MINUTE: '100000',
    PUBLIC_READ_LIMIT_PER_MINUTE: '1000000',
    ...options.env,
  };
  const schema = engine === 'postgres' ? await freshPostgresSchema() : null;
  if (schema) env.DATABASE_URL = schema.url;
  const config: Config = loadConfig(env);
  const app = await buildApp(config, { clock: options.clock, ...(options.log ? { logStream: options.log.stream } : {}) });
  await app.ready();
  const close = async () => {
    await app.close();
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, config, dataDir, close };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const api = (p: string) => `${API_PREFIX}${p}`;

/** Create a staff user directly and sign in; returns the Bearer header for later calls. */
export async function signIn(
  t: TestApp,
  role: 'Admin' | 'Bdm' | 'Hrteam',
  username = `${role.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`,
) {
  const password = 'correct-horse-battery';
  const now = new Date().toISOString();
  const existing = await t.app.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!existing) {
    await t.app.ctx.db
      .insertInto('users')
      .values({ username, password_hash: await hashPassword(password), user_role: role, is_active: 1, created_at: now, updated_at: now })
      .execute();
  }
  const res = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const token = res.json().data.token as string;
  const user = res.json().data as { id: number };
  return { token, userId: user.id, username, password, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-in staff member: their Bearer header, id, username and password. */
export type Session = Awaited<ReturnType<typeof signIn>>;

/** Multipart body builder for app.inject. */
export function multipart(
  fields: Record<string, string | number | null | undefined>,
  files: Record<string, { name: string; bytes: Buffer; type?: string }> = {},
) {
  const boundary = `----talentra${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v === null ? '' : String(v)}\r\n`));
  }
  for (const [k, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.bytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Row counts of every table: a rejected request must leave them unchanged. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'users',
    'clients',
    'jobs',
    'candidates',
    'process_trackers',
    'interviews',
    'job_closures',
    'referrals',
    'feedback',
    'scam_reports',
    'task_assignments',
    'notifications',
    'stored_files',
    'outbox',
    'password_resets',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const r = await t.app.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(r.n);
  }
  return out;
}

/** Number of stored upload files on disk. */
export function uploadedFileCount(t: TestApp): number {
  const dir = t.config.uploadDir;
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const sub of fs.readdirSync(dir)) n += fs.readdirSync(path.join(dir, sub)).filter((f) => !f.endsWith('.tmp')).length;
  return n;
}

/** `db`, pushing every statement the repositories send through it onto `seen` (compiled as sent). */
export function recording<D extends Executor>(db: D, seen: CompiledQuery[]): D {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'executeQuery')
        return (query: CompiledQuery | Compilable) => {
          const compiled = 'compile' in query ? query.compile() : query;
          seen.push(compiled);
          return target.executeQuery(compiled);
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
