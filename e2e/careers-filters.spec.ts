import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { violations } from './support/axe.js';
import { createJobViaApi, firstClientId, staffApi, type CreatedJob } from './support/jobs-api.js';

/**
 * Issue 46: the careers filters with the server's counts, kept in the URL, and a job page's similar
 * jobs. The jobs carry a tag unique to this run, and the page is searched by it (?q=<tag>).
 */
const TAG = `Zf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const jobs: CreatedJob[] = [];

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const bdm = await staffApi(testInfo.project.use.baseURL!, 'Bdm');
  const clientId = await firstClientId(bdm);
  const industry = `${TAG} Logistics`;
  jobs.push(
    await createJobViaApi(bdm, clientId, { job_title: `${TAG} Driver`, type_of_industry: industry, job_location: 'Nagpur', work_mode: 'On-Site' }),
  );
  jobs.push(
    await createJobViaApi(bdm, clientId, { job_title: `${TAG} Planner`, type_of_industry: industry, job_location: 'Nagpur', work_mode: 'Remote' }),
  );
  jobs.push(
    await createJobViaApi(bdm, clientId, { job_title: `${TAG} Dispatcher`, type_of_industry: industry, job_location: 'Indore', work_mode: 'Remote' }),
  );
  await bdm.dispose();
});

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('careers filters', () => {
  test.beforeEach(() => test.slow());

  test('the filters show counts; choosing one keeps it in the URL and narrows the list', async ({ page }) => {
    await page.goto(`/careers?q=${TAG}`);
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await expect(filters.getByRole('link', { name: 'Nagpur, 2 jobs' })).toBeVisible();
    await expect(filters.getByRole('link', { name: 'Remote, 2 jobs' })).toBeVisible();
    await filters.getByRole('link', { name: 'Remote, 2 jobs' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers\\?q=${TAG}&work_mode=Remote$`));
    await expect.poll(() => cardTitles(page)).toEqual([`${TAG} Dispatcher`, `${TAG} Planner`]);
    // counted with the work mode applied
    await expect(filters.getByRole('link', { name: 'Nagpur, 1 job' })).toBeVisible();
    await expect(filters.getByRole('link', { name: /^Remote, 2 jobs \(chosen/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a shared filtered address is rendered by the server', async ({ request }) => {
    const html = await (await request.get(`/careers?q=${TAG}&work_mode=Remote`)).text();
    expect(html).toContain(`${TAG} Planner`);
    expect(html).not.toContain(`${TAG} Driver</h2>`);
  });

  test('a job page shows similar jobs as plain links', async ({ page }) => {
    await page.goto(`/jobs/${jobs[0]!.job_id}`);
    const similar = page.getByRole('region', { name: 'Similar jobs' });
    await expect(similar.getByRole('link', { name: `${TAG} Planner` })).toHaveAttribute('href', `/jobs/${jobs[1]!.job_id}`);
  });

  for (const width of [390, 1280])
    test(`the filtered careers page and a job page have no WCAG A/AA violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/careers?q=${TAG}&work_mode=Remote`);
      await expect(page.getByRole('navigation', { name: 'Filters' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto(`/jobs/${jobs[0]!.job_id}`);
      await expect(page.getByRole('region', { name: 'Similar jobs' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
});
