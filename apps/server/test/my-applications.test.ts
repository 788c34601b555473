import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICANT_MSG, MY_APPLICATIONS_LINKS_PER_HOUR, WITHDRAWN_REASON } from '@talentra/contract';
import { api, createTestApp, multipart, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient, reject } from './fixtures.js';
import { answeredWorkSettled } from '../src/background/after-answer.js';
import { samplePdf } from '../src/files/sample-documents.js';

/**
 * Issue 46: "My applications" without a password. A link (in the acknowledgement, or asked for on
 * the page) opens once a page that lasts 30 minutes; the request answers the same for any address.
 */
describeEachEngine('my applications', (engine) => {
  // Wednesday 4 March 2026, 08:00 UTC
  let now = Date.parse('2026-03-04T08:00:00.000Z');
  let t: TestApp;
  let hr: Session;
  let bdm: Session;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    clientId = (await insertClient(t)).id;
  });
  beforeEach(async () => {
    [hr, bdm] = [await signIn(t, 'Hrteam', 'hr@applicants.example'), await signIn(t, 'Bdm', 'bdm@applicants.example')];
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: api(url), payload });
  const ask = async (email: string) => {
    const res = await post('/my-applications/link', { email });
    await answeredWorkSettled(t.app.ctx);
    return res;
  };
  const mailsTo = (address: string, kind: string) =>
    t.app.ctx.db
      .selectFrom('outbox')
      .select(['text_body', 'subject'])
      .where('to_address', '=', address)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const tokenIn = (text: string) => /\/my-applications#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const open = (token: string) => post('/my-applications/open', { token });
  const view = (access: string) => post('/my-applications/view', { access });
  async function applied(email: string) {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id, { email });
    return { id: c.id, jobId: job.job_id, jobTitle: job.job_title };
  }
  async function pageOf(email: string) {
    const [ack] = await mailsTo(email, 'application_received');
    const res = await open(tokenIn(ack!.text_body)!);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.access as string;
  }

  it('the acknowledgement carries a link that opens the applications, once', async () => {
    const email = `ack.${engine}@mail.example`;
    const a = await applied(email);
    const [ack] = await mailsTo(email, 'application_received');
    const token = tokenIn(ack!.text_body)!;
    expect(token).toBeTruthy();
    // only the hash is kept
    const stored = await t.app.ctx.db.selectFrom('applicant_links').select('token_hash').where('email', '=', email).execute();
    expect(stored.length).toBe(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const { access, expires_at } = opened.json().data;
    expect(expires_at).toBe(new Date(now + 30 * 60_000).toISOString());
    const page = await view(access);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.applications).toEqual([
      expect.objectContaining({
        id: a.id,
        job_title: a.jobTitle,
        stage: 'received',
        stage_label: 'Received',
        can_withdraw: true,
        resume_name: 'cv.pdf',
      }),
    ]);

    // reuse: the link opened once opens nothing again
    const again = await open(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([APPLICANT_MSG.linkInvalid]);
    // the token is single-purpose: it is not a page token
    expect((await view(token)).statusCode).toBe(422);
  });

  it('the page lasts 30 minutes by the clock; a requested link opens within 30 minutes only', async () => {
    const email = `expiry.${engine}@mail.example`;
    await applied(email);
    const access = await pageOf(email);
    now += 29 * 60_000;
    expect((await view(access)).statusCode).toBe(200);
    now += 2 * 60_000;
    const ended = await view(access);
    expect(ended.statusCode).toBe(422);
    expect(ended.json().errors.access).toEqual([APPLICANT_MSG.pageExpired]);

    await ask(email);
    const [requested] = await mailsTo(email, 'my_applications_link');
    expect(requested!.subject).not.toContain(email);
    now += 31 * 60_000;
    expect((await open(tokenIn(requested!.text_body)!)).statusCode).toBe(422);
  });

  it('answers the same whether the address has applications, and mails only a known one, at most 3 an hour', async () => {
    const known = `known.${engine}@mail.example`;
    await applied(known);
    const unknown = `nobody.${engine}@mail.example`;
    const a = await ask(known);
    const b = await ask(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().message).toBe(APPLICANT_MSG.linkSent);
    expect(await mailsTo(unknown, 'my_applications_link')).toHaveLength(0);
    expect(await mailsTo(known, 'my_applications_link')).toHaveLength(1);
    for (let i = 0; i < 5; i++) await ask(known);
    expect(await mailsTo(known, 'my_applications_link')).toHaveLength(MY_APPLICATIONS_LINKS_PER_HOUR);
    // no link is kept for a mail that was not sent
    const links = await t.app.ctx.db.selectFrom('applicant_links').select('id').where('email', '=', known).execute();
    expect(links).toHaveLength(1 + MY_APPLICATIONS_LINKS_PER_HOUR);
  });

  it('shows each stage in the candidate’s words, and withdraws', async () => {
    const email = `stages.${engine}@mail.example`;
    const review = await applied(email);
    const interview = await applied(email);
    const offer = await applied(email);
    const rejected = await applied(email);
    await advance(t, hr.headers, review.id, ['screening']);
    await advance(t, hr.headers, interview.id, ['screening']);
    const scheduled = await t.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: {
        candidate_id: interview.id,
        starts_at: '2026-12-03T10:00:00+05:30',
        duration_minutes: 30,
        interviewer: 'Meera Kapoor',
        location: 'Pune',
        meeting_url: null,
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await advance(t, hr.headers, offer.id, ['screening', 'hr_interview', 'client_cv_review', 'client_interview']);
    await reject(t, hr.headers, rejected.id);

    const access = await pageOf(email);
    const apps = (await view(access)).json().data.applications as {
      id: number;
      stage_label: string;
      interview: { id: number } | null;
      can_withdraw: boolean;
    }[];
    const label = (id: number) => apps.find((x) => x.id === id)!.stage_label;
    expect(label(review.id)).toBe('In review');
    expect(label(interview.id)).toBe('Interview on 3 Dec 10:00');
    expect(label(offer.id)).toBe('Offer');
    expect(label(rejected.id)).toBe('Not selected');

    // the interview's calendar file, for this page only
    const interviewId = apps.find((x) => x.id === interview.id)!.interview!.id;
    const ics = await post(`/my-applications/interviews/${interviewId}/calendar`, { access });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');

    const withdrawn = await post(`/my-applications/${review.id}/withdraw`, { access });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ stage: 'withdrawn', stage_label: 'Withdrawn', can_withdraw: false });
    const tracker = await t.app.ctx.db
      .selectFrom('process_trackers')
      .select('rejection_reason')
      .where('candidate_id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(tracker.rejection_reason).toBe(WITHDRAWN_REASON);
    expect((await post(`/my-applications/${review.id}/withdraw`, { access })).statusCode).toBe(409);
    // an application without a tracker yet is withdrawn too
    const fresh = await applied(email);
    expect((await post(`/my-applications/${fresh.id}/withdraw`, { access })).json().data.stage).toBe('withdrawn');
  });

  it('reaches only the applicant’s own applications', async () => {
    const mine = `mine.${engine}@mail.example`;
    const theirs = await applied(`theirs.${engine}@mail.example`);
    await applied(mine);
    const access = await pageOf(mine);
    expect((await post(`/my-applications/${theirs.id}/withdraw`, { access })).statusCode).toBe(404);
    const body = multipart({ access }, { resume: { name: 'new.pdf', bytes: samplePdf('NEW'), type: 'application/pdf' } });
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/my-applications/${theirs.id}/resume`),
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('replaces the résumé with a checked upload', async () => {
    const email = `resume.${engine}@mail.example`;
    const a = await applied(email);
    const access = await pageOf(email);
    const send = (name: string, bytes: Buffer, type: string) => {
      const body = multipart({ access }, { resume: { name, bytes, type } });
      return t.app.inject({ method: 'POST', url: api(`/my-applications/${a.id}/resume`), payload: body.payload, headers: body.headers });
    };
    const bad = await send('fake.pdf', Buffer.from('MZ not a pdf at all'), 'application/pdf');
    expect(bad.statusCode).toBe(415); // refused as any upload with the wrong content is
    const good = await send('new-cv.pdf', samplePdf('NEW CV'), 'application/pdf');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.resume_name).toBe('new-cv.pdf');
    const before = await t.app.ctx.db.selectFrom('stored_files').select('id').where('kind', '=', 'resume').execute();
    const row = await t.app.ctx.db
      .selectFrom('candidates')
      .innerJoin('stored_files', 'stored_files.id', 'candidates.resume_file_id')
      .select('stored_files.original_name')
      .where('candidates.id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('new-cv.pdf');
    // the old résumé's row went with the change
    expect(before.length).toBeGreaterThan(0);
  });

  describe('their data', () => {
    it('downloads it as a zip and erases it, the page with it', async () => {
      const email = `data.${engine}@mail.example`;
      await applied(email);
      const access = await pageOf(email);
      const zip = await post('/my-applications/export', { access });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const erased = await post('/my-applications/erase', { access });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json().message).toBe(APPLICANT_MSG.erased);
      expect(await t.app.ctx.db.selectFrom('candidates').select('id').where('email', '=', email).execute()).toHaveLength(0);
      expect(await t.app.ctx.db.selectFrom('applicant_links').select('id').where('email', '=', email).execute()).toHaveLength(0);
      const record = await t.app.ctx.db.selectFrom('erasures').select(['reason', 'erased_by']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(record).toEqual({ reason: 'applicant', erased_by: null });
      expect((await view(access)).statusCode).toBe(422);
    });
  });
});
