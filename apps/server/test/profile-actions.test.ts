import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRACKER_ACTIONS, type ProfileApplication, type TrackerAction } from '@talentra/contract';
import { api, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, ALL_STAGES, applyOk, createJob, staffApp } from './fixtures.js';

/**
 * The profile's allowed actions (issue 43) are what the routes then accept: for each situation,
 * one copy of the application per action, each action tried on its own copy, 2xx exactly when listed.
 */
describeEachEngine('the profile offers what the routes accept (issue 43)', (engine) => {
  let t: TestApp, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, hr, bdm, clientId } = await staffApp(engine)));
  afterAll(() => t.close());

  const inFuture = () => new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  const interview = (candidateId: number) =>
    t.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: { candidate_id: candidateId, starts_at: inFuture(), duration_minutes: 45, interviewer: 'Meera Kapoor', location: 'Pune office' },
    });

  interface Situation {
    /** Stages completed before; null: no tracker at all. */
    stages: string[] | null;
    rejected?: boolean;
    closed?: boolean;
    withInterview?: boolean;
  }

  async function applicationIn(s: Situation) {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 5 });
    const c = await applyOk(t, job.job_id);
    if (s.stages) await advance(t, hr.headers, c.id, s.stages);
    if (s.rejected)
      await t.app.inject({
        method: 'PUT',
        url: api(`/process-tracker/${c.id}/with-job-check`),
        headers: hr.headers,
        payload: { rejected: 'rejected', reason: 'Not a fit' },
      });
    if (s.withInterview) expect((await interview(c.id)).statusCode).toBe(201);
    if (s.closed)
      await t.app.inject({ method: 'POST', url: api(`/job-closure/${job.job_id}/close`), headers: bdm.headers, payload: { reason: 'Cancelled' } });
    return c.id;
  }

  async function profileApplication(id: number): Promise<ProfileApplication> {
    const res = await t.app.inject({ url: api(`/candidates/${id}/profile`), headers: hr.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.applications.find((a: ProfileApplication) => a.id === id);
  }

  async function attempt(action: TrackerAction, id: number, nextStage: string | null) {
    // the screen starts a missing tracker before it acts, as the board does (a 409 means it exists)
    await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: id } });
    const tracker = (payload: object) =>
      t.app.inject({ method: 'PUT', url: api(`/process-tracker/${id}/with-job-check`), headers: hr.headers, payload });
    switch (action) {
      case 'complete_stage':
        return tracker({ [nextStage ?? 'offer_letter']: 'completed' });
      case 'reject':
        return tracker({ rejected: 'rejected', reason: 'Salary too high' });
      case 'undo_reject':
        return t.app.inject({ method: 'POST', url: api(`/process-tracker/${id}/undo-reject`), headers: hr.headers });
      case 'move_back':
        return t.app.inject({ method: 'POST', url: api(`/process-tracker/${id}/move-back`), headers: hr.headers, payload: { reason: 'Mistake' } });
      case 'schedule_interview':
        return interview(id);
    }
  }

  const situations: [string, Situation, TrackerAction[]][] = [
    ['a fresh application (no tracker)', { stages: null }, ['complete_stage', 'reject']],
    ['a started tracker', { stages: [] }, ['complete_stage', 'reject']],
    ['mid-pipeline at the HR interview', { stages: ['screening'] }, ['complete_stage', 'reject', 'move_back', 'schedule_interview']],
    ['at the HR interview with one booked', { stages: ['screening'], withInterview: true }, ['complete_stage', 'reject', 'move_back']],
    ['at the client CV review', { stages: ['screening', 'hr_interview'] }, ['complete_stage', 'reject', 'move_back']],
    ['joined', { stages: ALL_STAGES }, ['reject', 'move_back']],
    ['rejected', { stages: ['screening'], rejected: true }, ['undo_reject']],
    ['on a closed job', { stages: ['screening'], closed: true }, []],
  ];

  for (const [name, situation, expected] of situations)
    it(`${name}: offers ${expected.join(', ') || 'nothing'}, and each route agrees`, async () => {
      const ids: number[] = [];
      for (const _ of TRACKER_ACTIONS) ids.push(await applicationIn(situation));
      const first = await profileApplication(ids[0]!);
      expect(first.allowed_actions).toEqual(expected);
      expect(first.job_id).toBeGreaterThan(0);
      for (const [i, action] of TRACKER_ACTIONS.entries()) {
        const shown = await profileApplication(ids[i]!);
        expect(shown.allowed_actions).toEqual(expected);
        const res = await attempt(action, ids[i]!, shown.next_stage);
        expect([action, res.statusCode < 300], res.body).toEqual([action, expected.includes(action)]);
        if (!expected.includes(action)) expect(res.statusCode, res.body).toBe(409);
      }
    });

  it('names the stage "Complete" completes, none once joined', async () => {
    const mid = await profileApplication(await applicationIn({ stages: ['screening'] }));
    expect(mid).toMatchObject({ next_stage: 'hr_interview', next_stage_label: 'HR interview' });
    const joined = await profileApplication(await applicationIn({ stages: ALL_STAGES }));
    expect(joined).toMatchObject({ next_stage: null, next_stage_label: null });
  });
});
