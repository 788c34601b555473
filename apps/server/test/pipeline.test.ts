import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PIPELINE_COLUMNS, PIPELINE_MAX_CARDS } from '@talentra/contract';
import { boardLimits } from '../src/modules/pipeline/pipeline.service.js';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

interface Card {
  candidate_id: number;
  candidate_name: string;
  email?: string;
  column: string;
  entered_at: string;
  rejected: boolean;
  rejection_reason?: string | null;
  has_tracker: boolean;
  next_interview: { id: number; stage: string; starts_at: string } | null;
}
interface Column {
  key: string;
  label: string;
  count: number;
  rejected: number;
  cards: Card[];
}

describeEachEngine('GET /recruitments/{id}/pipeline', (engine) => {
  let now = Date.parse('2026-03-02T06:00:00.000Z');
  const at = (hours: number) => new Date(Date.parse('2026-03-02T06:00:00.000Z') + hours * 3_600_000).toISOString();
  let t: TestApp;
  let hr: Session;
  let admin: Session;
  let bdm: Session;
  let jobId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    [hr, admin, bdm] = [
      await signIn(t, 'Hrteam', 'hr@pipeline.example'),
      await signIn(t, 'Admin', 'a@pipeline.example'),
      await signIn(t, 'Bdm', 'b@pipeline.example'),
    ];
    const clientId = (await insertClient(t)).id;
    jobId = (await createJob(t, bdm.headers, clientId, { no_of_positions: 5 })).job_id;
    ids.applied = (await applyOk(t, jobId, { candidate_name: 'Aarav Applied' })).id; // no tracker
    ids.selected = (await applyOk(t, jobId, { candidate_name: 'Diya Selected' })).id;
    await advance(t, hr.headers, ids.selected, []);
    now = Date.parse(at(2));
    ids.hr = (await applyOk(t, jobId, { candidate_name: 'Ishaan Hr' })).id;
    await advance(t, hr.headers, ids.hr, ['screening']); // entered HR interview at +2 h
    ids.offer = (await applyOk(t, jobId, { candidate_name: 'Kiara Offer' })).id;
    await advance(t, hr.headers, ids.offer, ['screening', 'hr_interview', 'client_cv_review', 'client_interview']);
    ids.joined = (await applyOk(t, jobId, { candidate_name: 'Rohan Joined' })).id;
    await advance(t, hr.headers, ids.joined, ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter']);
    ids.rejected = (await applyOk(t, jobId, { candidate_name: 'Saanvi Rejected' })).id;
    await advance(t, hr.headers, ids.rejected, ['screening', 'hr_interview', 'client_cv_review']);
    await t.app.inject({
      method: 'PUT',
      url: api(`/process-tracker/${ids.rejected}/with-job-check`),
      headers: hr.headers,
      payload: { rejected: 'rejected', reason: 'Salary expectations too high' },
    });
    now = Date.parse(at(50));
  });
  beforeEach(async () => {
    [hr, admin, bdm] = [
      await signIn(t, 'Hrteam', 'hr@pipeline.example'),
      await signIn(t, 'Admin', 'a@pipeline.example'),
      await signIn(t, 'Bdm', 'b@pipeline.example'),
    ];
  });
  afterAll(() => t.close());

  const board = async (who: Session, id = jobId) => {
    const res = await t.app.inject({ url: api(`/recruitments/${id}/pipeline`), headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { job: { job_id: number; closed: boolean }; columns: Column[]; total: number; truncated: boolean };
  };
  const names = (c: Column | undefined) => c?.cards.map((card) => card.candidate_name);
  const column = (b: { columns: Column[] }, key: string) => b.columns.find((c) => c.key === key);

  it('has one column per hiring stage in api.md order, then joined, each with its heading and count', async () => {
    const b = await board(hr);
    expect(b.columns.map((c) => c.key)).toEqual([...PIPELINE_COLUMNS]);
    expect(b.columns.map((c) => c.label)).toEqual([
      'Screening',
      'Hr Interview',
      'Client Cv Review',
      'Client Interview',
      'Offer Letter',
      'Candidate Joined',
    ]);
    expect(b.columns.map((c) => c.count)).toEqual([2, 1, 0, 1, 1, 1]);
    expect(names(column(b, 'screening'))).toEqual(['Aarav Applied', 'Diya Selected']);
    expect(names(column(b, 'hr_interview'))).toEqual(['Ishaan Hr']);
    expect(names(column(b, 'client_interview'))).toEqual(['Saanvi Rejected']);
    expect(column(b, 'client_interview')!.rejected).toBe(1);
    expect(names(column(b, 'offer_letter'))).toEqual(['Kiara Offer']);
    expect(names(column(b, 'joined'))).toEqual(['Rohan Joined']);
    expect(b.total).toBe(6);
    expect(b.truncated).toBe(false);
    expect(b.job).toMatchObject({ job_id: jobId, closed: false });
  });

  it('counts every candidate of the job in its column, also past the cards a long board shows', async () => {
    boardLimits.maxCards = 2;
    try {
      const b = await board(hr);
      expect(b.columns.flatMap((c) => c.cards)).toHaveLength(2);
      expect(b.columns.map((c) => c.count)).toEqual([2, 1, 0, 1, 1, 1]);
      expect(column(b, 'client_interview')!.rejected).toBe(1);
      expect(b.total).toBe(6);
      expect(b.truncated).toBe(true);
    } finally {
      boardLimits.maxCards = PIPELINE_MAX_CARDS;
    }
  });

  it('gives the time each card entered its stage: the application, or the completion of the stage before', async () => {
    const b = await board(hr);
    const card = (key: string, name: string) => column(b, key)!.cards.find((c) => c.candidate_name === name)!;
    expect(card('screening', 'Aarav Applied')).toMatchObject({ entered_at: at(0), has_tracker: false, rejected: false });
    expect(card('screening', 'Diya Selected')).toMatchObject({ entered_at: at(0), has_tracker: true });
    expect(card('hr_interview', 'Ishaan Hr').entered_at).toBe(at(2));
    // moving the card through the tracker endpoint: a new stage entered now
    const moved = await t.app.inject({
      method: 'PUT',
      url: api(`/process-tracker/${ids.hr}/with-job-check`),
      headers: hr.headers,
      payload: { hr_interview: 'completed' },
    });
    expect(moved.statusCode).toBe(200);
    const after = await board(hr);
    expect(column(after, 'client_cv_review')!.cards).toMatchObject([{ candidate_name: 'Ishaan Hr', entered_at: at(50) }]);
    expect(column(after, 'hr_interview')!.count).toBe(0);
  });

  it('a tracker made later (to reject, or to select) does not restart the clock: the candidate has stood in screening since applying', async () => {
    const otherJob = (await createJob(t, bdm.headers, (await insertClient(t)).id)).job_id;
    const applied = now;
    const late = (await applyOk(t, otherJob, { candidate_name: 'Late Tracker' })).id;
    now += 3 * 3_600_000; // within the sessions' 8 h idle limit
    try {
      expect(
        (await t.app.inject({ method: 'POST', url: api('/process-tracker'), headers: hr.headers, payload: { candidate_id: late } })).statusCode,
      ).toBe(201);
      const rejected = await t.app.inject({
        method: 'PUT',
        url: api(`/process-tracker/${late}/with-job-check`),
        headers: hr.headers,
        payload: { rejected: 'rejected', reason: 'Not a fit' },
      });
      expect(rejected.statusCode).toBe(200);
      const card = column(await board(hr, otherJob), 'screening')!.cards.find((c) => c.candidate_name === 'Late Tracker')!;
      expect(card).toMatchObject({ entered_at: new Date(applied).toISOString(), rejected: true, has_tracker: true });
    } finally {
      now = applied;
    }
  });

  it('shows Admin and Hrteam the e-mail and rejection reason; Bdm only names', async () => {
    for (const who of [admin, hr]) {
      const rejected = column(await board(who), 'client_interview')!.cards[0]!;
      expect(rejected).toMatchObject({ rejected: true, rejection_reason: 'Salary expectations too high', email: expect.stringContaining('@') });
    }
    const b = await board(bdm);
    for (const card of b.columns.flatMap((c) => c.cards)) {
      expect(card).not.toHaveProperty('email');
      expect(card).not.toHaveProperty('rejection_reason');
      expect(JSON.stringify(card)).not.toMatch(/@|9876543210/);
    }
    expect(names(column(b, 'client_interview'))).toEqual(['Saanvi Rejected']);
  });

  it("puts a card's next scheduled interview on it", async () => {
    const c = (await applyOk(t, jobId, { candidate_name: 'Vivaan Interview' })).id;
    await advance(t, hr.headers, c, ['screening']);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: { candidate_id: c, starts_at: at(60), duration_minutes: 30, interviewer: 'Meera', location: 'Pune office' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = column(await board(hr), 'hr_interview')!.cards.find((x) => x.candidate_id === c)!;
    expect(card.next_interview).toEqual({ id: res.json().data.id, stage: 'hr_interview', starts_at: at(60) });
  });

  it('undoing a rejection puts the card back as it was; writes stay Admin and Hrteam only', async () => {
    const undo = await t.app.inject({ method: 'POST', url: api(`/process-tracker/${ids.rejected}/undo-reject`), headers: hr.headers });
    expect(undo.statusCode).toBe(200);
    expect(column(await board(admin), 'client_interview')!.cards[0]).toMatchObject({ candidate_name: 'Saanvi Rejected', rejected: false });
    const move = await t.app.inject({
      method: 'PUT',
      url: api(`/process-tracker/${ids.rejected}/with-job-check`),
      headers: bdm.headers,
      payload: { client_interview: 'completed' },
    });
    expect(move.statusCode).toBe(403);
  });

  it('answers 404 for a job that does not exist or is deleted, and 401 without a session', async () => {
    expect((await t.app.inject({ url: api('/recruitments/999999/pipeline'), headers: hr.headers })).statusCode).toBe(404);
    const clientId = (await insertClient(t)).id;
    const gone = (await createJob(t, bdm.headers, clientId)).job_id;
    await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${gone}`), headers: admin.headers });
    expect((await t.app.inject({ url: api(`/recruitments/${gone}/pipeline`), headers: hr.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: api(`/recruitments/${jobId}/pipeline`) })).statusCode).toBe(401);
  });
});
