import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, multipart, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applyOk, createJob, insertClient } from './fixtures.js';
import { ACCESS_TABLE } from './support/access-table.js';

// api.md "Wire conventions": "PUT accepts multipart as well as JSON; POST with ?_method=PUT is the
// same as PUT."
describeEachEngine('every PUT: multipart as well as JSON, and POST ?_method=PUT', (engine) => {
  let t: TestApp;
  let hr: Session;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    hr = await signIn(t, 'Hrteam');
    const bdm = await signIn(t, 'Bdm');
    jobId = (await createJob(t, bdm.headers, (await insertClient(t)).id)).job_id;
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'POST', url: string, body: Record<string, string>, as: 'json' | 'multipart') => {
    if (as === 'json') return t.app.inject({ method, url: api(url), headers: hr.headers, payload: body });
    const form = multipart(body);
    return t.app.inject({ method, url: api(url), headers: { ...hr.headers, ...form.headers }, payload: form.payload });
  };

  it("sets a candidate's status from a multipart body, and through POST ?_method=PUT", async () => {
    const c = await applyOk(t, jobId);
    const viaForm = await send('PUT', `/candidates/${c.id}`, { status: 'Selected' }, 'multipart');
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json().message).toBe('Candidate status set to Selected.');
    const viaPost = await send('POST', `/candidates/${c.id}?_method=PUT`, { status: 'Applied' }, 'json');
    expect(viaPost.statusCode, viaPost.body).toBe(200);
    expect(viaPost.json().message).toBe('Candidate status set to Applied.');
    const lowerCase = await send('POST', `/candidates/${c.id}?x=1&_method=put`, { status: 'Selected' }, 'multipart');
    expect(lowerCase.statusCode, lowerCase.body).toBe(200);
  });

  it('moves a hiring stage from a multipart body, and through POST ?_method=PUT', async () => {
    const c = await applyOk(t, jobId);
    expect(
      (await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: c.id } })).statusCode,
    ).toBe(201);
    const viaForm = await send('PUT', `/process-tracker/${c.id}/with-job-check`, { screening: 'completed' }, 'multipart');
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    const viaPost = await send('POST', `/process-tracker/${c.id}/with-job-check?_method=PUT`, { hr_interview: 'completed' }, 'multipart');
    expect(viaPost.statusCode, viaPost.body).toBe(200);
    expect(viaPost.json().data).toMatchObject({ screening: 'completed', hr_interview: 'completed' });
  });

  it('saves mail preferences sent as a form, booleans as "0" and "false"', async () => {
    const res = await send('POST', '/me/mail-preferences?_method=PUT', { task_assigned: '0', job_closed: 'false' }, 'multipart');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ task_assigned: false, job_closed: false });
  });

  it('a POST without ?_method=PUT is not a PUT (404), and nothing changes', async () => {
    const c = await applyOk(t, jobId);
    for (const url of [`/candidates/${c.id}`, `/candidates/${c.id}?_method=PATCH`, `/candidates/${c.id}?method=PUT`]) {
      const res = await send('POST', url, { status: 'Selected' }, 'json');
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
    }
    const row = await t.app.ctx.db.selectFrom('candidates').select('status').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('Applied');
  });

  describe('every PUT route of the API', () => {
    const puts = Object.keys(ACCESS_TABLE)
      .filter((k) => k.startsWith('PUT '))
      .map((k) => k.slice(4).replace(/:\w+/g, '1'));

    it('answers POST ?_method=PUT as it answers PUT (signed out: 401 on both)', async () => {
      expect(puts.length).toBeGreaterThanOrEqual(5);
      for (const path of puts) {
        const put = await t.app.inject({ method: 'PUT', url: api(path), payload: {} });
        const post = await t.app.inject({ method: 'POST', url: api(`${path}?_method=PUT`), payload: {} });
        expect([put.statusCode, post.statusCode], path).toEqual([401, 401]);
      }
    });
  });
});
