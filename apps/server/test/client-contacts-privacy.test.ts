import { afterAll, beforeAll, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Decision 298: a client's contact in the personal-data export, and what their erasure does to the record of the review links. */
describeEachEngine('client contacts in personal data', (engine) => {
  const EMAIL = 'kavya.contact@client.example';
  const NAME = 'Kavya Raman';
  const IP = '203.0.113.9';
  let t: TestApp;
  let admin: Session;
  let bdm: Session;
  let hr: Session;
  let clientId: number;
  let contactId: number;
  let jobId: number;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, bdm, hr] = [
      await signIn(t, 'Admin', 'admin@pd.example'),
      await signIn(t, 'Bdm', 'bdm@pd.example'),
      await signIn(t, 'Hrteam', 'hr@pd.example'),
    ];
    clientId = (await insertClient(t)).id;
    const contact = await t.app.inject({
      method: 'POST',
      url: api(`/clientforms/${clientId}/contacts`),
      headers: bdm.headers,
      payload: { name: NAME, email: EMAIL, phone: '9876500011', designation: 'Hiring manager' },
    });
    contactId = contact.json().data.id;
    // two candidates sent to the contact, who opens the link and shortlists one
    jobId = (await createJob(t, bdm.headers, clientId)).job_id;
    ids = [];
    for (const name of ['Arjun Pillai', 'Divya Nair']) {
      const c = await applyOk(t, jobId, { candidate_name: name });
      await advance(t, hr.headers, c.id, ['screening', 'hr_interview']);
      ids.push(c.id);
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: api('/client-reviews'),
      headers: hr.headers,
      payload: { job_id: jobId, contact_id: contactId, candidate_ids: ids },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await t.app.ctx.db.selectFrom('outbox').select('text_body').where('to_address', '=', EMAIL).executeTakeFirstOrThrow();
    const token = /\/review\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    expect((await t.app.inject({ method: 'GET', url: api(`/client-review/${token}`), remoteAddress: IP })).statusCode).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: api(`/client-review/${token}/candidates/${ids[0]}/decision`),
      remoteAddress: IP,
      payload: { decision: 'shortlisted', comment: 'Strong on Java' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });
  afterAll(() => t.close());

  const timelineOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: api(`/candidates/${id}/timeline`), headers: admin.headers })).body;

  it('finds a contact by e-mail and exports them: the contact’s details, the links sent to them and each opening', async () => {
    const person = await t.app.inject({ method: 'GET', url: api(`/personal-data/person?email=${EMAIL}`), headers: admin.headers });
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json().data).toMatchObject({ client_contacts: 1, candidates: [] });

    const res = await t.app.inject({ method: 'GET', url: api(`/personal-data/export?email=${EMAIL}`), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['personal-data.json']!));
    expect(doc['As a contact of a client']).toEqual([
      expect.objectContaining({ Name: NAME, 'E-mail': EMAIL, Phone: '9876500011', Designation: 'Hiring manager' }),
    ]);
    expect(doc['Review links sent to you']).toEqual([
      expect.objectContaining({ Purpose: 'Review of a shortlist', Opened: [expect.objectContaining({ 'From the address': IP })] }),
    ]);
    // the review link's mail to them is theirs too; nothing about the candidates' contact details
    expect(doc['E-mails sent to you']).toHaveLength(1);
    const candidates = await t.app.ctx.db.selectFrom('candidates').select('email').where('id', 'in', ids).execute();
    for (const c of candidates) expect(JSON.stringify(doc)).not.toContain(c.email);
  });

  it('erasure anonymises the contact and keeps the record: the link, the decision and the timeline stay, without their name, e-mail or address', async () => {
    expect(await timelineOf(ids[0]!)).toContain(EMAIL);
    const res = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { email: EMAIL } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contacts_anonymised).toBe(1);
    expect(res.json().message).toContain('1 client contact(s) anonymised');

    // the contact row stays (links point at it), without who it was
    const contacts = await t.app.inject({ method: 'GET', url: api(`/clientforms/${clientId}/contacts`), headers: hr.headers });
    expect(contacts.json().data).toEqual([
      expect.objectContaining({ id: contactId, name: '[removed]', email: '[removed]', phone: null, designation: null }),
    ]);
    // the link and the client's decision stay; the opening keeps its time, not its address
    const links = (await t.app.inject({ method: 'GET', url: api(`/client-reviews?job_id=${jobId}`), headers: hr.headers })).json().data;
    expect(links).toHaveLength(1);
    expect(links[0].contact).toMatchObject({ name: '[removed]', email: '[removed]' });
    expect(links[0].views).toEqual([expect.objectContaining({ ip: '[removed]' })]);
    expect(links[0].candidates.find((c: { id: number }) => c.id === ids[0])).toMatchObject({ decision: 'shortlisted', comment: 'Strong on Java' });
    const tracker = (await t.app.inject({ method: 'GET', url: api(`/process-tracker/${ids[0]}`), headers: hr.headers })).json().data;
    expect(tracker.client_cv_review).toBe('completed');
    // the timelines still say what happened, not by whom or from where
    for (const id of ids) {
      const timeline = await timelineOf(id);
      expect(timeline).toContain('client_review_viewed');
      expect(timeline).not.toContain(EMAIL);
      expect(timeline).not.toContain(NAME);
      expect(timeline).not.toContain(IP);
    }
    expect(await timelineOf(ids[0]!)).toContain('client_decision');
    // the recruiter's bell and mails no longer name them; the mails to them are gone
    const tasks = await t.app.ctx.db.selectFrom('task_assignments').select('message').where('job_id', '=', jobId).execute();
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) expect(task.message).not.toContain(NAME);
    const mails = await t.app.ctx.db.selectFrom('outbox').select(['to_address', 'text_body', 'subject']).execute();
    expect(mails.filter((m) => m.to_address === EMAIL)).toEqual([]);
    expect(JSON.stringify(mails)).not.toContain(NAME);
    const decisions = await t.app.ctx.db.selectFrom('client_review_candidates').select('decided_ip').where('candidate_id', 'in', ids).execute();
    expect(decisions.map((d) => d.decided_ip)).toEqual([null, null]);

    // nothing is held any more: a second erasure finds no one
    const again = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { email: EMAIL } });
    expect(again.statusCode).toBe(404);
  });

  it('erasure also clears the client form’s own contact fields holding the e-mail', async () => {
    const other = await insertClient(t);
    await t.app.ctx.db
      .updateTable('clients')
      .set({ contact_email: 'form.only@client.example', contact_name: 'Form Only' })
      .where('id', '=', other.id)
      .execute();
    const found = await t.app.inject({ method: 'GET', url: api('/personal-data/person?email=form.only@client.example'), headers: admin.headers });
    expect(found.json().data.client_contacts).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/personal-data/erase'),
      headers: admin.headers,
      payload: { email: 'form.only@client.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contacts_anonymised).toBe(1);
    const read = (await t.app.inject({ method: 'GET', url: api(`/clientforms/${other.id}`), headers: admin.headers })).json().data;
    expect(read).toMatchObject({ contact_name: '[removed]', contact_email: '[removed]', contact_phone: '' });
  });
});
