import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MSG, SAVED_SEARCHES_PER_USER } from '@talentra/contract';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

describeEachEngine('saved searches', (engine) => {
  let t: TestApp;
  let admin: Session, hr1: Session, hr2: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, hr1, hr2] = [await signIn(t, 'Admin'), await signIn(t, 'Hrteam'), await signIn(t, 'Hrteam')];
  });
  afterAll(() => t.close());

  const create = (s: Session, payload: object) => t.app.inject({ method: 'POST', url: api('/saved-searches'), headers: s.headers, payload });
  const update = (s: Session, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: api(`/saved-searches/${id}`), headers: s.headers, payload });
  const remove = (s: Session, id: number) => t.app.inject({ method: 'DELETE', url: api(`/saved-searches/${id}`), headers: s.headers });
  const list = async (s: Session) => {
    const res = await t.app.inject({ url: api('/saved-searches'), headers: s.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; name: string; shared: boolean; mine: boolean; can_edit: boolean; owner_name: string; filters: object }[];
  };

  describe('create and list', () => {
    it('keeps the filters as the URL holds them (blanks left out), private by default', async () => {
      const res = await create(hr1, {
        name: '  Pune Java in screening ',
        filters: {
          q: 'java',
          stage: 'screening',
          location: 'Pune',
          job_id: '12',
          client_id: '',
          applied_from: '2026-01-01',
          sort: 'name',
          dir: 'asc',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        name: 'Pune Java in screening',
        filters: { q: 'java', stage: 'screening', location: 'Pune', job_id: '12', applied_from: '2026-01-01', sort: 'name', dir: 'asc' },
        shared: false,
        owner_id: hr1.userId,
        owner_name: hr1.username,
        mine: true,
        can_edit: true,
      });
      expect(res.json().data.filters).not.toHaveProperty('client_id');
      expect((await list(hr1)).map((s) => s.name)).toContain('Pune Java in screening');
      // private: nobody else lists it, not even an Admin
      expect((await list(hr2)).map((s) => s.name)).not.toContain('Pune Java in screening');
      expect((await list(admin)).map((s) => s.name)).not.toContain('Pune Java in screening');
    });

    it('refuses filters the search does not know, a blank name, and a name the owner already uses', async () => {
      expect((await create(hr1, { name: 'Bad stage', filters: { stage: 'hired' } })).statusCode).toBe(422);
      expect((await create(hr1, { name: 'Bad key', filters: { page: '3' } })).statusCode).toBe(422);
      expect((await create(hr1, { name: 'Bad date', filters: { applied_to: '2026-02-30' } })).statusCode).toBe(422);
      const blank = await create(hr1, { name: '   ', filters: {} });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.name).toEqual(['Please name the search']);
      expect((await create(hr1, { name: 'Twice', filters: {} })).statusCode).toBe(201);
      const again = await create(hr1, { name: 'Twice', filters: { q: 'x' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SAVED_SEARCH_MSG.nameTaken);
      // another user may use the same name
      expect((await create(hr2, { name: 'Twice', filters: {} })).statusCode).toBe(201);
    });
  });

  describe('shared and private', () => {
    it('a shared search is listed for all who search; only its owner or an Admin changes it', async () => {
      const made = (await create(hr1, { name: 'Team pipeline', filters: { stage: 'hr_interview' }, shared: true })).json().data;
      const seen = (await list(hr2)).find((s) => s.id === made.id);
      expect(seen).toMatchObject({ shared: true, mine: false, can_edit: false, owner_name: hr1.username, filters: { stage: 'hr_interview' } });
      expect((await list(admin)).find((s) => s.id === made.id)).toMatchObject({ mine: false, can_edit: true });

      const refused = await update(hr2, made.id, { name: 'Mine now', shared: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SAVED_SEARCH_MSG.notOwner);
      expect((await remove(hr2, made.id)).statusCode).toBe(403);

      const renamed = await update(admin, made.id, { name: 'Team HR interviews', shared: true });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).toMatchObject({ name: 'Team HR interviews', owner_id: hr1.userId, filters: { stage: 'hr_interview' } });

      // made private again by its owner: gone from the others' lists, and not found for them
      expect((await update(hr1, made.id, { name: 'Team HR interviews', shared: false })).statusCode).toBe(200);
      expect((await list(hr2)).some((s) => s.id === made.id)).toBe(false);
      expect((await update(hr2, made.id, { name: 'x', shared: true })).statusCode).toBe(404);
      expect((await remove(admin, made.id)).statusCode).toBe(404);

      const gone = await remove(hr1, made.id);
      expect(gone.statusCode).toBe(200);
      expect(gone.json().data).toEqual({ id: made.id });
      expect((await list(hr1)).some((s) => s.id === made.id)).toBe(false);
      expect((await remove(hr1, made.id)).statusCode).toBe(404);
    });

    it('an Admin deletes a shared search of someone else', async () => {
      const made = (await create(hr2, { name: 'To be removed', filters: {}, shared: true })).json().data;
      expect((await remove(admin, made.id)).statusCode).toBe(200);
      expect((await list(hr2)).some((s) => s.id === made.id)).toBe(false);
    });

    it('renaming to a name the owner already uses is a conflict', async () => {
      const a = (await create(hr1, { name: 'Rename A', filters: {} })).json().data;
      await create(hr1, { name: 'Rename B', filters: {} });
      expect((await update(hr1, a.id, { name: 'Rename B', shared: false })).statusCode).toBe(409);
      expect((await update(hr1, a.id, { name: 'Rename A', shared: true })).statusCode).toBe(200);
    });
  });

  it(`keeps at most ${SAVED_SEARCHES_PER_USER} per user`, async () => {
    const user = await signIn(t, 'Hrteam');
    for (let i = 0; i < SAVED_SEARCHES_PER_USER; i++) expect((await create(user, { name: `S${i}`, filters: {} })).statusCode).toBe(201);
    const over = await create(user, { name: 'One more', filters: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SAVED_SEARCH_MSG.tooMany);
  });
});
