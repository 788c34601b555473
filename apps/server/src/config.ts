import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@talentra/contract';

/**
 * Environment -> typed, frozen config, parsed once at start (DESIGN.md "Environment").
 * Nothing else in the server reads process.env.
 */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .refine((s) => /^postgres(ql)?:\/\//.test(s), 'must be a postgres:// URL (leave unset for SQLite)')
    .optional(),
  DEMO_SEED: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_WRITE_LIMIT_PER_HOUR: positiveInt.default(20),
  SEARCH_LIMIT_PER_MINUTE: positiveInt.default(60),
  SEARCH_LIMIT_PER_HOUR: positiveInt.default(60),
  RETENTION_MONTHS: positiveInt.max(1200).default(24),
  CLIENT_REVIEW_DAYS: positiveInt.max(365).default(14),
  TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata').default(DEFAULT_TIME_ZONE),
  LOGIN_LIMIT_PER_MINUTE: positiveInt.default(20),
  PUBLIC_READ_LIMIT_PER_MINUTE: positiveInt.default(300),
  WEB_DIST: z.string().optional(),
  RESPONSE_CACHE: bool.default(true),
  RESPONSE_CACHE_MAX_MB: positiveInt.max(4096).default(32),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  SMTP_URL: z
    .string()
    .refine((s) => /^smtps?:\/\//.test(s), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Talentra Staffing Solutions <no-reply@talentra.example>'),
  /** Job alerts (issue 46): the length of a digest's "day" and how often the server looks for due digests (e2e shortens both). */
  JOB_ALERT_DAY_SECONDS: positiveInt.default(86_400),
  JOB_ALERT_CHECK_SECONDS: positiveInt.default(300),
  PUBLIC_URL: z
    .string()
    .refine((s) => /^https?:\/\/[^/?#]+$/.test(s.replace(/\/+$/, '')), 'must be an origin such as https://jobs.example.com')
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** PostgreSQL: the most connections one server opens. */
  databasePoolMax: number;
  demoSeed: boolean;
  trustProxy: boolean;
  logLevel: string;
  limits: { publicWritePerHour: number; searchPerMinute: number; searchPerHour: number; loginPerMinute: number; publicReadPerMinute: number };
  /** Candidates not hired are erased this many months after their last activity or consent (issue 18). */
  retentionMonths: number;
  /** A client's review link works this many days (issue 44). */
  clientReviewDays: number;
  /** The agency's time zone (IANA): its days for date filters, and every date it prints (CSV, mails, .ics, pages). */
  timeZone: string;
  /** The micro-cache of hot reads (http/response-cache.ts); off only to measure the queries themselves. */
  responseCache: boolean;
  /** The most memory the cached reads may take. */
  responseCacheMaxBytes: number;
  /** Outgoing e-mail: sent over SMTP when `smtpUrl` is set, else kept in the outbox for Admin to read. */
  mail: { smtpUrl: string | null; from: string };
  /** The site's public origin: every absolute link (e-mails, canonical, Open Graph, JobPosting, sitemap). */
  publicUrl: string;
  /** Built web app to serve; null when it has not been built (API only). */
  webDist: string | null;
  /** Job alerts' digests (issue 46): a daily digest every `dayMs`, a weekly one every 7; due digests looked for every `checkEveryMs`. */
  jobAlerts: { dayMs: number; checkEveryMs: number };
}

export class ConfigError extends Error {}

/** PostgreSQL connections of one server by default: two a core, at most 10 (decision 215). */
const defaultPoolMax = () => Math.min(10, 2 * os.availableParallelism());

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Readonly<Config> {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'talentra.sqlite') },
    // one per core, at most four: measured on two cores, two readers beat one (docs/performance.md)
    databasePoolMax: e.DATABASE_POOL_MAX ?? defaultPoolMax(),
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    responseCache: e.RESPONSE_CACHE,
    responseCacheMaxBytes: e.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    limits: {
      publicWritePerHour: e.PUBLIC_WRITE_LIMIT_PER_HOUR,
      searchPerMinute: e.SEARCH_LIMIT_PER_MINUTE,
      searchPerHour: e.SEARCH_LIMIT_PER_HOUR,
      loginPerMinute: e.LOGIN_LIMIT_PER_MINUTE,
      publicReadPerMinute: e.PUBLIC_READ_LIMIT_PER_MINUTE,
    },
    retentionMonths: e.RETENTION_MONTHS,
    clientReviewDays: e.CLIENT_REVIEW_DAYS,
    timeZone: e.TIME_ZONE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    jobAlerts: { dayMs: e.JOB_ALERT_DAY_SECONDS * 1000, checkEveryMs: e.JOB_ALERT_CHECK_SECONDS * 1000 },
    ...overrides,
  };
  return Object.freeze(config);
}
