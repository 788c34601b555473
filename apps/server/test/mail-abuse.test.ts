import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { applyOk, createJob, insertClient } from './fixtures.js';

/**
 * Issue 41: the public forms must not let anyone make the company mail any address with their own
 * text in the subject, nor flood one address with referral mails.
 */
describeEachEngine('mail abuse through the public forms', (engine) => {
  let now = Date.parse('2026-11-26T09:00:00Z');
  let t: TestApp;
  let admin: Session;
  let clientId: number;
  const spam = 'Win ₹50,000 now at https://prize.example <b>';
  const mailsTo = (address: string, kind: string) =>
    t.app.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', address).where('kind', '=', kind).orderBy('id').execute();
  let contact = 9100000000;
  const refer = (referrer: { id: number }, jobId: number, friendEmail: string, friendName = 'Kavya') =>
    t.app.inject({
      method: 'POST',
      url: api('/refer-a-friend'),
      payload: {
        candidate_id: referrer.id,
        job_id: jobId,
        friend_name: friendName,
        friend_contact: String(contact++),
        friend_email: friendEmail,
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    admin = await signIn(t, 'Admin');
    clientId = (await insertClient(t)).id;
  });
  afterAll(async () => t.close());

  it('an application’s and a referral’s subjects are fixed texts; the names appear only in the body, escaped', async () => {
    const job = await createJob(t, admin.headers, clientId, { job_title: 'Data Analyst' });
    const applicant = await applyOk(t, job.job_id, { candidate_name: spam, email: 'victim-one@mail.example' });
    const [application] = await mailsTo(applicant.email, 'application_received');
    expect(application!.subject).toBe('We received your application for a job at Talentra Staffing Solutions');
    expect(application!.text_body).toContain(`Dear ${spam},`);
    expect(application!.html_body).toContain('Win ₹50,000 now at https://prize.example &lt;b&gt;');
    expect(application!.html_body).not.toContain('<b>');

    const referred = await refer(applicant, job.job_id, 'victim-two@mail.example', spam);
    expect(referred.statusCode, referred.body).toBe(201);
    const [referral] = await mailsTo('victim-two@mail.example', 'referral_received');
    expect(referral!.subject).toBe('You were referred for a job at Talentra Staffing Solutions');
    expect(referral!.text_body).toContain(`Dear ${spam},`);
    expect(referral!.html_body).not.toContain('<b>');
  });

  it('referrals sent at the same moment still mail one address at most 3 times', async () => {
    const job = await createJob(t, admin.headers, clientId, { job_title: 'Cloud Architect' });
    // six referrers, so that nothing but the mail rule orders their referrals
    const referrers = [];
    for (let i = 0; i < 6; i++) referrers.push(await applyOk(t, job.job_id, { candidate_name: `Noor Khan ${i}` }));
    const answers = await Promise.all(referrers.map((r) => refer(r, job.job_id, 'burst@mail.example')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(6).fill(201));
    expect(await mailsTo('burst@mail.example', 'referral_received')).toHaveLength(3);
  });

  it('at most 3 referral mails a day to one address; the referrals themselves still succeed', async () => {
    const job = await createJob(t, admin.headers, clientId, { job_title: 'Payroll Officer' });
    const referrer = await applyOk(t, job.job_id, { candidate_name: 'Arjun Menon' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await refer(referrer, job.job_id, i % 2 ? 'Flooded@Mail.example' : 'flooded@mail.example'));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await mailsTo('flooded@mail.example', 'referral_received')).toHaveLength(3);
    const rows = await t.app.ctx.db.selectFrom('referrals').select('id').where('friend_email', '=', 'flooded@mail.example').execute();
    expect(rows).toHaveLength(5);
    // another address is not affected
    expect((await refer(referrer, job.job_id, 'someone-else@mail.example')).statusCode).toBe(201);
    expect(await mailsTo('someone-else@mail.example', 'referral_received')).toHaveLength(1);
    // a day later the address may be mailed again
    now += 24 * 60 * 60 * 1000 + 1000;
    expect((await refer(referrer, job.job_id, 'flooded@mail.example')).statusCode).toBe(201);
    expect(await mailsTo('flooded@mail.example', 'referral_received')).toHaveLength(4);
  });
});
