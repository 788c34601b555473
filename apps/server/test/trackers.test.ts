import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '@talentra/contract';
import { api, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, ALL_STAGES, applyOk, createJob, staffApp } from './fixtures.js';

describeEachEngine('process tracker', (engine) => {
  let t: TestApp, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, hr, bdm, clientId } = await staffApp(engine)));
  afterAll(() => t.close());

  const put = (candidateId: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: api(`/process-tracker/${candidateId}/with-job-check`), headers: hr.headers, payload });
  const stages = async (candidateId: number) =>
    (await t.app.inject({ url: api(`/process-tracker/${candidateId}`), headers: hr.headers })).json().data;

  it('GET answers 404 before a tracker exists; POST creates it (201) and a second POST is 409', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    expect((await t.app.inject({ url: api(`/process-tracker/${c.id}`), headers: hr.headers })).statusCode).toBe(404);
    const created = await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: c.id } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ candidate_id: c.id, screening: null, offer_letter: null, rejected: null });
    expect(
      (await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: c.id } })).statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: 999999 } })).statusCode,
    ).toBe(422);
  });

  it('GET puts the six stage fields at the top level too, beside data, so a client reading either place works', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: c.id } });
    await advance(t, hr.headers, c.id, ['screening']);
    const body = (await t.app.inject({ url: api(`/process-tracker/${c.id}`), headers: hr.headers })).json();
    for (const stage of ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter', 'rejected']) {
      expect(body, stage).toHaveProperty(stage);
      expect(body[stage], stage).toBe(body.data[stage]);
    }
    expect(body.screening).toBe('completed');
    expect(body.success).toBe(true);
  });

  it('refuses a stage out of order, a stage twice, and two keys at once (409/422), changing nothing', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, []);
    const outOfOrder = await put(c.id, { client_cv_review: 'completed' });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().message).toMatch(/before/);
    expect((await put(c.id, { screening: 'completed' })).statusCode).toBe(200);
    const twice = await put(c.id, { screening: 'completed' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already completed/);
    expect((await put(c.id, { hr_interview: 'completed', screening: 'completed' })).statusCode).toBe(422);
    expect((await put(c.id, { hr_interview: 'done' })).statusCode).toBe(422);
    expect(await stages(c.id)).toMatchObject({ screening: 'completed', hr_interview: null, client_cv_review: null });
  });

  it('refuses any stage after rejection, and a second rejection', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ['screening']);
    expect((await put(c.id, { rejected: 'rejected', reason: 'Not a fit' })).statusCode).toBe(200);
    const after = await put(c.id, { hr_interview: 'completed' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/rejected/);
    expect((await put(c.id, { rejected: 'rejected', reason: 'Not a fit' })).statusCode).toBe(409);
    expect(await stages(c.id)).toMatchObject({ hr_interview: null, rejected: 'rejected' });
  });

  it('refuses every stage on a closed job', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ['screening']);
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${job.job_id}/close`), headers: bdm.headers, payload: { reason: 'Cancelled' } });
    for (const payload of [{ hr_interview: 'completed' }, { rejected: 'rejected', reason: 'Not a fit' }]) {
      const res = await put(c.id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/closed/);
    }
    expect(await stages(c.id)).toMatchObject({ screening: 'completed', hr_interview: null, rejected: null });
  });

  it('a candidate who has joined can be rejected while the job is open (api.md): the position is free again', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 2 });
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ALL_STAGES);
    const read = async () => (await t.app.inject({ url: api(`/recruitments/${job.job_id}`), headers: hr.headers })).json().data;
    expect((await read()).filled_positions).toBe(1);
    const res = await put(c.id, { rejected: 'rejected', reason: 'Did not join after all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ offer_letter: 'completed', rejected: 'rejected' });
    expect(await read()).toMatchObject({ filled_positions: 0, status: 'open' });
    // undone, the offer counts again
    expect((await t.app.inject({ method: 'POST', url: api(`/process-tracker/${c.id}/undo-reject`), headers: hr.headers })).statusCode).toBe(200);
    expect((await read()).filled_positions).toBe(1);
  });

  it('a rejection needs a reason, which is stored and shown; Hrteam or Admin can undo it while the job is open', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ['screening']);
    for (const payload of [{ rejected: 'rejected' }, { rejected: 'rejected', reason: '   ' }]) {
      const res = await put(c.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toEqual([MSG.rejectionReasonRequired]);
    }
    expect((await put(c.id, { rejected: 'rejected', reason: 'Salary expectations too high' })).statusCode).toBe(200);
    expect(await stages(c.id)).toMatchObject({ rejected: 'rejected', rejection_reason: 'Salary expectations too high' });
    const undo = (headers = hr.headers) => t.app.inject({ method: 'POST', url: api(`/process-tracker/${c.id}/undo-reject`), headers });
    expect((await undo(bdm.headers)).statusCode).toBe(403);
    const undone = await undo();
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ screening: 'completed', rejected: null, rejection_reason: null });
    expect((await undo()).statusCode).toBe(409); // not rejected any more
    expect((await put(c.id, { hr_interview: 'completed' })).statusCode).toBe(200); // back in the process
    // not on a closed job
    expect((await put(c.id, { rejected: 'rejected', reason: 'No show' })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${job.job_id}/close`), headers: bdm.headers, payload: { reason: 'Cancelled' } });
    const closed = await undo();
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/closed/);
  });

  it('Bdm and anonymous callers cannot use the tracker (403/401)', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    expect((await t.app.inject({ url: api(`/process-tracker/${c.id}`), headers: bdm.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: bdm.headers, payload: { candidate_id: c.id } })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: api(`/process-tracker/${c.id}/with-job-check`),
          headers: bdm.headers,
          payload: { screening: 'completed' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: api(`/process-tracker/${c.id}`) })).statusCode).toBe(401);
  });

  it("a deleted job's tracker reads 404 as an unknown candidate's does and takes no change; restoring the job brings it back", async () => {
    const admin = await signIn(t, 'Admin');
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ['screening']);
    const read = (candidateId: number) => t.app.inject({ url: api(`/process-tracker/${candidateId}`), headers: hr.headers });
    const unknown = await read(999999);
    expect(unknown.statusCode).toBe(404);
    const row = () => t.app.ctx.db.selectFrom('process_trackers').selectAll().where('candidate_id', '=', c.id).executeTakeFirstOrThrow();
    const stored = await row();

    const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${job.job_id}`), headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    for (const who of [hr, admin]) {
      const gone = await t.app.inject({ url: api(`/process-tracker/${c.id}`), headers: who.headers });
      expect(gone.statusCode, gone.body).toBe(404);
      expect(gone.json()).toEqual(unknown.json());
      // as the candidate's own reads answer
      expect((await t.app.inject({ url: api(`/candidates/${c.id}`), headers: who.headers })).statusCode).toBe(404);
    }
    // no change on a deleted job's tracker: a stage, a rejection, an undo, a second tracker
    for (const res of [
      await put(c.id, { hr_interview: 'completed' }),
      await put(c.id, { rejected: 'rejected', reason: 'Not a fit' }),
      await t.app.inject({ method: 'POST', url: api(`/process-tracker/${c.id}/undo-reject`), headers: hr.headers }),
      await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: c.id } }),
    ]) {
      expect([404, 422], res.body).toContain(res.statusCode);
    }
    expect(await row()).toEqual(stored); // soft delete: the row stays, untouched

    const restore = await t.app.inject({ method: 'POST', url: api(`/recruitments/${job.job_id}/restore`), headers: admin.headers });
    expect(restore.statusCode, restore.body).toBe(200);
    const back = await read(c.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ candidate_id: c.id, screening: 'completed', hr_interview: null, rejected: null });
    expect((await put(c.id, { hr_interview: 'completed' })).statusCode).toBe(200);
  });

  it('concurrent completions of the same stage: exactly one succeeds', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, []);
    const results = await Promise.all(Array.from({ length: 10 }, () => put(c.id, { screening: 'completed' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
