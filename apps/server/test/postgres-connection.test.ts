import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, postgresAvailable, type TestApp } from './helpers.js';

const pgOk = await postgresAvailable();

// PostgreSQL only: SQLite has no such settings
describe.skipIf(!pgOk)('the PostgreSQL connections (decisions 187, 311) [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('every pooled PostgreSQL connection starts with Memoize, JIT and parallel workers off and the random page cost of memory, and keeps the options of the URL', async () => {
    // as many at once as the pool holds, so each of its connections answers
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sql<{
          jit: string;
          memoize: string;
          workers: string;
          page_cost: string;
          search_path: string;
        }>`select current_setting('jit') as jit, current_setting('enable_memoize') as memoize, current_setting('max_parallel_workers_per_gather') as workers, current_setting('random_page_cost') as page_cost, current_setting('search_path') as search_path, pg_sleep(0.05)`.execute(
          t.app.ctx.db,
        ),
      ),
    );
    // the URL's own startup options (`-c search_path=<the test's schema>`) are kept beside the app's
    const { database } = t.config;
    const schema = database.kind === 'postgres' ? new URL(database.url).searchParams.get('options')?.match(/search_path=(\S+)/)?.[1] : undefined;
    expect(schema).toMatch(/^t_[0-9a-f]{12}$/);
    for (const r of answers) expect(r.rows[0]).toMatchObject({ jit: 'off', memoize: 'off', workers: '0', page_cost: '1.1', search_path: schema });
  });
});
