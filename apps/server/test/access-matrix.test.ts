import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Access } from '@talentra/contract';
import { ACCESS_TABLE } from './support/access-table.js';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

/**
 * Walks the server's own route table and calls every route as anonymous, Admin, Bdm, Hrteam and a
 * deactivated user, comparing each answer with the access table of api.md (test/support/access-table.ts).
 */
describeEachEngine('access matrix', (engine) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    for (const role of ['Admin', 'Bdm', 'Hrteam'] as const) headers[role] = (await signIn(t, role)).headers;
    const gone = await signIn(t, 'Admin');
    await t.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', gone.userId).execute();
    headers.deactivated = gone.headers;
  });
  afterAll(() => t.close());

  it('every registered route has an entry in the access table, and every entry is registered', () => {
    const registered = t.app.routeStatements.map((r) => `${r.method} ${r.path}`);
    expect(registered.filter((k) => !(k in ACCESS_TABLE))).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('every route states in code exactly the roles of the table', () => {
    for (const r of t.app.routeStatements) {
      const expected = ACCESS_TABLE[`${r.method} ${r.path}`] as Access;
      expect(normalise(r.access), `${r.method} ${r.path}`).toEqual(normalise(expected));
    }
  });

  it('answers each caller as the table says (401 anonymous, 403 wrong role, never 401/403 when allowed)', async () => {
    const failures: string[] = [];
    for (const r of t.app.routeStatements) {
      if (r.path === '/logout') continue; // would end the sessions used by the other calls
      const access = ACCESS_TABLE[`${r.method} ${r.path}`]!;
      const url = api(r.path.replace(/:[a-zA-Z]+/g, '1'));
      for (const caller of ['anonymous', 'Admin', 'Bdm', 'Hrteam', 'deactivated'] as const) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: caller === 'anonymous' ? {} : headers[caller],
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        const expected = expectation(access, caller);
        const ok = expected === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === expected;
        if (!ok) failures.push(`${r.method} ${r.path} as ${caller}: got ${res.statusCode}, expected ${expected}`);
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.path} as ${caller}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

function normalise(a: Access) {
  return typeof a === 'string' ? a : [...a].sort();
}

function expectation(access: Access, caller: string): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous' || caller === 'deactivated') return 401;
  if (access === 'signed-in') return 'allowed';
  return access.includes(caller as never) ? 'allowed' : 403;
}
