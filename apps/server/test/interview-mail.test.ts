import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { advance, applyOk, createJob, insertClient } from './fixtures.js';
import { buildServices } from '../src/services.js';

interface Received {
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP server (the smtp-server package) on a local port, keeping each message as received. */
async function mailServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}?tls=off`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The MIME parts of a raw message whose Content-Type starts with `type`, decoded to text. */
function parts(raw: string, type: string): { headers: string; body: string }[] {
  const found: { headers: string; body: string }[] = [];
  const re = new RegExp(`(Content-Type: ${type.replace('/', '\\/')}[^]*?)\\r?\\n\\r?\\n([^]*?)(?=\\r?\\n--)`, 'gi');
  for (const m of raw.matchAll(re)) {
    const headers = m[1]!;
    const body = m[2]!;
    const decoded = /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : /Content-Transfer-Encoding: quoted-printable/i.test(headers)
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
    found.push({ headers, body: decoded });
  }
  return found;
}

/** iCalendar lines unfolded (RFC 5545 §3.1). */
const icsLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
const icsValue = (lines: string[], name: string) => {
  const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
};

describeEachEngine('interviews that mail themselves (issue 43)', (engine) => {
  // Wednesday 4 March 2026, 08:00 UTC (tests that move it put it back)
  const start = Date.parse('2026-03-04T08:00:00.000Z');
  let now = start;
  let smtp: Awaited<ReturnType<typeof mailServer>>;
  let t: TestApp;
  let hr: Session;
  let bdm: Session;
  let admin: Session;
  let clientId: number;
  beforeAll(async () => {
    smtp = await mailServer();
    t = await createTestApp(engine, {
      clock: () => new Date(now),
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://jobs.talentra.example',
        MAIL_FROM: 'Talentra Careers <careers@talentra.example>',
        TIME_ZONE: 'Asia/Kolkata',
      },
    });
    clientId = (await insertClient(t)).id;
  });
  beforeEach(async () => {
    [hr, bdm, admin] = [await signIn(t, 'Hrteam'), await signIn(t, 'Bdm'), await signIn(t, 'Admin')];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const drain = () => t.app.ctx.outbox.worker!.drain();
  const sentTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const interviewMails = (id: number) =>
    t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', 'like', 'interview_%')
      .orderBy('id')
      .execute()
      .then((rows) => rows.filter((r) => (r.attachments ?? '').length > 0 && JSON.parse(r.attachments!)[0].filename === `interview-${id}.ics`));

  async function bookable(name: string, email: string) {
    const job = await createJob(t, bdm.headers, clientId, { job_title: 'Cloud Engineer' });
    const c = await applyOk(t, job.job_id, { candidate_name: name, email });
    await advance(t, hr.headers, c.id, ['screening']);
    return { id: c.id, email: c.email, jobTitle: job.job_title };
  }
  const book = (candidateId: number, overrides: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: api('/interviews'),
      headers: hr.headers,
      payload: {
        candidate_id: candidateId,
        starts_at: '2026-03-05T15:30:00+05:30',
        duration_minutes: 45,
        interviewer: 'Meera Kapoor',
        interviewer_email: 'Meera.Kapoor@talentra.example',
        location: 'Talentra office, Baner, Pune',
        meeting_url: null,
        ...overrides,
      },
    });

  /** The calendar of a received mail: the text/calendar alternative nodemailer writes for icalEvent. */
  function calendarOf(mail: Received) {
    const [calendar] = parts(mail.raw, 'text/calendar');
    expect(calendar, 'a text/calendar part').toBeDefined();
    return { headers: calendar!.headers, lines: icsLines(calendar!.body) };
  }

  describe('booking', () => {
    it('mails the candidate and the interviewer an invitation with the .ics (REQUEST, UID of the interview, SEQUENCE 0)', async () => {
      const c = await bookable('Riya Sharma', 'riya.sharma@mail.example');
      const res = await book(c.id);
      expect(res.statusCode, res.body).toBe(201);
      const interview = res.json().data;
      expect(interview.interviewer_email).toBe('meera.kapoor@talentra.example');
      await drain();

      const invitation = (m: Received) => m.subject.startsWith('Interview invitation');
      const [toCandidate] = sentTo(c.email).filter(invitation);
      const [toInterviewer] = sentTo('meera.kapoor@talentra.example').filter((m) => m.raw.includes(`interview-${interview.id}.ics`));
      for (const mail of [toCandidate, toInterviewer]) {
        expect(mail).toBeDefined();
        // a fixed subject naming the job, never the candidate
        expect(mail!.subject).toBe(`Interview invitation: ${c.jobTitle}`);
        const { headers, lines } = calendarOf(mail!);
        expect(headers).toMatch(/method=REQUEST/i);
        expect(icsValue(lines, 'METHOD')).toBe('REQUEST');
        expect(icsValue(lines, 'UID')).toBe(`interview-${interview.id}@jobs.talentra.example`);
        expect(icsValue(lines, 'SEQUENCE')).toBe('0');
        expect(icsValue(lines, 'STATUS')).toBe('CONFIRMED');
        expect(icsValue(lines, 'DTSTART')).toBe('20260305T100000Z');
        expect(icsValue(lines, 'DTEND')).toBe('20260305T104500Z');
        expect(icsValue(lines, 'X-WR-TIMEZONE')).toBe('Asia/Kolkata');
        const attendees = lines.filter((l) => l.startsWith('ATTENDEE')).map((l) => l.toLowerCase());
        expect(attendees.some((l) => l.endsWith(`mailto:${c.email}`))).toBe(true);
        expect(attendees.some((l) => l.endsWith('mailto:meera.kapoor@talentra.example'))).toBe(true);
        expect(mail!.raw).toMatch(/filename="?interview-\d+\.ics"?/);
      }
      const text = (m: Received) => parts(m.raw, 'text/plain')[0]?.body ?? '';
      expect(text(toCandidate!)).toContain('Dear Riya Sharma,');
      expect(text(toCandidate!)).toContain('When: Thu 5 Mar 2026, 15:30–16:15 (Asia/Kolkata, UTC+05:30)');
      expect(text(toInterviewer!)).toContain('Dear Meera Kapoor,');
      expect(text(toInterviewer!)).toContain('The HR Interview of Riya Sharma for Cloud Engineer');

      const stored = await interviewMails(interview.id);
      expect(stored.map((r) => [r.kind, r.to_address, r.status])).toEqual([
        ['interview_invitation', c.email, 'sent'],
        ['interview_invitation', 'meera.kapoor@talentra.example', 'sent'],
      ]);
    });

    it('shows the attachment by name on the Outbox mail detail, and a resend carries it again', async () => {
      const c = await bookable('Arjun Menon', 'arjun.menon@mail.example');
      const interview = (await book(c.id)).json().data;
      const [row] = await interviewMails(interview.id);
      const detail = await t.app.inject({ url: api(`/outbox/${row!.id}`), headers: admin.headers });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data.attachments).toEqual([
        { filename: `interview-${interview.id}.ics`, content_type: 'text/calendar; charset=utf-8; method=REQUEST' },
      ]);
      await drain();
      const resent = await t.app.inject({ method: 'POST', url: api(`/outbox/${row!.id}/resend`), headers: admin.headers });
      expect(resent.statusCode, resent.body).toBe(201);
      const copy = await t.app.inject({ url: api(`/outbox/${resent.json().data.id}`), headers: admin.headers });
      expect(copy.json().data.attachments).toHaveLength(1);
    });

    it('without the interviewer e-mail (an older client), mails the candidate only', async () => {
      const c = await bookable('Noor Khan', 'noor.khan@mail.example');
      const res = await t.app.inject({
        method: 'POST',
        url: api('/interviews'),
        headers: hr.headers,
        payload: {
          candidate_id: c.id,
          starts_at: '2026-03-06T11:00:00+05:30',
          duration_minutes: 30,
          interviewer: 'Arjun Menon',
          location: null,
          meeting_url: 'https://meet.example/hr',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.interviewer_email).toBeNull();
      const stored = await interviewMails(res.json().data.id);
      expect(stored.map((r) => r.to_address)).toEqual([c.email]);
    });

    it('refuses an interviewer e-mail that is not one (422) and queues nothing', async () => {
      const c = await bookable('Kavya Reddy', 'kavya.reddy@mail.example');
      const before = await t.app.ctx.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await book(c.id, { interviewer_email: 'not an address' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.interviewer_email).toBeDefined();
      const after = await t.app.ctx.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("erasing a name from the stored mails drops those mails' calendar files (a name inside an .ics is not found reliably)", async () => {
      const c = await bookable('Zoya Fernandes', 'zoya.fernandes@mail.example');
      const interview = (await book(c.id)).json().data;
      await t.app.ctx.db.transaction().execute((trx) => t.app.ctx.outbox.redact(trx, 'Zoya Fernandes', '[removed]'));
      const rows = await t.app.ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', 'in', [c.email, 'meera.kapoor@talentra.example'])
        .where('text_body', 'like', '%[removed]%')
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.attachments === null)).toBe(true);
      expect(interview.id).toBeGreaterThan(0);
    });
  });

  describe('cancelling', () => {
    it('mails both a cancellation: METHOD:CANCEL, the same UID, SEQUENCE 1', async () => {
      const c = await bookable('Ishaan Gupta', 'ishaan.gupta@mail.example');
      const interview = (await book(c.id, { interviewer_email: 'arjun.menon@talentra.example' })).json().data;
      await drain();
      const res = await t.app.inject({ method: 'POST', url: api(`/interviews/${interview.id}/cancel`), headers: hr.headers });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
      const cancellations = [...sentTo(c.email), ...sentTo('arjun.menon@talentra.example')].filter((m) =>
        m.subject.startsWith('Interview cancelled'),
      );
      expect(cancellations.map((m) => m.to[0]).sort()).toEqual(['arjun.menon@talentra.example', c.email].sort());
      for (const mail of cancellations) {
        expect(mail.subject).toBe(`Interview cancelled: ${c.jobTitle}`);
        const { headers, lines } = calendarOf(mail);
        expect(headers).toMatch(/method=CANCEL/i);
        expect(icsValue(lines, 'METHOD')).toBe('CANCEL');
        expect(icsValue(lines, 'STATUS')).toBe('CANCELLED');
        expect(icsValue(lines, 'UID')).toBe(`interview-${interview.id}@jobs.talentra.example`);
        expect(icsValue(lines, 'SEQUENCE')).toBe('1');
      }
      expect((await interviewMails(interview.id)).map((r) => r.kind)).toEqual([
        'interview_invitation',
        'interview_invitation',
        'interview_cancelled',
        'interview_cancelled',
      ]);
    });
  });

  describe('rescheduling (PUT /interviews/:id)', () => {
    const reschedule = (id: number, payload: object, who: Session = hr) =>
      t.app.inject({ method: 'PUT', url: api(`/interviews/${id}`), headers: who.headers, payload });
    const moved = {
      starts_at: '2026-03-06T12:00:00+05:30',
      duration_minutes: 60,
      interviewer: 'Meera Kapoor',
      interviewer_email: 'meera.kapoor@talentra.example',
      location: null,
      meeting_url: 'https://meet.example/moved',
    };

    it('changes time and place and mails both an update: REQUEST, the same UID, SEQUENCE 1; the timeline says when it was', async () => {
      const c = await bookable('Dev Malhotra', 'dev.malhotra@mail.example');
      const interview = (await book(c.id)).json().data;
      await drain();
      const res = await reschedule(interview.id, moved, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Interview rescheduled.');
      expect(res.json().data).toMatchObject({
        id: interview.id,
        starts_at: '2026-03-06T06:30:00.000Z',
        ends_at: '2026-03-06T07:30:00.000Z',
        location: null,
        meeting_url: 'https://meet.example/moved',
      });
      await drain();
      const updates = [...sentTo(c.email), ...sentTo('meera.kapoor@talentra.example')].filter(
        (m) => m.subject === `Interview rescheduled: ${c.jobTitle}` && m.raw.includes(`interview-${interview.id}.ics`),
      );
      expect(updates).toHaveLength(2);
      for (const mail of updates) {
        const { lines } = calendarOf(mail);
        expect(icsValue(lines, 'METHOD')).toBe('REQUEST');
        expect(icsValue(lines, 'UID')).toBe(`interview-${interview.id}@jobs.talentra.example`);
        expect(icsValue(lines, 'SEQUENCE')).toBe('1');
        expect(icsValue(lines, 'DTSTART')).toBe('20260306T063000Z');
        expect(icsValue(lines, 'URL')).toBe('https://meet.example/moved');
      }
      const timeline = await t.app.inject({ url: api(`/candidates/${c.id}/timeline`), headers: hr.headers });
      const entry = timeline.json().data.find((e: { kind: string }) => e.kind === 'interview_rescheduled');
      expect(entry?.detail).toMatchObject({
        interview_id: interview.id,
        starts_at: '2026-03-06T06:30:00.000Z',
        previous_starts_at: '2026-03-05T10:00:00.000Z',
      });

      // a second reschedule, then the cancellation, go on counting
      expect((await reschedule(interview.id, { ...moved, starts_at: '2026-03-07T12:00:00+05:30' })).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: api(`/interviews/${interview.id}/cancel`), headers: hr.headers });
      await drain();
      const [cancellation] = sentTo(c.email).filter(
        (m) => m.subject.startsWith('Interview cancelled') && m.raw.includes(`interview-${interview.id}.ics`),
      );
      expect(icsValue(calendarOf(cancellation!).lines, 'SEQUENCE')).toBe('3');
    });

    it('refuses a cancelled interview and one that has started (409), a start in the past (422), and changes nothing', async () => {
      const c1 = await bookable('Asha Rao', 'asha.rao@mail.example');
      const cancelled = (await book(c1.id)).json().data;
      await t.app.inject({ method: 'POST', url: api(`/interviews/${cancelled.id}/cancel`), headers: hr.headers });
      const c2 = await bookable('Bala Iyer', 'bala.iyer@mail.example');
      const started = (await book(c2.id, { starts_at: '2026-03-04T14:00:00+05:30' })).json().data;
      const mailsBefore = (await t.app.ctx.db.selectFrom('outbox').select('id').execute()).length;

      let res = await reschedule(cancelled.id, moved);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This interview is cancelled: schedule a new one instead.');
      res = await reschedule(started.id, { ...moved, starts_at: '2026-03-04T13:00:00+05:30' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.starts_at).toBeDefined();
      now = Date.parse('2026-03-04T08:31:00.000Z'); // the interview began at 08:30 UTC
      try {
        res = await reschedule(started.id, moved);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This interview has already started: it can no longer be rescheduled.');
      } finally {
        now = start;
      }
      expect((await t.app.ctx.db.selectFrom('outbox').select('id').execute()).length).toBe(mailsBefore);
      const row = await t.app.ctx.db.selectFrom('interviews').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
      expect([row.starts_at, row.sequence]).toEqual(['2026-03-04T08:30:00.000Z', 0]);
    });

    it('is for Admin and Hrteam only (Bdm 403) and answers 404 for an unknown interview', async () => {
      const c = await bookable('Chitra Das', 'chitra.das@mail.example');
      const interview = (await book(c.id)).json().data;
      expect((await reschedule(interview.id, moved, bdm)).statusCode).toBe(403);
      expect((await reschedule(999_999, moved)).statusCode).toBe(404);
    });
  });

  describe('the day-before reminder', () => {
    const reminders = async (id: number) => (await interviewMails(id)).filter((r) => r.kind === 'interview_reminder');
    /** The reminder pass of a server: its own services over the same database, as another instance would build them. */
    const serverPass = () => buildServices(t.app.ctx).interviews.sendDueReminders();
    const at = async <T>(iso: string, f: () => Promise<T>) => {
      now = Date.parse(iso);
      try {
        return await f();
      } finally {
        now = start;
      }
    };

    it('goes to both once, about a day before, with the .ics; two servers running the job at once queue it once', async () => {
      const c = await bookable('Farah Ali', 'farah.ali@mail.example');
      const interview = (await book(c.id, { starts_at: '2026-03-06T15:30:00+05:30' })).json().data; // 10:00 UTC on the 6th
      await serverPass();
      expect(await reminders(interview.id)).toHaveLength(0); // two days ahead: not yet
      await at('2026-03-05T10:05:00.000Z', async () => {
        await Promise.all([serverPass(), serverPass()]);
        await serverPass();
        await drain(); // the mails are due from the moved clock's now
      });
      const queued = await reminders(interview.id);
      expect(queued.map((r) => r.to_address).sort()).toEqual([c.email, 'meera.kapoor@talentra.example'].sort());
      expect(queued.every((r) => r.subject === `Interview reminder: ${c.jobTitle}`)).toBe(true);
      const [mail] = sentTo(c.email).filter((m) => m.subject.startsWith('Interview reminder') && m.raw.includes(`interview-${interview.id}.ics`));
      const { lines } = calendarOf(mail!);
      expect(icsValue(lines, 'METHOD')).toBe('REQUEST');
      expect(icsValue(lines, 'SEQUENCE')).toBe('0');
      expect(parts(mail!.raw, 'text/plain')[0]?.body).toContain('is tomorrow');
    });

    it('is not sent for an interview booked within a day (its invitation is the reminder) nor for a cancelled one; a reschedule makes it due again', async () => {
      const soon = await bookable('Gita Nair', 'gita.nair@mail.example');
      const soonId = (await book(soon.id, { starts_at: '2026-03-04T20:00:00+05:30' })).json().data.id;
      const cancelled = await bookable('Hari Pillai', 'hari.pillai@mail.example');
      const cancelledId = (await book(cancelled.id, { starts_at: '2026-03-06T15:30:00+05:30' })).json().data.id;
      await t.app.inject({ method: 'POST', url: api(`/interviews/${cancelledId}/cancel`), headers: hr.headers });
      const moved = await bookable('Jaya Menon', 'jaya.menon@mail.example');
      const movedId = (await book(moved.id, { starts_at: '2026-03-06T15:30:00+05:30' })).json().data.id;
      await at('2026-03-05T10:00:00.000Z', serverPass);
      expect(await reminders(movedId)).toHaveLength(2);
      const res = await t.app.inject({
        method: 'PUT',
        url: api(`/interviews/${movedId}`),
        headers: hr.headers,
        payload: { starts_at: '2026-03-09T15:30:00+05:30', duration_minutes: 45, interviewer: 'Meera Kapoor', location: 'Pune office' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await at('2026-03-08T10:00:00.000Z', serverPass);
      expect(await reminders(soonId)).toHaveLength(0);
      expect(await reminders(cancelledId)).toHaveLength(0);
      // the interviewer e-mail was left out of the reschedule: only the candidate hears of the new time
      expect((await reminders(movedId)).map((r) => r.to_address)).toEqual([moved.email, 'meera.kapoor@talentra.example', moved.email]);
    });
  });

  describe("the interviewer's feedback (POST /interviews/:id/feedback)", () => {
    const feedback = (id: number, payload: object, who: Session = hr) =>
      t.app.inject({ method: 'POST', url: api(`/interviews/${id}/feedback`), headers: who.headers, payload });

    it('records a rating and notes once the interview has started, once only (409), shown on the interview and the timeline', async () => {
      const c = await bookable('Kiran Joshi', 'kiran.joshi@mail.example');
      const interview = (await book(c.id, { starts_at: '2026-03-04T14:00:00+05:30' })).json().data; // 08:30 UTC today
      let res = await feedback(interview.id, { rating: 4, notes: 'Strong on AWS.' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Feedback can be recorded once the interview has started.');
      now = Date.parse('2026-03-04T09:30:00.000Z');
      try {
        res = await feedback(interview.id, { rating: 4, notes: 'Strong on AWS.' }, admin);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().message).toBe('Feedback recorded.');
        expect(res.json().data.feedback).toEqual({ rating: 4, notes: 'Strong on AWS.', created_at: '2026-03-04T09:30:00.000Z' });
        const again = await feedback(interview.id, { rating: 2, notes: null });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Feedback already recorded for this interview');
        const got = await t.app.inject({ url: api(`/interviews/${interview.id}`), headers: hr.headers });
        expect(got.json().data.feedback.rating).toBe(4);
        const timeline = await t.app.inject({ url: api(`/candidates/${c.id}/timeline`), headers: hr.headers });
        const entries = timeline.json().data.filter((e: { kind: string }) => e.kind === 'interview_feedback');
        expect(entries).toHaveLength(1);
        expect(entries[0].detail).toMatchObject({ interview_id: interview.id, rating: 4, notes: 'Strong on AWS.' });
        expect(entries[0].actor?.id).toBe(admin.userId);
      } finally {
        now = start;
      }
    });

    it('refuses a rating outside 1–5 or notes over 2000 characters (422), a cancelled interview (409), and Bdm (403)', async () => {
      const c = await bookable('Lata Kulkarni', 'lata.kulkarni@mail.example');
      const interview = (await book(c.id, { starts_at: '2026-03-04T14:00:00+05:30' })).json().data; // 08:30 UTC today
      const c2 = await bookable('Mohan Das', 'mohan.das@mail.example');
      const cancelled = (await book(c2.id, { starts_at: '2026-03-04T14:00:00+05:30' })).json().data;
      await t.app.inject({ method: 'POST', url: api(`/interviews/${cancelled.id}/cancel`), headers: hr.headers });
      now = Date.parse('2026-03-04T09:00:00.000Z'); // within the sessions' idle time
      try {
        for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, {}, { rating: 3, notes: 'x'.repeat(2001) }]) {
          const res = await feedback(interview.id, payload);
          expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        }
        expect((await feedback(interview.id, { rating: 3 }, bdm)).statusCode).toBe(403);
        const res = await feedback(cancelled.id, { rating: 3 });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This interview was cancelled: there is no feedback to record.');
      } finally {
        now = start;
      }
      const stored = await t.app.ctx.db
        .selectFrom('interview_feedback')
        .selectAll()
        .where('interview_id', 'in', [interview.id, cancelled.id])
        .execute();
      expect(stored).toEqual([]);
    });
  });
});
