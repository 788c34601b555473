import pg from 'pg';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { readTogether } from '../src/db/read-together.js';
import { seedLarge } from '../src/db/seed-large.js';
import { interviewsRepository } from '../src/modules/interviews/interviews.repository.js';
import { jobListQueries, jobsRepository } from '../src/modules/jobs/jobs.repository.js';
import { feedbackRepository } from '../src/modules/feedback/feedback.repository.js';
import { candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { referralsRepository } from '../src/modules/referrals/referrals.repository.js';
import { statsRepository } from '../src/modules/stats/stats.repository.js';
import { tasksRepository } from '../src/modules/tasks/tasks.repository.js';
import { workspaceRepository } from '../src/modules/workspace/workspace.repository.js';
import { api, createTestApp, postgresAvailable, recording, signIn, type TestApp } from './helpers.js';

const pgOk = await postgresAvailable();

/**
 * A PostgreSQL test app seeded with `sizes` and analysed, and a client of its own to prepare
 * statements on and read `pg_prepared_statements` (the app's pools prepare theirs unseen).
 */
function seededForPlans(sizes: Parameters<typeof seedLarge>[1]) {
  const s = {} as { t: TestApp; client: pg.Client };
  beforeAll(async () => {
    s.t = await createTestApp('postgres');
    await signIn(s.t, 'Hrteam'); // the large seed gives the first Hrteam user a task for every job, each with a notification
    await seedLarge(s.t.app.ctx.db, sizes);
    await sql`analyze`.execute(s.t.app.ctx.db);
    s.client = new pg.Client({ connectionString: s.t.config.database.kind === 'postgres' ? s.t.config.database.url : '' });
    await s.client.connect();
  }, 120_000);
  afterAll(async () => {
    await s.client?.end();
    await s.t?.close();
  });
  return s;
}

/**
 * `db` for builders run with `execute`, and the statement each one compiled to, in order (a
 * plugin sees every builder's query before it is compiled: the one the database receives).
 */
function compiling(db: Db) {
  const compiled: CompiledQuery<unknown>[] = [];
  const executor = db.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), compiled };
}

/** The statement of a page among those `compiling` saw: the last with an OFFSET (a subquery is compiled on its own before its statement). */
function pageStatement(compiled: CompiledQuery<unknown>[]) {
  const page = compiled.filter((q) => /\boffset\b/i.test(q.sql)).at(-1);
  expect(page).toBeDefined();
  return page!;
}

/**
 * The reads sent together (read-together.ts, decision 180) are planned once per connection on
 * PostgreSQL: after its five custom plans, PostgreSQL keeps a statement's generic plan only when it
 * prices it no dearer. One part it would plan every time (a parameter whose generic plan it prices
 * dearer) makes it plan the whole statement every time, every part included: the careers page's
 * statement did, for its closing date, until the date was written in the text.
 */
describe.skipIf(!pgOk)('reads sent together are planned once [postgres]', () => {
  // enough rows for PostgreSQL's estimates to tell a generic plan from a custom one (on a few
  // demo rows every plan is priced alike, and this test could not fail)
  const s = seededForPlans({ jobs: 2000, candidates: 2000, referrals: 200, feedback: 10 });

  /** The one statement `readTogether` sends for these reads. */
  async function sentTogether(reads: (db: Db) => CompiledQuery<unknown>[]): Promise<CompiledQuery<unknown>> {
    const db = s.t.app.ctx.db;
    const sent: CompiledQuery[] = [];
    const recorded = recording(db, sent);
    await readTogether(recorded, 'postgres', reads(db));
    expect(sent).toHaveLength(1);
    return sent[0]!;
  }

  const today = '2026-11-27';
  const READS: [string, (db: Db) => CompiledQuery<unknown>[]][] = [
    [
      'careers page',
      (db) => {
        const { page } = jobListQueries(db, 'postgres', { visibleOnly: true, publicView: true, today, limit: 6, offset: 0 });
        return [page, jobsRepository.countOpenVisibleQuery(db, today)];
      },
    ],
    ['dashboard figures', (db) => [statsRepository.countersQuery(db), interviewsRepository.countUpcomingQuery(db, new Date().toISOString())]],
    ['dashboard candidates', (db) => [statsRepository.candidatesQuery(db, 'postgres', 25, 0), statsRepository.countersQuery(db)]],
    ['dashboard warning', (db) => [statsRepository.positionsQuery(db, 25, 0, 'warning'), statsRepository.countersQuery(db)]],
    [
      'bell',
      (db) => [
        tasksRepository.notificationsQuery(db, 'postgres', { teamRole: 'Hrteam', userId: 1, limit: 100, offset: 0 }),
        tasksRepository.notificationCountsQuery(db, 'Hrteam', 1),
      ],
    ],
    [
      'referrals',
      (db) => [referralsRepository.listQuery(db, 'postgres', 25, 0), statsRepository.countersQuery(db), referralsRepository.ofDeletedJobsQuery(db)],
    ],
    [
      'profile',
      (db) => [
        workspaceRepository.candidateQuery(db, 1),
        workspaceRepository.applicationsOfPersonOfQuery(db, 1),
        workspaceRepository.notesOfPersonQuery(db, 'postgres', 1, 100),
      ],
    ],
    [
      'timeline',
      (db) => [
        workspaceRepository.shownApplicationQuery(db, 1),
        workspaceRepository.timelineOfPersonQuery(db, 'postgres', 1, { limit: 51, withoutKinds: ['resume_viewed'] }),
      ],
    ],
  ];

  it.each(READS)('%s: the generic plan is kept after the first five calls', async (name, reads) => {
    const statement = await sentTogether(reads);
    const id = `plan_${name.replace(/\W/g, '_')}`;
    for (let i = 0; i < 8; i++) await s.client.query({ name: id, text: statement.sql, values: [...statement.parameters] });
    const { rows } = await s.client.query<{ generic_plans: string; custom_plans: string }>(
      'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
      [id],
    );
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
  });
});

/**
 * A deep page's OFFSET is a parameter (postgres-compiler.ts writes only small ones into the text),
 * and PostgreSQL prices a parameter offset at a tenth of the rows: with 80,000 visible jobs the
 * generic plan of careers page 130 looked ten times dearer than its custom plans, and PostgreSQL
 * planned it again at every call (decision 186); at 100,000 candidates page 21 of the referrals and
 * of the dashboard's candidates did the same (decision 189). Such a page is read from a window of
 * rows whose size is in the text, which prices the generic plan by the window.
 */
describe.skipIf(!pgOk)('deep pages are planned once [postgres]', () => {
  // a tenth of the visible jobs (about 1,600) far past the careers page's offset (126); a tenth of
  // the referrals, candidates, tasks and feedback (2,000) far past page 21's (500)
  const s = seededForPlans({ jobs: 20_000, candidates: 20_000, referrals: 20_000, feedback: 20_000 });

  /** Runs the statement as the app's pools do (named, eight times) and says how many generic plans PostgreSQL made. */
  async function genericPlans(name: string, query: CompiledQuery<unknown>) {
    const id = `deep_${name.replace(/\W/g, '_')}`;
    for (let i = 0; i < 8; i++) await s.client.query({ name: id, text: query.sql, values: [...query.parameters] });
    const { rows } = await s.client.query<{ generic_plans: string }>('select generic_plans from pg_prepared_statements where name = $1', [id]);
    return Number(rows[0]!.generic_plans);
  }

  it.each([
    ['careers page 22', { visibleOnly: true, publicView: true, today: '2026-11-27', limit: 6, offset: 126 }],
    ['staff job list page 6', { visibleOnly: false, limit: 25, offset: 125 }],
  ] as const)('%s: the generic plan is kept after the first five calls, and the page is the same', async (name, filters) => {
    const { page } = jobListQueries(s.t.app.ctx.db, 'postgres', filters);
    expect(await genericPlans(name, page)).toBeGreaterThan(0);
    // the same rows as the plain query: offset into every matching job, newest first
    const expected = await s.t.app.ctx.db
      .selectFrom('jobs')
      .select('id')
      .$if(filters.visibleOnly, (q) =>
        q.where('is_visible', '=', 1).where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', '2026-11-27')])),
      )
      .$if(!filters.visibleOnly, (q) => q.where('deleted_at', 'is', null))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute();
    const got = (await s.t.app.ctx.db.executeQuery(page)).rows as { id: number }[];
    expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  // the plain query is the one SQLite reads (no window there), here run on PostgreSQL
  it.each([
    ['referrals page 21', (db: Db, dialect: 'sqlite' | 'postgres') => referralsRepository.listQuery(db, dialect, 25, 500)],
    ['dashboard candidates page 21', (db: Db, dialect: 'sqlite' | 'postgres') => statsRepository.candidatesQuery(db, dialect, 25, 500)],
    [
      "the bell's page 6",
      (db: Db, dialect: 'sqlite' | 'postgres') =>
        tasksRepository.notificationsQuery(db, dialect, { teamRole: 'Hrteam', userId: 1, limit: 100, offset: 500 }),
    ],
  ] as const)('%s: the generic plan is kept after the first five calls, and the page is the same as the plain query', async (name, query) => {
    const db = s.t.app.ctx.db;
    expect(await genericPlans(name, query(db, 'postgres'))).toBeGreaterThan(0);
    const plain = (await db.executeQuery(query(db, 'sqlite'))).rows;
    expect(plain.length).toBeGreaterThanOrEqual(25);
    expect((await db.executeQuery(query(db, 'postgres'))).rows).toEqual(plain);
  });
  it("people page 21, sorted by name: the walk's generic plan is kept, and the page is the same as the plain query", async () => {
    const db = s.t.app.ctx.db;
    const page = { sort: 'name', dir: 'asc', offset: 500, limit: 26 } as const;
    const sent: CompiledQuery[] = [];
    const recorded = recording(db, sent);
    const got = await workspaceRepository.peopleWithApplications(recorded, 'postgres', {}, page);
    expect(sent).toHaveLength(1);
    expect(await genericPlans('people page 21', sent[0]!)).toBeGreaterThan(0);
    // the people (SQLite's way to read their applications is not PostgreSQL's)
    const plain = await workspaceRepository.people(db, 'sqlite', {}, page);
    expect(plain).toHaveLength(26);
    expect(got.heads).toEqual(plain);
    expect(got.applications.length).toBeGreaterThanOrEqual(26);
  });
  // lists read with `execute`
  it.each([
    ["Admin's tasks page 21", (db: Db, dialect: 'sqlite' | 'postgres') => tasksRepository.listTasks(db, dialect, { limit: 25, offset: 500 })],
    ['feedback page 21', (db: Db, dialect: 'sqlite' | 'postgres') => feedbackRepository.list(db, dialect, 25, 500)],
  ] as const)('%s: the generic plan is kept after the first five calls, and the page is the same as the plain query', async (name, list) => {
    const db = s.t.app.ctx.db;
    const { db: recorded, compiled } = compiling(db);
    const got = await list(recorded, 'postgres');
    expect(await genericPlans(name, pageStatement(compiled))).toBeGreaterThan(0);
    const plain = await list(db, 'sqlite');
    expect(plain.rows).toHaveLength(25);
    expect(got).toEqual(plain);
  });

  // the same pages over HTTP: the services pass the dialect, and the totals count every row
  it.each([
    ['/refer-a-friend', 'referrals'],
    ['/feedbacks', 'feedback'],
  ] as const)('GET %s?page=21: the rows of the plain query, newest first, and the total of every row', async (path, table) => {
    const admin = await signIn(s.t, 'Admin');
    const res = await s.t.app.inject({ url: api(`${path}?page=21&per_page=25`), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const db = s.t.app.ctx.db;
    const plain = await db.selectFrom(table).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(25).offset(500).execute();
    expect(plain).toHaveLength(25);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual(plain.map((r) => r.id));
    const all = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(res.json().meta.total).toBe(Number(all.n));
  });

  it("staff candidate list by status, page 21: the generic plan is kept, and the page is the plain query's", async () => {
    const db = s.t.app.ctx.db;
    const { db: recorded, compiled } = compiling(db);
    const got = await candidatesRepository.list(recorded, 'postgres', { status: 'Applied', limit: 25, offset: 500 });
    expect(await genericPlans('staff candidates page 21', pageStatement(compiled))).toBeGreaterThan(0);
    const plain = await db
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select('candidates.id')
      .where('jobs.deleted_at', 'is', null)
      .where('candidates.status', '=', 'Applied')
      .orderBy('candidates.created_at', 'desc')
      .orderBy('candidates.id', 'desc')
      .limit(25)
      .offset(500)
      .execute();
    expect(plain).toHaveLength(25);
    expect(got.rows.map((r) => r.id)).toEqual(plain.map((r) => r.id));
  });
});
