import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION, zonedDate } from '@talentra/contract';
import { ACCESS_TABLE } from './support/access-table.js';
import { api, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient, reject, staffApp } from './fixtures.js';
import { backfillCandidateEvents } from '../src/db/candidate-events-backfill.js';
import { searchTuning, workspaceRepository, type PeopleFilters } from '../src/modules/workspace/workspace.repository.js';

let phoneSeq = 0;
/** A phone number no other test uses (the same phone makes the same person). */
const freshPhone = () => `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

describeEachEngine("the recruiter's workspace", (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session;
  let clientA: number;
  let clientB: number;
  let jobA: { job_id: number; job_title: string };
  let jobB: { job_id: number; job_title: string };
  const tag = `zq${randomBytes(3).toString('hex')}`; // a word only this run's candidates carry

  const get = (url: string, headers = hr.headers) => t.app.inject({ url: api(url), headers });
  const people = async (query: string, headers = hr.headers) => {
    const res = await get(`/candidates/people?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number; candidate_name: string; email: string; applications: { id: number; job_id: number; stage: string }[] }[];
      has_more: boolean;
    };
  };
  const names = async (query: string) => (await people(query)).data.map((p) => p.candidate_name);

  beforeAll(async () => {
    ({ t, admin, hr, bdm, clientId: clientA } = await staffApp(engine));
    clientB = (await insertClient(t)).id;
    jobA = await createJob(t, bdm.headers, clientA);
    jobB = await createJob(t, bdm.headers, clientB);
  });
  afterAll(() => t.close());

  describe('GET /candidates/people', () => {
    it('shows the same person (the same e-mail, any case) once, with all their applications; the same phone alone is another person (issue 41)', async () => {
      const phone = freshPhone();
      const first = await applyOk(t, jobA.job_id, { candidate_name: `Asha ${tag} One`, email: `asha.${tag}@mail.example`, mobile_number: phone });
      const sameEmail = await applyOk(t, jobB.job_id, {
        candidate_name: `Asha ${tag} One`,
        email: `ASHA.${tag}@mail.example`,
        mobile_number: freshPhone(),
      });
      const job3 = await createJob(t, bdm.headers, clientA);
      const samePhone = await applyOk(t, job3.job_id, {
        candidate_name: `Asha ${tag} One`,
        email: `other.${tag}@mail.example`,
        mobile_number: `+91 ${phone}`,
      });
      const found = (await people(`q=asha ${tag}`)).data;
      expect(found.map((p) => [p.id, p.applications.map((a) => a.id)])).toEqual([
        [samePhone.id, [samePhone.id]],
        [first.id, [first.id, sameEmail.id]],
      ]);
      expect(found[1]!.applications.map((a) => a.stage)).toEqual(['screening', 'screening']);
    });

    it("lists a person's applications of live jobs only, and still the person whose first job was deleted", async () => {
      const email = `del.${tag}@mail.example`;
      const doomedJob = await createJob(t, bdm.headers, clientA);
      const first = await applyOk(t, doomedJob.job_id, { candidate_name: `Dele ${tag}`, email, mobile_number: freshPhone() });
      const later = await applyOk(t, jobB.job_id, { candidate_name: `Dele ${tag}`, email, mobile_number: freshPhone() });
      const before = (await people(`q=dele ${tag}`)).data;
      expect(before.map((p) => [p.id, p.applications.map((a) => a.id)])).toEqual([[first.id, [first.id, later.id]]]);
      expect((await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${doomedJob.job_id}`), headers: admin.headers })).statusCode).toBe(200);
      for (const query of [`q=dele ${tag}`, `q=dele ${tag}&job_id=${jobB.job_id}`, `q=dele ${tag}&sort=name&dir=asc`]) {
        const after = (await people(query)).data;
        expect(
          after.map((p) => [p.id, p.applications.map((a) => a.id)]),
          query,
        ).toEqual([[first.id, [later.id]]]);
      }
    });

    it('searches name, e-mail, phone and location with one box', async () => {
      const phone = freshPhone();
      await applyOk(t, jobA.job_id, {
        candidate_name: `Bina ${tag}`,
        email: `bina.${tag}@mail.example`,
        mobile_number: phone,
        current_location: `Kolhapur${tag}`,
      });
      expect(await names(`q=bina ${tag}`)).toEqual([`Bina ${tag}`]);
      expect(await names(`q=bina.${tag}@mail`)).toEqual([`Bina ${tag}`]);
      expect(await names(`q=${encodeURIComponent(`${phone.slice(0, 5)} ${phone.slice(5)}`)}`)).toEqual([`Bina ${tag}`]);
      // with a country code or a trunk 0, as copied from a signature
      for (const typed of [`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `+91-${phone}`, `0${phone}`, `0091${phone}`])
        expect(await names(`q=${encodeURIComponent(typed)}`), typed).toEqual([`Bina ${tag}`]);
      expect(await names(`q=kolhapur${tag}`)).toEqual([`Bina ${tag}`]);
      // any case, in the box and in the location filter
      expect(await names(`q=KOLHAPUR${tag.toUpperCase()}`)).toEqual([`Bina ${tag}`]);
      expect(await names(`q=BINA.${tag.toUpperCase()}@MAIL`)).toEqual([`Bina ${tag}`]);
      expect(await names(`q=${tag}&location=KOLHAPUR`)).toEqual([`Bina ${tag}`]);
      expect(await names(`q=nobody-${tag}`)).toEqual([]);
    });

    it('filters by job, client, stage, location and date applied, each on the same application', async () => {
      const c1 = await applyOk(t, jobA.job_id, { candidate_name: `Filt ${tag} Alpha`, mobile_number: freshPhone(), current_location: 'Nashik' });
      const c2 = await applyOk(t, jobB.job_id, { candidate_name: `Filt ${tag} Beta`, mobile_number: freshPhone(), current_location: 'Surat' });
      await advance(t, hr.headers, c1.id, ['screening', 'hr_interview']);
      await reject(t, hr.headers, c2.id, 'No show');
      const q = `q=filt ${tag}`;
      expect(await names(`${q}&job_id=${jobA.job_id}`)).toEqual([`Filt ${tag} Alpha`]);
      expect(await names(`${q}&client_id=${clientB}`)).toEqual([`Filt ${tag} Beta`]);
      // the stage a candidate stands at is the board's column: the first not completed (decision 168)
      expect(await names(`${q}&stage=client_cv_review`)).toEqual([`Filt ${tag} Alpha`]);
      expect(await names(`${q}&stage=hr_interview`)).toEqual([]);
      expect(await names(`${q}&stage=screening`)).toEqual([]);
      expect(await names(`${q}&stage=rejected`)).toEqual([`Filt ${tag} Beta`]);
      expect(await names(`${q}&location=sura`)).toEqual([`Filt ${tag} Beta`]);
      // the agency's day (TIME_ZONE, India's here), which is not UTC's from 18:30 UTC on
      const today = zonedDate(new Date(), t.config.timeZone);
      expect((await names(`${q}&applied_from=${today}&applied_to=${today}`)).sort()).toEqual([`Filt ${tag} Alpha`, `Filt ${tag} Beta`]);
      expect(await names(`${q}&applied_to=2000-01-01`)).toEqual([]);
      expect(await names(`stage=client_cv_review&job_id=${jobA.job_id}`)).toContain(`Filt ${tag} Alpha`);
      expect((await get(`/candidates/people?stage=hired`)).statusCode).toBe(422);
      expect((await get(`/candidates/people?sort=salary`)).statusCode).toBe(422);
    });

    it("gives each application the board's stage: the search, its filter and the pipeline board agree", async () => {
      const bdmJob = await createJob(t, bdm.headers, clientA);
      const done: Record<string, string[]> = {
        fresh: [],
        selected: [],
        hr: ['screening'],
        joined: ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter'],
      };
      const ids: Record<string, number> = {};
      for (const [who, stages] of Object.entries(done)) {
        ids[who] = (await applyOk(t, bdmJob.job_id, { candidate_name: `Board ${tag} ${who}`, mobile_number: freshPhone() })).id;
        if (who !== 'fresh') await advance(t, hr.headers, ids[who]!, stages);
      }
      const board = (await get(`/recruitments/${bdmJob.job_id}/pipeline`)).json().data as {
        columns: { key: string; cards: { candidate_id: number }[] }[];
      };
      const columnOf = (id: number) => board.columns.find((c) => c.cards.some((card) => card.candidate_id === id))!.key;
      const found = (await people(`job_id=${bdmJob.job_id}&q=board ${tag}`)).data;
      for (const p of found) expect(p.applications[0]!.stage, p.candidate_name).toBe(columnOf(p.id));
      expect(Object.fromEntries(Object.entries(ids).map(([who, id]) => [who, columnOf(id)]))).toEqual({
        fresh: 'screening',
        selected: 'screening',
        hr: 'hr_interview',
        joined: 'joined',
      });
      for (const column of board.columns) {
        const byFilter = (await people(`job_id=${bdmJob.job_id}&stage=${column.key}`)).data.map((p) => p.id).sort();
        expect(byFilter, column.key).toEqual(column.cards.map((c) => c.candidate_id).sort());
      }
    });

    it('gives the same answers whichever plan serves them (a short walk, then driven by the filters)', async () => {
      const queries = [
        `q=filt ${tag}&stage=client_cv_review`,
        `q=filt ${tag}&location=sura`,
        `q=asha ${tag}`,
        `stage=rejected&q=${tag}`,
        `q=${tag}&sort=name`,
      ];
      const before = await Promise.all(queries.map((q) => people(q)));
      Object.assign(searchTuning, { minWalk: 2, rowsPerResult: 1 });
      try {
        const after = await Promise.all(queries.map((q) => people(q)));
        expect(after).toEqual(before);
        expect(before.every((b) => b.data.length > 0)).toBe(true);
      } finally {
        Object.assign(searchTuning, { minWalk: 1000, rowsPerResult: 20 });
      }
    });

    it('finds a person through a later application, on the walk and when driven by the filters', async () => {
      // an older person matching on their own first application: a walk that missed the newer
      // person (matching only through a later application) would answer a full page with this one
      const older = await applyOk(t, jobA.job_id, {
        candidate_name: `Lena ${tag} Two`,
        mobile_number: freshPhone(),
        current_location: `Latervale${tag}`,
      });
      await advance(t, hr.headers, older.id, ['screening', 'hr_interview']);
      const email = `lena.${tag}@mail.example`;
      const first = await applyOk(t, jobA.job_id, { candidate_name: `Lena ${tag}`, email, mobile_number: freshPhone(), current_location: 'Pune' });
      const later = await applyOk(t, jobB.job_id, {
        candidate_name: `Lena ${tag}`,
        email,
        mobile_number: freshPhone(),
        current_location: `Latervale${tag}`,
      });
      await advance(t, hr.headers, later.id, ['screening', 'hr_interview']);
      const { ctx } = t.app;
      // one row a page: a page the walk fills is its answer (the plan used on large data); with no
      // walk at all the filters drive the search
      const firstOfPage = async (f: PeopleFilters) =>
        (await workspaceRepository.people(ctx.db, ctx.dialect, f, { sort: 'applied', dir: 'desc', offset: 0, limit: 1 })).map((r) => r.id);
      const filters: PeopleFilters[] = [
        { q: `latervale${tag}` },
        { location: `latervale${tag}` },
        { location: `latervale${tag}`, stage: 'client_cv_review' },
        { q: `lena ${tag}`, stage: 'client_cv_review' },
      ];
      for (const f of filters) expect(await firstOfPage(f), JSON.stringify(f)).toEqual([first.id]);
      Object.assign(searchTuning, { minWalk: 0, rowsPerResult: 0 });
      try {
        for (const f of filters) expect(await firstOfPage(f), JSON.stringify(f)).toEqual([first.id]);
      } finally {
        Object.assign(searchTuning, { minWalk: 1000, rowsPerResult: 20 });
      }
      // the stage of the later application is not the first one's
      expect(await firstOfPage({ location: 'pune', q: `lena ${tag}`, stage: 'client_cv_review' })).toEqual([]);
      expect((await people(`q=latervale${tag}`)).data.map((p) => p.applications.map((a) => a.id))).toEqual([[first.id, later.id], [older.id]]);
    });

    it('sorts on every column both ways, 25 a page with has_more', async () => {
      const sortTag = `${tag}srt`;
      // one prefix for all 27 (read once: Date.now() % 100000 wraps every 100 s, which reordered the phones)
      const phonePrefix = `6${String(Date.now() % 100000).padStart(5, '0')}`;
      for (let i = 0; i < 27; i++) {
        const n = String(i).padStart(2, '0');
        await applyOk(t, jobA.job_id, {
          candidate_name: `S${n} ${sortTag}`,
          email: `s${String(26 - i).padStart(2, '0')}.${sortTag}@mail.example`,
          mobile_number: `${phonePrefix}${String(i).padStart(4, '0')}`,
          current_location: `${sortTag} City ${String((i * 7) % 27).padStart(2, '0')}`,
        });
      }
      const q = `q=${sortTag}`;
      const page1 = await people(`${q}&sort=name&dir=asc`);
      expect(page1.data).toHaveLength(25);
      expect(page1.has_more).toBe(true);
      expect(page1.data[0]!.candidate_name).toBe(`S00 ${sortTag}`);
      const page2 = await people(`${q}&sort=name&dir=asc&page=2`);
      expect(page2.data.map((p) => p.candidate_name)).toEqual([`S25 ${sortTag}`, `S26 ${sortTag}`]);
      expect(page2.has_more).toBe(false);
      expect((await people(`${q}&sort=name&dir=desc`)).data[0]!.candidate_name).toBe(`S26 ${sortTag}`);
      expect((await people(`${q}&sort=email&dir=asc`)).data[0]!.candidate_name).toBe(`S26 ${sortTag}`);
      expect((await people(`${q}&sort=email&dir=desc`)).data[0]!.candidate_name).toBe(`S00 ${sortTag}`);
      expect((await people(`${q}&sort=phone&dir=desc`)).data[0]!.candidate_name).toBe(`S26 ${sortTag}`);
      expect((await people(`${q}&sort=location&dir=asc`)).data[0]!.candidate_name).toBe(`S00 ${sortTag}`);
      expect((await people(`${q}&sort=applied&dir=desc`)).data[0]!.candidate_name).toBe(`S26 ${sortTag}`);
      expect((await people(`${q}&sort=applied&dir=asc`)).data[0]!.candidate_name).toBe(`S00 ${sortTag}`);
      // without a filter too: the newest first
      const all = await people('');
      expect(all.data).toHaveLength(25);
    });

    it('is for Admin and Hrteam: Bdm 403, nobody signed in 401', async () => {
      expect((await get('/candidates/people', bdm.headers)).statusCode).toBe(403);
      expect((await t.app.inject({ url: api('/candidates/people') })).statusCode).toBe(401);
      expect((await get('/candidates/people', admin.headers)).statusCode).toBe(200);
    });
  });

  describe('profile, notes and timeline', () => {
    it('shows contact details, every application of the person with its stage, and the resume', async () => {
      const email = `prof.${tag}@mail.example`;
      const a = await applyOk(t, jobA.job_id, { candidate_name: `Prof ${tag}`, email, mobile_number: freshPhone(), current_location: 'Goa' });
      const b = await applyOk(t, jobB.job_id, { candidate_name: `Prof ${tag}`, email, mobile_number: freshPhone() });
      await advance(t, hr.headers, b.id, ['screening']);
      const res = await get(`/candidates/${b.id}/profile`);
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p).toMatchObject({ id: b.id, person_id: a.id, candidate_name: `Prof ${tag}`, email });
      expect(p.applications.map((x: { id: number; stage: string }) => [x.id, x.stage])).toEqual([
        [a.id, 'screening'],
        [b.id, 'hr_interview'],
      ]);
      expect(p.resume).toMatchObject({ kind: 'pdf', inline_url: `/backend/api/v1/candidates/${b.id}/resume/inline` });
      expect((await get(`/candidates/${b.id}/profile`, bdm.headers)).statusCode).toBe(403);
      for (const path of ['profile', 'timeline']) expect((await get(`/candidates/99999999/${path}`)).statusCode).toBe(404);
    });

    it("keeps the notes and timeline of an application whose job was deleted in the person's history; that application itself is 404", async () => {
      const email = `gone.${tag}@mail.example`;
      const doomed = await createJob(t, bdm.headers, clientA);
      const a = await applyOk(t, doomed.job_id, { candidate_name: `Gone ${tag}`, email, mobile_number: freshPhone() });
      const b = await applyOk(t, jobB.job_id, { candidate_name: `Gone ${tag}`, email, mobile_number: freshPhone() });
      const note = await t.app.inject({
        method: 'POST',
        url: api(`/candidates/${a.id}/notes`),
        headers: hr.headers,
        payload: { body: 'Before the job went.' },
      });
      expect(note.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${doomed.job_id}`), headers: admin.headers })).statusCode).toBe(200);

      const profile = (await get(`/candidates/${b.id}/profile`)).json().data;
      expect(profile.applications.map((x: { id: number }) => x.id)).toEqual([b.id]);
      expect(profile.notes).toEqual([expect.objectContaining({ candidate_id: a.id, body: 'Before the job went.' })]);
      const timeline = (await get(`/candidates/${b.id}/timeline`)).json().data as { candidate_id: number; kind: string }[];
      expect(timeline).toContainEqual(expect.objectContaining({ candidate_id: a.id, kind: 'note' }));
      expect(timeline).toContainEqual(expect.objectContaining({ candidate_id: b.id, kind: 'applied' }));
      for (const path of ['profile', 'timeline']) expect((await get(`/candidates/${a.id}/${path}`)).statusCode).toBe(404);
    });

    it('offers a Word resume as a download only (no viewer)', async () => {
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Word ${tag}`, mobile_number: freshPhone() });
      const row = await t.app.ctx.db.selectFrom('candidates').select('resume_file_id').where('id', '=', c.id).executeTakeFirstOrThrow();
      await t.app.ctx.db.updateTable('stored_files').set({ mime: 'application/msword' }).where('id', '=', row.resume_file_id!).execute();
      const p = (await get(`/candidates/${c.id}/profile`)).json().data;
      expect(p.resume).toMatchObject({ kind: 'doc', inline_url: null, download_url: `/backend/api/v1/candidates/${c.id}/resume` });
      expect((await get(`/candidates/${c.id}/resume/inline`)).statusCode).toBe(404);
    });

    it('adds a note (201) shown in the profile and the timeline with its author and time; an empty note is 422', async () => {
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Note ${tag}`, mobile_number: freshPhone() });
      const res = await t.app.inject({
        method: 'POST',
        url: api(`/candidates/${c.id}/notes`),
        headers: hr.headers,
        payload: { body: 'Called, prefers Pune.' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ body: 'Called, prefers Pune.', author: hr.username });
      const empty = await t.app.inject({ method: 'POST', url: api(`/candidates/${c.id}/notes`), headers: hr.headers, payload: { body: '  ' } });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.body).toEqual(['Please write a note']);
      const byBdm = await t.app.inject({ method: 'POST', url: api(`/candidates/${c.id}/notes`), headers: bdm.headers, payload: { body: 'x' } });
      expect(byBdm.statusCode).toBe(403);
      const profile = (await get(`/candidates/${c.id}/profile`)).json().data;
      expect(profile.notes).toEqual([expect.objectContaining({ body: 'Called, prefers Pune.', author: hr.username })]);
      const timeline = (await get(`/candidates/${c.id}/timeline`)).json().data;
      expect(timeline[0]).toMatchObject({ kind: 'note', actor: { username: hr.username }, detail: { body: 'Called, prefers Pune.' } });
      expect(Date.parse(timeline[0].at)).not.toBeNaN();
    });

    it('records every change with who and when: application, stages, rejection with reason, undo, status edit, referral', async () => {
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Time ${tag}`, mobile_number: freshPhone() });
      await advance(t, hr.headers, c.id, ['screening']);
      await t.app.inject({
        method: 'PUT',
        url: api(`/process-tracker/${c.id}/with-job-check`),
        headers: admin.headers,
        payload: { rejected: 'rejected', reason: 'Salary too high' },
      });
      await t.app.inject({ method: 'POST', url: api(`/process-tracker/${c.id}/undo-reject`), headers: hr.headers });
      await t.app.inject({ method: 'PUT', url: api(`/candidates/${c.id}`), headers: hr.headers, payload: { status: 'Selected' } });
      const refer = await t.app.inject({
        method: 'POST',
        url: api('/refer-a-friend'),
        payload: {
          candidate_id: c.id,
          job_id: jobA.job_id,
          friend_name: 'Kiran',
          friend_contact: freshPhone(),
          friend_email: '',
          preferred_company: '',
          privacy_consent: PRIVACY_NOTICE_VERSION,
        },
      });
      expect(refer.statusCode, refer.body).toBe(201);
      // a refused change records nothing
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: api(`/process-tracker/${c.id}/with-job-check`),
            headers: hr.headers,
            payload: { screening: 'completed' },
          })
        ).statusCode,
      ).toBe(409);
      const timeline = (await get(`/candidates/${c.id}/timeline`)).json().data as {
        kind: string;
        actor: { username: string } | null;
        detail: Record<string, unknown>;
      }[];
      expect(timeline.map((e) => e.kind)).toEqual(['referral', 'edited', 'unrejected', 'rejected', 'stage', 'applied']);
      // the friend is not named on the referrer's timeline: their removal link must leave nothing behind
      expect(timeline[0]).toMatchObject({ actor: null, detail: { job_id: jobA.job_id } });
      expect(JSON.stringify(timeline[0])).not.toContain('Kiran');
      expect(timeline[1]).toMatchObject({ actor: { username: hr.username }, detail: { field: 'status', from: 'Applied', to: 'Selected' } });
      expect(timeline[3]).toMatchObject({ actor: { username: admin.username }, detail: { reason: 'Salary too high' } });
      expect(timeline[4]).toMatchObject({ actor: { username: hr.username }, detail: { stage: 'screening' } });
      expect(timeline[5]).toMatchObject({ actor: null, kind: 'applied' });
    });

    it('records every resume read (download and viewer); Admin reads the record on the timeline, Hrteam does not', async () => {
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Audit ${tag}`, mobile_number: freshPhone() });
      // a HEAD sends no file: nothing was viewed
      for (const url of [`/candidates/${c.id}/resume`, `/candidates/${c.id}/resume/inline`])
        expect((await t.app.inject({ method: 'HEAD', url: api(url), headers: admin.headers })).statusCode, url).toBe(200);
      expect((await get(`/candidates/${c.id}/resume`)).statusCode).toBe(200);
      const inline = await get(`/candidates/${c.id}/resume/inline`, admin.headers);
      expect(inline.statusCode).toBe(200);
      expect(inline.headers['content-type']).toBe('application/pdf');
      expect(inline.headers['content-disposition']).toMatch(/^inline;/);
      // drawn by pdf.js in the page, or opened in its own tab: framed by nobody (decision 178)
      expect(inline.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(inline.headers['x-frame-options']).toBe('DENY');
      expect(inline.headers['x-content-type-options']).toBe('nosniff');
      expect((await get(`/candidates/${c.id}/profile`)).headers['x-frame-options']).toBe('DENY');
      const forAdmin = (await get(`/candidates/${c.id}/timeline`, admin.headers)).json().data as {
        kind: string;
        actor: { username: string };
        detail: { mode: string };
      }[];
      const views = forAdmin.filter((e) => e.kind === 'resume_viewed');
      expect(views.map((v) => [v.actor.username, v.detail.mode])).toEqual([
        [admin.username, 'inline'],
        [hr.username, 'download'],
      ]);
      const forHr = (await get(`/candidates/${c.id}/timeline`)).json().data as { kind: string }[];
      expect(forHr.map((e) => e.kind)).toEqual(['applied']);
    });

    it('the record cannot be changed through the API: no PUT, PATCH or DELETE on the timeline or notes', async () => {
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Fixed ${tag}`, mobile_number: freshPhone() });
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        for (const url of [`/candidates/${c.id}/timeline`, `/candidates/${c.id}/notes`, `/candidates/${c.id}/notes/1`]) {
          const res = await t.app.inject({ method, url: api(url), headers: admin.headers, payload: {} });
          expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
        }
      }
      const routes = Object.keys(ACCESS_TABLE).filter((k) => k.includes('/timeline') || k.includes('/notes'));
      expect(routes.sort()).toEqual(['GET /candidates/:id/timeline', 'POST /candidates/:id/notes']);
    });

    it('derives a timeline for applications older than it', async () => {
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Old ${tag}`, mobile_number: freshPhone() });
      await advance(t, hr.headers, c.id, ['screening', 'hr_interview']);
      await t.app.ctx.db.deleteFrom('candidate_events').where('candidate_id', '=', c.id).execute();
      await backfillCandidateEvents(t.app.ctx.db);
      const timeline = (await get(`/candidates/${c.id}/timeline`)).json().data as { kind: string; detail: Record<string, unknown> }[];
      expect(timeline.map((e) => [e.kind, e.detail.stage ?? null, e.detail.derived])).toEqual([
        ['stage', 'hr_interview', true],
        ['applied', null, true],
      ]);
    });
  });

  describe('CSV exports and the duplicate check', () => {
    it('exports the search result as CSV: BOM, header row, formulas defused, the filters applied', async () => {
      await applyOk(t, jobA.job_id, {
        candidate_name: `=HYPERLINK ${tag}x`,
        mobile_number: freshPhone(),
        current_location: 'Ooty',
        years_experience: '6',
        relevant_experience: '4',
        current_ctc: '9 LPA',
        expected_ctc: '12 LPA',
        notice_period: '30 days',
      });
      await applyOk(t, jobB.job_id, { candidate_name: `Plain ${tag}x`, mobile_number: freshPhone(), current_location: 'Ooty' });
      const res = await get(`/candidates/people/export?q=${tag}x&job_id=${jobA.job_id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="candidates.csv"');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      // experience, pay and notice for Admin and Hrteam (issue 43; Bdm has no export)
      expect(lines[0]).toBe(
        'Name,E-mail,Phone,Location,First applied,Applications,Experience (years),Relevant experience,Current CTC,Expected CTC,Notice period',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(new RegExp(`^'=HYPERLINK ${tag}x,`));
      expect(lines[1]).toMatch(/,6,4,9 LPA,12 LPA,30 days$/);
      expect((await get(`/candidates/people/export`, bdm.headers)).statusCode).toBe(403);
    });

    it('exports the job list with its filters as CSV (Admin, Bdm)', async () => {
      const res = await get(`/recruitments/export?client_id=${clientB}`, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Job ID,Job title,Client,Location,Status,Active,Positions,Filled,Work mode,Hiring type,Created');
      expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([jobB.job_id]);
      expect((await get(`/recruitments/export`, bdm.headers)).statusCode).toBe(200);
      expect((await get(`/recruitments/export`, hr.headers)).statusCode).toBe(403);
    });

    it('finds a possible duplicate by e-mail or phone', async () => {
      const phone = freshPhone();
      const c = await applyOk(t, jobA.job_id, { candidate_name: `Dup ${tag}`, email: `dup.${tag}@mail.example`, mobile_number: phone });
      const byEmail = (await get(`/candidates/duplicates?email=DUP.${tag}@mail.example`)).json().data;
      expect(byEmail).toEqual([expect.objectContaining({ id: c.id, candidate_name: `Dup ${tag}` })]);
      const byPhone = (await get(`/candidates/duplicates?phone=${encodeURIComponent(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`)}`)).json().data;
      expect(byPhone.map((p: { id: number }) => p.id)).toEqual([c.id]);
      expect((await get(`/candidates/duplicates?email=nobody.${tag}@mail.example`)).json().data).toEqual([]);
      expect((await get(`/candidates/duplicates`)).statusCode).toBe(422);
      expect((await get(`/candidates/duplicates?email=a@b.co`, bdm.headers)).statusCode).toBe(403);
    });
  });
});
