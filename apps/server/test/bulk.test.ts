import { afterAll, beforeAll, expect, it } from 'vitest';
import { BULK_MAX, BULK_MSG, TRACKER_MSG } from '@talentra/contract';
import { api, rowCounts, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, reject, staffApp } from './fixtures.js';

interface Row {
  id: number;
  candidate_id: number | null;
  candidate_name: string;
  ok: boolean;
  message: string;
}

describeEachEngine('bulk work on the candidate search (issue 43)', (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, admin, hr, bdm, clientId } = await staffApp(engine)));
  afterAll(() => t.close());

  const bulk = (payload: object, who = hr) => t.app.inject({ method: 'POST', url: api('/candidates/bulk'), headers: who.headers, payload });
  const timeline = async (id: number) =>
    (await t.app.inject({ url: api(`/candidates/${id}/timeline`), headers: admin.headers })).json().data as {
      kind: string;
      actor: { id: number } | null;
      detail: Record<string, unknown>;
    }[];
  const tracker = async (id: number) => (await t.app.inject({ url: api(`/process-tracker/${id}`), headers: hr.headers })).json().data;

  it('completes the next stage row by row: a refused row answers with its reason and undoes nothing; one timeline entry per row done', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const fresh = await applyOk(t, job.job_id, { candidate_name: 'Fresh One' }); // no tracker yet: screening
    const screened = await applyOk(t, job.job_id, { candidate_name: 'Screened Two' });
    await advance(t, hr.headers, screened.id, ['screening']);
    const rejected = await applyOk(t, job.job_id, { candidate_name: 'Rejected Three' });
    await reject(t, hr.headers, rejected.id);

    const res = await bulk({ action: 'complete_stage', ids: [fresh.id, screened.id, rejected.id, 999_999], filters: { job_id: job.job_id } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 moved, 2 refused');
    expect(body.data).toMatchObject({ done: 2, refused: 2 });
    const rows = body.data.rows as Row[];
    expect(rows.map((r) => [r.id, r.ok])).toEqual([
      [fresh.id, true],
      [screened.id, true],
      [rejected.id, false],
      [999_999, false],
    ]);
    expect(rows[0]!.message).toMatch(/^Screening completed/);
    expect(rows[1]!.message).toMatch(/^HR interview completed/);
    expect(rows[2]!.message).toBe(TRACKER_MSG.rejectedNoStage);
    expect(rows[3]!.message).toBe(BULK_MSG.notFound);

    expect(await tracker(fresh.id)).toMatchObject({ screening: 'completed', hr_interview: null });
    expect(await tracker(screened.id)).toMatchObject({ screening: 'completed', hr_interview: 'completed' });
    expect(await tracker(rejected.id)).toMatchObject({ screening: null, rejected: 'rejected' });
    // the audit: one stage entry for each row done, by the caller; none for the refused row
    for (const id of [fresh.id, screened.id]) {
      const stages = (await timeline(id)).filter((e) => e.kind === 'stage');
      expect(stages.at(0)!.actor!.id).toBe(hr.userId);
    }
    expect((await timeline(fresh.id)).filter((e) => e.kind === 'stage')).toHaveLength(1);
    expect((await timeline(rejected.id)).filter((e) => e.kind === 'stage')).toHaveLength(0);
  });

  it('rejects all matching the filters with the reason; the already rejected are refused; each rejection on its timeline', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await applyOk(t, job.job_id)).id);
    await reject(t, hr.headers, ids[2]!, 'Earlier');
    const res = await bulk({ action: 'reject', all: true, reason: 'Position filled internally', filters: { job_id: job.job_id } }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 rejected, 1 refused');
    const rows = res.json().data.rows as Row[];
    expect(rows.find((r) => r.id === ids[2])).toMatchObject({ ok: false, message: TRACKER_MSG.alreadyRejected });
    for (const id of ids.slice(0, 2)) {
      expect(await tracker(id)).toMatchObject({ rejected: 'rejected', rejection_reason: 'Position filled internally' });
      const entries = (await timeline(id)).filter((e) => e.kind === 'rejected');
      expect(entries).toHaveLength(1);
      expect(entries[0]!.actor!.id).toBe(admin.userId);
      expect(entries[0]!.detail.reason).toBe('Position filled internally');
    }
    expect((await tracker(ids[2]!)).rejection_reason).toBe('Earlier');
  });

  it('acts on the application the filters choose: a person with two applications and no job filter is refused', async () => {
    const jobA = await createJob(t, bdm.headers, clientId);
    const jobB = await createJob(t, bdm.headers, clientId);
    const first = await applyOk(t, jobA.job_id);
    const second = await applyOk(t, jobB.job_id, { email: first.email });
    let res = await bulk({ action: 'complete_stage', ids: [first.id] });
    expect(res.json().data.rows[0]).toMatchObject({ ok: false, message: BULK_MSG.severalApplications(2) });
    res = await bulk({ action: 'complete_stage', ids: [first.id], filters: { job_id: jobB.job_id } });
    expect(res.json().data.rows[0]).toMatchObject({ ok: true, candidate_id: second.id });
    expect(await tracker(second.id)).toMatchObject({ screening: 'completed' });
    expect((await t.app.inject({ url: api(`/process-tracker/${first.id}`), headers: hr.headers })).statusCode).toBe(404);
  });

  it('e-mails the stage news to those at a mailed stage, refusing the others; one "mailed" entry each', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const atHr = await applyOk(t, job.job_id);
    await advance(t, hr.headers, atHr.id, ['screening']);
    const atScreening = await applyOk(t, job.job_id);
    const before = await rowCounts(t);
    const res = await bulk({ action: 'email', template: 'stage_changed', ids: [atHr.id, atScreening.id], filters: { job_id: job.job_id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('1 e-mailed, 1 refused');
    expect(res.json().data.rows[1].message).toBe(BULK_MSG.noStageMail('Screening'));
    expect((await rowCounts(t)).outbox).toBe(before.outbox! + 1);
    const outbox = (await t.app.inject({ url: api('/outbox?per_page=100'), headers: admin.headers })).json().data as {
      to_address: string;
      kind: string;
    }[];
    expect(outbox.filter((m) => m.to_address === atHr.email && m.kind === 'stage_changed')).toHaveLength(2); // the stage change's own mail and this one
    expect(outbox.some((m) => m.to_address === atScreening.email && m.kind === 'stage_changed')).toBe(false);
    const mailed = (await timeline(atHr.id)).filter((e) => e.kind === 'mailed');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.detail).toMatchObject({ template: 'stage_changed', stage: 'hr_interview' });
  });

  it('adds them to another job as new staff applications with a copy of the resume; already applied is refused', async () => {
    const from = await createJob(t, bdm.headers, clientId);
    const to = await createJob(t, bdm.headers, clientId);
    const a = await applyOk(t, from.job_id, { candidate_name: 'Asha Add' });
    const b = await applyOk(t, from.job_id, { candidate_name: 'Bina Both' });
    await applyOk(t, to.job_id, { email: b.email, candidate_name: 'Bina Both' });
    const res = await bulk({ action: 'add_to_job', job_id: to.job_id, ids: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('1 added, 1 refused');
    const rows = res.json().data.rows as Row[];
    expect(rows[0]).toMatchObject({ ok: true, message: `Added to ${to.job_title}` });
    expect(rows[1]!.ok).toBe(false);
    const added = (await t.app.inject({ url: api(`/candidates/${rows[0]!.candidate_id}`), headers: hr.headers })).json().data;
    expect(added).toMatchObject({ job_id: to.job_id, email: a.email, consent_source: 'staff', candidate_name: 'Asha Add' });
    const resume = await t.app.inject({ url: api(`/candidates/${rows[0]!.candidate_id}/resume`), headers: hr.headers });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    // the same person: the profile of the new application lists both
    const profile = (await t.app.inject({ url: api(`/candidates/${a.id}/profile`), headers: hr.headers })).json().data;
    expect(profile.applications.map((x: { job_id: number }) => x.job_id)).toEqual([from.job_id, to.job_id]);
  });

  it('exports the ticked rows as CSV, recorded on each timeline as the audit part (Admin sees it, Hrteam does not)', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const a = await applyOk(t, job.job_id, { candidate_name: 'Csv Person' });
    const res = await t.app.inject({ method: 'POST', url: api('/candidates/bulk/export'), headers: hr.headers, payload: { ids: [a.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Csv Person');
    expect(lines[1]).toContain(a.email);
    expect((await timeline(a.id)).filter((e) => e.kind === 'exported')).toHaveLength(1);
    const hrView = (await t.app.inject({ url: api(`/candidates/${a.id}/timeline`), headers: hr.headers })).json().data as { kind: string }[];
    expect(hrView.some((e) => e.kind === 'exported')).toBe(false);
  });

  it('refuses Bdm (403), a missing reason, template or job and an empty selection (422), and more than 500 matching, changing nothing', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const c = await applyOk(t, job.job_id);
    const before = await rowCounts(t);
    expect((await bulk({ action: 'reject', ids: [c.id], reason: 'x' }, bdm)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: api('/candidates/bulk/export'), headers: bdm.headers, payload: { ids: [c.id] } })).statusCode,
    ).toBe(403);
    const cases: [object, string][] = [
      [{ action: 'reject', ids: [c.id] }, 'reason'],
      [{ action: 'reject', ids: [c.id], reason: '   ' }, 'reason'],
      [{ action: 'email', ids: [c.id] }, 'template'],
      [{ action: 'add_to_job', ids: [c.id] }, 'job_id'],
      [{ action: 'complete_stage' }, 'ids'],
      [{ action: 'complete_stage', ids: [] }, 'ids'],
      [{ action: 'complete_stage', ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) }, 'ids'],
      [{ action: 'launch', ids: [c.id] }, 'action'],
    ];
    for (const [payload, field] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json())).toBeDefined();
    }
    expect(await rowCounts(t)).toEqual(before);
  });
  it('e-mails the rejection template only to the rejected; a bulk rejection e-mails the candidates when asked, never the reason', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const quiet = await applyOk(t, job.job_id);
    const told = await applyOk(t, job.job_id);
    const outboxTo = async (email: string) =>
      (
        (await t.app.inject({ url: api('/outbox?per_page=100'), headers: admin.headers })).json().data as { to_address: string; kind: string }[]
      ).filter((m) => m.to_address === email && m.kind === 'candidate_rejected');
    let res = await bulk({ action: 'reject', ids: [quiet.id], reason: 'Quiet', filters: { job_id: job.job_id } });
    expect(res.json().message).toBe('1 rejected');
    res = await bulk({ action: 'reject', ids: [told.id], reason: 'Internal note', notify_candidate: true, filters: { job_id: job.job_id } });
    expect(res.json().message).toBe('1 rejected');
    expect(await outboxTo(quiet.email)).toHaveLength(0);
    expect(await outboxTo(told.email)).toHaveLength(1);
    const mail = (await t.app.inject({ url: api('/outbox?per_page=100'), headers: admin.headers }))
      .json()
      .data.find((m: { to_address: string; kind: string }) => m.to_address === told.email && m.kind === 'candidate_rejected');
    const detail = (await t.app.inject({ url: api(`/outbox/${mail.id}`), headers: admin.headers })).json().data;
    expect(JSON.stringify(detail)).not.toContain('Internal note');

    // the template later, to the one not told: the rejected only
    const fresh = await applyOk(t, job.job_id);
    res = await bulk({ action: 'email', template: 'candidate_rejected', ids: [quiet.id, fresh.id], filters: { job_id: job.job_id } });
    expect(res.json().message).toBe('1 e-mailed, 1 refused');
    expect(res.json().data.rows[1].message).toBe(BULK_MSG.notRejected);
    expect(await outboxTo(quiet.email)).toHaveLength(1);
  });

  it('refuses "all matching" when more than 500 people match, touching none of them', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 5 });
    for (let i = 0; i < BULK_MAX + 1; i += 25)
      await Promise.all(Array.from({ length: Math.min(25, BULK_MAX + 1 - i) }, () => applyOk(t, job.job_id)));
    const before = await rowCounts(t);
    const res = await bulk({ action: 'complete_stage', all: true, filters: { job_id: job.job_id } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.all).toEqual([BULK_MSG.tooMany]);
    expect(await rowCounts(t)).toEqual(before);
  }, 120_000);
});
