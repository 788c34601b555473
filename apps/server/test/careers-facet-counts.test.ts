import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { createJob, staffApp } from './fixtures.js';
import { EXPERIENCE_BANDS } from '@talentra/contract';
import { rebuildCareersFacetCounts } from '../src/db/careers-facet-counts.js';

type Facets = Record<'location' | 'industry' | 'work_mode' | 'experience', { value: string; count: number }[]>;
type Headers = Record<string, string>;

/**
 * Issue 46, decisions 300 and 303: the careers facets without a text query read the kept counts of
 * `careers_facet_counts` and `careers_facet_totals` (triggers on jobs); every change of a job moves
 * them exactly, they agree with the count over the jobs (the text query's path), and the rebuild
 * makes the same rows.
 */
describeEachEngine('careers facet counts', (engine) => {
  let t: TestApp;
  let bdm: { headers: Headers };
  let admin: { headers: Headers };
  let clientId: number;
  // the response cache off: the counts are read from the database at every call (rows are changed directly below)
  beforeAll(async () => ({ t, bdm, admin, clientId } = await staffApp(engine, { env: { RESPONSE_CACHE: 'false' } })));
  afterAll(() => t.close());

  const facets = async (query = '') => {
    const res = await t.app.inject({ url: api(`/recruitments/facets?${query}`) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Facets;
  };
  const job = (o: Record<string, unknown>) => createJob(t, bdm.headers, clientId, { job_title: `Keptcount ${o.job_location}`, ...o });
  const edit = async (id: number, payload: object, headers = bdm.headers) => {
    const res = await t.app.inject({ method: 'PUT', url: api(`/recruitments/${id}`), headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const kept = () =>
    t.app.ctx.db
      .selectFrom('careers_facet_counts')
      .selectAll()
      .orderBy('job_location')
      .orderBy('type_of_industry')
      .orderBy('work_mode')
      .orderBy('experience_band')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, jobs: Number(r.jobs) })));
  /** The kept per-facet totals (decision 303), in a stable order. */
  const totals = () =>
    t.app.ctx.db
      .selectFrom('careers_facet_totals')
      .selectAll()
      .execute()
      .then((rows) => sortTotals(rows.map((r) => ({ ...r, jobs: Number(r.jobs) }))));
  type Total = { facet: string; value: string; jobs: number };
  const sortTotals = (rows: Total[]) => rows.sort((x, y) => `${x.facet} ${x.value}`.localeCompare(`${y.facet} ${y.value}`));
  /** The same totals counted now over the visible jobs themselves, in code. */
  const liveTotals = async () => {
    const jobs = await t.app.ctx.db
      .selectFrom('jobs')
      .select(['job_location', 'type_of_industry', 'work_mode', 'min_experience'])
      .where('is_visible', '=', 1)
      .execute();
    const band = (m: number | null) => (m === null ? '' : (EXPERIENCE_BANDS.find((b) => m >= b.min && (b.max === null || m < b.max + 1))?.id ?? ''));
    const n = new Map<string, Total>();
    for (const j of jobs)
      for (const [facet, value] of [
        ['location', j.job_location],
        ['industry', j.type_of_industry],
        ['work_mode', j.work_mode ?? ''],
        ['experience', band(j.min_experience === null ? null : Number(j.min_experience))],
      ] as const) {
        const row = n.get(`${facet} ${value}`) ?? { facet, value, jobs: 0 };
        row.jobs++;
        n.set(`${facet} ${value}`, row);
      }
    return sortTotals([...n.values()]);
  };
  /** The kept totals equal the live count over the jobs. */
  const totalsAgree = async () => expect(await totals()).toEqual(await liveTotals());
  /** The kept facets equal the count over the jobs themselves (every job's title has the word), and so do the kept totals. */
  const agreesWithTheJobs = async (query: string) => {
    expect(await facets(query)).toEqual(await facets(`q=Keptcount&${query}`));
    await totalsAgree();
  };
  // '' reads every facet from the totals; one filter reads its own facet from them, the others from the combinations
  const filters = [
    '',
    'location=pune',
    'work_mode=Remote',
    'industry=IT&work_mode=Remote',
    'experience=2-4',
    'location=Mumbai&industry=Banking&experience=10%2B',
  ];

  let a: number;
  let b: number;
  it('counts the jobs created, open and visible only, and agrees with the count over the jobs', async () => {
    expect(await facets()).toEqual({ location: [], industry: [], work_mode: [], experience: [] });
    a = (await job({ job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Hybrid', min_experience: 0, max_experience: 1 })).job_id;
    b = (await job({ job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 3, max_experience: 6 })).job_id;
    await job({ job_location: 'Mumbai', type_of_industry: 'Banking', work_mode: 'On-Site', min_experience: 12, max_experience: 15 });
    await job({ job_location: 'Mumbai', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 1, max_experience: 4 });
    // not open to the public: not counted
    await job({ job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Hybrid', min_experience: 0, max_experience: 2, is_active: false });
    await job({ job_location: 'Delhi', type_of_industry: 'IT', work_mode: 'Hybrid', min_experience: 0, max_experience: 2, status: 'paused' });
    expect(await facets()).toEqual({
      location: [
        { value: 'Mumbai', count: 2 },
        { value: 'Pune', count: 2 },
      ],
      industry: [
        { value: 'IT', count: 3 },
        { value: 'Banking', count: 1 },
      ],
      work_mode: [
        { value: 'Remote', count: 2 },
        { value: 'Hybrid', count: 1 },
        { value: 'On-Site', count: 1 },
      ],
      experience: [
        { value: '0-1', count: 2 },
        { value: '2-4', count: 1 },
        { value: '10+', count: 1 },
      ],
    });
    expect(await kept()).toHaveLength(4);
    for (const f of filters) await agreesWithTheJobs(f);
  });

  it('an edit of the location, work mode, experience or industry moves the job from one count to the other', async () => {
    await edit(a, { job_location: 'Mumbai' });
    expect((await facets()).location).toEqual([
      { value: 'Mumbai', count: 3 },
      { value: 'Pune', count: 1 },
    ]);
    await edit(a, { work_mode: 'Remote' });
    expect((await facets()).work_mode).toEqual([
      { value: 'Remote', count: 3 },
      { value: 'On-Site', count: 1 },
    ]);
    await edit(a, { min_experience: 6, max_experience: 9 });
    expect((await facets()).experience).toEqual([
      { value: '0-1', count: 1 },
      { value: '2-4', count: 1 },
      { value: '5-9', count: 1 },
      { value: '10+', count: 1 },
    ]);
    await totalsAgree();
    await edit(a, { type_of_industry: 'Banking' });
    expect((await facets()).industry).toEqual([
      { value: 'Banking', count: 2 },
      { value: 'IT', count: 2 },
    ]);
    // an edit of anything else leaves the counts alone
    const before = await kept();
    const beforeTotals = await totals();
    await edit(a, { notice_period: 'Immediate', no_of_positions: 4 });
    expect(await kept()).toEqual(before);
    expect(await totals()).toEqual(beforeTotals);
    for (const f of filters) await agreesWithTheJobs(f);
  });

  it('closing, reopening, hiding, deleting and restoring a job take it out of its count and give it back', async () => {
    const remote = async () => (await facets()).work_mode.find((r) => r.value === 'Remote')?.count ?? 0;
    expect(await remote()).toBe(3);
    const close = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${b}/close`),
      headers: bdm.headers,
      payload: { reason: 'On hold', candidate_ids: [] },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await remote()).toBe(2);
    await totalsAgree();
    const reopen = await t.app.inject({ method: 'POST', url: api(`/${b}/reopen`), headers: bdm.headers, payload: { reason: 'Back' } });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await remote()).toBe(3);
    await totalsAgree();
    await edit(b, { status: 'paused' });
    expect(await remote()).toBe(2);
    await edit(b, { status: 'open' });
    expect(await remote()).toBe(3);
    const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${b}`), headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(await remote()).toBe(2);
    await totalsAgree();
    const restore = await t.app.inject({ method: 'POST', url: api(`/recruitments/${b}/restore`), headers: admin.headers });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await remote()).toBe(3);
    await totalsAgree();
    // a row removed from the table (erasure, a purge) is counted out too; an emptied combination has no row
    const purged = (await job({ job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 20, max_experience: 25 })).job_id;
    expect(await remote()).toBe(4);
    await t.app.ctx.db.deleteFrom('jobs').where('id', '=', purged).execute();
    expect(await remote()).toBe(3);
    expect((await kept()).every((r) => r.jobs > 0)).toBe(true);
    expect((await totals()).every((r) => r.jobs > 0)).toBe(true);
    for (const f of filters) await agreesWithTheJobs(f);
  });

  it('a visible job past its closing date is not counted, as the careers list does not list it', async () => {
    const late = (await job({ job_location: 'Chennai', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 2, closing_date: '2020-01-31' }))
      .job_id;
    await job({ job_location: 'Chennai', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 2, closing_date: '2099-12-31' });
    expect((await facets()).location).toContainEqual({ value: 'Chennai', count: 1 });
    expect((await facets('location=chennai')).work_mode).toEqual([{ value: 'Remote', count: 1 }]);
    // kept by the stored columns: the past closing date is taken off when read
    expect((await kept()).find((r) => r.job_location === 'Chennai')?.jobs).toBe(2);
    expect((await totals()).find((r) => r.facet === 'location' && r.value === 'Chennai')?.jobs).toBe(2);
    await edit(late, { closing_date: null });
    expect((await facets()).location).toContainEqual({ value: 'Chennai', count: 2 });
    await edit(late, { closing_date: '2020-01-31' });
    for (const f of [...filters, 'location=chennai']) await agreesWithTheJobs(f);
  });

  it('the rebuild from the jobs makes the same rows as the triggers, and fills emptied tables', async () => {
    const live = await kept();
    const liveTotalRows = await totals();
    expect(live.length).toBeGreaterThan(3);
    expect(liveTotalRows.length).toBeGreaterThan(8);
    expect(await rebuildCareersFacetCounts(t.app.ctx.db)).toBe(live.length);
    expect(await kept()).toEqual(live);
    expect(await totals()).toEqual(liveTotalRows);
    // a facet no other filter applies to reads the totals, the others the combinations
    await t.app.ctx.db.deleteFrom('careers_facet_totals').execute();
    expect(await facets()).toEqual({ location: [], industry: [], work_mode: [], experience: [] });
    const remote = await facets('work_mode=Remote');
    expect(remote.work_mode).toEqual([]);
    expect(remote.location.length).toBeGreaterThan(0);
    await t.app.ctx.db.deleteFrom('careers_facet_counts').execute();
    expect((await facets()).location).toEqual([]);
    expect((await facets('work_mode=Remote')).location).toEqual([]);
    expect(await rebuildCareersFacetCounts(t.app.ctx.db)).toBe(live.length);
    expect(await kept()).toEqual(live);
    expect(await totals()).toEqual(liveTotalRows);
    for (const f of filters) await agreesWithTheJobs(f);
  });

  it('a job without a work mode or experience (rows older than the fields) counts in the totals under no value, which is not shown', async () => {
    const bare = (await job({ job_location: 'Kochi', type_of_industry: 'Retail', work_mode: 'Remote', min_experience: 3, max_experience: 5 })).job_id;
    await t.app.ctx.db.updateTable('jobs').set({ work_mode: null, min_experience: null }).where('id', '=', bare).execute();
    expect((await totals()).filter((r) => r.value === '').map((r) => r.facet)).toEqual(['experience', 'work_mode']);
    const all = await facets();
    expect(all.location).toContainEqual({ value: 'Kochi', count: 1 });
    expect(all.work_mode.map((r) => r.value)).not.toContain('');
    expect(all.experience.map((r) => r.value)).not.toContain('');
    for (const f of filters) await agreesWithTheJobs(f);
    const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${bare}`), headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect((await facets()).location.map((r) => r.value)).not.toContain('Kochi');
    expect((await totals()).filter((r) => r.value === '')).toEqual([]);
    for (const f of filters) await agreesWithTheJobs(f);
  });
});
