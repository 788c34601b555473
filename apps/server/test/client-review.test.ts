import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CLIENT_REVIEW_MSG } from '@talentra/contract';
import { api, capturedLog, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Issue 44: contacts, the review link (sent, opened, decided, revoked, expired), its limits and its logs. */
describeEachEngine('client review', (engine) => {
  let now = Date.parse('2026-03-04T08:00:00.000Z');
  const log = capturedLog();
  let t: TestApp;
  let hr: Session;
  let admin: Session;
  let bdm: Session;
  let clientId: number;
  let otherClientId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now), log });
    clientId = (await insertClient(t)).id;
    otherClientId = (await insertClient(t)).id;
  });
  beforeEach(async () => {
    [hr, admin, bdm] = [
      await signIn(t, 'Hrteam', 'hr@review.example'),
      await signIn(t, 'Admin', 'admin@review.example'),
      await signIn(t, 'Bdm', 'bdm@review.example'),
    ];
  });
  afterAll(() => t.close());

  const addContact = async (client: number, name = 'Kavya Rao', email = `kavya.${Math.random().toString(36).slice(2, 8)}@client.example`) => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/clientforms/${client}/contacts`),
      headers: bdm.headers,
      payload: { name, email, phone: '9876500000', designation: 'Hiring manager' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; email: string };
  };

  /** A job with `n` candidates at the client CV review stage. */
  async function jobAtReview(n: number, client = clientId) {
    const job = await createJob(t, bdm.headers, client);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const c = await applyOk(t, job.job_id, { candidate_name: `Candidate ${i} ${Math.random().toString(36).slice(2, 6)}` });
      await advance(t, hr.headers, c.id, ['screening', 'hr_interview']);
      ids.push(c.id);
    }
    return { jobId: job.job_id as number, ids };
  }

  const send = (payload: object, who: Session = hr) => t.app.inject({ method: 'POST', url: api('/client-reviews'), headers: who.headers, payload });

  /** The token of the newest review mail to that address (the link in its text). */
  async function tokenMailedTo(to: string) {
    const mail = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['text_body', 'subject'])
      .where('to_address', '=', to)
      .where('kind', '=', 'client_review')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const m = /\/review\/([A-Za-z0-9_-]+)/.exec(mail.text_body);
    return m![1]!;
  }

  const page = (token: string, ip = '203.0.113.7') => t.app.inject({ method: 'GET', url: api(`/client-review/${token}`), remoteAddress: ip });
  const decide = (token: string, candidateId: number, payload: object) =>
    t.app.inject({ method: 'POST', url: api(`/client-review/${token}/candidates/${candidateId}/decision`), payload, remoteAddress: '203.0.113.7' });

  it('keeps any number of contacts per client, managed by Admin and Bdm; a new client’s form contacts are its first two', async () => {
    const contact = await addContact(clientId, 'Neha Iyer');
    const list = await t.app.inject({ method: 'GET', url: api(`/clientforms/${clientId}/contacts`), headers: hr.headers });
    expect(list.json().data.map((c: { name: string }) => c.name)).toContain('Neha Iyer');
    const put = await t.app.inject({
      method: 'PUT',
      url: api(`/client-contacts/${contact.id}`),
      headers: admin.headers,
      payload: { name: 'Neha Iyer', email: contact.email, phone: null, designation: 'Talent lead' },
    });
    expect(put.json().data.designation).toBe('Talent lead');
    const byHr = await t.app.inject({
      method: 'POST',
      url: api(`/clientforms/${clientId}/contacts`),
      headers: hr.headers,
      payload: { name: 'X', email: 'x@y.example' },
    });
    expect(byHr.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: api(`/client-contacts/${contact.id}`), headers: bdm.headers });
    expect(del.statusCode).toBe(200);
    const invalid = await t.app.inject({
      method: 'POST',
      url: api(`/clientforms/${clientId}/contacts`),
      headers: bdm.headers,
      payload: { name: '', email: 'nope' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'name']);
  });

  it('sends candidates at client CV review to a contact: a mail with a 256-bit token, stored only as its hash', async () => {
    const contact = await addContact(clientId);
    const { jobId, ids } = await jobAtReview(3);
    const res = await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids, note: 'Strong Java profiles', show_ctc: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'active', contact: { id: contact.id }, sent_by: 'hr@review.example' });
    expect(res.json().data.expires_at).toBe(new Date(now + 14 * 24 * 3600 * 1000).toISOString());
    const token = await tokenMailedTo(contact.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.app.ctx.db
      .selectFrom('client_reviews')
      .select('token_hash')
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.app.ctx.db.selectFrom('client_reviews').selectAll().execute())).not.toContain(token);
    // the timeline says to whom
    const timeline = await t.app.inject({ method: 'GET', url: api(`/candidates/${ids[0]}/timeline`), headers: hr.headers });
    expect(timeline.body).toContain('client_review_sent');
  });

  it('refuses candidates not at client CV review, of another job, and a contact of another client', async () => {
    const contact = await addContact(clientId);
    const other = await addContact(otherClientId);
    const { jobId, ids } = await jobAtReview(1);
    const job = await createJob(t, bdm.headers, clientId);
    const early = await applyOk(t, job.job_id, { candidate_name: 'Early Bird' });
    expect((await send({ job_id: jobId, contact_id: other.id, candidate_ids: ids })).json().errors.contact_id).toEqual([
      CLIENT_REVIEW_MSG.contactOfOtherClient,
    ]);
    expect((await send({ job_id: jobId, contact_id: contact.id, candidate_ids: [early.id] })).json().errors.candidate_ids).toEqual([
      CLIENT_REVIEW_MSG.otherJob,
    ]);
    expect((await send({ job_id: job.job_id, contact_id: contact.id, candidate_ids: [early.id] })).json().errors.candidate_ids).toEqual([
      CLIENT_REVIEW_MSG.notAtReview,
    ]);
    expect((await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids }, bdm)).statusCode).toBe(403);
  });

  it('the page shows the job, the note and each candidate without e-mail or phone; CTC only when chosen; each opening is recorded', async () => {
    const contact = await addContact(clientId, 'Ravi Menon');
    const { jobId, ids } = await jobAtReview(2);
    await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids, note: 'Two strong profiles', show_ctc: true });
    const token = await tokenMailedTo(contact.email);
    const res = await page(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'review', contact_name: 'Ravi Menon', note: 'Two strong profiles', agency_contact: 'hr@review.example' });
    expect(data.candidates).toHaveLength(2);
    const emails = await t.app.ctx.db.selectFrom('candidates').select(['email', 'mobile_number']).where('id', 'in', ids).execute();
    for (const e of emails) {
      expect(res.body).not.toContain(e.email);
      expect(res.body).not.toContain(e.mobile_number);
    }
    expect(data.candidates[0]).toHaveProperty('expected_ctc');
    // staff see who opened it, when and from where
    const links = await t.app.inject({ method: 'GET', url: api(`/client-reviews?job_id=${jobId}`), headers: admin.headers });
    expect(links.json().data[0].views).toEqual([{ at: new Date(now).toISOString(), ip: '203.0.113.7' }]);
    expect(links.json().data[0].contact.name).toBe('Ravi Menon');
    const timeline = await t.app.inject({ method: 'GET', url: api(`/candidates/${ids[0]}/timeline`), headers: hr.headers });
    expect(timeline.body).toContain('client_review_viewed');
    expect(timeline.body).toContain('203.0.113.7');

    // without the choice the CTC is not shown
    const { jobId: job2, ids: ids2 } = await jobAtReview(1);
    await send({ job_id: job2, contact_id: contact.id, candidate_ids: ids2, show_ctc: false });
    const hidden = await page(await tokenMailedTo(contact.email));
    expect(hidden.json().data.candidates[0].expected_ctc).toBeNull();
  });

  it('shortlisting completes client CV review, not suitable rejects with the client’s reason; a second decision is a 409; the recruiter is mailed', async () => {
    const contact = await addContact(clientId, 'Meera Shah');
    const { jobId, ids } = await jobAtReview(3);
    await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids });
    const token = await tokenMailedTo(contact.email);
    const yes = await decide(token, ids[0]!, { decision: 'shortlisted', comment: 'Call him Monday' });
    expect(yes.statusCode, yes.body).toBe(200);
    const no = await decide(token, ids[1]!, { decision: 'not_suitable', reason: 'Needs more Kafka', comment: null });
    expect(no.statusCode, no.body).toBe(200);
    const noReason = await decide(token, ids[2]!, { decision: 'not_suitable' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([CLIENT_REVIEW_MSG.reasonRequired]);

    const t0 = (await t.app.inject({ method: 'GET', url: api(`/process-tracker/${ids[0]}`), headers: hr.headers })).json().data;
    expect(t0.client_cv_review).toBe('completed');
    const t1 = (await t.app.inject({ method: 'GET', url: api(`/process-tracker/${ids[1]}`), headers: hr.headers })).json().data;
    expect(t1.rejected).toBe('rejected');
    expect(t1.rejection_reason).toBe('Client: Needs more Kafka');

    const again = await decide(token, ids[0]!, { decision: 'not_suitable', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLIENT_REVIEW_MSG.alreadyDecided);

    const mails = await t.app.ctx.db.selectFrom('outbox').select(['to_address', 'text_body']).where('kind', '=', 'client_decision').execute();
    expect(mails.filter((m) => m.text_body.includes('Meera Shah')).map((m) => m.to_address)).toEqual(['hr@review.example', 'hr@review.example']);
    // the recruiter's bell: a task for them with the client's word
    const bell = await t.app.inject({ method: 'GET', url: api('/notifications'), headers: hr.headers });
    expect(bell.body).toContain('Meera Shah');
    expect(bell.body).toContain('Needs more Kafka');
    const timeline = await t.app.inject({ method: 'GET', url: api(`/candidates/${ids[1]}/timeline`), headers: hr.headers });
    expect(timeline.body).toContain('client_decision');
    expect(timeline.body).toContain('Needs more Kafka');
  });

  it('the token grants nothing else: another submission’s candidate, a made-up token, staff routes', async () => {
    const contact = await addContact(clientId);
    const a = await jobAtReview(1);
    const b = await jobAtReview(1);
    await send({ job_id: a.jobId, contact_id: contact.id, candidate_ids: a.ids });
    const tokenA = await tokenMailedTo(contact.email);
    expect((await decide(tokenA, b.ids[0]!, { decision: 'shortlisted' })).statusCode).toBe(404);
    const resume = await t.app.inject({ method: 'GET', url: api(`/client-review/${tokenA}/candidates/${b.ids[0]}/resume`) });
    expect(resume.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: api(`/client-review/${tokenA}/candidates/${a.ids[0]}/resume`) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^inline/);
    expect((await page('A'.repeat(43))).statusCode).toBe(404);
    // a token is no session
    const staff = await t.app.inject({ method: 'GET', url: api('/client-reviews?job_id=1'), headers: { authorization: `Bearer ${tokenA}` } });
    expect(staff.statusCode).toBe(401);
  });

  it('a revoked link and an expired one answer 410 saying whom to contact', async () => {
    const contact = await addContact(clientId);
    const { jobId, ids } = await jobAtReview(1);
    const sent = await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids });
    const token = await tokenMailedTo(contact.email);
    const revoke = await t.app.inject({ method: 'POST', url: api(`/client-reviews/${sent.json().data.id}/revoke`), headers: admin.headers });
    expect(revoke.json().data.status).toBe('revoked');
    const gone = await page(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This review link has been withdrawn. Please contact hr@review.example for a new one.');

    const { jobId: j2, ids: ids2 } = await jobAtReview(1);
    await send({ job_id: j2, contact_id: contact.id, candidate_ids: ids2 });
    const token2 = await tokenMailedTo(contact.email);
    expect((await page(token2)).statusCode).toBe(200);
    const before = now;
    now += 14 * 24 * 3600 * 1000;
    try {
      const expired = await page(token2);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toContain('has expired');
      expect((await decide(token2, ids2[0]!, { decision: 'shortlisted' })).statusCode).toBe(410);
    } finally {
      now = before;
    }
  });

  it('rate-limits the page per address, and never writes the token in the log', async () => {
    const contact = await addContact(clientId);
    const { jobId, ids } = await jobAtReview(1);
    await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids });
    const token = await tokenMailedTo(contact.email);
    log.clear();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await page(token, '198.51.100.9')).statusCode;
    expect(last).toBe(429);
    expect((await page(token, '198.51.100.10')).statusCode).toBe(200);
    expect(log.text()).toContain('/client-review/[token]');
    expect(log.text()).not.toContain(token);
    now += 61 * 1000; // the next minute
  });

  it('asks the contact for feedback after the client interview by a new link, recorded on the timeline', async () => {
    const contact = await addContact(clientId);
    const { jobId, ids } = await jobAtReview(1);
    await send({ job_id: jobId, contact_id: contact.id, candidate_ids: ids });
    await decide(await tokenMailedTo(contact.email), ids[0]!, { decision: 'shortlisted' });
    const ask = await t.app.inject({
      method: 'POST',
      url: api('/client-reviews/feedback'),
      headers: hr.headers,
      payload: { contact_id: contact.id, candidate_id: ids[0] },
    });
    expect(ask.statusCode, ask.body).toBe(201);
    expect(ask.json().data.kind).toBe('feedback');
    const token = await tokenMailedTo(contact.email);
    const fb = await t.app.inject({
      method: 'POST',
      url: api(`/client-review/${token}/candidates/${ids[0]}/feedback`),
      payload: { rating: 4, comment: 'Good communicator' },
    });
    expect(fb.statusCode, fb.body).toBe(200);
    const twice = await t.app.inject({
      method: 'POST',
      url: api(`/client-review/${token}/candidates/${ids[0]}/feedback`),
      payload: { rating: 2, comment: 'x' },
    });
    expect(twice.statusCode).toBe(409);
    const timeline = await t.app.inject({ method: 'GET', url: api(`/candidates/${ids[0]}/timeline`), headers: hr.headers });
    expect(timeline.body).toContain('Good communicator');
  });
});
