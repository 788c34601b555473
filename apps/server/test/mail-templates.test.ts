import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAIL_TEMPLATE_KEYS, MAIL_TEMPLATE_MSG } from '@talentra/contract';
import { api, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, staffApp } from './fixtures.js';
import { DEFAULT_TEMPLATE_BODIES } from '../src/mail/templates.js';

describeEachEngine('editable candidate mails and the optional rejection mail (issue 43)', (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, admin, hr, bdm, clientId } = await staffApp(engine)));
  afterAll(() => t.close());

  const save = (key: string, body: string, who = admin) =>
    t.app.inject({ method: 'PUT', url: api('/mail-templates'), headers: who.headers, payload: { key, body } });
  const reset = (key: string) => t.app.inject({ method: 'POST', url: api('/mail-templates/reset'), headers: admin.headers, payload: { key } });
  /** The mails queued to this address, newest first, with their bodies. */
  async function mailsTo(address: string) {
    const rows = await t.app.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', address.toLowerCase()).orderBy('id', 'desc').execute();
    return rows;
  }
  async function candidate(stages: string[], name?: string) {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id, name ? { candidate_name: name } : {});
    await advance(t, hr.headers, c.id, stages);
    return c;
  }
  const reject = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/process-tracker/${id}/with-job-check`),
      headers: hr.headers,
      payload: { rejected: 'rejected', reason: 'Not a fit', ...payload },
    });

  it('lists the four templates with their defaults, placeholders and fixed subjects, for Admin only', async () => {
    const res = await t.app.inject({ url: api('/mail-templates'), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { key: string; body: string; default_body: string; customised: boolean; placeholders: { name: string }[] }[];
    expect(list.map((l) => l.key)).toEqual([...MAIL_TEMPLATE_KEYS]);
    for (const l of list) {
      expect(l.body).toBe(l.default_body);
      expect(l.customised).toBe(false);
      expect(l.placeholders.map((p) => p.name)).toContain('candidate_name');
    }
    expect((await t.app.inject({ url: api('/mail-templates'), headers: hr.headers })).statusCode).toBe(403);
    expect((await save('stage_changed', 'Hi {{candidate_name}}', hr)).statusCode).toBe(403);
  });

  it('refuses an unknown placeholder or an open brace on save and on preview, naming it and the ones allowed', async () => {
    const res = await save('candidate_rejected', 'Dear {{candidate_name}}, about {{interview_time}} and {{salary}}');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body[0]).toBe(
      'Unknown placeholders {{interview_time}}, {{salary}}. This template can use: {{candidate_name}}, {{job_title}}, {{company}}.',
    );
    const open = await save('candidate_rejected', 'Dear {{candidate_name}, hello');
    expect(open.statusCode).toBe(422);
    expect(open.json().errors.body[0]).toBe('A placeholder is not closed: write it as {{name}}.');
    const preview = await t.app.inject({
      method: 'POST',
      url: api('/mail-templates/preview'),
      headers: admin.headers,
      payload: { key: 'stage_changed', body: '{{nope}}' },
    });
    expect(preview.statusCode).toBe(422);
    expect((await save('nope', 'Hello')).json().errors.key[0]).toBe(MAIL_TEMPLATE_MSG.unknownKey);
    expect((await save('stage_changed', '   ')).json().errors.body[0]).toBe(MAIL_TEMPLATE_MSG.bodyRequired);
  });

  it('previews with sample values: plain text as written, the HTML escaped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/mail-templates/preview'),
      headers: admin.headers,
      payload: { key: 'stage_changed', body: 'Hello {{candidate_name}} <b>,\n\nYou reach {{stage}} for {{job_title}} at {{company}}.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { subject, text, html } = res.json().data;
    expect(subject).toBe('Next step: an HR interview (Senior Accountant)');
    expect(text).toContain('Hello Asha Verma <b>,\n\nYou reach HR interview for Senior Accountant at Talentra Staffing Solutions.');
    expect(html).toContain('<p>Hello Asha Verma &lt;b&gt;,</p>');
  });

  it('a saved text is used for the next stage-change mail, with the values escaped in the HTML; a reset brings the default back', async () => {
    const saved = await save('stage_changed', 'Hello {{candidate_name}},\n\n{{stage}} next for {{job_title}}.\n\n{{stage_message}}');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(MAIL_TEMPLATE_MSG.saved);
    expect(saved.json().data).toMatchObject({ customised: true });
    const c = await candidate(['screening'], '<script>alert(1)</script>');
    const [mail] = await mailsTo(c.email);
    expect(mail!.kind).toBe('stage_changed');
    expect(mail!.text_body).toContain('Hello <script>alert(1)</script>,\n\nHR interview next for');
    expect(mail!.html_body).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
    expect(mail!.html_body).not.toContain('<script>');

    const back = await reset('stage_changed');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ customised: false, body: DEFAULT_TEMPLATE_BODIES.stage_changed });
    const d = await candidate(['screening']);
    const [again] = await mailsTo(d.email);
    expect(again!.text_body).toContain('About your application for');
    expect(again!.text_body).not.toContain('next for');
  });

  it('the application acknowledgement follows its saved text', async () => {
    expect((await save('application_received', 'Dear {{candidate_name}},\n\nThanks for {{job_title}}.')).statusCode).toBe(200);
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    const [mail] = await mailsTo(c.email);
    expect(mail!.kind).toBe('application_received');
    expect(mail!.text_body).toContain('Thanks for ');
    // the privacy notice link is written by the code, not the template
    expect(mail!.text_body).toContain('Our privacy notice:');
    await reset('application_received');
  });

  it('a rejection mails the candidate only when asked, in the same change; the reason is never in it', async () => {
    const quiet = await candidate(['screening']);
    const before = (await mailsTo(quiet.email)).length;
    expect((await reject(quiet.id, {})).statusCode).toBe(200);
    expect(await mailsTo(quiet.email)).toHaveLength(before);

    const told = await candidate(['screening']);
    const res = await reject(told.id, { notify_candidate: 'true', reason: 'Salary too high for client' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(told.email);
    expect(mail!.kind).toBe('candidate_rejected');
    expect(mail!.text_body).toContain('not to take your application for this position further');
    expect(mail!.text_body).not.toContain('Salary too high');

    // a refused rejection (already rejected) queues nothing
    const count = (await mailsTo(told.email)).length;
    expect((await reject(told.id, { notify_candidate: true })).statusCode).toBe(409);
    expect(await mailsTo(told.email)).toHaveLength(count);
  });

  it('the candidate’s interview invitation follows its saved text; the interviewer’s mail keeps its own', async () => {
    expect(
      (await save('interview_invitation', 'Dear {{candidate_name}},\n\nSee you {{interview_time}} with {{interviewer}} for {{job}}.')).statusCode,
    ).toBe(200);
    const c = await candidate(['screening']);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: {
        candidate_id: c.id,
        starts_at: new Date(t.app.ctx.clock().getTime() + 3 * 86_400_000).toISOString(),
        duration_minutes: 30,
        interviewer: 'Meera Kapoor',
        interviewer_email: 'meera@talentra.example',
        location: 'Pune office',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(c.email);
    expect(mail!.kind).toBe('interview_invitation');
    expect(mail!.text_body).toMatch(/See you .+ with Meera Kapoor for .+\./);
    expect(mail!.attachments).toContain('.ics');
    const [staff] = await mailsTo('meera@talentra.example');
    expect(staff!.text_body).toContain('with you as the interviewer');
    await reset('interview_invitation');
  });
});
