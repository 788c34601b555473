import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { CHANNEL_SQL, postgresChangeFeed } from '../src/db/change-feed.js';
import { SESSION_CACHE_MS } from '../src/auth/sessions.service.js';
import pg from 'pg';
import { describeEachEngine } from './engines.js';
import { api, createTestApp, PG_URL, postgresAvailable, signIn, type TestApp } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A staff request reuses the session it read a moment ago, but never past a revocation or a change. */
describeEachEngine('session reads kept in memory', (engine) => {
  let t: TestApp;
  // the app's clock, moved by the tests: the cache's lifetime is measured on it, not waited for
  let now = Date.now();
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ url: api('/me'), headers });
  const revokeBehindTheBack = (userId: number) =>
    t.app.ctx.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', userId).execute();

  it(`keeps a session read a moment ago for ${SESSION_CACHE_MS} ms at most on SQLite, and not at all on PostgreSQL, where other servers may share the database`, async () => {
    const { headers, userId } = await signIn(t, 'Hrteam');
    expect((await me(headers)).statusCode).toBe(200);
    await revokeBehindTheBack(userId);
    if (engine === 'postgres') {
      // another server's logout: its announcement may land after that server answered, so no copy is kept
      expect((await me(headers)).statusCode).toBe(401);
      return;
    }
    // the copy read a moment ago still answers: this is the cache the test is about
    expect((await me(headers)).statusCode).toBe(200);
    now += SESSION_CACHE_MS - 1;
    expect((await me(headers)).statusCode).toBe(200);
    now += 1;
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('forgets every session read when told that data changed behind its back (dropCachedReads)', async () => {
    const { headers, userId } = await signIn(t, 'Hrteam');
    expect((await me(headers)).statusCode).toBe(200);
    await revokeBehindTheBack(userId);
    t.app.dropCachedReads();
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('applies a role change made through the API at the next request', async () => {
    const admin = await signIn(t, 'Admin');
    const user = await signIn(t, 'Hrteam');
    expect((await t.app.inject({ url: api('/feedbacks'), headers: user.headers })).statusCode).toBe(403);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: api(`/users/${user.userId}`),
      headers: admin.headers,
      payload: { user_role: 'Admin' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await me(user.headers)).json().data.user_role).toBe('Admin');
    expect((await t.app.inject({ url: api('/feedbacks'), headers: user.headers })).statusCode).toBe(200);
  });

  it('ends the sessions of a user deactivated through the API at once', async () => {
    const admin = await signIn(t, 'Admin');
    const user = await signIn(t, 'Bdm');
    expect((await me(user.headers)).statusCode).toBe(200);
    const patched = await t.app.inject({ method: 'PATCH', url: api(`/users/${user.userId}`), headers: admin.headers, payload: { is_active: false } });
    expect(patched.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('ends a session just read when it logs out', async () => {
    const { headers } = await signIn(t, 'Hrteam');
    expect((await me(headers)).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: api('/logout'), headers })).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
  });
});

const pgOk = await postgresAvailable();

describe.skipIf(!pgOk)('change feed (PostgreSQL LISTEN/NOTIFY)', () => {
  const notify = async (payload: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`select pg_notify(${CHANNEL_SQL}, $1)`, [payload]);
    await c.end();
  };
  const until = async (check: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await sleep(20);
    }
  };

  it('tells the other servers of a change, not the one that announced it, and listens again after losing its connection', async () => {
    // named, so the test cuts the connections of these two feeds and no other suite's
    const name = `feed-test-${randomBytes(4).toString('hex')}`;
    const a = postgresChangeFeed(PG_URL, notify, name);
    const b = postgresChangeFeed(PG_URL, notify, name);
    let heardByA = 0;
    let heardByB = 0;
    a.subscribe(() => heardByA++);
    b.subscribe(() => heardByB++);
    try {
      // each feed tells its listeners once when it starts listening (it may have missed something)
      await until(() => heardByA === 1 && heardByB === 1);
      await a.announce();
      await until(() => heardByB === 2);
      await sleep(200);
      expect(heardByA).toBe(1);

      // a dropped listening connection: B listens again, tells its listeners it may have missed
      // changes, and hears the next announcement
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
      await until(() => heardByB === 3 && heardByA === 2);
      await a.announce();
      await until(() => heardByB === 4);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
