import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CLIENT_OWNER_MSG } from '@talentra/contract';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { insertClient } from './fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Issue 47, decision 297: Admin gives a client to an active Bdm user (or to nobody); each change is audited. */
describeEachEngine('client owner', (engine) => {
  let t: TestApp;
  let admin: Session;
  let bdm: Session;
  let otherBdm: Session;
  let hr: Session;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  beforeEach(async () => {
    [admin, bdm, otherBdm, hr] = [
      await signIn(t, 'Admin', 'admin@owner.example'),
      await signIn(t, 'Bdm', 'bdm@owner.example'),
      await signIn(t, 'Bdm', 'bdm2@owner.example'),
      await signIn(t, 'Hrteam', 'hr@owner.example'),
    ];
    clientId = (await insertClient(t)).id;
  });
  afterAll(() => t.close());

  const setOwner = (owner: unknown, who: Session = admin, id = clientId) =>
    t.app.inject({ method: 'PUT', url: api(`/clientforms/${id}/owner`), headers: who.headers, payload: { owner_user_id: owner } });
  const changes = async (id = clientId) => {
    const res = await t.app.inject({ method: 'GET', url: api(`/clientforms/${id}/owner-changes`), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      from_user_id: number | null;
      from_name: string | null;
      to_user_id: number | null;
      to_name: string | null;
      changed_by_name: string;
    }[];
  };
  const reportClients = async (who: Session) =>
    (await t.app.inject({ method: 'GET', url: api('/reports/filters'), headers: who.headers })).json().data.clients.map((c: { id: number }) => c.id);

  it('Admin gives a client to an active Bdm user: the client names its owner, the change is audited, the Bdm’s reports read it', async () => {
    expect(await reportClients(bdm)).not.toContain(clientId);
    const res = await setOwner(bdm.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CLIENT_OWNER_MSG.changed);
    expect(res.json().data).toMatchObject({ id: clientId, owner_user_id: bdm.userId, owner_name: 'bdm@owner.example' });
    const read = await t.app.inject({ method: 'GET', url: api(`/clientforms/${clientId}`), headers: hr.headers });
    expect(read.json().data).toMatchObject({ owner_user_id: bdm.userId, owner_name: 'bdm@owner.example' });
    expect(await reportClients(bdm)).toContain(clientId);

    // to another Bdm, then to nobody: each change recorded, newest first, with who did it
    expect((await setOwner(otherBdm.userId)).statusCode).toBe(200);
    expect(await reportClients(bdm)).not.toContain(clientId);
    expect(await reportClients(otherBdm)).toContain(clientId);
    const none = await setOwner(null);
    expect(none.json().data).toMatchObject({ owner_user_id: null, owner_name: null });
    expect(await changes()).toEqual([
      expect.objectContaining({ from_user_id: otherBdm.userId, to_user_id: null, to_name: null, changed_by_name: 'admin@owner.example' }),
      expect.objectContaining({
        from_user_id: bdm.userId,
        from_name: 'bdm@owner.example',
        to_user_id: otherBdm.userId,
        to_name: 'bdm2@owner.example',
      }),
      expect.objectContaining({ from_user_id: null, to_user_id: bdm.userId, changed_by_name: 'admin@owner.example' }),
    ]);
    // the same owner again changes nothing and records nothing
    expect((await setOwner(null)).statusCode).toBe(200);
    expect(await changes()).toHaveLength(3);
  });

  it('refuses an unknown, a deactivated or a non-Bdm user with a 422 that says why, and changes nothing', async () => {
    await setOwner(bdm.userId);
    const gone = await signIn(t, 'Bdm', `gone-${clientId}@owner.example`);
    await t.app.inject({ method: 'PATCH', url: api(`/users/${gone.userId}`), headers: admin.headers, payload: { is_active: false } });
    const cases: [unknown, string][] = [
      [999999, CLIENT_OWNER_MSG.unknownUser],
      [gone.userId, CLIENT_OWNER_MSG.inactiveUser],
      [hr.userId, CLIENT_OWNER_MSG.notBdm],
      [admin.userId, CLIENT_OWNER_MSG.notBdm],
    ];
    for (const [owner, message] of cases) {
      const res = await setOwner(owner);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message, errors: { owner_user_id: [message] } });
    }
    const malformed = await setOwner('someone');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('owner_user_id');
    const read = await t.app.inject({ method: 'GET', url: api(`/clientforms/${clientId}`), headers: admin.headers });
    expect(read.json().data.owner_user_id).toBe(bdm.userId);
    expect(await changes()).toHaveLength(1);
    expect((await setOwner(bdm.userId, admin, 999999)).statusCode).toBe(404);
  });

  it('only Admin reassigns or reads the changes: a Bdm (even the owner) and Hrteam get 403, nobody signed in 401', async () => {
    await setOwner(bdm.userId);
    for (const who of [bdm, otherBdm, hr]) {
      expect((await setOwner(otherBdm.userId, who)).statusCode).toBe(403);
      const read = await t.app.inject({ method: 'GET', url: api(`/clientforms/${clientId}/owner-changes`), headers: who.headers });
      expect(read.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'PUT', url: api(`/clientforms/${clientId}/owner`), payload: { owner_user_id: otherBdm.userId } });
    expect(anonymous.statusCode).toBe(401);
    // a Bdm's own edit of the client form does not move its owner
    const edit = await t.app.inject({
      method: 'PUT',
      url: api(`/clientforms/${clientId}`),
      headers: { ...otherBdm.headers, 'content-type': 'application/json' },
      payload: { location: 'Mumbai', owner_user_id: otherBdm.userId },
    });
    expect(edit.statusCode).not.toBe(500);
    const read = await t.app.inject({ method: 'GET', url: api(`/clientforms/${clientId}`), headers: admin.headers });
    expect(read.json().data.owner_user_id).toBe(bdm.userId);
    expect(await changes()).toHaveLength(1);
  });
});
