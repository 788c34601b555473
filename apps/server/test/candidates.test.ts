import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MAX_FILE_BYTES, PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { samplePdf, samplePng } from '../src/files/sample-documents.js';
import { api, createTestApp, multipart, rowCounts, uploadedFileCount, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applicationFields, apply, applyOk, createJob, insertClient, staffApp } from './fixtures.js';
import { listTuning } from '../src/modules/candidates/candidates.repository.js';
import { compoundFile, wordStreams } from './compound-file.js';

describeEachEngine('candidates', (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session, clientId: number;
  let jobId: number;
  beforeAll(async () => {
    ({ t, admin, hr, bdm, clientId } = await staffApp(engine));
    jobId = (await createJob(t, bdm.headers, clientId)).job_id;
  });
  afterAll(() => t.close());

  const refusedAndNothingStored = async (
    send: () => Promise<{ statusCode: number; json: () => { errors?: Record<string, string[]>; message: string } }>,
    status: number,
  ) => {
    const before = { rows: await rowCounts(t), files: uploadedFileCount(t) };
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBeTruthy();
    expect({ rows: await rowCounts(t), files: uploadedFileCount(t) }).toEqual(before);
    return res.json();
  };

  it('stores an application with a PDF resume (201) that Hrteam can download and others cannot', async () => {
    const res = await apply(t, jobId);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Candidate submitted successfully!');
    const id = res.json().data.id;
    const resume = await t.app.inject({ url: api(`/candidates/${id}/resume`), headers: hr.headers });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ url: api(`/candidates/${id}/resume`) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: api(`/candidates/${id}/resume`), headers: bdm.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: api(`/candidates/${id}/resume`), headers: admin.headers })).statusCode).toBe(200);
  });

  it('refuses a second application with the same e-mail for the same job (409)', async () => {
    const first = await applyOk(t, jobId);
    const json = await refusedAndNothingStored(() => apply(t, jobId, { email: first.email.toUpperCase() }), 409);
    expect(json.message).toBe('You have already applied for this job.');
  });

  it('refuses a missing resume with the spec message and stores nothing', async () => {
    const body = multipart(applicationFields(jobId));
    const json = await refusedAndNothingStored(
      () => t.app.inject({ method: 'POST', url: api('/candidates'), payload: body.payload, headers: body.headers }),
      422,
    );
    expect(json.errors!.resume).toEqual(['Resume file is required.']);
  });

  it('refuses a resume of 2,097,153 bytes (413) and stores nothing', async () => {
    const big = Buffer.concat([samplePdf('big'), Buffer.alloc(MAX_FILE_BYTES + 1 - samplePdf('big').length, 0x20)]);
    expect(big.length).toBe(2_097_153);
    const body = multipart(applicationFields(jobId), { resume: { name: 'cv.pdf', bytes: big, type: 'application/pdf' } });
    const json = await refusedAndNothingStored(
      () => t.app.inject({ method: 'POST', url: api('/candidates'), payload: body.payload, headers: body.headers }),
      413,
    );
    expect(json.errors!.resume).toEqual(['Resume must be under 2MB.']);
  });

  it('refuses an executable renamed .pdf and a PNG as resume (415)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(300)]);
    for (const bytes of [exe, samplePng(), Buffer.from('<html><script>alert(1)</script></html>')]) {
      const body = multipart(applicationFields(jobId), { resume: { name: 'cv.pdf', bytes, type: 'application/pdf' } });
      await refusedAndNothingStored(
        () => t.app.inject({ method: 'POST', url: api('/candidates'), payload: body.payload, headers: body.headers }),
        415,
      );
    }
  });

  // api.md "Files": every OLE compound file starts with the same 8 bytes; only Word's has a WordDocument stream
  const applyWith = (name: string, bytes: Buffer) => {
    const body = multipart(applicationFields(jobId), { resume: { name, bytes, type: 'application/msword' } });
    return t.app.inject({ method: 'POST', url: api('/candidates'), payload: body.payload, headers: body.headers });
  };

  it('stores a Word 97–2003 .doc resume (512- and 4096-byte sectors) and serves it back as application/msword', async () => {
    for (const doc of [compoundFile(wordStreams()), compoundFile(wordStreams(), { sectorShift: 12 })]) {
      const res = await applyWith('cv.doc', doc);
      expect(res.statusCode, res.body).toBe(201);
      const resume = await t.app.inject({ url: api(`/candidates/${res.json().data.id}/resume`), headers: hr.headers });
      expect(resume.headers['content-type']).toBe('application/msword');
      expect(resume.rawPayload.equals(doc)).toBe(true);
    }
  });

  it('refuses a compound file that is no Word document (415): a bare header, a workbook, an installer, a nested or unreachable WordDocument', async () => {
    const doc = () => compoundFile(wordStreams());
    const headerOnly = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const workbook = compoundFile([{ name: 'Workbook' }, { name: '\u0005SummaryInformation' }]);
    const installer = compoundFile([{ name: '\u4840\u3f3f\u4577\u446c' }, { name: '\u0005SummaryInformation' }]);
    // an e-mail (.msg) carrying a .doc attachment holds WordDocument only inside a storage
    const mail = compoundFile([{ name: '__substg1.0_0037001F' }, { name: '__attach_version1.0_#00000000', children: wordStreams() }]);
    // sector 0 is the FAT; the directory starts at sector 1 (compound-file.ts)
    const truncated = doc().subarray(0, 1024);
    const cyclic = doc();
    cyclic.writeUInt32LE(1, 512 + 4); // the directory sector is followed by itself
    const outside = doc();
    outside.writeUInt32LE(0x7fffffff, 0x30); // the first directory sector lies past the end
    const badShift = doc();
    badShift.writeUInt16LE(10, 0x1e);
    const hidden = doc();
    hidden.writeUInt32LE(0xffffffff, 512 * 2 + 0x4c); // the root lists no children: WordDocument is unreachable
    for (const bytes of [headerOnly, workbook, installer, mail, truncated, cyclic, outside, badShift, hidden]) {
      const json = await refusedAndNothingStored(() => applyWith('cv.doc', bytes), 415);
      expect(json.message).toBe('Unsupported file type. Please upload a PDF, DOC or DOCX file.');
    }
  });

  it('validates the fields: bad e-mail, short phone, unknown job', async () => {
    const json = await refusedAndNothingStored(() => apply(t, jobId, { email: 'not-an-email', mobile_number: '12345', candidate_name: '' }), 422);
    expect(json.errors!.email).toEqual(['Please enter a valid email']);
    expect(json.errors!.mobile_number).toBeDefined();
    expect(json.errors!.candidate_name).toEqual(['This field is required']);
    const unknown = await refusedAndNothingStored(() => apply(t, 999999), 422);
    expect(unknown.errors!.job_id).toBeDefined();
  });

  it('refuses an application to a closed job (409) and, for the public, to a paused one', async () => {
    const closed = await createJob(t, bdm.headers, (await insertClient(t)).id);
    await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${closed.job_id}/close`),
      headers: bdm.headers,
      payload: { reason: 'Filled offline' },
    });
    const json = await refusedAndNothingStored(() => apply(t, closed.job_id), 409);
    expect(json.message).toBe('This job is no longer accepting applications.');
    await refusedAndNothingStored(() => apply(t, closed.job_id, {}, hr.headers), 409);
    const paused = await createJob(t, bdm.headers, (await insertClient(t)).id, { status: 'paused' });
    await refusedAndNothingStored(() => apply(t, paused.job_id), 409);
    expect((await apply(t, paused.job_id, {}, hr.headers)).statusCode).toBe(201);
  });

  it('keeps preferred company only when has_preferred_company is yes', async () => {
    const no = await apply(t, jobId, { has_preferred_company: 'no', preferred_company: 'Zoho' });
    expect(no.json().data.preferred_company).toBeNull();
    const yes = await apply(t, jobId, { has_preferred_company: 'yes', preferred_company: 'Zoho' });
    expect(yes.json().data.preferred_company).toBe('Zoho');
  });

  it('the candidate list is staff only (anonymous 401) and filters by job and text', async () => {
    expect((await t.app.inject({ url: api('/candidates') })).statusCode).toBe(401);
    const c = await applyOk(t, jobId, { candidate_name: 'Zebulon Quartz' });
    const res = await t.app.inject({ url: api(`/candidates?q=zebulon&job_id=${jobId}`), headers: hr.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect(res.json().meta.total).toBe(1);
  });

  it('counts a job list and the whole list; a search says whether more follow; pages are the same whichever plan serves them', async () => {
    const word = `capq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 4; i++) made.push((await applyOk(t, jobId, { candidate_name: `Capped ${word} ${i}` })).id);
    const list = async (query: string) => {
      const res = await t.app.inject({ url: api(`/candidates?${query}`), headers: hr.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number }[]; meta: { total: number }; total_capped: boolean };
    };
    const pages = async () =>
      [await list(`q=${word}&per_page=3&page=1`), await list(`q=${word}&per_page=3&page=2`)].map((r) => r.data.map((x) => x.id));
    const newestFirst = [...made].reverse();
    expect(await pages()).toEqual([newestFirst.slice(0, 3), newestFirst.slice(3)]);
    Object.assign(listTuning, { walk: 0 });
    try {
      expect(await pages()).toEqual([newestFirst.slice(0, 3), newestFirst.slice(3)]); // driven by the index
    } finally {
      Object.assign(listTuning, { walk: 1000 });
    }
    // not counted: the total reaches one past the page while more follow
    const first = await list(`q=${word}&per_page=3&page=1`);
    expect([first.meta.total, first.total_capped]).toEqual([4, true]);
    const last = await list(`q=${word}&per_page=3&page=2`);
    expect([last.meta.total, last.total_capped]).toEqual([4, false]);
    const ofJob = await list(`q=${word}&job_id=${jobId}&per_page=3`);
    expect([ofJob.meta.total, ofJob.total_capped]).toEqual([4, false]);
    const all = await list('per_page=1');
    expect(all.total_capped).toBe(false);
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
  });

  it("the text search's walk finds any part of the name, the e-mail in any case or the phone, never across two of them", async () => {
    const tag = `wk${Date.now().toString(36)}`;
    const made = [
      await applyOk(t, jobId, { candidate_name: `Xenia ${tag}`, email: `First.${tag.toUpperCase()}@Mail.Example`, mobile_number: '9876501234' }),
      await applyOk(t, jobId, { candidate_name: `Yusuf ${tag}`, email: `first-b.${tag}@mail.example`, mobile_number: '9876501235' }),
    ].map((c) => c.id);
    // per_page=1: the walk holds a full page (two matches), so it answers without the index
    const ids = async (q: string) => {
      const res = await t.app.inject({ url: api(`/candidates?q=${encodeURIComponent(q)}&per_page=1`), headers: hr.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((x: { id: number }) => x.id);
    };
    expect(await ids(tag)).toEqual([made[1]]); // newest first
    expect(await ids(`FIRST.${tag}@mail`)).toEqual([made[0]]); // the e-mail, stored with capitals
    expect(await ids('98765012')).toEqual([made[1]]);
    // each name ends where its e-mail starts: a text spanning both matches neither
    expect(await ids(`${tag}\u0001first`)).toEqual([]);
    expect(await ids(`${tag}first`)).toEqual([]);
  });

  it('public name search (issue 18): at least 3 characters, at most 5 matches, only id, name and a masked e-mail', async () => {
    for (let i = 0; i < 7; i++) await applyOk(t, jobId, { candidate_name: `Searchable Person ${i}`, email: `searchable${i}@mail.example` });
    expect((await t.app.inject({ url: api('/candidates/search?name=s') })).statusCode).toBe(422);
    const short = await t.app.inject({ url: api('/candidates/search?name=se') });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.name).toEqual(['Type at least 3 characters']);
    const res = await t.app.inject({ url: api('/candidates/search?name=SEARCHABLE') });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['candidate_name', 'email', 'id']);
      expect(r.email).toMatch(/^se•••@mail\.example$/);
    }
    // nothing of a closed job's candidates
    const closedJob = (await createJob(t, bdm.headers, (await insertClient(t)).id)).job_id;
    await applyOk(t, closedJob, { candidate_name: 'Quillon Closedjob' });
    expect((await t.app.inject({ url: api('/candidates/search?name=quillon') })).json().data).toHaveLength(1);
    const closed = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${closedJob}/close`),
      headers: bdm.headers,
      payload: { candidate_ids: [], reason: 'Client paused hiring' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/candidates/search?name=quillon') })).json().data).toEqual([]);
  });

  it('public name search: limited per address per hour as well as per minute (429)', async () => {
    const limited = await createTestApp(engine, { env: { SEARCH_LIMIT_PER_HOUR: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.app.inject({ url: api(`/candidates/search?name=abc${i}`) })).statusCode).toBe(200);
      const over = await limited.app.inject({ url: api('/candidates/search?name=abcd') });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(60);
      // another address still gets answers
      expect((await limited.app.inject({ url: api('/candidates/search?name=abcd'), remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("Bdm sees candidates without phone, e-mail, CTCs, remarks or resume, in the list and the dashboard details; not one candidate's record", async () => {
    const c = await applyOk(t, jobId, {
      candidate_name: 'Bdmview Person',
      current_ctc: '9 LPA',
      expected_ctc: '12 LPA',
      remarks: 'Prefers mornings',
    });
    const HIDDEN = ['email', 'mobile_number', 'current_ctc', 'expected_ctc', 'remarks', 'resume'];
    const list = await t.app.inject({ url: api(`/candidates?q=bdmview`), headers: bdm.headers });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data;
    expect(row.candidate_name).toBe('Bdmview Person');
    for (const key of HIDDEN) expect(row).not.toHaveProperty(key);
    // one candidate's record stays Admin's and Hrteam's (api.md); Bdm's details are the dashboard's
    const detail = await t.app.inject({ url: api(`/candidates/${c.id}`), headers: bdm.headers });
    expect(detail.statusCode).toBe(403);
    expect(detail.body).not.toContain(c.email);
    const stats = await t.app.inject({ url: api('/stats/details?kind=candidates&per_page=100'), headers: bdm.headers });
    expect(stats.statusCode).toBe(200);
    expect(stats.body).not.toContain(c.email);
    expect(stats.body).not.toContain('9876543210');
    // Hrteam and Admin still see all of it
    for (const who of [hr, admin]) {
      const full = await t.app.inject({ url: api(`/candidates/${c.id}`), headers: who.headers });
      expect(full.json().data).toMatchObject({
        email: c.email,
        mobile_number: '9876543210',
        current_ctc: '9 LPA',
        expected_ctc: '12 LPA',
        remarks: 'Prefers mornings',
      });
      const listed = await t.app.inject({ url: api(`/candidates?q=bdmview`), headers: who.headers });
      expect(listed.json().data[0].email).toBe(c.email);
    }
  });

  it("Bdm's search matches only what Bdm may read (the name): never the e-mail or phone it cannot see, whichever plan serves it", async () => {
    const tag = `bo${Date.now().toString(36)}`;
    const c = await applyOk(t, jobId, { candidate_name: `Oracle ${tag}`, email: `hidden.${tag}@secret.example`, mobile_number: '9912345678' });
    const ids = async (who: typeof bdm, query: string) => {
      const res = await t.app.inject({ url: api(`/candidates?${query}`), headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((x: { id: number }) => x.id) as number[];
    };
    const probes = [`q=${encodeURIComponent(`hidden.${tag}`)}`, 'q=secret.example', 'q=99123456', 'q=12345678', 'q=991'];
    for (const walk of [1000, 0]) {
      Object.assign(listTuning, { walk }); // the walk, then the index
      try {
        for (const probe of probes) {
          expect(await ids(bdm, probe), `${probe} walk=${walk}`).not.toContain(c.id);
          expect(await ids(bdm, `${probe}&job_id=${jobId}`), `${probe} of the job`).not.toContain(c.id);
          expect(await ids(hr, probe), `${probe} for Hrteam`).toContain(c.id);
        }
        expect(await ids(bdm, `q=oracle%20${tag}`)).toEqual([c.id]);
        expect(await ids(bdm, `q=${tag}&job_id=${jobId}`)).toEqual([c.id]);
      } finally {
        Object.assign(listTuning, { walk: 1000 });
      }
    }
    // the workspace search (people, CSV, duplicate check) is not Bdm's at all
    for (const url of ['/candidates/people?q=9912345678', '/candidates/people/export?q=9912345678', '/candidates/duplicates?phone=9912345678']) {
      expect((await t.app.inject({ url: api(url), headers: bdm.headers })).statusCode).toBe(403);
    }
  });

  it('records the consent with the candidate: a public application needs the current notice version, staff entries are marked staff', async () => {
    const missing = await apply(t, jobId, { privacy_consent: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.privacy_consent).toEqual(['Please confirm that you have read the privacy notice.']);
    const outdated = await apply(t, jobId, { privacy_consent: '2020-01-01' });
    expect(outdated.statusCode).toBe(422);
    expect(outdated.json().errors.privacy_consent).toEqual(['The privacy notice has changed. Please reload the page and read it again.']);
    const own = await applyOk(t, jobId, { candidate_name: 'Consenting Person' });
    const row = await t.app.ctx.db.selectFrom('candidates').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consent_source: 'application', consent_version: PRIVACY_NOTICE_VERSION });
    expect(Date.now() - Date.parse(row.consent_at!)).toBeLessThan(60_000);
    const staffEntry = await apply(t, jobId, { privacy_consent: undefined }, hr.headers);
    expect(staffEntry.statusCode).toBe(201);
    expect(staffEntry.json().data).toMatchObject({ consent_source: 'staff', consent_version: PRIVACY_NOTICE_VERSION, consent_at: null });
  });

  it('text search is a literal, case-insensitive substring of name, e-mail or phone, and follows edits', async () => {
    const own = await createJob(t, bdm.headers, (await insertClient(t)).id);
    const a = await applyOk(t, own.job_id, {
      candidate_name: 'Ophelia "Q" Marlowe (100%)',
      email: 'oph_100@mail.example',
      mobile_number: '9123498765',
    });
    const b = await applyOk(t, own.job_id, { candidate_name: 'Ophelix Marlowe', email: 'ophx@mail.example', mobile_number: '9000012345' });
    const ids = async (q: string) =>
      (await t.app.inject({ url: api(`/candidates?per_page=100&job_id=${own.job_id}&q=${encodeURIComponent(q)}`), headers: hr.headers }))
        .json()
        .data.map((x: { id: number }) => x.id)
        .sort();
    expect(await ids('MARLOWE')).toEqual([a.id, b.id].sort());
    expect(await ids('ophelia')).toEqual([a.id]);
    expect(await ids('"q"')).toEqual([a.id]); // a quote is text, not search syntax
    expect(await ids('_100')).toEqual([a.id]); // % and _ are literal
    expect(await ids('(100%)')).toEqual([a.id]);
    expect(await ids('1%0')).toEqual([]);
    expect(await ids('h_1')).toEqual([a.id]);
    expect(await ids('x_1')).toEqual([]);
    expect(await ids('98765')).toEqual([a.id]);
    expect(await ids('elix')).toEqual([b.id]);
    expect(await ids('ph')).toEqual([a.id, b.id].sort()); // shorter than the index's three characters
    expect(await ids('OR marlowe')).toEqual([]);
    // the index follows a change of the row (e.g. a data fix) and a deletion
    await t.app.ctx.db
      .updateTable('candidates')
      .set({ candidate_name: 'Ophelia Brandt', name_lower: 'ophelia brandt' })
      .where('id', '=', a.id)
      .execute();
    t.app.dropCachedReads();
    expect(await ids('marlowe')).toEqual([b.id]);
    expect(await ids('brandt')).toEqual([a.id]);
    const named = await t.app.inject({ url: api('/candidates/search?name=brandt') });
    expect(named.json().data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    await t.app.ctx.db.deleteFrom('candidates').where('id', '=', b.id).execute();
    t.app.dropCachedReads();
    expect(await ids('elix')).toEqual([]);
  });

  /** PostgreSQL's plan for a name search once the table holds 20,000 rows (rolled back afterwards). */
  const planOnManyRows = async () => {
    let plan: string[] = [];
    await t.app.ctx.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into candidates (job_id, candidate_name, name_lower, email, mobile_number, current_location, status, created_at, updated_at)
          select ${jobId}, 'Person ' || g, 'person ' || g, 'p' || g || '@mail.example', '90000' || g, 'Pune', 'Applied', '2026-01-01', '2026-01-01'
          from generate_series(1, 20000) g`.execute(trx);
        await sql`analyze candidates`.execute(trx);
        const r = await sql<{ 'QUERY PLAN': string }>`explain select id from candidates
          where lower(name_lower) like ${'%marlowe%'} escape '\\'`.execute(trx);
        plan = r.rows.map((x) => x['QUERY PLAN']);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    return plan;
  };

  it('a search of three characters or more is served by the trigram index, not a scan of candidates', async () => {
    const plan =
      engine === 'sqlite'
        ? (
            await sql<{ detail: string }>`explain query plan select id from candidates
              where id in (select rowid from candidates_search where candidates_search match ${'name_lower : "mar"'})`.execute(t.app.ctx.db)
          ).rows.map((r) => r.detail)
        : await planOnManyRows();
    const text = plan.join('\n');
    if (engine === 'sqlite') expect(text).toMatch(/candidates_search VIRTUAL TABLE INDEX/);
    else expect(text).toMatch(/candidates_name_lower_trgm/);
  });

  it('PUT /candidates/:id sets status Applied or Selected only (Admin, Hrteam)', async () => {
    const c = await applyOk(t, jobId);
    expect(
      (await t.app.inject({ method: 'PUT', url: api(`/candidates/${c.id}`), headers: hr.headers, payload: { status: 'Selected' } })).json().data
        .status,
    ).toBe('Selected');
    expect(
      (await t.app.inject({ method: 'PUT', url: api(`/candidates/${c.id}`), headers: hr.headers, payload: { status: 'Hired' } })).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'PUT', url: api(`/candidates/${c.id}`), headers: bdm.headers, payload: { status: 'Selected' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: api('/candidates/999999'), headers: hr.headers, payload: { status: 'Selected' } })).statusCode,
    ).toBe(404);
  });
});
