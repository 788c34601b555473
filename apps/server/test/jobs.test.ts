import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, rowCounts, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, ALL_STAGES, applyOk, createJob, insertClient, jobPayload, staffApp } from './fixtures.js';

describeEachEngine('jobs and their lifecycle', (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session, clientId: number;
  beforeAll(async () => ({ t, admin, hr, bdm, clientId } = await staffApp(engine, { clientName: 'Globex Systems' })));
  afterAll(() => t.close());

  const publicList = (query = '') => t.app.inject({ url: api(`/recruitments${query}`) });
  const publicIds = async (query = '?per_page=100') => (await publicList(query)).json().data.map((j: { job_id: number }) => j.job_id) as number[];

  it('creates a job (Bdm) with client_name taken from the client, 201', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/recruitments'), headers: bdm.headers, payload: jobPayload(clientId) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ client_id: clientId, client_name: 'Globex Systems', status: 'open', is_active: true, is_visible: true });
  });

  it('refuses a job for a client that does not exist (422) and stores nothing', async () => {
    const before = await rowCounts(t);
    const res = await t.app.inject({ method: 'POST', url: api('/recruitments'), headers: bdm.headers, payload: jobPayload(987654) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.client_id).toBeDefined();
    expect(await rowCounts(t)).toEqual(before);
  });

  it('lists every missing required field with the spec messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/recruitments'), headers: bdm.headers, payload: {} });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.client_id).toEqual(['Client is required']);
    expect(errors.type_of_industry).toEqual(['Industry type is required']);
    expect(errors.skills_required).toEqual(['Skills are required']);
    expect(errors.key_responsibilities).toEqual(['Key responsibilities are required']);
    for (const f of [
      'job_title',
      'notice_period',
      'budget',
      'package',
      'job_location',
      'no_of_positions',
      'job_description',
      'hiring_type',
      'work_mode',
    ])
      expect(errors[f]).toBeDefined();
  });

  it('refuses min experience above max, positions out of range and a bad status', async () => {
    for (const bad of [
      { min_experience: 8, max_experience: 3 },
      { no_of_positions: 0 },
      { no_of_positions: 1001 },
      { status: 'archived' },
      { working_days: 8 },
      { package: -1 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: api('/recruitments'), headers: bdm.headers, payload: jobPayload(clientId, bad) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('Hrteam cannot create jobs (403) and anonymous callers get 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: api('/recruitments'), headers: hr.headers, payload: jobPayload(clientId) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: api('/recruitments'), payload: jobPayload(clientId) })).statusCode).toBe(401);
  });

  it('shows anonymous callers only visible jobs, with the public fields only', async () => {
    const open = await createJob(t, bdm.headers, clientId);
    const paused = await createJob(t, bdm.headers, clientId, { status: 'paused' });
    const res = await publicList('?per_page=100');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((j: { job_id: number }) => j.job_id);
    expect(ids).toContain(open.job_id);
    expect(ids).not.toContain(paused.job_id);
    const job = res.json().data[0];
    for (const secret of ['budget', 'client_id', 'preferred_company', 'diversity_preference', 'interview_process', 'jd_document_path'])
      expect(job).not.toHaveProperty(secret);
    expect((await t.app.inject({ url: api(`/recruitments/${paused.job_id}`) })).statusCode).toBe(404);
    const staffView = await t.app.inject({ url: api(`/recruitments/${paused.job_id}`), headers: hr.headers });
    expect(staffView.json().data).toHaveProperty('budget');
  });

  it('paginates on the server: 25 a page by default for everyone (the careers page asks for 6), newest first, with meta', async () => {
    for (let i = 0; i < 26; i++) await createJob(t, bdm.headers, clientId, { job_title: `Paged role ${i}` });
    const res = await publicList();
    expect(res.json().data).toHaveLength(25);
    expect(res.json().meta).toMatchObject({ page: 1, per_page: 25 });
    expect(res.json().meta.total).toBeGreaterThanOrEqual(27);
    const created = res.json().data.map((j: { created_at: string }) => j.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await publicList('?per_page=6')).json().data).toHaveLength(6);
    expect((await publicList('?per_page=101')).statusCode).toBe(422);
    expect((await publicList('?page=0')).statusCode).toBe(422);
  });

  it('the careers total is every visible job whose closing date has not passed, also after a job is closed or expires', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const counted = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('jobs')
            .where('is_visible', '=', 1)
            .where((eb) => eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', today)]))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const careersTotal = async () => {
      t.app.dropCachedReads();
      return (await t.app.inject({ url: api('/recruitments?per_page=6') })).json().meta.total as number;
    };
    const a = await createJob(t, bdm.headers, clientId, { job_title: 'Counted one' });
    await createJob(t, bdm.headers, clientId, { job_title: 'Counted two' });
    expect(await careersTotal()).toBe(await counted());
    await t.app.inject({ method: 'POST', url: api(`/job-closure/${a.job_id}/close`), headers: admin.headers, payload: { reason: 'Filled' } });
    expect(await careersTotal()).toBe(await counted());
    // a closing date passes with no write: the total follows the date
    const b = await createJob(t, bdm.headers, clientId, { job_title: 'Expiring' });
    const before = await careersTotal();
    await t.app.ctx.db.updateTable('jobs').set({ closing_date: '2020-01-01' }).where('id', '=', b.job_id).execute();
    expect(await careersTotal()).toBe(before - 1);
    expect(await careersTotal()).toBe(await counted());
  });

  it('filters by keyword, location and industry', async () => {
    await createJob(t, bdm.headers, clientId, {
      job_title: 'Kotlin Android Developer',
      job_location: 'Kochi',
      type_of_industry: 'Banking & Insurance',
    });
    const byQ = (await publicList('?q=kotlin')).json().data;
    expect(byQ.length).toBe(1);
    expect((await publicList('?location=kochi')).json().data[0].job_location).toBe('Kochi');
    expect((await publicList('?industry=banking')).json().data[0].type_of_industry).toBe('Banking & Insurance');
    expect((await publicList('?q=%25')).json().data.length).toBe(0); // % is literal
  });

  it('manual close records the reason; the job leaves careers; reopen brings it back', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const noReason = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${job.job_id}/close`),
      headers: admin.headers,
      payload: { candidate_ids: [] },
    });
    expect(noReason.statusCode).toBe(422);
    const close = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${job.job_id}/close`),
      headers: admin.headers,
      payload: { candidate_ids: [], reason: 'Budget frozen' },
    });
    expect(close.statusCode).toBe(200);
    expect(close.json().data).toMatchObject({ is_active: false, status: 'closed', closure_reason: 'Budget frozen' });
    expect(await publicIds()).not.toContain(job.job_id);
    const closures = (await t.app.inject({ url: api('/close?per_page=100'), headers: hr.headers })).json().data;
    expect(closures.find((c: { job_id: number }) => c.job_id === job.job_id)).toMatchObject({
      closure_reason: 'Budget frozen',
      recruitment: { job_id: job.job_id, job_title: job.job_title },
    });
    expect(
      (await t.app.inject({ method: 'POST', url: api(`/job-closure/${job.job_id}/close`), headers: admin.headers, payload: { reason: 'again' } }))
        .statusCode,
    ).toBe(409);
    const reopen = await t.app.inject({
      method: 'POST',
      url: api(`/${job.job_id}/reopen`),
      headers: admin.headers,
      payload: { reason: 'Budget approved' },
    });
    expect(reopen.statusCode).toBe(200);
    expect(reopen.json().career_page_visible).toBe(true);
    expect(await publicIds()).toContain(job.job_id);
    expect((await t.app.inject({ method: 'POST', url: api(`/${job.job_id}/reopen`), headers: admin.headers, payload: {} })).statusCode).toBe(409);
  });

  it('groups every job by title and client on the server (the Positions page), with status and counts', async () => {
    const tag = `Grouped ${Date.now().toString(36)}`;
    const otherClient = (await insertClient(t)).id;
    const a = await createJob(t, bdm.headers, clientId, { job_title: tag, no_of_positions: 2 });
    const b = await createJob(t, bdm.headers, clientId, { job_title: ` ${tag.toLowerCase()} `, no_of_positions: 3 });
    const c = await createJob(t, bdm.headers, otherClient, { job_title: tag, no_of_positions: 1 });
    const closed = await t.app.inject({
      method: 'POST',
      url: api(`/job-closure/${b.job_id}/close`),
      headers: admin.headers,
      payload: { reason: 'Filled' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/recruitments/positions') })).statusCode).toBe(401);
    for (const who of [admin, bdm, hr]) {
      const res = await t.app.inject({ url: api('/recruitments/positions'), headers: who.headers });
      expect(res.statusCode).toBe(200);
      const groups = (
        res.json().data as {
          title: string;
          jobIds: number[];
          status: string;
          count: number;
          activeJobs: number;
          closedJobs: number;
          autoCloseReason: string | null;
        }[]
      ).filter((g) => g.title.toLowerCase() === tag.toLowerCase());
      expect(groups).toHaveLength(2);
      const mixed = groups.find((g) => g.jobIds.includes(a.job_id))!;
      expect(mixed).toMatchObject({ status: 'Mixed', count: 5, activeJobs: 1, closedJobs: 1, autoCloseReason: 'Filled' });
      expect(mixed.jobIds.sort()).toEqual([a.job_id, b.job_id].sort());
      expect(groups.find((g) => g.jobIds.includes(c.job_id))).toMatchObject({ status: 'Active', count: 1, jobIds: [c.job_id] });
    }
  });

  it('auto-closes when the last offer is completed, and the stage answer says so', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 1 });
    const c = await applyOk(t, job.job_id);
    const last = await advance(t, hr.headers, c.id, ALL_STAGES);
    expect(last!.json()).toMatchObject({ job_auto_closed: true });
    expect(last!.json().job_closure_message).toMatch(/closed/i);
    const staff = (await t.app.inject({ url: api(`/recruitments/${job.job_id}`), headers: hr.headers })).json().data;
    expect(staff).toMatchObject({ is_active: false, status: 'closed', auto_close_reason: 'All positions filled', filled_positions: 1 });
    expect(await publicIds()).not.toContain(job.job_id);
  });

  it('auto-reopens when positions are raised on an auto-closed job', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 1 });
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ALL_STAGES);
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/recruitments/${job.job_id}`),
      headers: admin.headers,
      payload: { no_of_positions: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().auto_action_result).toMatchObject({ success: true });
    expect(res.json().auto_action_result.message).toMatch(/reopened/);
    expect(res.json().data).toMatchObject({ is_active: true, status: 'open', auto_close_reason: null, no_of_positions: 3 });
    expect(await publicIds()).toContain(job.job_id);
  });

  it('auto-closes when an update lowers positions to the filled count', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 3 });
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ALL_STAGES);
    const res = await t.app.inject({ method: 'PUT', url: api(`/recruitments/${job.job_id}`), headers: bdm.headers, payload: { no_of_positions: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().auto_action_result.message).toMatch(/closed/);
    expect(res.json().data).toMatchObject({ is_active: false, status: 'closed', auto_close_reason: 'All positions filled' });
  });

  it('manual reopen raises positions to filled + 1 when needed, and says so', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 1 });
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ALL_STAGES);
    const res = await t.app.inject({ method: 'POST', url: api(`/${job.job_id}/reopen`), headers: bdm.headers, payload: { reason: 'More hiring' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.no_of_positions).toBe(2);
    expect(res.json().message).toMatch(/raised from 1 to 2/);
  });

  it('check-all closes every filled job and answers closed_count', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 1 });
    const c = await applyOk(t, job.job_id);
    await advance(t, hr.headers, c.id, ALL_STAGES.slice(0, 4));
    // fill it behind the API's back, as an older version might have left it
    await t.app.ctx.db.updateTable('process_trackers').set({ offer_letter: 'completed' }).where('candidate_id', '=', c.id).execute();
    const res = await t.app.inject({ method: 'POST', url: api('/job-closure/check-all'), headers: hr.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().closed_count).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: api('/job-closure/check-all'), headers: hr.headers })).json().closed_count).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: api('/job-closure/check-all'), headers: bdm.headers })).statusCode).toBe(403);
  });

  it('soft delete (Admin only) removes the job from every list but keeps the row', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    expect((await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${job.job_id}`), headers: bdm.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${job.job_id}`), headers: admin.headers })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(job.job_id);
    const all = (await t.app.inject({ url: api('/recruitments/admin/all?per_page=100'), headers: admin.headers })).json().data;
    expect(all.map((j: { job_id: number }) => j.job_id)).not.toContain(job.job_id);
    expect((await t.app.inject({ url: api(`/recruitments/${job.job_id}`), headers: admin.headers })).statusCode).toBe(404);
    const row = await t.app.ctx.db.selectFrom('jobs').select('deleted_at').where('id', '=', job.job_id).executeTakeFirst();
    expect(row?.deleted_at).toBeTruthy();
  });

  it('Admin lists deleted jobs and restores one (POST /recruitments/{id}/restore): it is back with its candidates', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const candidate = await applyOk(t, job.job_id);
    const restore = (id: number, headers = admin.headers) => t.app.inject({ method: 'POST', url: api(`/recruitments/${id}/restore`), headers });
    expect((await restore(job.job_id)).statusCode).toBe(404); // not deleted
    await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${job.job_id}`), headers: admin.headers });
    const deleted = await t.app.inject({ url: api('/recruitments/admin/all?deleted=1&per_page=100'), headers: admin.headers });
    expect(deleted.json().data.map((j: { job_id: number }) => j.job_id)).toContain(job.job_id);
    expect((await t.app.inject({ url: api('/recruitments/admin/all?deleted=1'), headers: bdm.headers })).statusCode).toBe(403);
    expect((await restore(job.job_id, bdm.headers)).statusCode).toBe(403);
    expect((await restore(999_999)).statusCode).toBe(404);
    const restored = await restore(job.job_id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ job_id: job.job_id, is_active: true });
    expect(await publicIds()).toContain(job.job_id);
    const candidates = await t.app.inject({ url: api(`/candidates?job_id=${job.job_id}`), headers: hr.headers });
    expect(candidates.json().data.map((c: { id: number }) => c.id)).toEqual([candidate.id]);
    expect((await restore(job.job_id)).statusCode).toBe(404); // not deleted any more
  });

  it('a job created without benefits can be edited later, with benefits still blank (the create rules apply)', async () => {
    const job = await createJob(t, bdm.headers, clientId, { benefit: '' });
    const full = { ...jobPayload(clientId), job_title: 'Edited title', benefit: '' };
    const res = await t.app.inject({ method: 'PUT', url: api(`/recruitments/${job.job_id}`), headers: admin.headers, payload: full });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ job_title: 'Edited title', benefit: null });
  });

  it('accepts multipart updates through POST ?_method=PUT with flexible booleans', async () => {
    const job = await createJob(t, bdm.headers, clientId);
    const { multipart } = await import('./helpers.js');
    const body = multipart({ job_title: 'Renamed role', is_active: '1', working_days: '6', jd_document_file: 'null' });
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/recruitments/${job.job_id}?_method=PUT`),
      headers: { ...bdm.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ job_title: 'Renamed role', working_days: 6 });
  });

  it('two concurrent offers for the last position: exactly one closure', async () => {
    const job = await createJob(t, bdm.headers, clientId, { no_of_positions: 1 });
    const a = await applyOk(t, job.job_id);
    const b = await applyOk(t, job.job_id);
    await advance(t, hr.headers, a.id, ALL_STAGES.slice(0, 4));
    await advance(t, hr.headers, b.id, ALL_STAGES.slice(0, 4));
    const results = await Promise.all(
      [a.id, b.id].map((id) =>
        t.app.inject({
          method: 'PUT',
          url: api(`/process-tracker/${id}/with-job-check`),
          headers: hr.headers,
          payload: { offer_letter: 'completed' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const closures = await t.app.ctx.db.selectFrom('job_closures').selectAll().where('job_id', '=', job.job_id).execute();
    expect(closures).toHaveLength(1);
    const filled = await t.app.ctx.db
      .selectFrom('process_trackers')
      .select('id')
      .where('job_id', '=', job.job_id)
      .where('offer_letter', '=', 'completed')
      .execute();
    expect(filled).toHaveLength(1);
  });
});
