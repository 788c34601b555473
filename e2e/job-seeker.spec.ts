import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, unique, type CreatedJob } from './support/jobs-api.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * The public site for a job seeker on a phone (issue 41): the job page's Apply Now within the first
 * screen, everything its JobPosting says shown; the scam disclaimer lets them stay on the job; a
 * failed Refer a Friend submit shows its problem where they are looking, with focus on it.
 */

const PHONE = { width: 390, height: 844 };
let job: CreatedJob;

test.beforeAll(async ({ baseURL }) => {
  const admin = await staffApi(baseURL!, 'Admin');
  const client = await createClientViaApi(admin);
  job = await createJobViaApi(admin, client.id, {
    // a long title: two or three lines on a phone
    job_title: unique('Senior Full Stack Engineer, Payments and Billing Platform'),
    qualification: 'B.Tech in Computer Science or equivalent',
    key_responsibilities: 'Design the billing APIs\nReview code and mentor two engineers',
    work_mode: 'Hybrid',
    closing_date: '2099-12-31',
  });
  await admin.dispose();
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the job page: Apply Now within the first screen; work mode, qualification and responsibilities shown', async ({ page }) => {
    await page.goto(`/jobs/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    const apply = page.getByRole('link', { name: 'Apply Now' }).first();
    const box = (await apply.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const main = page.getByRole('main');
    await expect(main.getByText('Work Mode', { exact: true })).toBeVisible();
    await expect(main.getByText('Hybrid', { exact: true })).toBeVisible();
    await expect(main.getByText('B.Tech in Computer Science or equivalent')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Key Responsibilities' })).toBeVisible();
    await expect(main.getByText(/Design the billing APIs/)).toBeVisible();
    await expect(main.getByText('Apply By', { exact: true })).toBeVisible();
    // the rest of what its JobPosting says (issue 46): industry, employment type, experience, salary, skills, benefits
    const detail = main.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    for (const [term, value] of [
      ['Industry', 'IT & Software Development'],
      ['Hiring Type', 'Full Time'],
      ['Experience Required', /2.*5/],
      ['Package', /12,00,000|12 ?L/],
    ] as const) {
      const fact = detail.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) });
      await expect(fact.locator('dd'), term).toHaveText(value);
    }
    await expect(detail.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
    await expect(detail.getByRole('listitem').filter({ hasText: 'TypeScript' })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Benefits' })).toBeVisible();
    await expect(detail.getByRole('listitem').filter({ hasText: 'Cab' })).toBeVisible();
  });

  test('Refer a Friend: a failed submit brings its problem into view and focuses the field at fault', async ({ page, baseURL }) => {
    // a referrer: an applicant of this job
    const referrer = unique('Referrer Meera');
    const anonymous = await anonymousApi(baseURL!);
    const applied = await anonymous.post(`${API}/candidates`, {
      multipart: {
        job_id: String(job.job_id),
        candidate_name: referrer,
        email: `${unique('meera').replace(/\s+/g, '.')}@mail.example`,
        mobile_number: '9876543210',
        current_location: 'Pune',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        resume: pdfFile('cv.pdf'),
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await anonymous.dispose();

    /** The error line a field names last in its aria-describedby. */
    const errorLineOf = async (field: Locator) => {
      const id = (await field.getAttribute('aria-describedby'))?.split(' ').pop() ?? '';
      return page.locator(`[id="${id}"]`);
    };

    await page.goto(`/refer/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeVisible();
    // nobody chosen: the name search is the field at fault
    await page.getByLabel("Friend's Name").fill('Kiran Rao');
    await page.getByLabel("Friend's Contact Number").fill('9876543210');
    await page.getByRole('checkbox', { name: /My friend agreed to be contacted/ }).check();
    await page.getByRole('button', { name: 'Refer Friend' }).click();
    const picker = page.getByRole('combobox', { name: /Your Name/ });
    await expect(picker).toBeFocused();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a candidate from the dropdown' })).toBeVisible();
    await expect(await errorLineOf(picker)).toHaveText('Please select a candidate from the dropdown');
    await expect(await errorLineOf(picker)).toBeInViewport();

    // the referrer chosen, the friend's name left out: the name field, its message on screen
    await picker.fill(referrer.slice(0, 24));
    await page.getByRole('option', { name: new RegExp(referrer) }).click();
    await expect(page.getByText('Referring as')).toBeVisible();
    await page.getByLabel("Friend's Name").fill('');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Refer Friend' }).click();
    const name = page.getByLabel("Friend's Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeInViewport();
    await expect(await errorLineOf(name)).toHaveText("Please enter your friend's name");
    await expect(await errorLineOf(name)).toBeInViewport();
  });
});

test.describe('the scam disclaimer', () => {
  test.use({ scamDisclaimer: true });

  test("'I Understand' closes it and the visitor stays on the job", async ({ page }) => {
    await page.goto(`/jobs/${job.job_id}`);
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Read about job scams' })).toHaveAttribute('href', '/Scams');
    await dialog.getByRole('button', { name: 'I Understand' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/jobs/${job.job_id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
  });
});
