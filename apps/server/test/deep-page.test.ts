import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageSpan } from '../src/db/deep-page.js';
import { seedLarge } from '../src/seed/seed-large.js';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

// decision 220: a deep page in the back half of a list is read in the reverse order from the end;
// every list's pages read one after another must still be the list in its order, ties in
// created_at included (broken by id, newest first)

it('reads a deep page in the back half from the end, and every other page forward', () => {
  expect(pageSpan(300, 0, 10)).toEqual({ limit: 10, offset: 0, fromEnd: false });
  expect(pageSpan(300, 140, 10)).toEqual({ limit: 10, offset: 140, fromEnd: false });
  expect(pageSpan(300, 150, 10)).toEqual({ limit: 10, offset: 140, fromEnd: true });
  // the last page holds what is left; past the end, nothing
  expect(pageSpan(295, 290, 10)).toEqual({ limit: 5, offset: 0, fromEnd: true });
  expect(pageSpan(295, 300, 10)).toEqual({ limit: 0, offset: 0, fromEnd: true });
  // no total, or not deep: forward
  expect(pageSpan(null, 290, 10)).toEqual({ limit: 10, offset: 290, fromEnd: false });
  expect(pageSpan(120, 100, 10)).toEqual({ limit: 10, offset: 100, fromEnd: false });
});

describeEachEngine('deep pages read from the end', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let hr: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await signIn(t, 'Admin')).headers;
    hr = (await signIn(t, 'Hrteam')).headers;
    const db = t.app.ctx.db;
    await seedLarge(db, { jobs: 240, candidates: 300, referrals: 250, feedback: 250 });
    // three rows to each created_at: the order's ties are broken by id
    for (const table of ['jobs', 'candidates', 'referrals', 'feedback'] as const) {
      const ids = (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
      for (let g = 0; g * 3 < ids.length; g++)
        await db
          .updateTable(table)
          .set({ created_at: new Date(Date.UTC(2026, 0, 1) + g * 60_000).toISOString() })
          .where('id', 'in', ids.slice(g * 3, g * 3 + 3))
          .execute();
    }
  }, 120_000);
  afterAll(() => t.close());

  /** Every page of a list, one after another: the ids in the order the pages give them. */
  async function everyPage(path: string, headers: Record<string, string>, perPage: number) {
    const get = async (page: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: api(`${path}${path.includes('?') ? '&' : '?'}page=${page}&per_page=${perPage}`),
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number }[]; meta: { total: number } };
    };
    const first = await get(1);
    const pages = Math.ceil(first.meta.total / perPage);
    const ids = first.data.map((r) => r.id);
    for (let p = 2; p <= pages + 1; p++) {
      const { data, meta } = await get(p);
      expect(meta.total).toBe(first.meta.total);
      if (p > pages) expect(data).toEqual([]);
      ids.push(...data.map((r) => r.id));
    }
    return { ids, total: first.meta.total };
  }

  /** The ids of a table newest first on (created_at, id), as the lists order them. */
  const newestFirst = async (table: 'jobs' | 'candidates' | 'referrals' | 'feedback', keep: (id: number) => boolean = () => true) =>
    (await t.app.ctx.db.selectFrom(table).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id).filter(keep);

  it('feedback', async () => {
    const { ids, total } = await everyPage('/feedbacks', admin, 10);
    expect(total).toBe(250);
    expect(ids).toEqual(await newestFirst('feedback'));
  });

  it('referrals', async () => {
    const { ids, total } = await everyPage('/refer-a-friend', admin, 10);
    expect(total).toBe(250);
    expect(ids).toEqual(await newestFirst('referrals'));
  });

  it('candidates (staff)', async () => {
    const { ids, total } = await everyPage('/candidates', hr, 10);
    expect(total).toBe(300);
    expect(ids).toEqual(await newestFirst('candidates'));
  });

  it('jobs (staff) and the careers page', async () => {
    const staff = await everyPage('/recruitments/admin/all', admin, 10);
    expect(staff.ids).toEqual(await newestFirst('jobs'));
    const careers = await everyPage('/recruitments', {}, 6);
    const visible = new Set(careers.ids);
    expect(careers.total).toBeGreaterThan(120);
    expect(careers.ids).toHaveLength(careers.total);
    expect(careers.ids).toEqual(await newestFirst('jobs', (id) => visible.has(id)));
  });
});
