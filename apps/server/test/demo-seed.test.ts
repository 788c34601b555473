import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

describeEachEngine('the demo data', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it("credits HR's actions to HR on the timeline, never to nobody (the candidate)", async () => {
    const events = await t.app.ctx.db
      .selectFrom('candidate_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_user_id')
      .select(['e.kind', 'e.detail', 'u.username', 'u.user_role'])
      .where('e.kind', 'in', ['stage', 'rejected', 'edited'])
      .execute();
    const own = events.filter((e) => !JSON.parse(e.detail).derived);
    expect(own.length).toBeGreaterThan(10);
    expect(own.filter((e) => e.username === null)).toEqual([]);
    expect(new Set(own.map((e) => e.user_role))).toEqual(new Set(['Hrteam']));
  });
});
