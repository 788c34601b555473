import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, rowCounts, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applyOk, createJob, insertClient } from './fixtures.js';

describeEachEngine('refer a friend', (engine) => {
  let t: TestApp;
  let bdm: Session;
  let hr: Session;
  let jobId: number;
  let candidateId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [bdm, hr] = [await signIn(t, 'Bdm'), await signIn(t, 'Hrteam')];
    jobId = (await createJob(t, bdm.headers, (await insertClient(t, 'Initech')).id)).job_id;
    candidateId = (await applyOk(t, jobId, { candidate_name: 'Referring Candidate' })).id;
  });
  afterAll(() => t.close());

  const refer = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: api('/refer-a-friend'),
      payload: {
        candidate_id: candidateId,
        job_id: jobId,
        friend_name: 'Friend',
        friend_contact: '9000000000',
        friend_email: '',
        preferred_company: '',
        privacy_consent: PRIVACY_NOTICE_VERSION,
        ...payload,
      },
    });

  it('stores a referral (201) with empty optional fields as null', async () => {
    const res = await refer({ friend_name: 'Asha Friend', friend_contact: '+91 90000-11111' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      friend_name: 'Asha Friend',
      friend_contact: '919000011111',
      friend_email: null,
      preferred_company: null,
    });
    expect(res.json().message).toMatch(/Asha Friend referred successfully/);
  });

  it('refuses the same friend for the same job (409 "already referred"), even from another candidate', async () => {
    await refer({ friend_contact: '9111111111' });
    const other = await applyOk(t, jobId);
    const before = await rowCounts(t);
    const res = await refer({ candidate_id: other.id, friend_contact: '91111-11111' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already referred/);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('validates: unknown candidate and job are 422 with the spec messages; missing friend fields listed', async () => {
    const unknownCandidate = await refer({ candidate_id: 999999, friend_contact: '9222222222' });
    expect(unknownCandidate.statusCode).toBe(422);
    expect(unknownCandidate.json().errors.candidate_id).toEqual(['Please select a candidate from the dropdown']);
    expect((await refer({ job_id: 999999, friend_contact: '9222222222' })).statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: api('/refer-a-friend'), payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      candidate_id: ['Please select a candidate from the dropdown'],
      job_id: ['Job information is missing'],
      friend_name: ["Please enter your friend's name"],
      friend_contact: ["Please enter your friend's contact number"],
    });
  });

  it('20 concurrent referrals of the same friend to the same job store exactly one', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => refer({ friend_contact: '9333333333' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const rows = await t.app.ctx.db.selectFrom('referrals').select('id').where('friend_contact', '=', '9333333333').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the 101st referral by one candidate for one job (429), even when sent concurrently', async () => {
    const referrer = await applyOk(t, jobId);
    const send = (i: number) => refer({ candidate_id: referrer.id, friend_contact: `95${String(i).padStart(8, '0')}` });
    const first = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i)));
    expect(first.every((r) => r.statusCode === 201)).toBe(true);
    const rest = await Promise.all(Array.from({ length: 50 }, (_, i) => send(100 + i)));
    expect(rest.filter((r) => r.statusCode === 201)).toHaveLength(40);
    const refused = rest.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json().message).toBe('You have reached the maximum limit of 100 referrals for this job');
    const stored = await t.app.ctx.db.selectFrom('referrals').select('id').where('candidate_id', '=', referrer.id).execute();
    expect(stored).toHaveLength(100);
  });

  it('GET /refer-a-friend is joined on the server, for Admin and Hrteam only', async () => {
    expect((await t.app.inject({ url: api('/refer-a-friend') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: api('/refer-a-friend'), headers: bdm.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ url: api('/refer-a-friend?per_page=5'), headers: hr.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(5);
    expect(res.json().data[0]).toMatchObject({ job_title: expect.any(String), client_name: 'Initech', candidate_name: expect.any(String) });
    expect(res.json().meta.total).toBeGreaterThan(100);
    expect(typeof res.json().with_email_count).toBe('number');
  });
  it("a deleted or closed job's candidates leave the public search, and a referral naming them is a 422 on candidate_id", async () => {
    const admin = await signIn(t, 'Admin');
    const clientId = (await insertClient(t)).id;
    for (const [how, end] of [
      ['deleted', (id: number) => t.app.inject({ method: 'DELETE', url: api(`/recruitments/${id}`), headers: admin.headers })],
      [
        'closed',
        (id: number) => t.app.inject({ method: 'POST', url: api(`/job-closure/${id}/close`), headers: admin.headers, payload: { reason: 'Filled' } }),
      ],
    ] as const) {
      const gone = (await createJob(t, bdm.headers, clientId)).job_id;
      const person = await applyOk(t, gone, { candidate_name: `Vanishing Varsha ${how}`, email: `varsha.${how}@mail.example` });
      const search = () => t.app.inject({ url: api(`/candidates/search?name=${encodeURIComponent(`Vanishing Varsha ${how}`)}`) });
      expect((await search()).json().data.map((c: { id: number }) => c.id)).toEqual([person.id]);
      expect((await end(gone)).statusCode).toBe(200);
      expect((await search()).json().data, how).toEqual([]);
      const res = await refer({ candidate_id: person.id, friend_contact: `98${String(person.id).padStart(8, '0')}` });
      expect(res.statusCode, `${how} ${res.body}`).toBe(422);
      expect(res.json().errors.candidate_id).toEqual(['Please select a candidate from the dropdown']);
    }
  });

  it('needs the referrer to confirm the friend agreed (the current notice version), and records it with the referral', async () => {
    const before = await rowCounts(t);
    const missing = await refer({ friend_contact: '9333333333', privacy_consent: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.privacy_consent).toEqual(['Please confirm that your friend agreed to be contacted.']);
    expect(await rowCounts(t)).toEqual(before);
    const ok = await refer({ friend_contact: '9333333334' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).not.toHaveProperty('removal_token_hash');
    const row = await t.app.ctx.db.selectFrom('referrals').selectAll().where('id', '=', ok.json().data.id).executeTakeFirstOrThrow();
    expect(row.consent_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.consent_at).toBeTruthy();
    expect(row.removal_token_hash).toBeNull(); // no e-mail, no mail, no link
  });

  it("a deleted job's referrals leave the list, its total and with_email_count (rows kept); restoring the job brings them back", async () => {
    const admin = await signIn(t, 'Admin');
    const gone = (await createJob(t, bdm.headers, (await insertClient(t)).id)).job_id;
    const referrer = await applyOk(t, gone, { candidate_name: 'Referrer Of A Deleted Job' });
    const sent: number[] = [];
    for (const [friend_contact, friend_email] of [
      ['9700000001', 'kiran.friend@mail.example'],
      ['9700000002', ''],
    ]) {
      const res = await refer({ candidate_id: referrer.id, job_id: gone, friend_contact, friend_email });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json().data.id);
    }
    const list = async () => {
      const res = await t.app.inject({ url: api('/refer-a-friend?per_page=100'), headers: hr.headers });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { ids: body.data.map((r: { id: number }) => r.id) as number[], total: body.meta.total as number, withEmail: body.with_email_count };
    };
    // a fresh count of the referrals of jobs not deleted, and of those with an e-mail
    const live = async () => {
      const r = await t.app.ctx.db
        .selectFrom('referrals')
        .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
        .where('jobs.deleted_at', 'is', null)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('referrals.friend_email').as('e')])
        .executeTakeFirstOrThrow();
      return { total: Number(r.n), withEmail: Number(r.e) };
    };
    const before = await list(); // read first: the cached answer must go with the delete
    expect(before.ids.slice(0, 2)).toEqual([...sent].reverse());
    expect(before).toMatchObject(await live());

    const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${gone}`), headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    const deleted = await list();
    expect(deleted.ids.filter((id) => sent.includes(id))).toEqual([]);
    expect(deleted.ids).toHaveLength(Math.min(100, deleted.total)); // the page is still full: the others move up
    expect({ total: deleted.total, withEmail: deleted.withEmail }).toEqual({ total: before.total - 2, withEmail: before.withEmail - 1 });
    expect(deleted).toMatchObject(await live());
    const kept = await t.app.ctx.db.selectFrom('referrals').select('id').where('job_id', '=', gone).execute();
    expect(kept.map((r) => r.id).sort((a, b) => a - b)).toEqual(sent); // soft delete: the rows stay

    const restore = await t.app.inject({ method: 'POST', url: api(`/recruitments/${gone}/restore`), headers: admin.headers });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await list()).toEqual(before);
  });

  it('the removal endpoint refuses a malformed or unknown token and deletes nothing', async () => {
    const before = await rowCounts(t);
    expect((await t.app.inject({ method: 'POST', url: api('/refer-a-friend/remove'), payload: { token: 'x' } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: api('/refer-a-friend/remove'), payload: { token: 'a'.repeat(64) } })).statusCode).toBe(404);
    expect(await rowCounts(t)).toEqual(before);
  });
});
