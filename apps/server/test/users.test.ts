import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

describeEachEngine('users (Admin)', (engine) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, 'Admin');
  });
  afterAll(() => t.close());

  it('lists users: Admin every user in full; Bdm and Hrteam only id, username and role of active staff (issue 41)', async () => {
    expect((await t.app.inject({ url: api('/users') })).statusCode).toBe(401);
    const [hr, bdm, gone] = [await signIn(t, 'Hrteam'), await signIn(t, 'Bdm'), await signIn(t, 'Bdm')];
    await t.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', gone.userId).execute();
    const res = await t.app.inject({ url: api('/users'), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).not.toHaveProperty('password_hash');
    const full = res.json().data as { id: number; username: string; user_role: string; is_active: boolean }[];
    expect(full.find((u) => u.id === gone.userId)).toMatchObject({ username: gone.username, is_active: false });
    const active = full.filter((u) => u.is_active).map(({ id, username, user_role }) => ({ id, username, user_role }));
    for (const caller of [hr, bdm]) {
      const team = await t.app.inject({ url: api('/users'), headers: caller.headers });
      expect(team.statusCode, team.body).toBe(200);
      expect(team.json().data).toEqual(active);
      expect(team.json().data.map((u: { id: number }) => u.id)).toContain(caller.userId);
    }
  });

  it('creates a user, refuses a duplicate e-mail and a short password', async () => {
    const create = (payload: object) => t.app.inject({ method: 'POST', url: api('/users'), headers: admin.headers, payload });
    const res = await create({ username: 'New.Person@Example.com', password: 'long-enough-pw', user_role: 'Bdm' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ username: 'new.person@example.com', user_role: 'Bdm', is_active: true });
    expect((await create({ username: 'new.person@example.com', password: 'long-enough-pw', user_role: 'Bdm' })).statusCode).toBe(409);
    const short = await create({ username: 'x@example.com', password: 'short', user_role: 'Bdm' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/at least 10/);
    expect((await create({ username: 'y@example.com', password: 'long-enough-pw', user_role: 'Boss' })).statusCode).toBe(422);
  });

  it('deactivating a user ends their sessions and their login answers Invalid credentials', async () => {
    const bdm = await signIn(t, 'Bdm');
    const res = await t.app.inject({ method: 'PATCH', url: api(`/users/${bdm.userId}`), headers: admin.headers, payload: { is_active: false } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/me'), headers: bdm.headers })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: bdm.username, password: bdm.password } });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid credentials');
  });

  it('an Admin cannot deactivate or demote themself', async () => {
    const off = await t.app.inject({ method: 'PATCH', url: api(`/users/${admin.userId}`), headers: admin.headers, payload: { is_active: false } });
    expect(off.statusCode).toBe(409);
    const demote = await t.app.inject({
      method: 'PATCH',
      url: api(`/users/${admin.userId}`),
      headers: admin.headers,
      payload: { user_role: 'Hrteam' },
    });
    expect(demote.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'PATCH', url: api('/users/999999'), headers: admin.headers, payload: { is_active: false } })).statusCode,
    ).toBe(404);
  });
  it('two Admins demoting or deactivating each other at the same moment: one wins, the last active Admin stays (409 for the other)', async () => {
    const own = await createTestApp(engine);
    try {
      for (const payload of [{ user_role: 'Bdm' }, { is_active: false }] as const) {
        const [a, b] = [await signIn(own, 'Admin'), await signIn(own, 'Admin')];
        // the Admins signed in so far, apart from these two, step aside first
        const others = (await own.app.ctx.db.selectFrom('users').select('id').where('user_role', '=', 'Admin').where('is_active', '=', 1).execute())
          .map((r) => r.id)
          .filter((id) => id !== a.userId && id !== b.userId);
        for (const id of others) await own.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', id).execute();
        const answers = await Promise.all([
          own.app.inject({ method: 'PATCH', url: api(`/users/${b.userId}`), headers: a.headers, payload }),
          own.app.inject({ method: 'PATCH', url: api(`/users/${a.userId}`), headers: b.headers, payload }),
        ]);
        // one wins; the other is refused, by this rule (409) or, when it arrives after the first was
        // answered, by the guard: 403 when its caller is no longer an Admin, 401 when its caller was
        // deactivated (their sessions end with it)
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes[0], JSON.stringify(payload)).toBe(200);
        expect('is_active' in payload ? [401, 409] : [403, 409], JSON.stringify(payload)).toContain(codes[1]);
        const refused = answers.find((r) => r.statusCode === 409);
        if (refused) expect(refused.json().message).toBe('The last active Admin cannot be deactivated or demoted.');
        const left = await own.app.ctx.db.selectFrom('users').select('id').where('user_role', '=', 'Admin').where('is_active', '=', 1).execute();
        expect(left).toHaveLength(1);
      }
    } finally {
      await own.close();
    }
  });
});
