import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { createJob, insertClient } from './fixtures.js';

/** Issue 46: the careers filters' counts, each facet with the other filters applied, open visible jobs only. */
describeEachEngine('careers facets', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const bdm = await signIn(t, 'Bdm');
    const clientId = (await insertClient(t, 'Facet Client')).id;
    const job = (title: string, o: Record<string, unknown>) => createJob(t, bdm.headers, clientId, { job_title: `Facetron ${title}`, ...o });
    await job('A', { job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Hybrid', min_experience: 0, max_experience: 1 });
    await job('B', { job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 3, max_experience: 6 });
    await job('C', { job_location: 'Mumbai', type_of_industry: 'IT', work_mode: 'Remote', min_experience: 6, max_experience: 9 });
    await job('D', { job_location: 'Mumbai', type_of_industry: 'Banking', work_mode: 'On-Site', min_experience: 12, max_experience: 15 });
    await job('E', { job_location: 'Pune', type_of_industry: 'Banking', work_mode: 'Hybrid', min_experience: 1, max_experience: 3 });
    // not open to the public: neither counted nor listed
    await job('F', { job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Hybrid', min_experience: 0, max_experience: 2, is_active: false });
  });
  afterAll(() => t.close());

  const facets = async (query: string) => {
    const res = await t.app.inject({ url: api(`/recruitments/facets?q=Facetron&${query}`) });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<'location' | 'industry' | 'work_mode' | 'experience', { value: string; count: number }[]>;
  };
  const listTotal = async (query: string) =>
    (await t.app.inject({ url: api(`/recruitments?active_only=1&q=Facetron&${query}`) })).json().meta.total as number;

  it('counts every open visible job by location, industry, work mode and experience band', async () => {
    expect(await facets('')).toEqual({
      location: [
        { value: 'Pune', count: 3 },
        { value: 'Mumbai', count: 2 },
      ],
      industry: [
        { value: 'IT', count: 3 },
        { value: 'Banking', count: 2 },
      ],
      work_mode: [
        { value: 'Hybrid', count: 2 },
        { value: 'Remote', count: 2 },
        { value: 'On-Site', count: 1 },
      ],
      experience: [
        { value: '0-1', count: 2 },
        { value: '2-4', count: 1 },
        { value: '5-9', count: 1 },
        { value: '10+', count: 1 },
      ],
    });
  });

  it('counts each facet with the other filters applied, not its own', async () => {
    const f = await facets('location=Pune&work_mode=Remote');
    // location: work mode Remote applied, location not
    expect(f.location).toEqual([
      { value: 'Mumbai', count: 1 },
      { value: 'Pune', count: 1 },
    ]);
    // work mode: location Pune applied, work mode not
    expect(f.work_mode).toEqual([
      { value: 'Hybrid', count: 2 },
      { value: 'Remote', count: 1 },
    ]);
    expect(f.industry).toEqual([{ value: 'IT', count: 1 }]);
    expect(f.experience).toEqual([{ value: '2-4', count: 1 }]);
  });

  it("a facet's count is the list's total once that value is chosen", async () => {
    const f = await facets('industry=IT');
    for (const { value, count } of f.experience) expect(await listTotal(`industry=IT&experience=${encodeURIComponent(value)}`)).toBe(count);
    for (const { value, count } of f.work_mode) expect(await listTotal(`industry=IT&work_mode=${encodeURIComponent(value)}`)).toBe(count);
  });

  it('refuses an unknown experience band (422)', async () => {
    const res = await t.app.inject({ url: api('/recruitments/facets?experience=3-7') });
    expect(res.statusCode).toBe(422);
  });
});
