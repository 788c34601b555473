/**
 * What building and compiling the hot reads' SQL costs the server's one thread, per call: compiled
 * once per shape (db/query-shapes.ts, decision 156) against built and compiled on every call,
 * side by side in one process (rounds alternate between the two). The database answers every
 * query at once with a page of rows, so only the query's making is measured, not its running.
 *
 * `npm run bench:queries -w @talentra/server` (also the last step of `npm run bench`).
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
} from 'kysely';
import type { Database } from '../src/db/schema.js';
import type { Dialect, Executor } from '../src/db/database.js';
import { PlanOncePostgresDialect } from '../src/db/postgres-compiler.js';
import { QueryShapes } from '../src/db/query-shapes.js';
import { workspaceRepository } from '../src/modules/workspace/workspace.repository.js';
import { candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { jobsRepository } from '../src/modules/jobs/jobs.repository.js';
import { tasksRepository } from '../src/modules/tasks/tasks.repository.js';
import { statsRepository } from '../src/modules/stats/stats.repository.js';
import { referralsRepository } from '../src/modules/referrals/referrals.repository.js';

const PAGE = Array.from({ length: 26 }, (_, i) => ({ id: 1000 - i, person_id: 1000 - i, n: 1 }));

/** The one row of reads sent together (read-together.ts): a full page in each of its columns (`as r0`, `as r1`, …). */
const together = (text: string) => Object.fromEntries([...text.matchAll(/ as (r\d+)(?:,|$)/g)].map((m) => [m[1], PAGE]));

/**
 * A database that answers every query with a full page at once (so a walk never falls back to its
 * driven query), and reads sent together with a full page each.
 */
function answeringDatabase(dialect: Dialect): Executor {
  const connection: DatabaseConnection = {
    executeQuery: async (q) => ({ rows: (q.sql.includes('json_agg(r)') ? [together(q.sql)] : PAGE) as never[] }),
    streamQuery: async function* () {},
  };
  const compiler = dialect === 'postgres' ? new PlanOncePostgresDialect({ pool: {} as never }).createQueryCompiler() : new SqliteQueryCompiler();
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (dialect === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => Object.assign(new DummyDriver(), { acquireConnection: async () => connection }),
      createIntrospector: (db) => (dialect === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => compiler,
    },
  });
}

const ids = PAGE.slice(0, 25).map((r) => r.id);
const READS: [string, (db: Executor, d: Dialect) => Promise<unknown>][] = [
  ['people, no filter', (db, d) => workspaceRepository.people(db, d, {}, { sort: 'applied', dir: 'desc', offset: 0, limit: 26 })],
  ['people, text', (db, d) => workspaceRepository.people(db, d, { q: 'meera' }, { sort: 'applied', dir: 'desc', offset: 0, limit: 26 })],
  [
    'people, stage + location',
    (db, d) => workspaceRepository.people(db, d, { stage: 'screening', location: 'kochi' }, { sort: 'email', dir: 'desc', offset: 0, limit: 26 }),
  ],
  ['applications of 25 people', (db, d) => workspaceRepository.applicationsOf(db, d, ids)],
  ['staff candidate search', (db, d) => candidatesRepository.list(db, d, { q: 'meera', limit: 25, offset: 0 })],
  [
    'careers page 1',
    (db, d) =>
      jobsRepository.list(
        db,
        d,
        { visibleOnly: true, today: '2026-11-25', limit: 6, offset: 0 },
        jobsRepository.countOpenVisibleQuery(db, '2026-11-25'),
      ),
  ],
  ['bell: list', (db, d) => db.executeQuery(tasksRepository.notificationsQuery(db, d, { teamRole: 'Hrteam', userId: 3, limit: 100, offset: 0 }))],
  ['bell: figures', (db) => tasksRepository.notificationCounts(db, 'Hrteam', 3)],
  ['dashboard: warning list', (db) => db.executeQuery(statsRepository.positionsQuery(db, 25, 0, 'warning'))],
  ['dashboard: candidates list', (db, d) => db.executeQuery(statsRepository.candidatesQuery(db, d, 25, 0))],
  ['referrals page', (db, d) => db.executeQuery(referralsRepository.listQuery(db, d, 25, 0))],
];

const ROUNDS = 3;
const CALLS = 4000;

async function microsPerCall(read: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 300; i++) await read();
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) await read();
  return Number(process.hrtime.bigint() - start) / 1e3 / CALLS;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`Building and compiling each read's SQL, µs of the server's thread per call (median of ${ROUNDS} rounds of ${CALLS} calls):\n`);
console.log('| engine | read | compiled every call | compiled once per shape | saved |');
console.log('|---|---|---:|---:|---:|');
for (const dialect of ['sqlite', 'postgres'] as const) {
  const db = answeringDatabase(dialect);
  for (const [name, read] of READS) {
    const every: number[] = [];
    const once: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      QueryShapes.compileEveryCall = true;
      every.push(await microsPerCall(() => read(db, dialect)));
      QueryShapes.compileEveryCall = false;
      once.push(await microsPerCall(() => read(db, dialect)));
    }
    const [e, o] = [median(every), median(once)];
    console.log(`| ${dialect} | ${name} | ${e.toFixed(1)} | ${o.toFixed(1)} | ${(e - o).toFixed(1)} (${Math.round((100 * (e - o)) / e)} %) |`);
  }
}
