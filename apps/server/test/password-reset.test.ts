import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAIL_MSG } from '@talentra/contract';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

/**
 * Issue 41: only the newest reset link of an account works; a password change by anyone ends every
 * open link; a deactivated account resets nothing.
 */
describeEachEngine('password reset: which links still work', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const ask = (email: string) => t.app.inject({ method: 'POST', url: api('/password-reset/request'), payload: { email } });
  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: api('/password-reset/confirm'), payload: { token, password } });
  const tokensOf = async (address: string) => {
    const mails = await t.app.ctx.db.selectFrom('outbox').select('text_body').where('to_address', '=', address).orderBy('id').execute();
    return mails.map((m) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text_body)![1]!);
  };
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: api('/login'), payload: { username, password } });
  const refused = (res: Awaited<ReturnType<typeof confirm>>) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.token).toEqual([MAIL_MSG.resetTokenInvalid]);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, 'Admin');
  });
  afterAll(async () => t.close());

  it('a newer link ends the older one', async () => {
    const user = await signIn(t, 'Hrteam');
    await ask(user.username);
    await ask(user.username);
    const [older, newer] = await tokensOf(user.username);
    refused(await confirm(older!, 'from-the-older-link'));
    expect((await login(user.username, 'from-the-older-link')).statusCode).toBe(401);
    expect((await confirm(newer!, 'from-the-newer-link')).statusCode).toBe(200);
    expect((await login(user.username, 'from-the-newer-link')).statusCode).toBe(200);
  });

  it('once the newest link is used, no older one works either', async () => {
    const user = await signIn(t, 'Bdm');
    await ask(user.username);
    await ask(user.username);
    const [older, newer] = await tokensOf(user.username);
    expect((await confirm(newer!, 'set-by-the-newest')).statusCode).toBe(200);
    refused(await confirm(older!, 'set-by-an-older-one'));
    expect((await login(user.username, 'set-by-the-newest')).statusCode).toBe(200);
  });

  it('a password set by an Admin ends every open link', async () => {
    const user = await signIn(t, 'Hrteam');
    await ask(user.username);
    const [token] = await tokensOf(user.username);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: api(`/users/${user.userId}`),
      headers: admin.headers,
      payload: { password: 'chosen-by-the-admin' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    refused(await confirm(token!, 'after-the-admin-change'));
    expect((await login(user.username, 'chosen-by-the-admin')).statusCode).toBe(200);
  });

  it('a deactivated account cannot reset with a link mailed before, not even once active again', async () => {
    const user = await signIn(t, 'Bdm');
    await ask(user.username);
    const [token] = await tokensOf(user.username);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: api(`/users/${user.userId}`), headers: admin.headers, payload });
    expect((await patch({ is_active: false })).statusCode).toBe(200);
    refused(await confirm(token!, 'while-deactivated'));
    expect((await patch({ is_active: true })).statusCode).toBe(200);
    refused(await confirm(token!, 'after-reactivation'));
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('a deactivated account gets no link and the same answer as an unknown address', async () => {
    const user = await signIn(t, 'Hrteam');
    await t.app.inject({ method: 'PATCH', url: api(`/users/${user.userId}`), headers: admin.headers, payload: { is_active: false } });
    const [inactive, unknown] = [await ask(user.username), await ask('nobody-at-all@example.com')];
    expect([inactive.statusCode, inactive.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(await tokensOf(user.username)).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('password_resets').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
  });
});
