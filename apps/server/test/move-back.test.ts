import { afterAll, beforeAll, expect, it } from 'vitest';
import { MOVE_BACK_MSG } from '@talentra/contract';
import { api, rowCounts, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, staffApp } from './fixtures.js';

describeEachEngine('move back: the last completed stage taken back (issue 43)', (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, admin, hr, bdm, clientId } = await staffApp(engine)));
  afterAll(() => t.close());

  const moveBack = (candidateId: number, payload: object, who = hr) =>
    t.app.inject({ method: 'POST', url: api(`/process-tracker/${candidateId}/move-back`), headers: who.headers, payload });
  async function candidateWith(stages: string[], jobOverrides: Record<string, unknown> = {}) {
    const job = await createJob(t, bdm.headers, clientId, jobOverrides);
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, stages);
    return { id: c.id, jobId: job.job_id };
  }

  it('takes back the last completed stage only, with the reason on the timeline; again takes back the one before', async () => {
    const c = await candidateWith(['screening', 'hr_interview']);
    const res = await moveBack(c.id, { reason: 'Completed by mistake' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Moved back one stage.');
    expect(res.json().data).toMatchObject({ screening: 'completed', hr_interview: null, client_cv_review: null });
    const timeline = await t.app.inject({ url: api(`/candidates/${c.id}/timeline`), headers: hr.headers });
    const entry = timeline.json().data.find((e: { kind: string }) => e.kind === 'moved_back');
    expect(entry.detail).toMatchObject({ stage: 'hr_interview', reason: 'Completed by mistake' });
    expect(entry.actor.id).toBe(admin.userId);
    // the stage can be completed again, and the one before taken back
    expect((await moveBack(c.id, { reason: 'Screening redone' })).json().data).toMatchObject({ screening: null });
    const again = await moveBack(c.id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MOVE_BACK_MSG.nothingCompleted);
  });

  it('takes back an offer: the position it filled is free again', async () => {
    const c = await candidateWith(['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter'], { no_of_positions: 2 });
    const res = await moveBack(c.id, { reason: 'Offer declined before joining' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ client_interview: 'completed', offer_letter: null });
  });

  it('refuses without a reason (422), for a rejected candidate, when nothing is completed, on a closed job (409), and for Bdm (403), changing nothing', async () => {
    const completed = await candidateWith(['screening']);
    const rejected = await candidateWith(['screening']);
    await t.app.inject({
      method: 'PUT',
      url: api(`/process-tracker/${rejected.id}/with-job-check`),
      headers: hr.headers,
      payload: { rejected: 'rejected', reason: 'Not a fit' },
    });
    const fresh = await candidateWith([]);
    const closed = await candidateWith(['screening']);
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${closed.jobId}/close`), headers: bdm.headers, payload: { reason: 'Cancelled' } });
    const before = await rowCounts(t);

    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await moveBack(completed.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.reason).toBeDefined();
    }
    let res = await moveBack(rejected.id, { reason: 'Oops' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MOVE_BACK_MSG.rejected);
    res = await moveBack(fresh.id, { reason: 'Oops' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MOVE_BACK_MSG.nothingCompleted);
    res = await moveBack(closed.id, { reason: 'Oops' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/closed/);
    expect((await moveBack(completed.id, { reason: 'Oops' }, bdm)).statusCode).toBe(403);
    expect((await moveBack(999_999, { reason: 'Oops' })).statusCode).toBe(404);
    expect(await rowCounts(t)).toEqual(before);
    const tracker = (await t.app.inject({ url: api(`/process-tracker/${completed.id}`), headers: hr.headers })).json().data;
    expect(tracker.screening).toBe('completed');
  });
});
