import { expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { test } from './support/test.js';
import { seriousViolations } from './support/axe.js';
import { MAIL_BASE_URL, receivedMail, waitForMail, type ReceivedMail } from './support/mailbox.js';
import { API, anonymousApi, createClientViaApi, createJobViaApi, pdfFile, staffApi, unique, uniqueId } from './support/jobs-api.js';
import { PRIVACY_NOTICE_VERSION } from './support/privacy.js';

/**
 * Issue 43's "Done when": the recruiter's day as one walk, in the app instance whose mail reaches a
 * real SMTP server (support/mailbox.ts): search → profile → complete a stage from the profile →
 * schedule an interview (both invitations arrive with a parsable .ics) → reschedule → cancel →
 * bulk-reject three candidates with a reason → save the search and reopen it.
 */
test.use({ baseURL: MAIL_BASE_URL });

async function applyAs(jobId: number, name: string) {
  const anonymous = await anonymousApi(MAIL_BASE_URL);
  const email = `wf.${uniqueId()}@mail.example`;
  const phone = `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const res = await anonymous.post(`${API}/candidates`, {
    multipart: {
      job_id: String(jobId),
      candidate_name: name,
      email,
      mobile_number: phone,
      current_location: 'Pune',
      resume: pdfFile('cv.pdf'),
      privacy_consent: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await anonymous.dispose();
  return { id, email, name };
}

async function openJobWith(names: string[]) {
  const bdm = await staffApi(MAIL_BASE_URL, 'Bdm');
  const client = await createClientViaApi(bdm);
  const job = await createJobViaApi(bdm, client.id);
  await bdm.dispose();
  const people = [];
  for (const name of names) people.push(await applyAs(job.job_id, name));
  return { job, people };
}

/** Tomorrow in the browser's time zone, as the date field takes it; and whether it is a Monday (the next week on the week page). */
function tomorrow(): { value: string; monday: boolean } {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, monday: d.getDay() === 1 };
}

/** The calendar file a mail carries, parsed by ical.js: its METHOD and its event's UID, SEQUENCE and start. */
function calendarOf(mail: ReceivedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar') || a.filename.endsWith('.ics'));
  expect(file, `an .ics attached to "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event).not.toBeNull();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event!.getFirstPropertyValue('uid')),
    sequence: Number(event!.getFirstPropertyValue('sequence') ?? 0),
    start: (event!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  };
}

/** The id of the newest mail the sink holds (to wait for a newer one). */
const lastMailId = async () => (await receivedMail()).at(-1)?.id ?? 0;

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Search candidates/ }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

test.describe("the recruiter's day (issue 43)", () => {
  test('search → profile → complete → schedule (both invitations with an .ics) → reschedule → cancel → bulk-reject three → save and reopen the search', async ({
    page,
    loginAs,
  }) => {
    test.slow(); // a dozen page loads and five mails through a real SMTP server
    const tag = unique('Wf').replace(/\s+/g, '');
    const { job, people } = await openJobWith([`Kavya ${tag}`, `Arjun ${tag}`, `Bela ${tag}`, `Chetan ${tag}`]);
    const [main, ...others] = people as [(typeof people)[number], ...typeof people];
    const interviewerEmail = `meera.${uniqueId()}@interviewers.example`;

    // search, from the HR sidebar's Candidates
    await loginAs('Hrteam');
    await page.goto('/candidates');
    await searchFor(page, tag);
    await expect(page.getByRole('link', { name: main.name })).toBeVisible();

    // the profile, from the name
    await page.getByRole('link', { name: main.name }).click();
    await expect(page).toHaveURL(`/candidates/${main.id}`);
    await expect(page.getByRole('heading', { level: 1, name: main.name })).toBeVisible();

    // complete a stage from the profile: screening done, the HR interview comes next
    await page.getByRole('button', { name: 'Complete Screening' }).click();
    await expect(page.getByRole('button', { name: 'Schedule interview' })).toBeVisible();

    // schedule the HR interview: the candidate and the interviewer each get an invitation with the .ics
    const beforeInvite = await lastMailId();
    await page.getByRole('button', { name: 'Schedule interview' }).click();
    let dialog = page.getByRole('dialog', { name: 'Schedule HR Interview' });
    const day = tomorrow();
    await dialog.getByLabel('Date').fill(day.value);
    await dialog.getByLabel('Time').fill('10:30');
    await dialog.getByRole('textbox', { name: 'Interviewer', exact: true }).fill('Meera Kapoor');
    await dialog.getByLabel('Interviewer e-mail').fill(interviewerEmail);
    await dialog.getByLabel('Place').fill('Talentra office, Baner, Pune');
    await dialog.getByRole('button', { name: 'Schedule interview' }).click();
    await expect(dialog.getByRole('status')).toContainText('HR Interview scheduled for');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const toCandidate = calendarOf(await waitForMail({ to: main.email, subject: 'Interview invitation', after: beforeInvite }));
    const toInterviewer = calendarOf(await waitForMail({ to: interviewerEmail, subject: 'Interview invitation', after: beforeInvite }));
    expect(toCandidate.method).toBe('REQUEST');
    expect(toInterviewer.method).toBe('REQUEST');
    expect(toInterviewer.uid).toBe(toCandidate.uid);
    expect(toCandidate.sequence).toBe(0);
    expect(toCandidate.start.getTime()).toBe(new Date(`${day.value}T10:30:00`).getTime());

    // reschedule from the week's interviews: an update, same UID, SEQUENCE + 1
    await page.goto('/hrteamdashboard/interviews');
    if (day.monday) await page.getByRole('button', { name: /Next week/ }).click();
    const beforeUpdate = await lastMailId();
    await page.getByRole('button', { name: `Reschedule interview with ${main.name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Reschedule HR Interview' });
    await dialog.getByLabel('Time').fill('11:30');
    await dialog.getByRole('button', { name: 'Reschedule interview' }).click();
    await expect(dialog.getByRole('status')).toContainText('HR Interview rescheduled for');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const update = calendarOf(await waitForMail({ to: main.email, subject: 'Interview rescheduled', after: beforeUpdate }));
    expect(update.method).toBe('REQUEST');
    expect(update.uid).toBe(toCandidate.uid);
    expect(update.sequence).toBe(toCandidate.sequence + 1);
    expect(update.start.getTime()).toBe(new Date(`${day.value}T11:30:00`).getTime());

    // cancel it: a cancellation, same UID
    const beforeCancel = await lastMailId();
    await page.getByRole('button', { name: `Cancel interview with ${main.name}` }).click();
    await page.getByRole('dialog', { name: 'Cancel interview' }).getByRole('button', { name: 'Cancel interview' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toHaveText(`Interview with ${main.name} cancelled.`);
    const cancellation = calendarOf(await waitForMail({ to: main.email, subject: 'Interview cancelled', after: beforeCancel }));
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.uid).toBe(toCandidate.uid);

    // bulk-reject the three others of this job with a reason: each row answers for itself
    await page.goto(`/candidates?q=${tag}&job_id=${job.job_id}&stage=screening`);
    for (const other of others) await page.getByRole('checkbox', { name: `Select ${other.name}` }).check();
    const bulk = page.getByRole('region', { name: /Bulk actions/ });
    await expect(bulk.getByRole('heading', { name: /3 selected/ })).toBeVisible();
    await bulk.getByLabel('Action').selectOption({ label: 'Reject with a reason' });
    await bulk.getByLabel('Reason', { exact: true }).fill('The role needs five years of Java');
    await bulk.getByRole('button', { name: 'Apply' }).click();
    await expect(bulk.getByText('3 rejected', { exact: true })).toBeVisible();
    // the search reads them again: rejected now, so the Screening filter no longer lists them
    for (const other of others) await expect(page.getByRole('link', { name: other.name })).toHaveCount(0);
    await page.goto(`/candidates/${others[0]!.id}`);
    await expect(page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first()).toContainText('Rejected');

    // save the search and reopen it
    await page.goto(`/candidates?q=${tag}&job_id=${job.job_id}`);
    await page.getByRole('button', { name: 'Save search' }).click();
    const save = page.getByRole('dialog', { name: 'Save search' });
    await save.getByLabel('Name').fill(`Walk ${tag}`);
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(save).toBeHidden();
    await page.goto('/candidates');
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('menuitem', { name: `Walk ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page).toHaveURL(new RegExp(`job_id=${job.job_id}`));
    await expect(page.getByRole('link', { name: main.name })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`the search with its bulk result, the profile and the week's interviews have no serious or critical axe violation at ${width} px`, async ({
      page,
      loginAs,
    }) => {
      test.slow(); // three axe runs
      await page.setViewportSize({ width, height: 900 });
      const tag = unique('Wfa').replace(/\s+/g, '');
      const { job, people } = await openJobWith([`Dia ${tag}`, `Eshan ${tag}`]);
      await loginAs('Hrteam');
      await page.goto(`/candidates?q=${tag}&job_id=${job.job_id}`);
      await page.getByRole('checkbox', { name: `Select ${people[0]!.name}` }).check();
      const bulk = page.getByRole('region', { name: /Bulk actions/ });
      await bulk.getByLabel('Action').selectOption({ label: 'Complete the next stage' });
      await bulk.getByRole('button', { name: 'Apply' }).click();
      await expect(bulk.getByText('1 moved', { exact: true })).toBeVisible();
      await bulk.getByLabel('Action').selectOption({ label: 'Reject with a reason' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/candidates/${people[0]!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: people[0]!.name })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/hrteamdashboard/interviews');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // "My day" on the dashboard (issue 43): its three lists, each candidate a link to the profile
      await page.goto('/hrteamdashboard');
      const myDay = page.getByRole('region', { name: 'My day' });
      await expect(myDay.getByRole('heading', { name: /^Today's interviews/ })).toBeVisible();
      await expect(myDay.getByRole('heading', { name: /^Stalled candidates/ })).toBeVisible();
      await expect(myDay.getByRole('heading', { name: /^Tasks due/ })).toBeVisible();
      for (const link of await myDay.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/(candidates|jobs)\/\d+/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
