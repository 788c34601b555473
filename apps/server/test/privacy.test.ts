import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { unzipSync, strFromU8 } from 'fflate';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { samplePdf } from '../src/files/sample-documents.js';
import { api, createTestApp, signIn, uploadedFileCount, type TestApp } from './helpers.js';
import { countFigures } from '../src/db/recount.js';
import { describeEachEngine } from './engines.js';
import { ALL_STAGES, advance, apply, applyOk, createJob, insertClient } from './fixtures.js';
import { answeredWorkSettled } from '../src/background/after-answer.js';

const DAY = 24 * 60 * 60 * 1000;

/** Every row of every table of the database, as text (the scan that proves an erasure left nothing). */
async function everyRowAsText(t: TestApp, engine: string): Promise<Record<string, string>> {
  const db = t.app.ctx.db;
  const tables =
    engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map(
          (r) => r.name,
        )
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows.map((r) => r.name);
  expect(tables).toContain('candidates');
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = JSON.stringify(rows.rows);
  }
  return out;
}

const storageKeysOf = async (t: TestApp, candidateIds: number[]) =>
  (
    await t.app.ctx.db
      .selectFrom('candidates')
      .innerJoin('stored_files', 'stored_files.id', 'candidates.resume_file_id')
      .select('stored_files.storage_key')
      .where('candidates.id', 'in', candidateIds)
      .execute()
  ).map((r) => r.storage_key);

describeEachEngine('personal data: retention, export and erasure', (engine) => {
  let t: TestApp;
  let now = Date.parse('2026-01-10T09:00:00.000Z');
  let admin: Awaited<ReturnType<typeof signIn>>;
  let hr: Awaited<ReturnType<typeof signIn>>;
  let jobA: number;
  let jobB: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    [admin, hr] = [await signIn(t, 'Admin'), await signIn(t, 'Hrteam')];
    const clientId = (await insertClient(t)).id;
    jobA = (await createJob(t, admin.headers, clientId, { no_of_positions: 10 })).job_id;
    jobB = (await createJob(t, admin.headers, clientId, { no_of_positions: 10 })).job_id;
  });
  afterAll(() => t.close());

  const refer = (candidateId: number, jobId: number, friend: { name: string; contact: string; email?: string }) =>
    t.app.inject({
      method: 'POST',
      url: api('/refer-a-friend'),
      payload: {
        candidate_id: candidateId,
        job_id: jobId,
        friend_name: friend.name,
        friend_contact: friend.contact,
        friend_email: friend.email ?? '',
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
    });

  it('export (Admin): one zip with every row about the person and their files; other roles are refused', async () => {
    const first = await applyOk(t, jobA, { candidate_name: 'Ishani Exportova', email: 'ishani.export@mail.example', mobile_number: '9811122233' });
    const second = await applyOk(t, jobB, {
      candidate_name: 'Ishani Exportova',
      email: 'ishani.export@mail.example',
      mobile_number: '+91 98111 22233',
    });
    await advance(t, hr.headers, first.id, ['screening']);
    const other = await applyOk(t, jobA, { candidate_name: 'Someone Else', mobile_number: '9700000001' });
    expect((await refer(other.id, jobA, { name: 'Ishani', contact: '9811122233' })).statusCode).toBe(201);
    expect((await refer(first.id, jobA, { name: 'Her Friend', contact: '9700000002' })).statusCode).toBe(201);

    for (const who of [hr, await signIn(t, 'Bdm')]) {
      expect((await t.app.inject({ url: api(`/personal-data/export?email=ishani.export@mail.example`), headers: who.headers })).statusCode).toBe(403);
    }
    const res = await t.app.inject({ url: api(`/personal-data/export?candidate_id=${first.id}`), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const doc = JSON.parse(strFromU8(zip['personal-data.json']!));
    type Application = { Reference: number; Consent: Record<string, string>; 'Hiring progress': object | null };
    const applications: Application[] = doc['Applications'];
    expect(applications.map((c) => c.Reference).sort()).toEqual([first.id, second.id].sort());
    expect(applications[0]!.Consent).toMatchObject({ 'Given through': 'Your application', 'Privacy notice version': PRIVACY_NOTICE_VERSION });
    expect(applications.filter((a) => a['Hiring progress'] !== null)).toHaveLength(1);
    expect(doc['Referrals you made'].map((r: Record<string, string>) => r["Friend's name"])).toEqual(['Her Friend']);
    // a referral naming them, without who made it (someone else's data)
    expect(doc['Referrals naming you']).toEqual([expect.objectContaining({ 'Your name as given': 'Ishani' })]);
    expect(JSON.stringify(doc['Referrals naming you'])).not.toContain('Someone Else');
    expect(doc['E-mails sent to you'].length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(doc)).not.toContain('removal_token_hash');
    const files = Object.keys(zip).filter((k) => k.startsWith('files/'));
    expect(files).toHaveLength(2);
    for (const f of files) expect(Buffer.from(zip[f]!).equals(samplePdf('CV'))).toBe(true);
    // each resume that left in the zip is on its application's record, by whom (the audit of issue 15)
    for (const c of [first, second]) {
      const timeline = (await t.app.inject({ url: api(`/candidates/${c.id}/timeline`), headers: admin.headers })).json().data;
      expect(timeline).toContainEqual(
        expect.objectContaining({
          kind: 'resume_viewed',
          candidate_id: c.id,
          detail: { mode: 'export' },
          actor: expect.objectContaining({ username: admin.username }),
        }),
      );
    }

    const person = await t.app.inject({ url: api('/personal-data/person?phone=98111-22233'), headers: admin.headers });
    expect(person.statusCode).toBe(200);
    expect(person.json().data.candidates).toHaveLength(2);
    expect((await t.app.inject({ url: api('/personal-data/export?email=nobody@mail.example'), headers: admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: api('/personal-data/export'), headers: admin.headers })).statusCode).toBe(422);
  });

  it('export: what the person gave and what the agency recorded, under readable names, and no internal column', async () => {
    const email = 'readable.export@mail.example';
    const c = await applyOk(t, jobA, {
      candidate_name: 'Radhika Readable',
      email,
      mobile_number: '+91 98333 44455',
      current_company: 'Zoho',
      expected_ctc: '14 LPA',
      remarks: 'Referred by a colleague',
    });
    await advance(t, hr.headers, c.id, ['screening']);
    const note = await t.app.inject({
      method: 'POST',
      url: api(`/candidates/${c.id}/notes`),
      headers: hr.headers,
      payload: { body: 'Strong on testing.' },
    });
    expect(note.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: api('/submit-feedback'),
      payload: { first_name: 'Radhika', last_name: 'Readable', email, phone_number: '9833344455', message: 'Thanks' },
    });

    const res = await t.app.inject({ url: api(`/personal-data/export?email=${email}`), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['personal-data.json']!));
    // no internal column or key anywhere: every key is a readable name, not a column
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
    };
    walk(doc);
    const internal = ['contact_text', 'phone_key', 'is_later', 'has_later', 'location_lower', 'name_lower', 'person_id', 'resume_file_id'];
    for (const column of [
      ...internal,
      'storage_key',
      'removal_token_hash',
      'tracker_updated_at',
      'proof_file_id',
      'candidate_id',
      'job_id',
      'mobile_number',
    ]) {
      expect(keys.has(column), column).toBe(false);
    }
    for (const k of keys) expect(k, k).not.toMatch(/_/);
    const text = JSON.stringify(doc);
    for (const column of internal) expect(text).not.toContain(column);

    // what they gave and what was recorded, readable
    expect(doc['Your contact details']).toEqual({ 'E-mail addresses': [email], 'Phone numbers': ['9833344455'] });
    const [application] = doc['Applications'];
    expect(application).toMatchObject({
      'Full name': 'Radhika Readable',
      'E-mail': email,
      'Mobile number': '9833344455',
      'Current location': 'Pune',
      'Current company': 'Zoho',
      'Expected CTC': '14 LPA',
      Remarks: 'Referred by a colleague',
      Job: expect.any(String),
      Status: 'Applied',
      Consent: { 'Given through': 'Your application', 'Privacy notice version': PRIVACY_NOTICE_VERSION, 'Given at': expect.any(String) },
      Resume: expect.objectContaining({ 'File name': 'cv.pdf' }),
      'Hiring progress': expect.objectContaining({ 'Stage now': 'HR interview', Screening: 'Completed', Rejected: 'No' }),
      'Notes by the agency': [expect.objectContaining({ Note: 'Strong on testing.' })],
    });
    expect(application['Applied at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(doc['Feedback you sent']).toEqual([expect.objectContaining({ 'First name': 'Radhika', Message: 'Thanks' })]);
    expect(doc['E-mails sent to you'].length).toBeGreaterThanOrEqual(1);
  });

  it('a shared phone is not the same person (issue 41): the export and the erasure of one leave the other alone', async () => {
    const phone = '9844455566';
    const kiara = await applyOk(t, jobA, { candidate_name: 'Kiara Sharedphone', email: 'kiara.shared@mail.example', mobile_number: phone });
    const kavya = await applyOk(t, jobB, { candidate_name: 'Kavya Sharedphone', email: 'kavya.shared@mail.example', mobile_number: `+91 ${phone}` });
    await t.app.inject({
      method: 'POST',
      url: api('/submit-feedback'),
      payload: { first_name: 'Kiara', last_name: 'Sharedphone', email: 'kiara.shared@mail.example', phone_number: phone, message: 'Hello' },
    });
    const person = (await t.app.inject({ url: api(`/personal-data/person?candidate_id=${kavya.id}`), headers: admin.headers })).json().data;
    expect(person.candidates.map((c: { id: number }) => c.id)).toEqual([kavya.id]);
    expect(person.emails).toEqual(['kavya.shared@mail.example']);
    expect(person.feedback).toBe(0);

    const res = await t.app.inject({ url: api(`/personal-data/export?candidate_id=${kavya.id}`), headers: admin.headers });
    const text = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['personal-data.json']!);
    expect(text).toContain('Kavya Sharedphone');
    expect(text).not.toContain('Kiara');

    const erased = await t.app.inject({
      method: 'POST',
      url: api('/personal-data/erase'),
      headers: admin.headers,
      payload: { candidate_id: kavya.id },
    });
    expect(erased.statusCode).toBe(200);
    expect((await t.app.inject({ url: api(`/candidates/${kiara.id}`), headers: hr.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: api(`/candidates/${kavya.id}`), headers: hr.headers })).statusCode).toBe(404);
    const feedback = await t.app.ctx.db.selectFrom('feedback').select('email').where('email', '=', 'kiara.shared@mail.example').execute();
    expect(feedback).toHaveLength(1);
  });

  it('the summary of what is held counts their job alerts, confirmed or not, as the export and the erasure take them (issue 46)', async () => {
    const email = `alerts.${engine}@mail.example`;
    const only = `only.alerts.${engine}@mail.example`;
    const subscribe = async (address: string, q: string) => {
      const res = await t.app.inject({ method: 'POST', url: api('/job-alerts'), payload: { email: address, frequency: 'weekly', q } });
      expect(res.statusCode, res.body).toBe(200);
      await answeredWorkSettled(t.app.ctx);
    };
    const c = await applyOk(t, jobA, { candidate_name: 'Alisha Alertful', email, mobile_number: '9877766655' });
    await subscribe(email, 'Kotlin');
    await subscribe(email, 'Rust');
    await subscribe(only, 'Haskell');
    const summary = async (query: string) => {
      const res = await t.app.inject({ url: api(`/personal-data/person?${query}`), headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await summary(`candidate_id=${c.id}`)).toMatchObject({ emails: [email], job_alerts: 2 });
    // an address that only asked for an alert: the alert (and its confirmation mail) is what is held
    expect(await summary(`email=${encodeURIComponent(only)}`)).toMatchObject({ candidates: [], job_alerts: 1 });
    const erased = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { email: only } });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await t.app.inject({ url: api(`/personal-data/person?email=${encodeURIComponent(only)}`), headers: admin.headers });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toMatchObject({ candidates: [], job_alerts: 0, mails: 0 });
    expect((await summary(`candidate_id=${c.id}`)).job_alerts).toBe(2);
  });

  it('erase (Admin): no row of any table holds their name, e-mail or phone, no file of theirs remains, referrals naming them are anonymised, the erasure is recorded', async () => {
    const name = 'Zenobia Erasewell';
    const email = 'zenobia.erasewell@mail.example';
    const phone = '9822233344';
    const a = await applyOk(t, jobA, { candidate_name: name, email, mobile_number: phone, remarks: 'Met at the fair' });
    // another e-mail, the same phone, and staff said 'Same person' (issue 41: a phone alone joins nobody)
    const linked = await apply(
      t,
      jobB,
      { candidate_name: name, email: 'zen.other@mail.example', mobile_number: `+91 ${phone}`, privacy_consent: undefined, same_person_as: a.id },
      hr.headers,
    );
    expect(linked.statusCode, linked.body).toBe(201);
    const b = linked.json().data as { id: number };
    await advance(t, hr.headers, a.id, ['screening', 'hr_interview']);
    const keeper = await applyOk(t, jobA, { candidate_name: 'Kept Person', email: 'kept.person@mail.example', mobile_number: '9700000003' });
    // a referral they made (the friend is mailed "Zenobia Erasewell referred you")
    expect((await refer(a.id, jobB, { name: 'Friend Of Zen', contact: '9700000004', email: 'friend.of.zen@mail.example' })).statusCode).toBe(201);
    // a referral naming them as the friend, made by someone who stays
    const about = await refer(keeper.id, jobB, { name, contact: phone, email });
    expect(about.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: api('/submit-feedback'),
      payload: { first_name: 'Zenobia', last_name: 'Erasewell', email, phone_number: phone, message: 'Nice site' },
    });
    const theirKeys = await storageKeysOf(t, [a.id, b.id]);
    const keptKeys = await storageKeysOf(t, [keeper.id]);
    expect(theirKeys).toHaveLength(2);
    const filesBefore = uploadedFileCount(t);

    expect(
      (await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: hr.headers, payload: { candidate_id: a.id } })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: a.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ files_removed: 2, referrals_anonymised: 1 });
    expect(res.json().data.rows_deleted).toBeGreaterThanOrEqual(8);

    const tables = await everyRowAsText(t, engine);
    for (const [table, text] of Object.entries(tables)) {
      for (const needle of [name, 'Zenobia', email, 'zen.other@mail.example', phone]) {
        expect(text.includes(needle), `${table} still holds ${needle}`).toBe(false);
      }
    }
    for (const key of theirKeys) expect(await t.app.ctx.files.exists(key)).toBe(false);
    for (const key of keptKeys) expect(await t.app.ctx.files.exists(key)).toBe(true);
    expect(uploadedFileCount(t)).toBe(filesBefore - 2);
    // the one who stays is untouched; the referral that named them is kept, without them
    expect((await t.app.inject({ url: api(`/candidates/${keeper.id}`), headers: hr.headers })).statusCode).toBe(200);
    const anonymised = await t.app.ctx.db.selectFrom('referrals').selectAll().where('id', '=', about.json().data.id).executeTakeFirstOrThrow();
    expect(anonymised).toMatchObject({ friend_name: '[removed]', friend_email: null, candidate_id: keeper.id });
    const record = await t.app.ctx.db.selectFrom('erasures').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ erased_by: admin.userId, reason: 'admin', files_removed: 2 });
    const overview = await t.app.inject({ url: api('/personal-data/overview'), headers: admin.headers });
    expect(overview.json().data.erasures[0]).toMatchObject({ id: record.id });
    // asked again: nothing is held any more
    expect((await t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { email } })).statusCode).toBe(
      404,
    );
  });

  it('the same erasure sent ten times at once erases once: one 200, the others 404, one record, counters right', async () => {
    const email = 'twice.erased@mail.example';
    const phone = '9844455566';
    const a = await applyOk(t, jobA, { candidate_name: 'Twice Erased', email, mobile_number: phone });
    const keeper = await applyOk(t, jobA, { candidate_name: 'Stays Here', email: 'stays.here@mail.example', mobile_number: '9700000013' });
    expect((await refer(keeper.id, jobB, { name: 'Twice Erased', contact: phone, email })).statusCode).toBe(201);
    const records = async () => (await t.app.ctx.db.selectFrom('erasures').select('id').execute()).length;
    const before = await records();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: api('/personal-data/erase'), headers: admin.headers, payload: { candidate_id: a.id } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(404)]);
    expect(answers.find((r) => r.statusCode === 200)!.json().data).toMatchObject({ referrals_anonymised: 1 });
    expect(await records()).toBe(before + 1);
    const fresh = await countFigures(t.app.ctx.db);
    const referrals = await t.app.inject({ url: api('/refer-a-friend?per_page=1'), headers: hr.headers });
    expect(referrals.json().with_email_count).toBe(fresh.referrals_with_email);
  });

  it('retention: candidates not hired are erased with their resumes once RETENTION_MONTHS pass without activity, unless hired or renewed; Admin sees what is due; each run is recorded', async () => {
    // a fresh start of the clock for this test's rows
    now = Date.parse('2030-01-10T09:00:00.000Z');
    admin = await signIn(t, 'Admin', admin.username);
    hr = await signIn(t, 'Hrteam', hr.username);
    const stale = await applyOk(t, jobA, { candidate_name: 'Stale Applicant', email: 'stale@mail.example', mobile_number: '9711111111' });
    const hired = await applyOk(t, jobA, { candidate_name: 'Hired Applicant', email: 'hired@mail.example', mobile_number: '9722222222' });
    await advance(t, hr.headers, hired.id, ALL_STAGES);
    const renewing = await applyOk(t, jobA, { candidate_name: 'Renewing Applicant', email: 'renewing@mail.example', mobile_number: '9733333333' });
    // entered by HR from a CV they were given: no consent of the candidate's own, so the period runs from the entry
    const staffRes = await apply(
      t,
      jobA,
      { candidate_name: 'Staff Added', email: 'staffadded@mail.example', mobile_number: '9744444444', privacy_consent: undefined },
      hr.headers,
    );
    expect(staffRes.statusCode).toBe(201);
    const staffAdded = staffRes.json().data as { id: number };
    // the stale candidate referred a friend by e-mail: the friend's mail names them
    expect((await refer(stale.id, jobA, { name: 'Stale Friend', contact: '9755555555', email: 'stale.friend@mail.example' })).statusCode).toBe(201);
    const oldKeys = await storageKeysOf(t, [stale.id, renewing.id, hired.id]);

    // 13 months on, the renewing candidate applies again (their consent is renewed on every row)
    now += 400 * DAY;
    await applyOk(t, jobB, { candidate_name: 'Renewing Applicant', email: 'renewing@mail.example', mobile_number: '9733333333' });
    const renewedRow = await t.app.ctx.db.selectFrom('candidates').select('consent_at').where('id', '=', renewing.id).executeTakeFirstOrThrow();
    expect(renewedRow.consent_at).toBe(new Date(now).toISOString());

    // 25 months after the first applications
    now = Date.parse('2032-02-11T09:00:00.000Z');
    admin = await signIn(t, 'Admin', admin.username);
    const overview = await t.app.inject({ url: api('/personal-data/overview'), headers: admin.headers });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data.retention_months).toBe(24);
    const dueIds = overview.json().data.due.map((c: { id: number }) => c.id);
    expect(dueIds).toContain(stale.id);
    expect(dueIds).toContain(staffAdded.id);
    expect(dueIds).not.toContain(hired.id);
    expect(dueIds).not.toContain(renewing.id);

    const run = await t.app.inject({ method: 'POST', url: api('/personal-data/retention/run'), headers: admin.headers });
    expect(run.statusCode).toBe(200);
    expect(run.json().data.candidates_erased).toBe(overview.json().data.due_total);
    expect(run.json().data.files_removed).toBe(run.json().data.candidates_erased);
    const left = (await t.app.ctx.db.selectFrom('candidates').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(stale.id);
    expect(left).toContain(hired.id);
    expect(left).toContain(renewing.id);
    const staleKey = oldKeys[0]!;
    expect(await t.app.ctx.files.exists(staleKey)).toBe(false);
    for (const key of oldKeys.slice(1)) expect(await t.app.ctx.files.exists(key)).toBe(true);
    const afterRun = JSON.stringify(await everyRowAsText(t, engine));
    for (const needle of ['stale@mail.example', 'Stale Applicant', '9711111111', 'Stale Friend']) expect(afterRun, needle).not.toContain(needle);
    const runs = await t.app.ctx.db.selectFrom('retention_runs').selectAll().orderBy('id', 'desc').execute();
    expect(runs[0]).toMatchObject({ ran_at: new Date(now).toISOString(), candidates_erased: run.json().data.candidates_erased });
    // nothing is due any more; a second run erases nothing and is recorded too
    const again = await t.app.inject({ method: 'POST', url: api('/personal-data/retention/run'), headers: admin.headers });
    expect(again.json().data.candidates_erased).toBe(0);
    expect((await t.app.inject({ url: api('/personal-data/overview'), headers: admin.headers })).json().data.due_total).toBe(0);
  });

  it('the retention job runs at start with the app clock and records its run', async () => {
    const runs = await t.app.ctx.db.selectFrom('retention_runs').selectAll().orderBy('id').execute();
    expect(runs[0]).toMatchObject({ ran_at: '2026-01-10T09:00:00.000Z', candidates_erased: 0 });
  });
});
