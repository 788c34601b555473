import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, ALL_STAGES, apply, applyOk, createJob, staffApp } from './fixtures.js';

/** 50 parallel requests aimed at each limit of api.md keep every rule, on both engines. */
describeEachEngine('concurrency at the limits', (engine) => {
  let t: TestApp, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, hr, bdm, clientId } = await staffApp(engine)));
  afterAll(() => t.close());

  it('50 parallel referrals of one friend to one job store exactly one', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const candidates = await Promise.all(Array.from({ length: 5 }, () => applyOk(t, job.job_id)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: api('/refer-a-friend'),
          payload: {
            candidate_id: candidates[i % 5]!.id,
            job_id: job.job_id,
            friend_name: 'Same Friend',
            friend_contact: '9000012345',
            privacy_consent: PRIVACY_NOTICE_VERSION,
          },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const rows = await t.app.ctx.db.selectFrom('referrals').select('id').where('job_id', '=', job.job_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('50 parallel distinct referrals by a candidate with 70 already made stop at exactly 100', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    const refer = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: api('/refer-a-friend'),
        payload: {
          candidate_id: c.id,
          job_id: job.job_id,
          friend_name: `Friend ${i}`,
          friend_contact: `97${String(i).padStart(8, '0')}`,
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
    for (let i = 0; i < 70; i++) expect((await refer(i)).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => refer(1000 + i)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(30);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
    const rows = await t.app.ctx.db.selectFrom('referrals').select('id').where('candidate_id', '=', c.id).execute();
    expect(rows).toHaveLength(100);
  });

  it('50 parallel applications with one e-mail to one job store exactly one', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const results = await Promise.all(Array.from({ length: 50 }, () => apply(t, job.job_id, { email: 'same.person@mail.example' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const rows = await t.app.ctx.db.selectFrom('candidates').select('id').where('job_id', '=', job.job_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('50 parallel offers for a 3-position job fill exactly 3 and close it once', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 3 });
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push((await applyOk(t, job.job_id)).id);
    for (const id of ids) await advance(t, hr.headers, id, ALL_STAGES.slice(0, 4));
    const results = await Promise.all(
      ids.map((id) =>
        t.app.inject({
          method: 'PUT',
          url: api(`/process-tracker/${id}/with-job-check`),
          headers: hr.headers,
          payload: { offer_letter: 'completed' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(47);
    expect(results.filter((r) => r.json().job_auto_closed === true)).toHaveLength(1);
    const filled = await t.app.ctx.db
      .selectFrom('process_trackers')
      .select('id')
      .where('job_id', '=', job.job_id)
      .where('offer_letter', '=', 'completed')
      .execute();
    expect(filled).toHaveLength(3);
    const closures = await t.app.ctx.db.selectFrom('job_closures').select('id').where('job_id', '=', job.job_id).execute();
    expect(closures).toHaveLength(1);
  }, 120_000);
});
