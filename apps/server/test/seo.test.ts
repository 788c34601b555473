import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMPANY_NAME, SITE_PAGES } from '@talentra/contract';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { apply, createJob, insertClient } from './fixtures.js';
import { canonicalOf, jobPostingOf, metaContent, validJobPosting } from './job-posting-check.js';
import { miniatureDist } from './support/miniature-dist.js';

const PUBLIC_URL = 'https://jobs.talentra.example';

interface SentPageData {
  careers: { key: string; page: { jobs: Array<{ job_id: number }>; meta: unknown; facets?: Record<string, { value: string; count: number }[]> } };
  job: { id: number; state: string; job?: Record<string, unknown>; similar?: Array<{ job_id: number; job_title: string }> };
}
const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as SentPageData;

describeEachEngine('jobs that search engines can see (issue 17)', (engine) => {
  let t: TestApp;
  let dist: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let clientId: number;
  let secretClientId: number;
  let clientName: string;
  const jobs: Record<string, { job_id: number; job_title: string }> = {};
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { env: { WEB_DIST: dist, PUBLIC_URL } });
    admin = await signIn(t, 'Admin');
    const client = await insertClient(t);
    clientId = client.id;
    clientName = (await t.app.ctx.db.selectFrom('clients').select('company_name').where('id', '=', clientId).executeTakeFirstOrThrow()).company_name;
    const secret = await insertClient(t, `Secretive Corp ${Date.now()}`);
    secretClientId = secret.id;
    // oldest first: the newest job is first on /careers
    for (let i = 1; i <= 6; i++) jobs[`filler${i}`] = await createJob(t, admin.headers, clientId, { job_title: `Filler Role ${i}` });
    jobs.open = await createJob(t, admin.headers, clientId, {
      job_title: 'Data Engineer <Spark> & "Kafka"',
      job_description: 'Builds pipelines.\nEnds the script? </script><script>alert(1)</script>',
      job_location: 'Chennai',
      closing_date: '2099-12-31',
    });
    jobs.remote = await createJob(t, admin.headers, clientId, { job_title: 'Remote React Developer', work_mode: 'Remote', hiring_type: 'Part Time' });
    jobs.confidential = await createJob(t, admin.headers, secret.id, { job_title: 'Confidential CFO', client_confidential: true });
    jobs.closed = await createJob(t, admin.headers, clientId, { job_title: 'Closed Role' });
    await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${jobs.closed.job_id}/close`),
      headers: admin.headers,
      payload: { reason: 'Filled' },
    });
    jobs.expired = await createJob(t, admin.headers, clientId, { job_title: 'Expired Role', closing_date: '2020-01-31' });
    jobs.deleted = await createJob(t, admin.headers, clientId, { job_title: 'Deleted Role' });
    await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${jobs.deleted.job_id}`), headers: admin.headers });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("/careers is rendered with the filters' counts from the server (issue 46)", async () => {
    const facets = pageDataOf((await get('/careers')).body).careers.page.facets!;
    expect(facets.work_mode).toEqual([
      { value: 'Hybrid', count: 8 },
      { value: 'Remote', count: 1 },
    ]);
    expect(facets.location!.find((f) => f.value === 'Chennai')).toEqual({ value: 'Chennai', count: 1 });
  });

  it('a job page is rendered with up to 4 other open jobs of its industry or location, newest first (issue 46)', async () => {
    const data = pageDataOf((await get(`/jobs/${jobs.open!.job_id}`)).body).job;
    expect(data.similar!.map((j) => j.job_title)).toEqual(['Confidential CFO', 'Remote React Developer', 'Filler Role 6', 'Filler Role 5']);
    expect(pageDataOf((await get(`/jobs/${jobs.closed!.job_id}`)).body).job.similar).toBeUndefined();
  });

  it('/careers holds the first page of visible jobs, newest first, with its data for hydration and its head tags', async () => {
    const res = await get('/careers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    for (const name of ['confidential', 'remote', 'open', 'filler6', 'filler5', 'filler4'])
      expect(html).toContain(`<h2>${jobs[name]!.job_title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</h2>`);
    for (const name of ['filler3', 'closed', 'expired', 'deleted']) expect(html).not.toContain(`<h2>${jobs[name]!.job_title}</h2>`);
    const data = pageDataOf(html);
    expect(data.careers.key).toBe(JSON.stringify(['careers', { page: 1, q: '', location: '', industry: '' }]));
    expect(data.careers.page.meta).toEqual({ page: 1, per_page: 6, total: 9 });
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/careers`);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/careers`);
    expect(metaContent(html, 'og:title')).toBe('Careers | Talentra Staffing Solutions');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Careers | Talentra Staffing Solutions</title>');
    expect(metaContent(html, 'robots')).toBeUndefined();
    // '<' in the data cannot end the element early
    expect(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]).not.toContain('<');
  });

  it('/careers?page=2 and a filter are real pages with their own canonical address; a page past the last is a 404', async () => {
    const second = await get('/careers?page=2');
    expect(second.statusCode).toBe(200);
    for (const name of ['filler3', 'filler2', 'filler1']) expect(second.body).toContain(`<h2>${jobs[name]!.job_title}</h2>`);
    expect(second.body).not.toContain(`<h2>${jobs.filler4!.job_title}</h2>`);
    expect(canonicalOf(second.body)).toBe(`${PUBLIC_URL}/careers?page=2`);

    const chennai = await get('/careers?location=chennai&utm_source=x');
    expect(chennai.statusCode).toBe(200);
    expect(pageDataOf(chennai.body).careers.page.jobs.map((j: { job_id: number }) => j.job_id)).toEqual([jobs.open!.job_id]);
    expect(canonicalOf(chennai.body)).toBe(`${PUBLIC_URL}/careers?location=chennai`);

    const past = await get('/careers?page=9');
    expect(past.statusCode).toBe(404);
    expect(metaContent(past.body, 'robots')).toBe('noindex');
  });

  it('an open job: its full text, and a JobPosting with every required and recommended field', async () => {
    const res = await get(`/jobs/${jobs.open!.job_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Data Engineer &lt;Spark&gt; &amp; "Kafka"</h1>');
    expect(res.body).toContain('Ends the script? &lt;/script&gt;');
    const ld = validJobPosting(res.body);
    expect(ld).toMatchObject({
      title: 'Data Engineer <Spark> & "Kafka"',
      hiringOrganization: { '@type': 'Organization', name: clientName },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Chennai', addressCountry: 'IN' } },
      employmentType: 'FULL_TIME',
      validThrough: '2099-12-31T23:59:59+05:30',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 1200000, unitText: 'YEAR' } },
      identifier: { '@type': 'PropertyValue', name: COMPANY_NAME, value: String(jobs.open!.job_id) },
      url: `${PUBLIC_URL}/jobs/${jobs.open!.job_id}`,
      directApply: true,
    });
    expect(ld.description).toContain('Ends the script? &lt;/script&gt;');
    // the only '</script>' of the JSON-LD element is its own end
    const element = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(element).not.toMatch(/[<>]/);
    expect(res.body).toContain('<title>Data Engineer &lt;Spark&gt; &amp; &quot;Kafka&quot; | Talentra Staffing Solutions</title>');
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/jobs/${jobs.open!.job_id}`);
    expect(metaContent(res.body, 'og:type')).toBe('article');
    expect(metaContent(res.body, 'og:title')).toBe('Data Engineer <Spark> & "Kafka" | Talentra Staffing Solutions');
    expect(pageDataOf(res.body).job).toMatchObject({ id: jobs.open!.job_id, state: 'open', job: { job_title: 'Data Engineer <Spark> & "Kafka"' } });
  });

  it('a job without a closing date is valid through 60 days after posting', async () => {
    const ld = validJobPosting((await get(`/jobs/${jobs.filler1!.job_id}`)).body);
    const posted = new Date(
      (await t.app.ctx.db.selectFrom('jobs').select('created_at').where('id', '=', jobs.filler1!.job_id).executeTakeFirstOrThrow()).created_at,
    );
    expect(ld.validThrough).toBe(new Date(posted.getTime() + 60 * 86_400_000).toISOString());
    expect(ld.datePosted).toBe(posted.toISOString().slice(0, 10));
  });

  it('a remote job is TELECOMMUTE with the country applicants must live in', async () => {
    const ld = validJobPosting((await get(`/jobs/${jobs.remote!.job_id}`)).body);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      employmentType: 'PART_TIME',
    });
    expect(ld.jobLocation).toBeUndefined();
  });

  it('a confidential client is never named: the agency hires, and its name finds nothing', async () => {
    const secretName = (
      await t.app.ctx.db.selectFrom('jobs').select('client_name').where('id', '=', jobs.confidential!.job_id).executeTakeFirstOrThrow()
    ).client_name;
    const res = await get(`/jobs/${jobs.confidential!.job_id}`);
    expect(res.statusCode).toBe(200);
    const ld = validJobPosting(res.body);
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: COMPANY_NAME, sameAs: PUBLIC_URL });
    expect(res.body).not.toContain(secretName);
    expect((await get('/careers')).body).not.toContain(secretName);
    const search = await get(`/careers?q=${encodeURIComponent(secretName)}`);
    expect(pageDataOf(search.body).careers.page.jobs).toEqual([]);
    const apiJob = await t.app.inject({ url: api(`/recruitments/${jobs.confidential!.job_id}`) });
    expect(apiJob.json().data).toMatchObject({ client_name: null, client_confidential: true });
    expect(apiJob.body).not.toContain(secretName);
    // staff still see the client
    const staff = await t.app.inject({ url: api(`/recruitments/${jobs.confidential!.job_id}`), headers: admin.headers });
    expect(staff.json().data).toMatchObject({ client_name: secretName, client_confidential: true });
    // the public list: neither the client's name nor its id finds the job; staff find it by both
    const listed = async (query: string, headers = {}) =>
      ((await t.app.inject({ url: api(`/recruitments?${query}`), headers })).json().data as { job_id: number }[]).map((j) => j.job_id);
    const byName = `q=${encodeURIComponent(secretName!)}`;
    const byId = `client_id=${secretClientId}`;
    expect(await listed(byName)).toEqual([]);
    expect(await listed(byId)).toEqual([]);
    expect(await listed(byName, admin.headers)).toContain(jobs.confidential!.job_id);
    expect(await listed(byId, admin.headers)).toEqual([jobs.confidential!.job_id]);
  });

  it('the public job list applies every filter: a client, and a status (only open jobs are visible)', async () => {
    const listed = async (query: string, headers = {}) => {
      const res = await t.app.inject({ url: api(`/recruitments?per_page=100&${query}`), headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { job_id: number; status: string }[]).map((j) => j.job_id);
    };
    const all = await listed('');
    expect(all).toContain(jobs.remote!.job_id);
    const ofClient = await listed(`client_id=${clientId}&active_only=1`, admin.headers);
    expect(ofClient).toContain(jobs.remote!.job_id);
    expect(await listed(`client_id=${clientId}`)).toEqual(ofClient);
    expect(await listed('client_id=999999')).toEqual([]);
    expect(await listed('status=open')).toEqual(all);
    expect(await listed('status=closed')).toEqual([]);
    expect(await listed('status=paused')).toEqual([]);
  });

  it('a closed or expired job says so: no JobPosting, kept out of search results; a deleted or unknown one is a 404', async () => {
    for (const name of ['closed', 'expired']) {
      const res = await get(`/jobs/${jobs[name]!.job_id}`);
      expect(res.statusCode, name).toBe(200);
      expect(jobPostingOf(res.body), name).toBeUndefined();
      expect(metaContent(res.body, 'robots'), name).toBe('noindex');
      expect(pageDataOf(res.body).job.state, name).toBe(name);
    }
    for (const url of [`/jobs/${jobs.deleted!.job_id}`, '/jobs/999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(jobPostingOf(res.body), url).toBeUndefined();
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
    }
    expect(pageDataOf((await get(`/jobs/${jobs.deleted!.job_id}`)).body).job.state).toBe('removed');
    for (const url of ['/jobs/abc', '/jobs/0', '/jobs/99999999999', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<h1>Page not found</h1>');
    }
    // the API agrees: an expired job is not public and takes no application
    expect((await t.app.inject({ url: api(`/recruitments/${jobs.expired!.job_id}`) })).statusCode).toBe(404);
  });

  it('sitemap.xml lists every public page and every visible job with its last change, and nothing closed', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    for (const page of SITE_PAGES) expect(xml).toContain(`<loc>${PUBLIC_URL}${page.path}</loc>`);
    const visible = ['filler1', 'filler2', 'filler3', 'filler4', 'filler5', 'filler6', 'open', 'remote', 'confidential'];
    for (const name of visible)
      expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/jobs/${jobs[name]!.job_id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    for (const name of ['closed', 'expired', 'deleted']) expect(xml).not.toContain(`/jobs/${jobs[name]!.job_id}<`);
    expect(xml).not.toContain('/login<');
    expect(xml.match(/<url>/g)).toHaveLength(SITE_PAGES.length + visible.length);
  });

  it('robots.txt points at the sitemap on PUBLIC_URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admindashboard');
  });

  it('another letter case or a trailing slash redirects with 301 to the one address, query kept', async () => {
    for (const [from, to] of [
      ['/Careers', '/careers'],
      ['/CAREERS?page=2', '/careers?page=2'],
      ['/careers/', '/careers'],
      ['/scams', '/Scams'],
      ['/SCAMS', '/Scams'],
      ['/About', '/about'],
      ['/Jobs/5', '/jobs/5'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await get('/Scams')).statusCode).toBe(200);
  });

  it('a pre-rendered page carries its canonical address and Open Graph tags; staff pages are not indexed', async () => {
    const about = await get('/about');
    expect(about.statusCode).toBe(200);
    expect(canonicalOf(about.body)).toBe(`${PUBLIC_URL}/about`);
    expect(metaContent(about.body, 'og:title')).toBe('About Us | Talentra Staffing Solutions');
  });

  it('a write shows at once: a new job is on /careers and in the sitemap on the next request', async () => {
    await get('/careers');
    await get('/sitemap.xml');
    const fresh = await createJob(t, admin.headers, clientId, { job_title: 'Brand New Role' });
    expect((await get('/careers')).body).toContain('<h2>Brand New Role</h2>');
    expect((await get('/sitemap.xml')).body).toContain(`/jobs/${fresh.job_id}</loc>`);
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${fresh.job_id}/close`), headers: admin.headers, payload: { reason: 'Filled' } });
    expect(jobPostingOf((await get(`/jobs/${fresh.job_id}`)).body)).toBeUndefined();
  });

  it('staff set and clear the closing date and the confidential flag; a bad date is refused; an expired job takes no application', async () => {
    const job = await createJob(t, admin.headers, clientId, { job_title: 'Editable Role' });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: api(`/recruitments/${job.job_id}`), headers: admin.headers, payload });
    expect((await put({ closing_date: '2099-01-15', client_confidential: true })).json().data).toMatchObject({
      closing_date: '2099-01-15',
      client_confidential: true,
      client_name: clientName,
    });
    let ld = validJobPosting((await get(`/jobs/${job.job_id}`)).body);
    expect(ld).toMatchObject({ validThrough: '2099-01-15T23:59:59+05:30', hiringOrganization: { name: COMPANY_NAME } });
    expect((await put({ closing_date: '', client_confidential: false })).json().data).toMatchObject({
      closing_date: null,
      client_confidential: false,
    });
    ld = validJobPosting((await get(`/jobs/${job.job_id}`)).body);
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: clientName });
    const bad = await put({ closing_date: '2099-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.closing_date).toEqual(['Must be a real date']);
    // past its closing date: like a closed job for applicants
    const applied = await apply(t, jobs.expired!.job_id);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe('This job is no longer accepting applications.');
  });
});

describeEachEngine('pages rendered with data, under abuse (issue 17)', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = miniatureDist();
    t = await createTestApp(engine, { env: { WEB_DIST: dist, PUBLIC_URL, PUBLIC_READ_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a new search at every request renders at most PUBLIC_READ_LIMIT_PER_MINUTE pages a minute per address; kept pages stay free', async () => {
    const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect((await get('/careers')).statusCode).toBe(200);
    expect((await get('/careers?q=a')).statusCode).toBe(200);
    expect((await get('/jobs/12345')).statusCode).toBe(404);
    const refused = await get('/careers?q=b');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-encoding']).toBeUndefined();
    // the page kept a moment ago costs nothing
    const kept = await get('/careers');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-encoding']).toBe('br');
  });
});
