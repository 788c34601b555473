import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '@talentra/contract';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { buildApp } from '../src/app.js';

describeEachEngine('sessions', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('GET /health answers ok with the database', async () => {
    const res = await t.app.inject({ url: api('/health') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('signs in a demo user, sets an httpOnly cookie and returns the token', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: 'Admin@Example.com', password: 'admin-demo-2026' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      status: true,
      data: { email: 'admin@example.com', username: 'admin@example.com', user_role: 'Admin' },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // the token works as Bearer and as cookie
    const me1 = await t.app.inject({ url: api('/me'), headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me1.json().data.user_role).toBe('Admin');
    const me2 = await t.app.inject({ url: api('/me'), cookies: { sid: body.data.token } });
    expect(me2.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await signIn(t, 'Bdm');
    const rows = await t.app.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[a-f0-9]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: 'hr@example.com', password: 'nope-nope-nope' } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { username: 'nobody@example.com', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, status: false, message: 'Invalid credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 422 with field errors when e-mail or password is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/login'), payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ username: ['Email is required'], password: ['Password is required'] });
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/login'), headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status: false });
  });

  it('logout revokes the token at once', async () => {
    const { headers } = await signIn(t, 'Hrteam');
    expect((await t.app.inject({ url: api('/me'), headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: api('/logout'), headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/me'), headers })).statusCode).toBe(401);
  });

  it('issues a new token at every login', async () => {
    const a = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: 'bdm@example.com', password: 'bdm-demo-2026' } });
    const b = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: 'bdm@example.com', password: 'bdm-demo-2026' } });
    expect(a.json().data.token).not.toBe(b.json().data.token);
  });

  it('refuses a cookie-authenticated POST from another site', async () => {
    const { token } = await signIn(t, 'Admin');
    const cross = await t.app.inject({
      method: 'POST',
      url: api('/logout'),
      cookies: { sid: token },
      headers: { origin: 'https://evil.example', host: 'localhost:80' },
    });
    expect(cross.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: api('/logout'),
      cookies: { sid: token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    // the session survived both attempts
    expect((await t.app.inject({ url: api('/me'), cookies: { sid: token } })).statusCode).toBe(200);
    const same = await t.app.inject({
      method: 'POST',
      url: api('/logout'),
      cookies: { sid: token },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('locks an account for 15 minutes after 5 failed logins (429 with Retry-After)', async () => {
    const { username, password } = await signIn(t, 'Hrteam');
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username, password: 'wrong-password-x' } });
      expect(r.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username, password } });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** Issue 14: the lock must not let one anonymous address keep the account's owner out. */
describeEachEngine('sign-in lock and device cookies', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const login = (username: string, password: string, device?: string, ip = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url: api('/login'), payload: { username, password }, cookies: device ? { did: device } : {}, remoteAddress: ip });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'did');

  it('a sign-in sets a long-lived, httpOnly device cookie sent only to the sign-in route', async () => {
    const { username, password } = await signIn(t, 'Admin');
    const cookie = deviceOf(await login(username, password));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/backend/api/v1/login' });
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(300 * 24 * 3600);
  });

  it("5 failures from elsewhere lock new devices out, but not the owner's browser that signed in before", async () => {
    const { username, password } = await signIn(t, 'Admin');
    const device = deviceOf(await login(username, password, undefined, '198.51.100.20'))!.value;
    for (let i = 0; i < 5; i++) expect((await login(username, 'wrong-password-x')).statusCode).toBe(401);
    expect((await login(username, password)).statusCode).toBe(429); // a new device: locked
    const owner = await login(username, password, device, '198.51.100.20');
    expect(owner.statusCode, owner.body).toBe(200);
    // a forged or tampered cookie is no device at all
    const [id, nonce] = device.split('.');
    for (const forged of [`${id}.${nonce}.AAAA`, `${Number(id) + 1}.${nonce}.${device.split('.')[2]}`, 'garbage']) {
      expect((await login(username, password, forged)).statusCode, forged).toBe(429);
    }
  });

  it('failures sent all at once still get 5 password checks, not one each (the lock holds under a burst)', async () => {
    const { username, password } = await signIn(t, 'Bdm');
    // from 15 addresses, so the per-address limit plays no part
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => login(username, `wrong-password-${i}`, undefined, `203.0.113.${100 + i}`)));
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(5).fill(401), ...Array<number>(10).fill(429)]);
    expect((await login(username, password, undefined, '203.0.113.200')).statusCode).toBe(429);
    // a right password inside a burst is one of the 5, and signs in
    const other = await signIn(t, 'Hrteam');
    const mixed = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => login(other.username, `wrong-password-${i}`, undefined, `203.0.113.${150 + i}`)),
      login(other.username, other.password, undefined, '203.0.113.160'),
    ]);
    expect(mixed.map((r) => r.statusCode)).toEqual([401, 401, 401, 200]);
  });

  it('failures from a trusted device lock that device after 5, not the account', async () => {
    const { username, password } = await signIn(t, 'Hrteam');
    const device = deviceOf(await login(username, password))!.value;
    for (let i = 0; i < 5; i++) expect((await login(username, 'wrong-password-x', device)).statusCode).toBe(401);
    expect((await login(username, password, device)).statusCode).toBe(429);
    expect((await login(username, password)).statusCode).toBe(200); // the account itself is not locked
  });

  it('stores failed sign-ins hashed, never the username as typed', async () => {
    await login('Someone.Typed@Example.com', 'wrong-password-x');
    await login('my-password-in-the-wrong-field', 'wrong-password-x');
    const rows = await t.app.ctx.db.selectFrom('login_failures').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const typed of ['someone.typed@example.com', 'my-password-in-the-wrong-field', '@']) expect(stored).not.toContain(typed);
    for (const row of rows) expect(row.username).toMatch(/^[0-9a-f]{64}$/);
  });
});

describeEachEngine('pruning sign-in records', (engine) => {
  it('deletes old failed sign-ins and dead sessions at start and on its timer, keeping live ones', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const t = await createTestApp(engine, { clock: () => new Date(now) });
    try {
      const live = await signIn(t, 'Bdm');
      const old = (ms: number) => new Date(now - ms).toISOString();
      await t.app.ctx.db
        .insertInto('login_failures')
        .values([
          { username: 'a'.repeat(64), created_at: old(16 * 60_000) },
          { username: 'b'.repeat(64), created_at: old(60_000) },
        ])
        .execute();
      const sessionRow = (hash: string, lastUsed: number, expiresIn: number, revoked: string | null = null) => ({
        token_hash: hash,
        user_id: live.userId,
        created_at: old(lastUsed),
        last_used_at: old(lastUsed),
        expires_at: new Date(now + expiresIn).toISOString(),
        revoked_at: revoked,
      });
      await t.app.ctx.db
        .insertInto('sessions')
        .values([
          sessionRow('expired'.padEnd(64, '0'), 60_000, -1000),
          sessionRow('idle'.padEnd(64, '0'), 9 * 3600_000, 86_400_000),
          sessionRow('revoked'.padEnd(64, '0'), 60_000, 86_400_000, old(1000)),
        ])
        .execute();
      expect(await t.app.ctx.sessions.prune()).toEqual({ failures: 1, sessions: 3 });
      const failures = await t.app.ctx.db.selectFrom('login_failures').select('username').execute();
      expect(failures.map((f) => f.username)).toEqual(['b'.repeat(64)]);
      expect((await t.app.inject({ url: api('/me'), headers: live.headers })).statusCode).toBe(200);
      now += 20 * 60_000;
      expect((await t.app.ctx.sessions.prune()).failures).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('runs at start: a server started after a pause finds the old rows gone', async () => {
    const t = await createTestApp(engine);
    try {
      await t.app.ctx.db
        .insertInto('login_failures')
        .values({ username: 'c'.repeat(64), created_at: '2020-01-01T00:00:00.000Z' })
        .execute();
      const again = await buildApp(t.app.ctx.config, { database: t.app.dbHandle });
      await again.close();
      expect(await t.app.ctx.db.selectFrom('login_failures').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('session expiry', () => {
  it('refuses a session idle for 8 hours and one older than 7 days', async () => {
    let now = Date.now();
    const t = await createTestApp('sqlite', { clock: () => new Date(now) });
    try {
      const { headers } = await signIn(t, 'Admin');
      now += SESSION_IDLE_MS - 120_000;
      expect((await t.app.inject({ url: api('/me'), headers })).statusCode).toBe(200);
      now += SESSION_IDLE_MS + 1000;
      expect((await t.app.inject({ url: api('/me'), headers })).statusCode).toBe(401);

      const second = await signIn(t, 'Admin');
      const sevenHours = 7 * 60 * 60 * 1000;
      for (let i = 1; i <= 23; i++) {
        now += sevenHours; // busy every 7 h, never idle for 8 h
        expect((await t.app.inject({ url: api('/me'), headers: second.headers })).statusCode).toBe(200);
      }
      now += sevenHours; // 168 h = 7 days since sign-in
      expect((await t.app.inject({ url: api('/me'), headers: second.headers })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('role guard', () => {
  it('refuses to register an API route that does not state who may call it', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect(() => t.app.get('/backend/api/v1/unguarded', async () => ({}))).toThrow();
    } finally {
      await t.close();
    }
  });
});
