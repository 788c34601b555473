import { expect, type APIRequestContext } from '@playwright/test';
import { jobPostingProblems } from '../packages/contract/src/job-posting.js';
import { test } from './support/test.js';
import { API, createClientViaApi, createJobViaApi, staffApi, unique } from './support/jobs-api.js';

/**
 * Issue 17 as a crawler sees it: plain HTTP, no JavaScript. The pages hold each job's title and
 * text and a complete JobPosting (Google's required and recommended fields); the sitemap lists every
 * visible job and no closed one.
 */
const TAG = unique('SeoTag').replace(/\s+/g, '');
const jobs: Record<string, { job_id: number; job_title: string }> = {};
let clientName = '';
let secretName = '';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
};
const getHtml = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url, { maxRedirects: 0 });
  return { status: res.status(), html: await res.text(), headers: res.headers() };
};

test.beforeAll(async ({ baseURL }) => {
  const bdm = await staffApi(baseURL!, 'Bdm');
  const client = await createClientViaApi(bdm);
  clientName = client.company_name;
  const secret = await createClientViaApi(bdm, unique('Hidden Holdings'));
  secretName = secret.company_name;
  const make = (name: string, overrides: Record<string, unknown> = {}, clientId = client.id) =>
    createJobViaApi(bdm, clientId, { job_title: `${TAG} ${name}`, ...overrides }).then((job) => (jobs[name] = job));
  await make('Open <Data> & Co', { job_description: 'Runs pipelines.\nSecond line of the text.', closing_date: '2099-06-30' });
  await make('Remote', { work_mode: 'Remote' });
  await make('Confidential', { client_confidential: true }, secret.id);
  for (let i = 1; i <= 4; i++) await make(`Filler ${i}`);
  await make('Closed');
  expect((await bdm.post(`${API}/job-closure/${jobs.Closed!.job_id}/close`, { data: { candidate_ids: [], reason: 'Filled' } })).ok()).toBe(true);
  await make('Deleted');
  const admin = await staffApi(baseURL!, 'Admin');
  expect((await admin.delete(`${API}/recruitments/${jobs.Deleted!.job_id}`)).ok()).toBe(true);
  await admin.dispose();
  await bdm.dispose();
});

test('careers pages hold the job cards, page by page, with real pagination links', async ({ request, baseURL }) => {
  const first = await getHtml(request, `/careers?q=${TAG}`);
  expect(first.status).toBe(200);
  expect(first.html).toContain('Page 1 of 2');
  const firstTitles = [...first.html.matchAll(/<h2 id="job-\d+-title"[^>]*>[\s\S]*?<span class="break-words">([^<]*)<\/span>/g)].map((m) => m[1]);
  expect(firstTitles).toHaveLength(6);
  expect(first.html).toContain(`href="/careers?q=${TAG}&amp;page=2"`);
  expect(first.html).toContain(`<link rel="canonical" href="${baseURL}/careers?q=${TAG}">`);

  const second = await getHtml(request, `/careers?q=${TAG}&page=2`);
  expect(second.status).toBe(200);
  expect(second.html).toContain('Page 2 of 2');
  const secondTitles = [...second.html.matchAll(/<span class="break-words">([^<]*)<\/span>/g)].map((m) => m[1]);
  const all = [...firstTitles, ...secondTitles];
  for (const name of ['Open <Data> & Co', 'Remote', 'Confidential', 'Filler 1', 'Filler 4']) expect(all).toContain(escaped(`${TAG} ${name}`));
  for (const name of ['Closed', 'Deleted']) expect(all).not.toContain(`${TAG} ${name}`);
  expect(second.html).toContain(`<title>Careers: ${TAG} (page 2) | Talentra Staffing Solutions</title>`);
});

test('a job page holds its full text and a complete JobPosting; its head shares title, company and place', async ({ request, baseURL }) => {
  const job = jobs['Open <Data> & Co']!;
  const { status, html } = await getHtml(request, `/jobs/${job.job_id}`);
  expect(status).toBe(200);
  expect(html).toContain(escaped(job.job_title));
  expect(html).toContain('Runs pipelines.\nSecond line of the text.');
  const [ld, ...more] = jsonLdOf(html);
  expect(more).toEqual([]);
  expect(jobPostingProblems(ld!)).toEqual([]);
  expect(ld).toMatchObject({
    title: job.job_title,
    hiringOrganization: { name: clientName },
    validThrough: '2099-06-30T23:59:59+05:30',
    url: `${baseURL}/jobs/${job.job_id}`,
    jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'IN' } },
  });
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/jobs/${job.job_id}">`);
  expect(html).toContain(`<meta property="og:description" content="${escaped(`${job.job_title} at ${clientName}, Pune.`).replace(/"/g, '&quot;')}`);
  // its share preview (issue 46): its own 1200×630 card, a PNG
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/og/jobs/${job.job_id}.png">`);
  const card = await request.get(`/og/jobs/${job.job_id}.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  const remote = jsonLdOf((await getHtml(request, `/jobs/${jobs.Remote!.job_id}`)).html)[0]!;
  expect(jobPostingProblems(remote)).toEqual([]);
  expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'India' } });

  const confidential = await getHtml(request, `/jobs/${jobs.Confidential!.job_id}`);
  expect(jobPostingProblems(jsonLdOf(confidential.html)[0]!)).toEqual([]);
  expect(jsonLdOf(confidential.html)[0]).toMatchObject({ hiringOrganization: { name: 'Talentra Staffing Solutions' } });
  expect(confidential.html).not.toContain(secretName);
  expect(confidential.html).toContain('Confidential client');
});

test('a closed job says so without a JobPosting; deleted and unknown jobs and unknown paths are 404', async ({ request }) => {
  const closed = await getHtml(request, `/jobs/${jobs.Closed!.job_id}`);
  expect(closed.status).toBe(200);
  expect(closed.html).toContain('This job is closed and no longer accepting applications.');
  expect(jsonLdOf(closed.html)).toEqual([]);
  expect(closed.html).toContain('<meta name="robots" content="noindex">');
  const deleted = await getHtml(request, `/jobs/${jobs.Deleted!.job_id}`);
  expect(deleted.status).toBe(404);
  expect(deleted.html).toContain('This job has been removed');
  expect(jsonLdOf(deleted.html)).toEqual([]);
  for (const url of ['/jobs/2147483000', '/jobs/abc', '/no-such-page']) expect((await getHtml(request, url)).status, url).toBe(404);
});

test('sitemap.xml lists every visible job and no closed one; robots.txt points to it', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const name of ['Open <Data> & Co', 'Remote', 'Confidential', 'Filler 1'])
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/jobs/${jobs[name]!.job_id}</loc><lastmod>`));
  for (const name of ['Closed', 'Deleted']) expect(xml).not.toContain(`/jobs/${jobs[name]!.job_id}</loc>`);
  for (const path of ['/', '/careers', '/Scams', '/privacy', '/terms']) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every public page has its own title, description and canonical address; other letter cases redirect with 301', async ({ request, baseURL }) => {
  const titles = new Set<string>();
  for (const path of ['/', '/about', '/careers', '/Scams', '/privacy', '/terms', '/staffing', '/contact']) {
    const { status, html } = await getHtml(request, path);
    expect(status, path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(titles.has(title), `${path}: ${title}`).toBe(false);
    titles.add(title);
    expect(html, path).toMatch(/<meta\s+name="description"\s+content="[^"]{30,}"/);
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
    expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}">`);
  }
  for (const [from, to] of [
    ['/CAREERS', '/careers'],
    ['/scams', '/Scams'],
    ['/Privacy', '/privacy'],
    ['/careers/?page=2', '/careers?page=2'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
});

test('the privacy notice and terms of use are linked from the footer, the scam report form and the feedback form', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  await page.goto('/Scams');
  await expect(page.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('link', { name: 'terms of use', exact: true })).toHaveAttribute('href', '/terms');
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute('href', '/privacy');
});
