import fs from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.js';
import { seriousViolations } from './support/axe.js';
import { dashboardNav } from './support/staff.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, unique } from './support/jobs-api.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';
import { resumePdf } from './support/resume-pdf.js';

/** How many colours a canvas shows (every 7th pixel): 1 for a blank page. */
function canvasColours(canvas: Locator) {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    if (!c.width || !c.height) return 0;
    // read from a copy made for reading: reading the page's canvas again and again makes Chrome warn
    const copy = document.createElement('canvas');
    [copy.width, copy.height] = [c.width, c.height];
    const context = copy.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(c, 0, 0);
    const pixels = context.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 7) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    return colours.size;
  });
}

/** An application through the public API, with an e-mail and a phone nobody else has. */
async function applyAs(
  baseURL: string,
  jobId: number,
  name: string,
  resume: { name: string; mimeType: string; buffer: Buffer } = pdfFile('cv.pdf'),
  more: Record<string, string> = {},
) {
  const anonymous = await anonymousApi(baseURL);
  const email = `${unique('ws').replace(/\s+/g, '.')}@mail.example`;
  const phone = `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const res = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(jobId),
      candidate_name: name,
      email,
      mobile_number: phone,
      current_location: 'Pune',
      resume,
      privacy_consent: PRIVACY_NOTICE_VERSION,
      ...more,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await anonymous.dispose();
  return { id, email, phone };
}

async function openJob(baseURL: string) {
  const bdm = await staffApi(baseURL, 'Bdm');
  const client = await createClientViaApi(bdm);
  const job = await createJobViaApi(bdm, client.id);
  await bdm.dispose();
  return job;
}

test.describe("the recruiter's workspace", () => {
  test('search → profile → note → resume view on the record → export CSV → duplicate warning', async ({ page, browser, baseURL, loginAs }) => {
    test.slow(); // two browsers and a dozen page loads: 26 s in CI beside another worker
    const job = await openJob(baseURL!);
    const tag = unique('Wsp').replace(/\s+/g, '');
    const candidate = await applyAs(baseURL!, job.job_id, `Ishita ${tag}`);

    // search, from the HR sidebar
    await loginAs('Hrteam');
    await dashboardNav(page).getByRole('link', { name: 'Candidates' }).click();
    await expect(page).toHaveURL('/candidates');
    await page.getByRole('searchbox', { name: /Search candidates/ }).fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/candidates\\?q=${tag}`));
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name/);

    // the CSV of this search: BOM, header row, the person
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('candidates.csv');
    const csv = fs.readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Phone,Location,First applied,Applications,Experience (years),Relevant experience,Current CTC,Expected CTC,Notice period',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Ishita ${tag}`);

    // the profile
    await page.getByRole('link', { name: `Ishita ${tag}` }).click();
    await expect(page).toHaveURL(`/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ishita ${tag}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Applications (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: candidate.email })).toBeVisible();

    // a note, shown in the timeline with its author
    await page.getByLabel('Add a note').fill('Spoke on the phone: available from March.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const timeline = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Note: Spoke on the phone: available from March.');
    await expect(timeline.getByRole('listitem').first()).toContainText('hr@example.com');

    // the resume drawn in the page, read from the same origin with the session; the read is on the record
    const viewed = page.waitForResponse((r) => r.url().endsWith(`/candidates/${candidate.id}/resume/inline`));
    await page.getByRole('button', { name: 'View resume' }).click();
    const inline = await viewed;
    expect(inline.status()).toBe(200);
    expect(inline.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByRole('region', { name: 'Resume preview' }).getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    // Hrteam does not see the audit part of the timeline
    await page.reload();
    await expect(timeline.getByRole('listitem').first()).toContainText('Note:');
    await expect(timeline).not.toContainText('Resume viewed');

    // Admin does, with who and when
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await loginAs('Admin', adminPage);
    await adminPage.goto(`/candidates/${candidate.id}`);
    const adminTimeline = adminPage.getByRole('list', { name: 'Changes, newest first' });
    await expect(adminTimeline.locator('li[data-kind="resume_viewed"]').first()).toContainText('Resume viewed');
    await expect(adminTimeline.locator('li[data-kind="resume_viewed"]').first()).toContainText('hr@example.com');

    // adding the same person again: 'Possible duplicate', with a link to their profile
    await adminPage.goto('/admindashboard/candidateform-page');
    await adminPage.getByLabel(/^Email/).fill(candidate.email.toUpperCase());
    const warning = adminPage.getByRole('status').filter({ hasText: 'Possible duplicate' });
    await expect(warning).toBeVisible();
    await warning.getByRole('link', { name: `Ishita ${tag}` }).click();
    await expect(adminPage).toHaveURL(`/candidates/${candidate.id}`);
    await adminContext.close();
  });

  test('the Job filter finds a closed job by typing, picked by keyboard; the URL holds it and a reload names it', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const bdm = await staffApi(baseURL!, 'Bdm');
    const client = await createClientViaApi(bdm);
    const tag = unique('Archive').replace(/\s+/g, '');
    const job = await createJobViaApi(bdm, client.id, { job_title: `Archivist ${tag}` });
    const other = await createJobViaApi(bdm, client.id);
    await applyAs(baseURL!, job.job_id, `Meera ${tag}`);
    await applyAs(baseURL!, other.job_id, `Kabir ${tag}`);
    const closed = await bdm.post(`${API}/job-closure/${job.job_id}/close`, { data: { candidate_ids: [], reason: 'Filled elsewhere' } });
    expect(closed.status(), await closed.text()).toBe(200);
    await bdm.dispose();
    const label = `Archivist ${tag} (${client.company_name}) · closed`;

    await loginAs('Hrteam');
    await page.goto('/candidates');
    const box = page.getByRole('combobox', { name: 'Job' });
    await box.click();
    await expect(page.getByRole('listbox', { name: 'Job' })).toBeVisible(); // the newest jobs, before anything is typed
    await box.pressSequentially(tag);
    const option = page.getByRole('listbox', { name: 'Job' }).getByRole('option', { name: label });
    await expect(option).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Job' }).getByRole('option')).toHaveCount(1);
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Enter');

    await expect(page).toHaveURL(`/candidates?job_id=${job.job_id}`);
    await expect(box).toHaveValue(label);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const results = page.getByRole('table');
    await expect(results.getByRole('link', { name: `Meera ${tag}` })).toBeVisible();
    await expect(results.getByRole('link', { name: `Kabir ${tag}` })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue(label);
    await expect(page.getByRole('table').getByRole('link', { name: `Meera ${tag}` })).toBeVisible();
  });

  test('from the search, act on a profile: complete the next stage, see it on the timeline, open the board and come back by the name (issue 43)', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const job = await openJob(baseURL!);
    const tag = unique('Act').replace(/\s+/g, '');
    const candidate = await applyAs(baseURL!, job.job_id, `Nandini ${tag}`);

    await loginAs('Hrteam');
    await page.goto(`/candidates?q=${tag}`);
    await page
      .getByRole('table')
      .getByRole('link', { name: `Nandini ${tag}` })
      .click();
    await expect(page).toHaveURL(`/candidates/${candidate.id}`);

    // only what the server allows: a fresh application can be moved on or rejected, nothing to undo or take back
    const applications = page.getByRole('region', { name: /Applications/ });
    await expect(applications.getByRole('button', { name: 'Complete Screening' })).toBeVisible();
    await expect(applications.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(applications.getByRole('button', { name: 'Undo rejection' })).toHaveCount(0);
    await expect(applications.getByRole('button', { name: 'Move back' })).toHaveCount(0);

    await applications.getByRole('button', { name: 'Complete Screening' }).click();
    await expect(applications.getByText('Completed: Screening.')).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Screening completed');
    // the next stage is an interview: it can be booked now, and the completed stage taken back
    await expect(applications.getByRole('button', { name: 'Complete HR interview' })).toBeVisible();
    await expect(applications.getByRole('button', { name: 'Schedule interview' })).toBeVisible();
    await expect(applications.getByRole('button', { name: 'Move back' })).toBeVisible();

    // the job's board, where the card stands in the next column, and back by the card's name
    await applications.getByRole('link', { name: `Open board: ${job.job_title}` }).click();
    await expect(page).toHaveURL(`/jobs/${job.job_id}/pipeline`);
    const card = page.getByRole('region', { name: /^Hr Interview/ }).getByRole('article', { name: `Nandini ${tag}` });
    await expect(card).toBeVisible();
    // the Hrteam's candidate status page of the job is one click away too
    await expect(page.getByRole('link', { name: 'Candidate status' })).toHaveAttribute('href', new RegExp(`/hrteamdashboard/candidatestatus/`));
    await card.getByRole('link', { name: `Nandini ${tag}` }).click();
    await expect(page).toHaveURL(`/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Nandini ${tag}` })).toBeVisible();
  });

  test('Bdm has no way in: the pages send them to sign-in, the API answers 403', async ({ page, baseURL, loginAs }) => {
    await loginAs('Bdm');
    await page.goto('/candidates');
    await expect(page).toHaveURL('/login');
    const bdm = await staffApi(baseURL!, 'Bdm');
    expect((await bdm.get(`${API}/candidates/people`)).status()).toBe(403);
    expect((await bdm.get(`${API}/candidates/people/export`)).status()).toBe(403);
    await bdm.dispose();
  });

  test('a note with a long unbroken word wraps inside its card: the page stays as wide as the phone, and the board as wide as the window', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const job = await openJob(baseURL!);
    const candidate = await applyAs(baseURL!, job.job_id, `Wrap ${unique('Long')}`);
    const hr = await staffApi(baseURL!, 'Hrteam');
    const link = `Assessment link: https://assess.example.com/r?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(12)}`;
    expect((await hr.post(`${API}/candidates/${candidate.id}/notes`, { data: { body: link } })).status()).toBe(201);
    await hr.dispose();
    const pageWidth = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

    await page.setViewportSize({ width: 390, height: 900 });
    await loginAs('Hrteam');
    await page.goto(`/candidates/${candidate.id}`);
    // the note itself (the timeline's entry reads 'Note: …' and may be there already)
    await expect(page.getByText(link, { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes, newest first' }).getByText(`Note: ${link}`)).toBeVisible();
    const phone = await pageWidth();
    expect(phone.scroll).toBeLessThanOrEqual(phone.client);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/jobs/${job.job_id}/pipeline`);
    await expect(page.getByRole('heading', { level: 1, name: `Pipeline: ${job.job_title}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Screening/ })).toBeVisible();
    const wide = await pageWidth();
    expect(wide.scroll).toBeLessThanOrEqual(wide.client);
  });

  test('a PDF resume is drawn in the page by pdf.js: a canvas a page, one under another, as wide as the card, redrawn when the window narrows', async ({
    page,
    context,
    baseURL,
    loginAs,
  }) => {
    test.slow(); // pdf.js's worker starts in a browser that shares two cores with another worker
    const job = await openJob(baseURL!);
    const name = `Pdf ${unique('Resume')}`;
    const candidate = await applyAs(baseURL!, job.job_id, name, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf(name, 2) });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const loaded: string[] = [];
    context.on('request', (r) => loaded.push(r.url()));

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs('Hrteam');
    await page.goto(`/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(loaded.filter((url) => /pdf/.test(new URL(url).pathname))).toEqual([]); // pdf.js comes with the first view only

    await page.getByRole('button', { name: 'View resume' }).click();
    const viewer = page.getByRole('region', { name: 'Resume preview' });
    const pages = viewer.getByRole('img', { name: /^Page \d of 2$/ });
    await expect(pages).toHaveCount(2);
    await expect(viewer.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
    for (const i of [0, 1]) await expect.poll(() => canvasColours(pages.nth(i)), { timeout: 20_000 }).toBeGreaterThan(2);
    // one under another, each as wide as the viewer's inside
    const [first, second] = [await pages.nth(0).boundingBox(), await pages.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
    const inside = await viewer.evaluate((el) => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) * 2);
    expect(Math.abs(first!.width - inside)).toBeLessThanOrEqual(1);
    // the worker is one of the app's own files, and the PDF was read with the session from the same origin
    const origin = new URL(baseURL!).origin;
    expect(loaded.some((url) => url.startsWith(`${origin}/assets/pdf.worker`) && url.endsWith('.mjs'))).toBe(true);
    expect(loaded).toContain(`${origin}${API}/candidates/${candidate.id}/resume/inline`);
    await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', `${API}/candidates/${candidate.id}/resume/inline`);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();

    // a phone: the pages follow the card's width, drawn again at that size, and the page does not scroll sideways
    const wideBitmap = await pages.nth(0).evaluate((c: HTMLCanvasElement) => c.width);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pages.nth(0).evaluate((c: HTMLCanvasElement) => c.width)).toBeLessThan(wideBitmap);
    const narrow = await pages.nth(0).boundingBox();
    expect(narrow!.width).toBeLessThan(390);
    await expect.poll(() => canvasColours(pages.nth(0))).toBeGreaterThan(2);
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('Add note double-clicked saves the note once', async ({ page, baseURL, loginAs }) => {
    const job = await openJob(baseURL!);
    const candidate = await applyAs(baseURL!, job.job_id, `Note ${unique('Twice')}`);
    await loginAs('Hrteam');
    await page.goto(`/candidates/${candidate.id}`);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/candidates/${candidate.id}/notes`)) posts.push(r.url());
    });
    const body = `Double-clicked ${unique('note')}`;
    await page.getByLabel('Add a note').fill(body);
    await page.getByRole('button', { name: 'Add note' }).dblclick();
    await expect(page.getByLabel('Add a note')).toHaveValue('');
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes.getByText(body)).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notes' }).getByText(body)).toHaveCount(1);
    expect(posts).toHaveLength(1);
  });

  test("the profile's contact labels wrap between words only, and the page does not scroll sideways, at 390 and 1280 px", async ({
    page,
    baseURL,
    loginAs,
  }) => {
    const job = await openJob(baseURL!);
    const candidate = await applyAs(baseURL!, job.job_id, `Labels ${unique('Wrap')}`, pdfFile('cv.pdf'), {
      years_experience: '12',
      relevant_experience: '9',
      preferred_location: 'Thiruvananthapuram',
      current_company: 'Northwind Fintech Pvt Ltd',
      notice_period: 'Immediate',
    });
    await loginAs('Admin');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/candidates/${candidate.id}`);
      const contact = page.getByRole('region', { name: 'Contact details' });
      await expect(contact.getByText('Relevant experience')).toBeVisible();
      // a word of a label drawn on two lines has two boxes
      const brokenWords = await contact.locator('dt').evaluateAll((labels) =>
        labels.flatMap((dt) => {
          const text = dt.firstChild!;
          const words: string[] = [];
          let at = 0;
          for (const word of text.textContent!.split(' ')) {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            if (range.getClientRects().length > 1) words.push(word);
            at += word.length + 1;
          }
          return words;
        }),
      );
      expect(brokenWords, `at ${width} px`).toEqual([]);
      const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(sizes.scroll, `at ${width} px`).toBeLessThanOrEqual(sizes.inner);
    }
  });

  for (const width of [390, 1280]) {
    test(`/candidates and /candidates/{id} have no serious or critical axe violations at ${width} px`, async ({ page, baseURL, loginAs }) => {
      test.slow(); // axe on two pages: 26 s in CI beside another worker
      const job = await openJob(baseURL!);
      const candidate = await applyAs(baseURL!, job.job_id, `Axe ${unique('Check')}`);
      await page.setViewportSize({ width, height: 900 });
      await loginAs('Admin');
      await page.goto('/candidates');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // with the Job filter's list open
      await page.getByRole('combobox', { name: 'Job' }).click();
      await expect(page.getByRole('listbox', { name: 'Job' }).getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/candidates/${candidate.id}`);
      await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
