import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listTuning, candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { seedLarge } from '../src/seed/seed-large.js';
import { api, createTestApp, recording, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';

// decision 221: a text search among the Selected reads their own trigram indexes (migration 023),
// which follow every change of a candidate's status, name, e-mail or phone

describeEachEngine('text search among the Selected', (engine) => {
  let t: TestApp;
  let hr: Record<string, string>;
  beforeAll(async () => {
    // off: the test changes rows behind the services' backs, which the response cache would not see
    t = await createTestApp(engine, { env: { RESPONSE_CACHE: 'false' } });
    hr = (await signIn(t, 'Hrteam')).headers;
    await seedLarge(t.app.ctx.db, { jobs: 20, candidates: 200, referrals: 10, feedback: 10 });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (q: string, status: string) => {
    const res = await t.app.inject({ url: api(`/candidates?q=${encodeURIComponent(q)}&status=${status}&per_page=100`), headers: hr });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number }[] }).data.map((r) => r.id);
  };
  /** What the search must answer: the rows of that status holding the text in the name, e-mail or phone, newest first. */
  const expected = async (q: string, status: string) =>
    (
      await t.app.ctx.db
        .selectFrom('candidates')
        .select(['id', 'name_lower', 'email', 'mobile_number', 'status'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    )
      .filter((r) => r.status === status && [r.name_lower, r.email.toLowerCase(), r.mobile_number].some((v) => v.includes(q)))
      .map((r) => r.id);
  const setStatus = async (id: number, status: string) => {
    const res = await t.app.inject({ method: 'PUT', url: api(`/candidates/${id}`), headers: hr, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('answers what the filters say, from the walk and from the index, as statuses and names change', async () => {
    const check = async (q: string) => {
      for (const walk of [1000, 0]) {
        Object.assign(listTuning, { walk });
        try {
          for (const status of ['Selected', 'Applied'])
            expect(await search(q, status), `${q} ${status} walk ${walk}`).toEqual(await expected(q, status));
        } finally {
          Object.assign(listTuning, { walk: 1000 });
        }
      }
    };
    // the seed's Selected rows are never a Meera: none at first
    expect(await expected('mee', 'Selected')).toEqual([]);
    await check('mee');
    await check('aarav');
    const [meera] = await expected('mee', 'Applied');
    await setStatus(meera!, 'Selected');
    expect(await search('mee', 'Selected')).toEqual([meera]);
    await check('mee');
    await setStatus(meera!, 'Applied');
    expect(await search('mee', 'Selected')).toEqual([]);
    // a Selected row renamed: found by its new name only
    const [aarav] = await expected('aarav', 'Selected');
    await t.app.ctx.db.updateTable('candidates').set({ name_lower: 'meenakshi renamed' }).where('id', '=', aarav!).execute();
    expect(await search('meenakshi', 'Selected')).toEqual([aarav]);
    await check('aarav');
    await check('mee');
  });

  it("reads the Selected rows' own trigram index", async () => {
    const sent: CompiledQuery[] = [];
    const db = recording(t.app.ctx.db, sent);
    Object.assign(listTuning, { walk: 0 });
    try {
      await candidatesRepository.list(db, engine, { q: 'mee', status: 'Selected', limit: 25, offset: 0 });
    } finally {
      Object.assign(listTuning, { walk: 1000 });
    }
    // a table this small is read whole by PostgreSQL's planner: told not to, it shows which index it would use
    const plans = await t.app.ctx.db.transaction().execute(async (trx) => {
      if (engine === 'postgres') await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const out = [];
      for (const q of sent) {
        const rows = (
          await trx.executeQuery<Record<string, string>>(
            CompiledQuery.raw(`explain ${engine === 'sqlite' ? 'query plan ' : ''}${q.sql}`, [...q.parameters]),
          )
        ).rows;
        out.push(rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n'));
      }
      return out;
    });
    expect(plans.join('\n')).toMatch(
      engine === 'sqlite' ? /candidates_selected_search/ : /candidates_selected_(name_lower|email|mobile_number)_trgm/,
    );
  });
});
