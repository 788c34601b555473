import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import { API, createJobViaApi, firstClientId, staffApi, tenDigits, uniqueId, type CreatedJob } from './support/jobs-api.js';
import { resumePdf } from './support/resume-pdf.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * Careers, job detail, the application and Refer a Friend (public-site.md §2, §4, §5, §8;
 * staff-portal.md §5 Candidate form; api.md visibility, candidates, referrals, files).
 * The jobs are made once through the API as the Bdm and only read by the tests; every test that
 * writes (an application, a referral) makes its own candidate and friend. Every job title carries a
 * tag unique to this run, and the careers page is filtered by it (?q=<tag>), so the demo jobs and
 * other specs' jobs in the same database do not change what these tests count.
 */

const TAG = `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const VISIBLE_COUNT = 14;
const visibleTitle = (n: number) => `${TAG} Visible ${String(n).padStart(2, '0')}`;
/** A job of this run, with the skills the job page test reads. */
const createJob = (bdm: APIRequestContext, clientId: number, title: string, extra: Record<string, unknown> = {}) =>
  createJobViaApi(bdm, clientId, { job_title: title, skills_required: 'Node.js. SQL.', ...extra });

const visible: CreatedJob[] = [];
const hidden: CreatedJob[] = [];

// Playwright needs the fixture object even when no fixture is used
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const bdm = await staffApi(baseURL, 'Bdm');
  const clientId = await firstClientId(bdm);

  for (let n = 1; n <= VISIBLE_COUNT; n++) visible.push(await createJob(bdm, clientId, visibleTitle(n)));
  for (const n of [1, 2]) {
    const job = await createJob(bdm, clientId, `${TAG} Closed ${n}`);
    const closed = await bdm.post(`${API}/job-closure/${job.job_id}/close`, { data: { candidate_ids: [], reason: 'Filled elsewhere' } });
    expect(closed.ok(), await closed.text()).toBe(true);
    hidden.push(job);
  }
  hidden.push(await createJob(bdm, clientId, `${TAG} Paused 1`, { status: 'paused' }));
  await bdm.dispose();
});

/** The careers cards' titles, as shown. */
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('careers list', () => {
  test('shows only visible jobs, 6 a page, fetched page by page, with Previous/Next and the back button', async ({ page, request }) => {
    // the server agrees on what is visible: 14 of the 17 jobs made for this run
    const meta = (await (await request.get(`${API}/recruitments`, { params: { q: TAG } })).json()) as { meta: { total: number } };
    expect(meta.meta.total).toBe(VISIBLE_COUNT);

    const listCalls: URL[] = [];
    const documents: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === `${API}/recruitments`) listCalls.push(url);
      else if (r.resourceType() === 'document' && url.pathname === '/careers') documents.push(url);
    });

    await page.goto(`/careers?q=${TAG}`);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    // Previous/Next are real links (issue 17); on the first page Previous is no link
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(page.getByText('Previous', { exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `/careers?q=${TAG}&page=2`);
    await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(TAG);
    const seen = await cardTitles(page);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?q=${TAG}&page=2$`));
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('article').first()).not.toHaveText(new RegExp(seen[0]!));
    seen.push(...(await cardTitles(page)));

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByText('Next', { exact: true })).toHaveAttribute('aria-disabled', 'true');
    seen.push(...(await cardTitles(page)));

    expect(seen.sort()).toEqual(visible.map((j) => j.job_title).sort());
    for (const job of hidden) expect(seen).not.toContain(job.job_title);
    // never the whole list: pages 2 and 3 each came as one page of 6, asked of the API once the app
    // runs, or with the HTML when a click lands before the page has hydrated (a real link: the
    // browser follows it itself); the first page came with the HTML
    expect(listCalls.length + documents.length - 1).toBeGreaterThanOrEqual(2);
    for (const url of listCalls) expect(url.searchParams.get('per_page')).toBe('6');

    await page.goBack();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
  });

  test('a search that matches one job shows one card and no page controls', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('searchbox', { name: 'Keyword' }).fill(visibleTitle(7));
    await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/careers\?q=.+&location=Pune$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(visibleTitle(7));
    await expect(page.getByText(/Page \d+ of \d+/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
  });
});

test.describe('job detail', () => {
  test('READ MORE carries the job: no fetch, package in Indian format, JobPosting JSON-LD', async ({ page }) => {
    const job = visible[0]!;
    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `${API}/recruitments/${job.job_id}`) detailCalls.push(r.url());
    });
    await page.goto(`/careers?q=${encodeURIComponent(job.job_title)}`);
    await page
      .getByRole('article')
      .getByRole('link', { name: /READ MORE/ })
      .click();

    await expect(page).toHaveURL(`/jobs/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    const fact = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
    await expect(fact('Package')).toHaveText('₹12,00,000 LPA');
    await expect(fact('Experience Required')).toHaveText('2 - 5 years');
    await expect(fact('Company Name')).toHaveText(job.client_name);
    await expect(page.getByRole('listitem').filter({ hasText: 'Node.js' })).toHaveText('Node.js');
    await expect(page.getByRole('heading', { name: 'Benefits' })).toBeVisible();
    expect(detailCalls).toEqual([]);

    const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.job_title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: job.client_name },
      jobLocation: { address: { addressLocality: 'Pune' } },
      baseSalary: { currency: 'INR', value: { value: 1200000, unitText: 'YEAR' } },
    });
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // APPLY NOW from the detail page carries the job too
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL('/candidateform');
    await expect(page.getByLabel('Job')).toHaveValue(String(job.job_id));
  });

  test('a job opened by its address comes with the page; a closed one says so, without a JobPosting', async ({ page }) => {
    await page.goto(`/jobs/${visible[1]!.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: visible[1]!.job_title })).toBeVisible();
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);

    await page.goto(`/jobs/${hidden[0]!.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: hidden[0]!.job_title })).toBeVisible();
    await expect(page.getByText('This job is closed and no longer accepting applications.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  });
});

test.describe('application', () => {
  test('APPLY NOW carries the job; the application with a PDF resume is stored; HR downloads it, the Bdm may not', async ({ page, baseURL }) => {
    const job = visible[2]!;
    const email = `applicant.${uniqueId()}@mail.example`;
    await page.goto(`/careers?q=${encodeURIComponent(job.job_title)}`);
    await page
      .getByRole('article')
      .getByRole('link', { name: /APPLY NOW/ })
      .click();
    await expect(page).toHaveURL('/candidateform');
    await expect(page.getByText(`You are applying for ${job.job_title}.`)).toBeVisible();
    await expect(page.getByLabel('Job')).toHaveValue(String(job.job_id));

    await page.getByLabel('Full Name').fill('Asha Applicant');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile Number').pressSequentially('+91 98-765 43210');
    await expect(page.getByLabel('Mobile Number')).toHaveValue('9876543210');
    await page.getByLabel('Current Location').fill('Pune');
    await page.getByLabel('Resume').setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('Asha CV') });
    await page.getByLabel('Do you have a preferred company?').selectOption('yes');
    await page.getByLabel('Preferred Company', { exact: true }).fill('Acme');
    await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByText(`Thank you, Asha. Your application for ${job.job_title} has been received. We have sent a confirmation to ${email}.`),
    ).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');

    const hr = await staffApi(baseURL!, 'Hrteam');
    const found = (await (await hr.get(`${API}/candidates`, { params: { q: email } })).json()) as {
      data: { id: number; job_id: number; preferred_company: string | null; mobile_number: string }[];
    };
    expect(found.data).toHaveLength(1);
    const candidate = found.data[0]!;
    expect(candidate).toMatchObject({ job_id: job.job_id, preferred_company: 'Acme', mobile_number: '9876543210' });
    const resume = await hr.get(`${API}/candidates/${candidate.id}/resume`);
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-disposition']).toContain('attachment');
    expect((await resume.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await hr.dispose();

    const bdm = await staffApi(baseURL!, 'Bdm');
    expect((await bdm.get(`${API}/candidates/${candidate.id}/resume`)).status()).toBe(403);
    await bdm.dispose();
  });

  test('a second application with the same e-mail shows the server message', async ({ page }) => {
    const job = visible[3]!;
    const email = `twice.${uniqueId()}@mail.example`;
    for (const attempt of [1, 2]) {
      await page.goto(`/candidateform?job_id=${job.job_id}`);
      await expect(page.getByLabel('Job')).toHaveValue(String(job.job_id));
      await page.getByLabel('Full Name').fill('Twice Applicant');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mobile Number').fill('9876543210');
      await page.getByLabel('Current Location').fill('Pune');
      await page.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('CV') });
      await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
      await page.getByRole('button', { name: 'Submit Application' }).click();
      if (attempt === 1) await expect(page.getByText(/^Thank you, Twice\. Your application for/)).toBeVisible();
      else await expect(page.getByRole('alert')).toHaveText('You have already applied for this job.');
    }
  });
});

test.describe('refer a friend', () => {
  test('REFER TO A FRIEND carries the job; a referral succeeds; the same friend again is already referred', async ({ page, baseURL }) => {
    const job = visible[4]!;
    // the referrer is a candidate of this job, made for this test
    const referrer = `${TAG} Referrer ${uniqueId()}`;
    const anonymous = await apiRequest.newContext({ baseURL: baseURL! });
    const applied = await anonymous.post(`${API}/candidates`, {
      multipart: {
        job_id: String(job.job_id),
        candidate_name: referrer,
        email: `referrer.${uniqueId()}@mail.example`,
        mobile_number: tenDigits(),
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('Referrer CV') },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await anonymous.dispose();

    const candidateListCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `${API}/candidates`) candidateListCalls.push(r.url());
    });

    await page.goto(`/careers?q=${encodeURIComponent(job.job_title)}`);
    await page
      .getByRole('article')
      .getByRole('link', { name: /REFER TO A FRIEND/ })
      .click();
    await expect(page).toHaveURL(`/refer/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeVisible();
    await expect(page.getByText(`Know someone who fits ${job.job_title} in Pune?`)).toBeVisible();
    const panel = page.getByRole('region', { name: 'Job Details' });
    await expect(panel).toContainText('Please select a candidate first to see their job details');

    const friend = `Friend ${uniqueId()}`;
    const contact = tenDigits();
    const chooseReferrer = async () => {
      await page.getByRole('combobox', { name: 'Your Name' }).fill(referrer.slice(0, 20));
      await page.getByRole('option', { name: new RegExp(referrer) }).click();
      await expect(page.getByText('Referring as')).toBeVisible();
      await expect(panel).toContainText(job.job_title);
      await expect(panel).toContainText(job.client_name);
    };
    const referFriend = async () => {
      await page.getByLabel("Friend's Name").fill(friend);
      await page.getByLabel("Friend's Contact Number").fill(contact);
      await page.getByRole('checkbox', { name: /My friend agreed to be contacted/ }).check();
      await page.getByRole('button', { name: 'Refer Friend' }).click();
    };

    await chooseReferrer();
    await referFriend();
    await expect(page.getByText(`${friend} referred successfully to ${job.job_title}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Friends referred in this session (1)' })).toBeVisible();
    await expect(page.getByLabel("Friend's Name")).toHaveValue('');

    // a new visit of the page (the session list starts empty): the server remembers the friend
    await page.reload();
    await chooseReferrer();
    await referFriend();
    await expect(page.getByRole('alert')).toHaveText(
      'This friend has already been referred for this job previously. Please refer a different friend.',
    );
    await expect(page.getByRole('heading', { name: 'Friends referred in this session (0)' })).toBeVisible();

    expect(candidateListCalls).toEqual([]); // the public page never downloads the candidate list
  });

  test('the form names every problem at once, and a name nobody has finds no one', async ({ page }) => {
    const job = visible[5]!;
    await page.goto(`/refer/${job.job_id}`);
    await expect(page.getByText(`Know someone who fits ${job.job_title} in Pune?`)).toBeVisible();
    await page.getByRole('button', { name: 'Refer Friend' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Please select a candidate from the dropdown. Please enter your friend's name. Please enter your friend's contact number. Please confirm that your friend agreed to be contacted.",
    );

    const combobox = page.getByRole('combobox', { name: 'Your Name' });
    await combobox.fill('zz-nobody-has-this-name');
    await expect(page.getByText('No matching candidates found').first()).toBeVisible();
    await combobox.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  test('a job that is not visible cannot be referred', async ({ page }) => {
    await page.goto(`/refer/${hidden[2]!.job_id}`);
    await expect(page.getByRole('alert')).toHaveText('Job not found (Status: 404)');
  });
});

test.describe('accessibility', () => {
  // axe takes a while on a busy machine
  test.beforeEach(() => test.slow());

  test('the careers list has no WCAG A/AA violations', async ({ page }) => {
    await page.goto(`/careers?q=${TAG}`);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the job detail page has no WCAG A/AA violations', async ({ page }) => {
    const job = visible[6]!;
    await page.goto(`/jobs/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the application form with its error lines has no WCAG A/AA violations', async ({ page }) => {
    const job = visible[6]!;
    await page.goto(`/candidateform?job_id=${job.job_id}`);
    await expect(page.getByLabel('Job')).toHaveValue(String(job.job_id));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Resume file is required.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the refer form, with the candidate list open and then a candidate chosen, has no WCAG A/AA violations', async ({ page, baseURL }) => {
    const job = visible[6]!;
    const name = `${TAG} Axe ${uniqueId()}`;
    const anonymous = await apiRequest.newContext({ baseURL: baseURL! });
    const applied = await anonymous.post(`${API}/candidates`, {
      multipart: {
        job_id: String(job.job_id),
        candidate_name: name,
        email: `axe.${uniqueId()}@mail.example`,
        mobile_number: tenDigits(),
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf('CV') },
      },
    });
    expect(applied.status()).toBe(201);
    await anonymous.dispose();

    await page.goto(`/refer/${job.job_id}`);
    const combobox = page.getByRole('combobox', { name: 'Your Name' });
    await combobox.fill(name);
    const option = page.getByRole('option', { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await combobox.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    expect(await violations(page)).toEqual([]);
    await combobox.press('Enter');
    await expect(page.getByText('Referring as')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
