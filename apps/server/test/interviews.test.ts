import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_NAME, INTERVIEW_MSG } from '@talentra/contract';
import { api, createTestApp, rowCounts, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';

/** iCalendar lines unfolded (RFC 5545 §3.1: a line starting with a space continues the previous). */
function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
/** The value of the first property of that name, and its parameters. */
function icsProperty(lines: string[], name: string): { params: string; value: string } | undefined {
  const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  if (!line) return undefined;
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  return { params: line.slice(name.length, colon), value: line.slice(colon + 1) };
}
const icsText = (v: string | undefined) => v?.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

describeEachEngine('interviews', (engine) => {
  // Wednesday 4 March 2026, 08:00 UTC; the week runs from Monday 2 March to Monday 9 March
  let now = Date.parse('2026-03-04T08:00:00.000Z');
  let t: TestApp;
  let hr: Session;
  let admin: Session;
  let bdm: Session;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => new Date(now) });
    clientId = (await insertClient(t)).id;
  });
  beforeEach(async () => {
    // sessions idle out after 8 h of the test clock
    [hr, admin, bdm] = [
      await signIn(t, 'Hrteam', 'hr@interviews.example'),
      await signIn(t, 'Admin', 'admin@interviews.example'),
      await signIn(t, 'Bdm', 'bdm@interviews.example'),
    ];
  });
  afterAll(() => t.close());

  const schedule = (payload: object, who: Session = hr) => t.app.inject({ method: 'POST', url: api('/interviews'), headers: who.headers, payload });
  const valid = (candidateId: number, overrides: object = {}) => ({
    candidate_id: candidateId,
    starts_at: '2026-03-05T15:30:00+05:30',
    duration_minutes: 45,
    interviewer: 'Meera Kapoor',
    location: 'Talentra office, Baner, Pune',
    meeting_url: null,
    ...overrides,
  });
  /** A candidate of a new job whose tracker has these stages completed. */
  async function candidateAt(stages: string[] | null, jobOverrides: Record<string, unknown> = {}) {
    const job = await createJob(t, bdm.headers, clientId, jobOverrides);
    const c = await applyOk(t, job.job_id, { candidate_name: 'Riya Sharma' });
    if (stages) await advance(t, hr.headers, c.id, stages);
    return { id: c.id, jobId: job.job_id, jobTitle: job.job_title };
  }
  const overview = async () => (await t.app.inject({ url: api('/stats/overview'), headers: admin.headers })).json().data;

  describe('POST /interviews', () => {
    it('schedules an interview at the HR interview stage, stored in UTC, and answers it (201)', async () => {
      const c = await candidateAt(['screening']);
      const res = await schedule(valid(c.id));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        candidate_id: c.id,
        candidate_name: 'Riya Sharma',
        job_id: c.jobId,
        job_title: c.jobTitle,
        stage: 'hr_interview',
        starts_at: '2026-03-05T10:00:00.000Z',
        ends_at: '2026-03-05T10:45:00.000Z',
        duration_minutes: 45,
        interviewer: 'Meera Kapoor',
        location: 'Talentra office, Baner, Pune',
        meeting_url: null,
        cancelled_at: null,
      });
      const got = await t.app.inject({ url: api(`/interviews/${res.json().data.id}`), headers: admin.headers });
      expect(got.json().data).toEqual(res.json().data);
    });

    it('schedules at the client interview stage with a meeting link only', async () => {
      const c = await candidateAt(['screening', 'hr_interview', 'client_cv_review']);
      const res = await schedule(valid(c.id, { location: '', meeting_url: 'https://meet.example/abc-defg' }), admin);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ stage: 'client_interview', location: null, meeting_url: 'https://meet.example/abc-defg' });
    });

    it('refuses a candidate who is not at an interview stage (409), changing nothing', async () => {
      const cases = [
        await candidateAt(null), // no tracker
        await candidateAt([]), // screening
        await candidateAt(['screening', 'hr_interview']), // client CV review
        await candidateAt(['screening', 'hr_interview', 'client_cv_review', 'client_interview']), // offer letter
      ];
      const rejected = await candidateAt(['screening']);
      await t.app.inject({
        method: 'PUT',
        url: api(`/process-tracker/${rejected.id}/with-job-check`),
        headers: hr.headers,
        payload: { rejected: 'rejected', reason: 'Not a fit' },
      });
      const before = await rowCounts(t);
      for (const c of [...cases, rejected]) {
        const res = await schedule(valid(c.id));
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(INTERVIEW_MSG.notAtInterviewStage);
      }
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a closed job (409)', async () => {
      const c = await candidateAt(['screening']);
      await t.app.inject({
        method: 'POST',
        url: api(`/job-closure/${c.jobId}/close`),
        headers: bdm.headers,
        payload: { candidate_ids: [], reason: 'Client paused' },
      });
      const res = await schedule(valid(c.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/closed/);
    });

    it('answers 422 with field errors for bad input', async () => {
      const c = await candidateAt(['screening']);
      const before = await rowCounts(t);
      const empty = await schedule({});
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(empty.json().errors).sort()).toEqual(['candidate_id', 'duration_minutes', 'interviewer', 'starts_at']);
      const cases: Array<[object, string, string]> = [
        [{ location: null, meeting_url: null }, 'location', INTERVIEW_MSG.placeOrLink],
        [{ meeting_url: 'javascript:alert(1)' }, 'meeting_url', INTERVIEW_MSG.invalidUrl],
        [{ meeting_url: 'meet dot example' }, 'meeting_url', INTERVIEW_MSG.invalidUrl],
        [{ starts_at: '2026-03-05T10:00:00' }, 'starts_at', INTERVIEW_MSG.invalidStart], // no time zone
        [{ starts_at: '2026-02-30T10:00:00Z' }, 'starts_at', INTERVIEW_MSG.invalidStart],
        [{ starts_at: '2026-03-04T07:59:00Z' }, 'starts_at', INTERVIEW_MSG.inThePast],
        [{ starts_at: '2028-03-05T10:00:00Z' }, 'starts_at', INTERVIEW_MSG.tooFarAhead],
        [{ starts_at: '9999-12-31T23:59:00Z' }, 'starts_at', INTERVIEW_MSG.tooFarAhead],
        [{ duration_minutes: 5 }, 'duration_minutes', 'Must be at least 15'],
        [{ duration_minutes: 481 }, 'duration_minutes', 'Must be at most 480'],
        [{ interviewer: 'x'.repeat(101) }, 'interviewer', 'Must be at most 100 characters'],
        [{ candidate_id: 999999 }, 'candidate_id', 'Candidate not found'],
      ];
      for (const [override, field, message] of cases) {
        const res = await schedule(valid(c.id, override));
        expect(res.statusCode, JSON.stringify(override)).toBe(422);
        expect(res.json().errors[field], JSON.stringify(override)).toEqual([message]);
      }
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a second interview at the same stage while one is scheduled; after cancelling, a new one is fine', async () => {
      const c = await candidateAt(['screening']);
      const first = await schedule(valid(c.id));
      expect(first.statusCode).toBe(201);
      const second = await schedule(valid(c.id, { starts_at: '2026-03-06T09:00:00Z' }));
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(INTERVIEW_MSG.alreadyScheduled);
      const cancel = await t.app.inject({ method: 'POST', url: api(`/interviews/${first.json().data.id}/cancel`), headers: hr.headers });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().data.cancelled_at).toBe(new Date(now).toISOString());
      const again = await t.app.inject({ method: 'POST', url: api(`/interviews/${first.json().data.id}/cancel`), headers: hr.headers });
      expect(again.statusCode).toBe(409);
      expect((await schedule(valid(c.id, { starts_at: '2026-03-06T09:00:00Z' }))).statusCode).toBe(201);
    });

    it("puts scheduling and cancelling on the candidate's timeline, with who did it", async () => {
      const c = await candidateAt(['screening']);
      const first = await schedule(valid(c.id));
      expect(first.statusCode).toBe(201);
      await t.app.inject({ method: 'POST', url: api(`/interviews/${first.json().data.id}/cancel`), headers: admin.headers });
      const timeline = (await t.app.inject({ url: api(`/candidates/${c.id}/timeline`), headers: hr.headers })).json().data as {
        kind: string;
        actor: { username: string } | null;
        detail: Record<string, unknown>;
      }[];
      expect(timeline.slice(0, 2).map((e) => [e.kind, e.actor?.username])).toEqual([
        ['interview_cancelled', admin.username],
        ['interview_scheduled', hr.username],
      ]);
      expect(timeline[1]!.detail).toMatchObject({ stage: 'hr_interview', starts_at: '2026-03-05T10:00:00.000Z' });
    });

    it('schedules one of two simultaneous requests for the same candidate and stage; the other is a 409', async () => {
      const c = await candidateAt(['screening']);
      const answers = await Promise.all([schedule(valid(c.id)), schedule(valid(c.id, { starts_at: '2026-03-06T09:00:00Z' }), admin)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rows = await t.app.ctx.db.selectFrom('interviews').select('id').where('candidate_id', '=', c.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('is for Admin and Hrteam only: Bdm 403, anonymous 401', async () => {
      const c = await candidateAt(['screening']);
      expect((await schedule(valid(c.id), bdm)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: api('/interviews'), payload: valid(c.id) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: api('/interviews'), headers: bdm.headers })).statusCode).toBe(403);
    });

    it('goes with its candidate: deleting the candidate deletes their interviews', async () => {
      const c = await candidateAt(['screening']);
      const res = await schedule(valid(c.id));
      await t.app.ctx.db.deleteFrom('process_trackers').where('candidate_id', '=', c.id).execute();
      await t.app.ctx.db.deleteFrom('candidates').where('id', '=', c.id).execute();
      const left = await t.app.ctx.db.selectFrom('interviews').select('id').where('id', '=', res.json().data.id).execute();
      expect(left).toEqual([]);
    });
  });

  describe('GET /interviews', () => {
    it("lists this week's scheduled interviews by default, earliest first, without cancelled ones", async () => {
      const a = await candidateAt(['screening']);
      const b = await candidateAt(['screening', 'hr_interview', 'client_cv_review']);
      const d = await candidateAt(['screening']);
      const e = await candidateAt(['screening']);
      const sunday = (await schedule(valid(a.id, { starts_at: '2026-03-08T23:30:00Z' }))).json().data.id;
      const thursday = (await schedule(valid(b.id, { starts_at: '2026-03-05T04:00:00Z', meeting_url: 'https://meet.example/x' }))).json().data.id;
      const nextMonday = (await schedule(valid(d.id, { starts_at: '2026-03-09T00:00:00Z' }))).json().data.id;
      const cancelled = (await schedule(valid(e.id, { starts_at: '2026-03-06T10:00:00Z' }))).json().data.id;
      await t.app.inject({ method: 'POST', url: api(`/interviews/${cancelled}/cancel`), headers: hr.headers });

      const res = await t.app.inject({ url: api('/interviews'), headers: hr.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-09T00:00:00.000Z' });
      const ids = res.json().data.map((i: { id: number }) => i.id);
      expect(ids).toContain(sunday);
      expect(ids).toContain(thursday);
      expect(ids.indexOf(thursday)).toBeLessThan(ids.indexOf(sunday));
      expect(ids).not.toContain(nextMonday);
      expect(ids).not.toContain(cancelled);

      const next = await t.app.inject({ url: api('/interviews?from=2026-03-09T00:00:00Z&to=2026-03-16T00:00:00Z'), headers: admin.headers });
      expect(next.json().data.map((i: { id: number }) => i.id)).toEqual([nextMonday]);
    });

    it('refuses a range that is reversed or longer than the limit (422)', async () => {
      const reversed = await t.app.inject({ url: api('/interviews?from=2026-03-09T00:00:00Z&to=2026-03-02T00:00:00Z'), headers: hr.headers });
      expect(reversed.statusCode).toBe(422);
      const long = await t.app.inject({ url: api('/interviews?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z'), headers: hr.headers });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.to).toEqual([INTERVIEW_MSG.rangeTooLong]);
      expect((await t.app.inject({ url: api('/interviews?from=yesterday'), headers: hr.headers })).statusCode).toBe(422);
    });
  });

  describe('GET /interviews/{id}.ics', () => {
    it('is an iCalendar attachment: UTC start and end, summary, place, link and the company as organiser', async () => {
      const c = await candidateAt(['screening', 'hr_interview', 'client_cv_review']);
      const created = await schedule(
        valid(c.id, {
          starts_at: '2026-03-06T14:00:00+05:30',
          duration_minutes: 90,
          location: 'Client office; Hinjewadi, Pune',
          meeting_url: 'https://meet.example/abc',
        }),
      );
      const id = created.json().data.id as number;
      const res = await t.app.inject({ url: api(`/interviews/${id}.ics`), headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="interview-${id}.ics"`);
      const lines = icsLines(res.body);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(icsProperty(lines, 'DTSTART')?.value).toBe('20260306T083000Z');
      expect(icsProperty(lines, 'DTEND')?.value).toBe('20260306T100000Z');
      expect(icsText(icsProperty(lines, 'SUMMARY')?.value)).toBe(`Client Interview: Riya Sharma – ${c.jobTitle}`);
      expect(icsText(icsProperty(lines, 'LOCATION')?.value)).toBe('Client office; Hinjewadi, Pune');
      expect(icsProperty(lines, 'URL')?.value).toBe('https://meet.example/abc');
      const organizer = icsProperty(lines, 'ORGANIZER');
      expect(organizer?.params).toContain(`CN="${COMPANY_NAME}"`);
      expect(organizer?.value).toBe('mailto:no-reply@talentra.example');
      expect(icsProperty(lines, 'STATUS')?.value).toBe('CONFIRMED');
      expect(icsProperty(lines, 'UID')?.value).toBe(`interview-${id}@127.0.0.1`);
      expect(icsText(icsProperty(lines, 'DESCRIPTION')?.value)).toContain('Interviewer: Meera Kapoor');
    });

    it('uses the link as the location when there is no place, and marks a cancelled interview', async () => {
      const c = await candidateAt(['screening']);
      const id = (await schedule(valid(c.id, { location: null, meeting_url: 'https://meet.example/hr' }))).json().data.id;
      let lines = icsLines((await t.app.inject({ url: api(`/interviews/${id}.ics`), headers: hr.headers })).body);
      expect(icsProperty(lines, 'LOCATION')?.value).toBe('https://meet.example/hr');
      await t.app.inject({ method: 'POST', url: api(`/interviews/${id}/cancel`), headers: hr.headers });
      lines = icsLines((await t.app.inject({ url: api(`/interviews/${id}.ics`), headers: hr.headers })).body);
      expect(icsProperty(lines, 'STATUS')?.value).toBe('CANCELLED');
      expect(icsProperty(lines, 'METHOD')?.value).toBe('CANCEL');
    });

    it('writes a link holding , or ; as a URI value: percent-encoded, never the TEXT escapes (RFC 5545 3.3.13)', async () => {
      const c = await candidateAt(['screening']);
      const id = (await schedule(valid(c.id, { meeting_url: 'https://meet.example/abc?x=1,2;3' }))).json().data.id;
      const lines = icsLines((await t.app.inject({ url: api(`/interviews/${id}.ics`), headers: hr.headers })).body);
      expect(icsProperty(lines, 'URL')?.value).toBe('https://meet.example/abc?x=1%2C2%3B3');
      // as text (the place, the description) the link keeps its characters, escaped as TEXT
      expect(icsText(icsProperty(lines, 'DESCRIPTION')?.value)).toContain('Link: https://meet.example/abc?x=1,2;3');
    });

    it('refuses a link that is not one parsed http(s) URL: line breaks, tabs, spaces or control characters inside, another scheme (422)', async () => {
      const c = await candidateAt(['screening']);
      const before = await rowCounts(t);
      for (const meeting_url of [
        'https://meet.example/abc\r\nATTENDEE:mailto:x@evil.example',
        'https://meet.example/a\nb',
        'https://meet.example/a\tb',
        'https://meet.example/a b',
        'https://meet.example/a\u000bb',
        'https://meet.example/a\u000cb',
        'https://meet.example/a\u0085b',
        'https://meet.example/a\u2028b',
        'https://meet.example/a\u0000b',
        'javascript:alert(1)',
        'ftp://meet.example/a',
        'meet.example/a',
      ]) {
        const res = await schedule(valid(c.id, { meeting_url }));
        expect(res.statusCode, JSON.stringify(meeting_url)).toBe(422);
        expect(res.json().errors.meeting_url, JSON.stringify(meeting_url)).toContain(INTERVIEW_MSG.invalidUrl);
      }
      expect(await rowCounts(t)).toEqual(before);
      // spaces around a pasted link are trimmed, as in every field
      const ok = await schedule(valid(c.id, { meeting_url: '  https://meet.example/ok  ' }));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.meeting_url).toBe('https://meet.example/ok');
    });

    it('escapes every text value (RFC 5545 3.3.11), removes control characters and folds lines at 75 octets', async () => {
      const c = await candidateAt(['screening']);
      const location = 'Room 4\\B; Tower, Baner\nSecond floor\u000bVT\u000cFF\u0085NEL\u0007BEL end ' + 'क'.repeat(40);
      const created = await schedule(valid(c.id, { location, meeting_url: 'https://meet.example/x' }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const body = (await t.app.inject({ url: api(`/interviews/${id}.ics`), headers: hr.headers })).body;
      // lines end in CRLF, and no other control character is in the file
      expect(body.endsWith('\r\n')).toBe(true);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      // every physical line is at most 75 octets
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      const raw = icsProperty(icsLines(body), 'LOCATION')?.value;
      expect(raw).toContain('Room 4\\\\B\\; Tower\\, Baner\\nSecond floor');
      expect(icsText(raw)).toBe(`Room 4\\B; Tower, Baner\nSecond floorVTFFNELBEL end ${'क'.repeat(40)}`);
    });

    it('answers 404 for an unknown interview and 403 for Bdm', async () => {
      expect((await t.app.inject({ url: api('/interviews/999999.ics'), headers: hr.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: api('/interviews/1.ics'), headers: bdm.headers })).statusCode).toBe(403);
    });
  });

  describe("dashboards' 'Interviews Scheduled'", () => {
    it('counts scheduled interviews that start from now on, not cancelled ones, nor candidates merely at a stage', async () => {
      const base = (await overview()).interviews_scheduled as number;
      const atStage = await candidateAt(['screening']);
      expect((await overview()).interviews_scheduled).toBe(base);
      const soon = (await schedule(valid(atStage.id, { starts_at: new Date(now + 60 * 60_000).toISOString() }))).json().data.id;
      const later = await candidateAt(['screening']);
      await schedule(valid(later.id, { starts_at: new Date(now + 5 * 60 * 60_000).toISOString() }));
      const dropped = await candidateAt(['screening']);
      const droppedId = (await schedule(valid(dropped.id, { starts_at: new Date(now + 2 * 60 * 60_000).toISOString() }))).json().data.id;
      expect((await overview()).interviews_scheduled).toBe(base + 3);
      await t.app.inject({ method: 'POST', url: api(`/interviews/${droppedId}/cancel`), headers: hr.headers });
      expect((await overview()).interviews_scheduled).toBe(base + 2);
      const count = await t.app.inject({ url: api('/recruitments/interviews/count'), headers: bdm.headers });
      expect(count.json().count ?? count.json().data.count).toBe(base + 2);

      // an hour and a half later the first has started: it no longer counts
      now += 90 * 60_000;
      expect((await overview()).interviews_scheduled).toBe(base + 1);
      expect(soon).toBeGreaterThan(0);
    });

    it('leaves out interviews of deleted jobs', async () => {
      const base = (await overview()).interviews_scheduled as number;
      const c = await candidateAt(['screening']);
      await schedule(valid(c.id, { starts_at: new Date(now + 24 * 60 * 60_000).toISOString() }));
      expect((await overview()).interviews_scheduled).toBe(base + 1);
      await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${c.jobId}`), headers: admin.headers });
      expect((await overview()).interviews_scheduled).toBe(base);
    });
  });
});
