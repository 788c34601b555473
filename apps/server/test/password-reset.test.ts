import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { MAIL_MSG } from '@talentra/contract';
import { api, capturedLog, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { usersRepository } from '../src/auth/users.repository.js';
import { answeredWorkSettled } from '../src/background/after-answer.js';

/**
 * Issue 41: only the newest reset link of an account works; a password change by anyone ends every
 * open link; a deactivated account resets nothing.
 */
describeEachEngine('password reset: which links still work', (engine) => {
  let t: TestApp;
  let admin: Session;
  const ask = async (email: string) => {
    const res = await t.app.inject({ method: 'POST', url: api('/password-reset/request'), payload: { email } });
    await answeredWorkSettled(t.app.ctx); // the token and mail are made after the answer
    return res;
  };
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

  it('requests worked on side by side after their answers still make at most 3 links an hour', async () => {
    const user = await signIn(t, 'Bdm');
    await Promise.all(Array.from({ length: 6 }, () => ask(user.username)));
    expect(await tokensOf(user.username)).toHaveLength(3);
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

/**
 * Issue 41: a reset request for a real account took about 1 ms longer than for an unknown address.
 * Timing it would be flaky on a busy machine, so the test shows the cause is gone: the answer is
 * given before the address is even looked up (the lookup is held shut here), so nothing that depends
 * on the account can lengthen it.
 */
describeEachEngine('password reset: the answer does not wait for the account', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('known, deactivated and unknown addresses are answered while the account lookup is still held', async () => {
    const [known, inactive] = [await signIn(t, 'Hrteam'), await signIn(t, 'Bdm')];
    await t.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive.userId).execute();
    const lookup = usersRepository.findByUsername;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const spy = vi.spyOn(usersRepository, 'findByUsername').mockImplementation(async (db, username) => {
      await held;
      return lookup(db, username);
    });
    const mails = () => t.app.ctx.db.selectFrom('outbox').select('to_address').where('kind', '=', 'password_reset').execute();
    try {
      const ask = (email: string) => t.app.inject({ method: 'POST', url: api('/password-reset/request'), payload: { email } });
      let timer: NodeJS.Timeout | undefined;
      const tooLate = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the answer waited for the account lookup')), 5000);
      });
      const answers = await Promise.race([Promise.all([ask(known.username), ask(inactive.username), ask('nobody-here@example.com')]), tooLate]);
      clearTimeout(timer);
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      expect(answers[0]!.json()).toEqual({ success: true, status: true, data: null, message: MAIL_MSG.resetRequested });
      expect(await mails()).toEqual([]);
      release();
      await answeredWorkSettled(t.app.ctx);
      expect(spy).toHaveBeenCalledTimes(3); // all three were looked up, after their answers
    } finally {
      release();
      spy.mockRestore();
    }
    expect(await mails()).toEqual([{ to_address: known.username }]);
  });
});

describeEachEngine('password reset: closing the app', (engine) => {
  it('waits for the reset requests already answered: their mails are stored before the database closes', async () => {
    const log = capturedLog();
    const t = await createTestApp(engine, { log });
    let closed = false;
    try {
      const user = await signIn(t, 'Bdm');
      const enqueue = vi.spyOn(t.app.ctx.outbox, 'enqueue');
      const res = await t.app.inject({ method: 'POST', url: api('/password-reset/request'), payload: { email: user.username } });
      expect(res.statusCode).toBe(200);
      closed = true;
      await t.close(); // at once, without waiting for anything
      expect(enqueue).toHaveBeenCalledTimes(1);
      await expect(enqueue.mock.results[0]!.value).resolves.toBeUndefined();
      expect(log.text()).not.toContain('password reset request failed');
    } finally {
      if (!closed) await t.close();
    }
  });
});
