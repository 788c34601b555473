import { expect, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { API, anonymousApi, pdfFile, staffApi, unique } from './support/jobs-api.js';

/**
 * The public marketing site (public-site.md §1, §2, §4, §5, §8, §9; staff-portal.md "Scam page").
 * Each test makes its own data; the feedback and scam lists are shared with other specs, so checks
 * look for a marker only this test wrote.
 */

const skipDisclaimer = (page: Page) => page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
const main = (page: Page) => page.getByRole('main');

const TEAM = [
  ['Arjun Mehta', 'CEO and Managing Director'],
  ['Priya Raghavan', 'Managing Director, Operations'],
  ['Kavitha Nair', 'HR Director'],
  ['Rahul Deshpande', 'Customer Relations Manager'],
  ['Sneha Iyer', 'Customer Relations Executive'],
  ['Vikram Joshi', 'Project Planner'],
  ['Ananya Kulkarni', 'Business Developer'],
  ['Suresh Menon', 'Admin Accountant'],
] as const;

const SECTORS = [
  'IT & Software Development',
  'Digital Marketing',
  'Manufacturing',
  'Sales & Marketing',
  'Banking & Insurance',
  'Business Services',
  'Interior Designing',
  'Construction',
  'Entertainment & Amusement Park',
  'Customer Support',
];

/** What each public page must show (its h1 and the spec's texts), and a word its <title> carries. */
const PAGES: { path: string; h1: string | RegExp; texts: string[]; title: RegExp }[] = [
  {
    path: '/',
    h1: 'Talentra Staffing Solutions',
    texts: ['About Us', 'Our Services', 'View All Services', 'Report a Scam', 'Get Started Today', 'Companies served', 'Success rate'],
    title: /^Talentra Staffing Solutions$/,
  },
  {
    path: '/about',
    h1: 'About Talentra Staffing Solutions',
    texts: [
      'Our Hiring Process',
      'Understand client requirements',
      'Design a road map',
      'Skill mapping with identified resources',
      'Interview',
      'Onboarding',
      'Meet Our Team',
      'Arjun Mehta',
      'Priya Raghavan',
      'Kavitha Nair',
    ],
    title: /^About Us \|/,
  },
  {
    path: '/services',
    h1: 'Our Services',
    texts: ['Staffing Services', 'Payroll Services', 'IT Hardware Asset Management', 'IT Network Design, Implementation & Support'],
    title: /^Our Services \|/,
  },
  {
    path: '/staffing',
    h1: 'Staffing Services',
    texts: ['Permanent Staffing', 'Contractual / C2H Staffing', 'Executive Search'],
    title: /^Staffing Services/,
  },
  { path: '/Staffing/1', h1: 'Staffing Services', texts: ['Permanent Staffing', 'Executive Search'], title: /^Staffing Services/ },
  {
    path: '/payroll',
    h1: 'Payroll Services',
    texts: ['Payroll Processing', 'Tax Management', 'Employee Self-Service Portal', 'Reporting and Analytics', 'Year-End Services'],
    title: /^Payroll Services/,
  },
  {
    path: '/itmanagement',
    h1: 'IT Hardware Asset Management',
    texts: ['Audit as a Service', 'On-Site Asset Management Support', 'On-Premises Tools or Cloud Solutions'],
    title: /^IT Hardware Asset Management/,
  },
  {
    path: '/network',
    h1: 'IT Network Design, Implementation & Support',
    texts: ['Network Design', 'Network Implementation', 'Network Support'],
    title: /^IT Network Design/,
  },
  { path: '/clients', h1: 'Our Clients', texts: ['Sectors We Serve', ...SECTORS], title: /^Our Clients/ },
  {
    path: '/testimonials',
    h1: 'Our Partners Says',
    texts: [
      'Meera Krishnan',
      'Rohit Verma',
      'Our Vision',
      'Our Mission',
      'To become the most trusted and forward-thinking recruitment partner globally',
    ],
    title: /^Testimonials/,
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    texts: [
      'Feedback',
      'info@talentra.example',
      '+91 80 4000 1234',
      '+91 98450 12345',
      '+91 98450 67890',
      'Monday to Saturday: 9:00AM to 7:00PM',
      'Sunday: Closed',
    ],
    title: /^Contact Us/,
  },
  {
    path: '/getintouch',
    h1: 'Let’s work together',
    texts: ['Go to the Feedback Form', 'info@talentra.example', 'Looking for a job?'],
    title: /^Get in Touch/,
  },
  {
    path: '/Scams',
    h1: 'Beware of Job Scams',
    texts: [
      'does not charge any fee from candidates',
      'What is a job scam?',
      'Report a job scam',
      '10 Warning Signs of a Job Scam',
      'You are asked to pay a fee for registration',
    ],
    title: /^Beware of Job Scams/,
  },
  ...TEAM.map(([name, role], i) => ({ path: `/profile${i + 1}`, h1: name, texts: [role], title: new RegExp(`^${name} \\|`) })),
];

for (const width of [375, 1280]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const p of PAGES) {
      test(`${p.path} shows its spec texts, a title and a description, without sideways scrolling`, async ({ page }) => {
        await skipDisclaimer(page);
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        for (const text of p.texts) await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
        await expect(page).toHaveTitle(p.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test('the warning signs are ten and the sectors are ten', async ({ page }) => {
  await skipDisclaimer(page);
  await page.goto('/Scams');
  await expect(page.getByRole('region', { name: '10 Warning Signs of a Job Scam' }).getByRole('listitem')).toHaveCount(10);
  await page.goto('/clients');
  await expect(page.getByRole('region', { name: 'Sectors We Serve' }).getByRole('listitem')).toHaveText(SECTORS);
});

test('robots.txt and sitemap.xml are served from the build', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/about', '/careers', '/Scams', '/profile8', '/getintouch']) expect(xml).toContain(`${path}</loc>`);
});

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home → View All Services → a service card → its page; home service cards point at the four pages', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Services' });
    for (const [name, href] of [
      ['Staffing Services', '/staffing'],
      ['Payroll Services', '/payroll'],
      ['IT Hardware Asset Management', '/itmanagement'],
      ['IT Network Design, Implementation & Support', '/network'],
    ] as const) {
      await expect(services.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await services.getByRole('link', { name: 'View All Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await main(page).getByRole('link', { name: 'IT Hardware Asset Management' }).click();
    // the card links the spec's /Itmanagement; the page loads, and the server answers with its canonical spelling
    await expect(page).toHaveURL('/itmanagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT Hardware Asset Management');
    await main(page).getByRole('link', { name: 'Payroll Services' }).click();
    await expect(page).toHaveURL('/payroll');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payroll Services');
  });

  test('/services cards use the spec’s spellings /Staffing, /Payroll, /Itmanagement and /network', async ({ page }) => {
    await page.goto('/services');
    const links = main(page).getByRole('region', { name: 'Service lines' }).getByRole('link');
    await expect(links).toHaveCount(4); // waits for the lazily loaded page
    for (const [i, href] of ['/Staffing', '/Payroll', '/Itmanagement', '/network'].entries())
      await expect(links.nth(i)).toHaveAttribute('href', href);
  });

  test('home → About teaser → a leader → the profile → back to About', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn more about us' }).click();
    await expect(page).toHaveURL('/about');
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    // the demo team in its order (issue 41: every member, from the API; e2e/team.spec.ts may add one at the end meanwhile)
    for (const [i, name] of ['Arjun Mehta', 'Priya Raghavan', 'Kavitha Nair'].entries()) await expect(team.getByRole('link').nth(i)).toHaveText(name);
    await team.getByRole('link', { name: 'Kavitha Nair' }).click();
    await expect(page).toHaveURL('/profile3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kavitha Nair');
    await expect(page.getByRole('img', { name: 'Kavitha Nair' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to About Us' }).click();
    await expect(page).toHaveURL('/about');
  });

  test('home calls to action: Report a Scam, Get Started Today and the slide’s Contact Us', async ({ page }) => {
    await skipDisclaimer(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Report a Scam' }).click();
    await expect(page).toHaveURL('/Scams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beware of Job Scams');
    await page.goBack();
    await page.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL('/contact');
    await page.goBack();
    await page.getByRole('region', { name: 'Highlights' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('/getintouch leads to the feedback form on /contact', async ({ page }) => {
    await page.goto('/getintouch');
    await page.getByRole('link', { name: 'Go to the Feedback Form' }).click();
    await expect(page).toHaveURL('/contact#feedback');
    await expect(page.getByRole('region', { name: 'Feedback' })).toBeInViewport();
  });
});

test.describe('motion', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the figures count up in 2 s; the hero loops through its two slides every 6 s; the dots choose a slide', async ({ page }) => {
    // time stands still from here: only runFor moves it, whatever the load of the machine
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto('/');
    await page.mouse.move(0, 890); // away from the carousel, which pauses under the pointer

    const figures = page.getByTestId('count-up');
    await figures.first().scrollIntoViewIfNeeded();
    await page.clock.runFor(1000);
    const midway = (await figures.allTextContents()).map((t) => Number(t.replace('%', '')));
    expect(midway[0]).toBeGreaterThan(0);
    expect(midway[0]).toBeLessThan(17);
    expect(midway[1]).toBeLessThan(98);
    await page.clock.runFor(1100);
    await expect(figures).toHaveText(['17', '98%']);

    await page.evaluate(() => window.scrollTo(0, 0));
    const slide = (n: number) => page.locator(`[aria-roledescription="slide"][aria-label="${n} of 2"]`);
    await expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slide(2)).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(4000); // 6.1 s after the page opened
    await expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    await page.clock.runFor(6000);
    await expect(slide(1)).toHaveAttribute('aria-hidden', 'false'); // looped back

    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(slide(2).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('with reduced motion: final figures at once, no autoplay, still logo strips, revealed cards', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto('/');
    await expect(page.getByTestId('count-up')).toHaveText(['17', '98%']);
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await page.clock.runFor(13_000);
    await expect(page.locator('[aria-roledescription="slide"][aria-label="1 of 2"]')).toHaveAttribute('aria-hidden', 'false');

    await page.goto('/clients');
    await expect(page.locator('.logo-marquee-track')).toHaveCount(2);
    const names = await page.locator('.logo-marquee-track').evaluateAll((tracks) => tracks.map((t) => getComputedStyle(t).animationName));
    expect(names).toEqual(['none', 'none']);

    await page.goto('/testimonials');
    await expect(page.locator('[data-revealed]')).toHaveCount(4);
    for (const el of await page.locator('[data-revealed]').all()) await expect(el).toHaveAttribute('data-revealed', 'true');
  });

  test('the client logo strips loop endlessly in 60 s and can be paused', async ({ page }) => {
    await page.goto('/clients');
    const tracks = page.locator('.logo-marquee-track');
    await expect(tracks).toHaveCount(2);
    const style = await tracks.evaluateAll((all) =>
      all.map((t) => {
        const s = getComputedStyle(t);
        return [s.animationName, s.animationDuration, s.animationIterationCount, s.animationPlayState];
      }),
    );
    expect(style).toEqual([
      ['site-marquee', '60s', 'infinite', 'running'],
      ['site-marquee', '60s', 'infinite', 'running'],
    ]);
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Pause logo animation' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => tracks.first().evaluate((t) => getComputedStyle(t).animationPlayState)).toBe('paused');
    await expect(page.getByRole('button', { name: 'Play logo animation' })).toBeVisible();
  });

  test('testimonial cards and vision/mission blocks appear once, when scrolled into view, over 0.8 s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/testimonials');
    const band = page.getByRole('region', { name: 'Vision and mission' });
    const blocks = band.locator('[data-revealed]');
    await expect(blocks).toHaveCount(2);
    await expect(blocks.first()).toHaveAttribute('data-revealed', 'false');
    expect(await blocks.first().evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.8s');
    const card = page.locator('li[data-revealed]').first();
    expect(await card.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.8s');

    await band.scrollIntoViewIfNeeded();
    await expect(blocks.first()).toHaveAttribute('data-revealed', 'true');
    await expect(page.locator('li[data-revealed="true"]')).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(blocks.first()).toHaveAttribute('data-revealed', 'true'); // once: it does not hide again
  });
});

async function fillFeedback(page: Page, values: { first: string; last: string; email: string; phone: string; message: string }) {
  await page.getByLabel(/^First Name/).fill(values.first);
  await page.getByLabel(/^Last Name/).fill(values.last);
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^Phone Number/).fill(values.phone);
  await page.getByLabel(/^Message/).fill(values.message);
}
const visitor = (message: string) => ({ first: 'Esha', last: 'Visitor', email: 'esha.visitor@mail.example', phone: '98765 43210', message });

test.describe('feedback on /contact', () => {
  test('a feedback sent through the form is stored and visible to Admin in GET /feedbacks', async ({ page, baseURL }) => {
    const marker = unique('Feedback');
    await page.goto('/contact');
    await fillFeedback(page, visitor(marker));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Feedback submitted successfully!');
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Phone Number/, /^Message/]) await expect(page.getByLabel(label)).toHaveValue('');

    const admin = await staffApi(baseURL!, 'Admin');
    const list = (await (await admin.get(`${API}/feedbacks?per_page=100`)).json()) as { data: Record<string, string>[] };
    const stored = list.data.find((f) => f.message === marker);
    expect(stored).toMatchObject({ first_name: 'Esha', last_name: 'Visitor', email: 'esha.visitor@mail.example', phone_number: '9876543210' });
    await admin.dispose();
  });

  test('the button reads Submitting... and is disabled while the request is out', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/backend/api/v1/submit-feedback', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await fillFeedback(page, visitor(unique('Slow')));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toHaveText('Feedback submitted successfully!');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('an empty or invalid feedback shows the errors under the fields and stores nothing', async ({ page, baseURL }) => {
    const marker = unique('Invalid');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/submit-feedback') && sent.push(r.url()));
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText('This field is required')).toHaveCount(5);

    await fillFeedback(page, { ...visitor(marker), email: 'not-an-email', phone: '12' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number (10 to 15 digits)')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    const admin = await staffApi(baseURL!, 'Admin');
    const list = (await (await admin.get(`${API}/feedbacks?per_page=100`)).json()) as { data: { message: string }[] };
    expect(list.data.some((f) => f.message === marker)).toBe(false);
    await admin.dispose();
  });

  test('server field errors appear under their fields with the server message', async ({ page }) => {
    await page.route('**/backend/api/v1/submit-feedback', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          status: false,
          message: 'Validation failed',
          errors: { phone_number: ['This number is not accepted'] },
        }),
      }),
    );
    await page.goto('/contact');
    await fillFeedback(page, visitor('Hello'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Validation failed' })).toBeVisible();
    const error = page.getByText('This number is not accepted');
    await expect(error).toBeVisible();
    await expect(page.getByLabel(/^Phone Number/)).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  });

  test("a network failure shows 'Something went wrong. Please try again.' and keeps what was typed", async ({ page }) => {
    await page.route('**/backend/api/v1/submit-feedback', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await fillFeedback(page, visitor('Kept text'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
    await expect(page.getByLabel(/^Message/)).toHaveValue('Kept text');
  });

  test('what a visitor typed is shown as text, never as markup', async ({ page, baseURL }) => {
    const marker = `<img src=x onerror="window.__pwned=1"> ${unique('Markup')}`;
    await page.goto('/contact');
    await fillFeedback(page, visitor(marker));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Feedback submitted successfully!');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const admin = await staffApi(baseURL!, 'Admin');
    const list = (await (await admin.get(`${API}/feedbacks?per_page=100`)).json()) as { data: { message: string }[] };
    expect(list.data.some((f) => f.message === marker)).toBe(true);
    await admin.dispose();
  });
});

test.describe('/Scams', () => {
  test.describe(() => {
    test.use({ scamDisclaimer: true });
    test('the disclaimer shows once per browser session: not after a reload, again in a new session', async ({ page, browser, baseURL }) => {
      test.slow(); // four page loads and a second browser context: 30.9 s in CI beside another worker
      await page.goto('/Scams');
      const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('never charges candidates any fee');
      await dialog.getByRole('button', { name: 'I Understand' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/Scams$/);
      expect(await page.evaluate(() => sessionStorage.getItem('seenDisclaimer'))).toBe('true');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beware of Job Scams');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goto('/');
      await page.goto('/Scams');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beware of Job Scams');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const fresh = await browser.newContext({ baseURL });
      const other = await fresh.newPage();
      await other.goto('/Scams');
      await expect(other.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
      await other.keyboard.press('Escape');
      await expect(other.getByRole('dialog')).toHaveCount(0);
      await fresh.close();
    });
  });

  test('a report with a PDF proof is stored with the proof; both checkboxes are required', async ({ page, baseURL }) => {
    const marker = unique('Scam');
    await skipDisclaimer(page);
    await page.goto('/Scams');
    await page.getByLabel(/^First Name/).fill('Neel');
    await page.getByLabel(/^Last Name/).fill('Reporter');
    await page.getByLabel(/^Email/).fill('neel.reporter@mail.example');
    await page.getByLabel(/^Phone Number/).fill('9876543210');
    await page.getByLabel(/^Describe the Issue/).fill(marker);
    await page.getByLabel(/^Proof/).setInputFiles(pdfFile('offer-letter.pdf'));
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('You must agree to privacy notice and terms.')).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('You must agree to privacy notice and terms.')).toBeVisible();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByRole('status')).toHaveText('Report submitted successfully!');
    await expect(page.getByLabel(/^Describe the Issue/)).toHaveValue('');
    await expect(page.getByLabel(/^Proof/)).toHaveValue('');

    const admin = await staffApi(baseURL!, 'Admin');
    const list = (await (await admin.get(`${API}/scams?per_page=100`)).json()) as {
      data: { issue_description: string; proof_file: string | null; proof_file_name: string | null }[];
    };
    const stored = list.data.find((s) => s.issue_description === marker);
    expect(stored?.proof_file_name).toBe('offer-letter.pdf');
    const proof = await admin.get(stored!.proof_file!);
    expect(proof.status()).toBe(200);
    expect((await proof.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const anonymous = await anonymousApi(baseURL!);
    expect((await anonymous.get(stored!.proof_file!)).status()).toBe(401);
    await Promise.all([admin.dispose(), anonymous.dispose()]);
  });

  test('a proof over 2 MB is refused in the browser; a file whose bytes are not a PDF is refused by the server', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/report-scam') && sent.push(r.url()));
    await skipDisclaimer(page);
    await page.goto('/Scams');
    await page.getByLabel(/^First Name/).fill('Neel');
    await page.getByLabel(/^Last Name/).fill('Reporter');
    await page.getByLabel(/^Email/).fill('neel.reporter@mail.example');
    await page.getByLabel(/^Phone Number/).fill('9876543210');
    await page.getByLabel(/^Describe the Issue/).fill(unique('Large'));
    for (const box of await page.getByRole('checkbox').all()) await box.check();

    await page.getByLabel(/^Proof/).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Proof file must be 2 MB or smaller.')).toBeVisible();
    expect(sent).toEqual([]);

    await page.getByLabel(/^Proof/).setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') });
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit report. Please try again.' })).toBeVisible();
    await expect(page.getByText('Unsupported file type. Please upload a PDF, PNG, JPEG or WEBP file.')).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});
