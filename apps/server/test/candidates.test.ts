import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@talentra/contract';
import { samplePdf, samplePng } from '../src/files/sample-documents.js';
import { api, createTestApp, multipart, rowCounts, signIn, uploadedFileCount, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { apply, applicationFields, applyOk, createJob, insertClient } from './fixtures.js';

describeEachEngine('candidates', (engine) => {
  let t: TestApp;
  let bdm: Awaited<ReturnType<typeof signIn>>;
  let hr: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let jobId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [bdm, hr, admin] = [await signIn(t, 'Bdm'), await signIn(t, 'Hrteam'), await signIn(t, 'Admin')];
    jobId = (await createJob(t, bdm.headers, (await insertClient(t)).id)).job_id;
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

  it('public name search: at least 2 characters, at most 10 matches, only the five fields with a masked e-mail', async () => {
    for (let i = 0; i < 12; i++) await applyOk(t, jobId, { candidate_name: `Searchable Person ${i}`, email: `searchable${i}@mail.example` });
    expect((await t.app.inject({ url: api('/candidates/search?name=s') })).statusCode).toBe(422);
    const res = await t.app.inject({ url: api('/candidates/search?name=SEARCHABLE') });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['candidate_name', 'current_location', 'email', 'id', 'job_id']);
      expect(r.email).toMatch(/^se•••@mail\.example$/);
    }
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
