import { afterAll, beforeAll, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { api, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, staffApp } from './fixtures.js';

describeEachEngine("the interviewer's feedback shown on the board and in the personal-data export (issue 43)", (engine) => {
  // Wednesday 4 March 2026, 08:00 UTC; moved past the interview to record feedback
  let now = Date.parse('2026-03-04T08:00:00.000Z');
  let t: TestApp, admin: Session, hr: Session, bdm: Session, clientId: number;
  let jobId: number;
  let candidateId: number;
  let otherId: number;
  beforeAll(async () => {
    ({ t, admin, hr, bdm, clientId } = await staffApp(engine, { clock: () => new Date(now) }));
    jobId = (await createJob(t, bdm.headers, clientId)).job_id;
    candidateId = (await applyOk(t, jobId, { candidate_name: 'Farah Feedback', email: 'farah.feedback@mail.example' })).id;
    otherId = (await applyOk(t, jobId)).id;
    await advance(t, hr.headers, candidateId, ['screening']);
    await advance(t, hr.headers, otherId, ['screening']);
    const book = await t.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: {
        candidate_id: candidateId,
        starts_at: '2026-03-04T10:00:00.000Z',
        duration_minutes: 30,
        interviewer: 'Meera Kapoor',
        location: 'Pune',
      },
    });
    expect(book.statusCode, book.body).toBe(201);
    now = Date.parse('2026-03-04T11:00:00.000Z');
    const fb = await t.app.inject({
      method: 'POST',
      url: api(`/interviews/${book.json().data.id}/feedback`),
      headers: hr.headers,
      payload: { rating: 4, notes: 'Clear on accounts payable.' },
    });
    expect(fb.statusCode, fb.body).toBe(201);
  });
  afterAll(() => t.close());

  const cardsOf = async (who: Session) => {
    const res = await t.app.inject({ url: api(`/recruitments/${jobId}/pipeline`), headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.columns as { cards: { candidate_id: number; feedback_rating?: number | null }[] }[]).flatMap((c) => c.cards);
  };

  it('a board card carries the latest rating for Admin and Hrteam (null without feedback), never for Bdm', async () => {
    for (const who of [hr, admin]) {
      const cards = await cardsOf(who);
      expect(cards.find((c) => c.candidate_id === candidateId)!.feedback_rating).toBe(4);
      expect(cards.find((c) => c.candidate_id === otherId)!.feedback_rating).toBeNull();
    }
    for (const c of await cardsOf(bdm)) expect(c).not.toHaveProperty('feedback_rating');
  });

  it('the personal-data export holds the rating and notes with the interview', async () => {
    const res = await t.app.inject({ url: api(`/personal-data/export?candidate_id=${candidateId}`), headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['personal-data.json']!));
    const [application] = doc['Applications'];
    expect(application.Interviews).toEqual([
      expect.objectContaining({
        Interviewer: 'Meera Kapoor',
        "Interviewer's feedback": { 'Rating (1–5)': 4, Notes: 'Clear on accounts payable.', 'Recorded at': '2026-03-04T11:00:00.000Z' },
      }),
    ]);
  });
});
