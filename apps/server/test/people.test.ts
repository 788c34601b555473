import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { canonicalPhone } from '@talentra/contract';
import { api, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { apply, applyOk, createJob, staffApp } from './fixtures.js';
import { canonicalPhonesMigration } from '../src/db/migrations/019-canonical-phones.js';

let phoneSeq = 0;
/** A ten-digit phone number no other test uses. */
const freshPhone = () => `6${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

/**
 * Issue 41: a person is the same e-mail (any case); a shared phone number is only a suggestion
 * staff answer ("Same person" links, "Different person" keeps apart), and a wrong link is undone
 * from the profile, on the record. Phones are stored in one form whichever form they came in.
 */
describeEachEngine('people: the same e-mail, a shared phone, the canonical phone', (engine) => {
  let t: TestApp, admin: Session, hr: Session, bdm: Session;
  let jobA: number;
  let jobB: number;
  const tag = `pq${randomBytes(3).toString('hex')}`;

  const get = (url: string, headers = hr.headers) => t.app.inject({ url: api(url), headers });
  type Person = { id: number; candidate_name: string; email: string; mobile_number: string; applications: { id: number }[] };
  const people = async (q: string) => {
    const res = await get(`/candidates/people?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Person[];
  };
  const staffApply = async (jobId: number, fields: Record<string, string | number | undefined>) => {
    const res = await apply(t, jobId, { privacy_consent: undefined, ...fields }, hr.headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; mobile_number: string };
  };
  const timeline = async (id: number) =>
    (await get(`/candidates/${id}/timeline`)).json().data as {
      kind: string;
      candidate_id: number;
      actor: { username: string } | null;
      detail: Record<string, unknown>;
    }[];

  beforeAll(async () => {
    let client: number;
    ({ t, admin, hr, bdm, clientId: client } = await staffApp(engine));
    jobA = (await createJob(t, bdm.headers, client)).job_id;
    jobB = (await createJob(t, bdm.headers, client)).job_id;
  });
  afterAll(() => t.close());

  it('stores one canonical phone whichever form it came in: the public form and the staff form alike', () => {
    expect(canonicalPhone('9800403869')).toBe('9800403869');
    expect(canonicalPhone('+91 98004 03869')).toBe('9800403869');
    expect(canonicalPhone('919800403869')).toBe('9800403869');
    expect(canonicalPhone('098004-03869')).toBe('9800403869');
    expect(canonicalPhone('0091 98004 03869')).toBe('9800403869');
    // another country's number keeps its country code
    expect(canonicalPhone('+44 20 7946 0958')).toBe('442079460958');
    expect(canonicalPhone('+1 (415) 555-0132')).toBe('14155550132');
  });

  it('does not merge different people who share a phone: the search, the CSV and each profile keep them apart', async () => {
    const phone = freshPhone();
    const kiara = await applyOk(t, jobA, { candidate_name: `Kiara ${tag}`, email: `kiara.${tag}@mail.example`, mobile_number: phone });
    // staff type the number with the country code; the public typed ten digits
    const kavya = await staffApply(jobB, {
      candidate_name: `Kavya ${tag}`,
      email: `kavya.${tag}@mail.example`,
      mobile_number: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    });
    expect(kavya.mobile_number).toBe(phone);
    const stored = await t.app.ctx.db.selectFrom('candidates').select(['id', 'mobile_number']).where('id', 'in', [kiara.id, kavya.id]).execute();
    expect(stored.map((r) => r.mobile_number)).toEqual([phone, phone]);

    const [asKavya] = await people(`kavya ${tag}`);
    expect(asKavya).toMatchObject({ id: kavya.id, candidate_name: `Kavya ${tag}`, email: `kavya.${tag}@mail.example` });
    expect(asKavya!.applications.map((a) => a.id)).toEqual([kavya.id]);
    expect((await people(`kiara ${tag}`)).map((p) => [p.id, p.applications.map((a) => a.id)])).toEqual([[kiara.id, [kiara.id]]]);
    // both found by the phone, as two people
    expect((await people(phone)).map((p) => p.id).sort()).toEqual([kiara.id, kavya.id].sort());

    const profile = (await get(`/candidates/${kavya.id}/profile`)).json().data;
    expect(profile).toMatchObject({ candidate_name: `Kavya ${tag}`, person_id: kavya.id });
    expect(profile.applications.map((a: { id: number }) => a.id)).toEqual([kavya.id]);

    const csv = (await get(`/candidates/people/export?q=${tag}`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv.filter((l) => l.startsWith(`Kavya ${tag},kavya.${tag}@mail.example`))).toHaveLength(1);
    expect(csv.filter((l) => l.startsWith(`Kiara ${tag},kiara.${tag}@mail.example`))).toHaveLength(1);

    // the duplicate check tells how each was matched: the phone is a suggestion, the e-mail is the person
    const byPhone = (await get(`/candidates/duplicates?phone=${encodeURIComponent(`+91 ${phone}`)}&email=new.${tag}@mail.example`)).json().data;
    expect(byPhone).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: kiara.id, match: 'phone' }), expect.objectContaining({ id: kavya.id, match: 'phone' })]),
    );
    const byEmail = (await get(`/candidates/duplicates?email=KIARA.${tag}@mail.example&phone=${phone}`)).json().data;
    expect(byEmail).toEqual(expect.arrayContaining([expect.objectContaining({ id: kiara.id, match: 'email' })]));
  });

  it('the same e-mail in any case is the same person, whatever the phone', async () => {
    const a = await applyOk(t, jobA, { candidate_name: `Meera ${tag}`, email: `meera.${tag}@mail.example`, mobile_number: freshPhone() });
    const b = await staffApply(jobB, { candidate_name: `Meera ${tag}`, email: `MEERA.${tag}@Mail.Example`, mobile_number: freshPhone() });
    expect((await people(`meera ${tag}`)).map((p) => [p.id, p.applications.map((x) => x.id)])).toEqual([[a.id, [a.id, b.id]]]);
  });

  it("'Same person' links a staff entry to the person it names, on the record; the profile undoes a wrong link, on the record too", async () => {
    const phone = freshPhone();
    const ravi = await applyOk(t, jobA, { candidate_name: `Ravi ${tag}`, email: `ravi.${tag}@mail.example`, mobile_number: phone });
    const again = await staffApply(jobB, {
      candidate_name: `Ravi ${tag} K`,
      email: `ravi.work.${tag}@mail.example`,
      mobile_number: `+91${phone}`,
      same_person_as: ravi.id,
    });
    expect((await people(`ravi ${tag}`)).map((p) => [p.id, p.applications.map((x) => x.id)])).toEqual([[ravi.id, [ravi.id, again.id]]]);
    const profile = (await get(`/candidates/${again.id}/profile`)).json().data;
    expect(profile.person_id).toBe(ravi.id);
    expect(profile.linked).toEqual([{ id: ravi.id, candidate_name: `Ravi ${tag}`, email: `ravi.${tag}@mail.example` }]);
    const linked = (await timeline(ravi.id)).find((e) => e.kind === 'linked');
    expect(linked).toMatchObject({ candidate_id: again.id, actor: { username: hr.username }, detail: { with_candidate_id: ravi.id } });

    // the public cannot link itself to anyone
    const stranger = await applyOk(t, jobB, {
      candidate_name: `Stranger ${tag}`,
      email: `stranger.${tag}@mail.example`,
      mobile_number: phone,
      same_person_as: ravi.id,
    });
    expect((await people(`stranger ${tag}`)).map((p) => [p.id, p.applications.map((x) => x.id)])).toEqual([[stranger.id, [stranger.id]]]);
    // a person that does not exist is a field error, nothing stored
    const missing = await apply(t, jobA, { privacy_consent: undefined, email: `nobody.${tag}@mail.example`, same_person_as: 99999999 }, hr.headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('same_person_as');

    // undo from the profile: Bdm may not, Hrteam may
    expect((await t.app.inject({ method: 'POST', url: api(`/candidates/${again.id}/separate`), headers: bdm.headers })).statusCode).toBe(403);
    const undo = await t.app.inject({ method: 'POST', url: api(`/candidates/${again.id}/separate`), headers: hr.headers });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toBe('Kept apart: they are now two people.');
    expect((await people(`ravi ${tag}`)).map((p) => [p.id, p.applications.map((x) => x.id)]).sort()).toEqual(
      [
        [ravi.id, [ravi.id]],
        [again.id, [again.id]],
      ].sort(),
    );
    for (const [id, other] of [
      [again.id, ravi.id],
      [ravi.id, again.id],
    ] as const) {
      const separated = (await timeline(id)).find((e) => e.kind === 'separated');
      expect(separated).toMatchObject({ actor: { username: hr.username }, detail: { from_candidate_id: other } });
    }
    expect((await get(`/candidates/${again.id}/profile`)).json().data.linked).toEqual([]);
    // nothing left to separate: one e-mail is one person
    const twice = await t.app.inject({ method: 'POST', url: api(`/candidates/${again.id}/separate`), headers: admin.headers });
    expect(twice.statusCode).toBe(409);
  });

  it('migration 019: existing phones to the canonical form, and people linked by a phone alone apart again', async () => {
    const phone = freshPhone();
    const a = await applyOk(t, jobA, { candidate_name: `Old A ${tag}`, email: `olda.${tag}@mail.example`, mobile_number: phone });
    const b = await applyOk(t, jobB, { candidate_name: `Old B ${tag}`, email: `oldb.${tag}@mail.example`, mobile_number: freshPhone() });
    const c = await applyOk(t, jobB, { candidate_name: `Old A ${tag}`, email: `olda.${tag}@mail.example`, mobile_number: freshPhone() });
    // as the old rules left them: the staff form's 12 digits, and b joined to a by the phone
    const db = t.app.ctx.db;
    await db
      .updateTable('candidates')
      .set({ mobile_number: `91${phone}`, person_id: a.id })
      .where('id', '=', b.id)
      .execute();
    await db.updateTable('candidates').set({ has_later: 1 }).where('id', '=', a.id).execute();
    await canonicalPhonesMigration(engine).up(db as unknown as Kysely<unknown>);
    const rows = await db
      .selectFrom('candidates')
      .select(['id', 'mobile_number', 'phone_key', 'person_id', 'has_later'])
      .where('id', 'in', [a.id, b.id, c.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.mobile_number, r.person_id])).toEqual([
      [a.id, phone, a.id],
      [b.id, phone, b.id],
      [c.id, rows[2]!.mobile_number, a.id],
    ]);
    expect(rows[1]!.phone_key).toBe(phone);
    expect(rows.map((r) => r.has_later)).toEqual([1, 0, 0]);
    // the search sees the same
    expect((await people(`old b ${tag}`)).map((p) => [p.id, p.applications.map((x) => x.id)])).toEqual([[b.id, [b.id]]]);
  });
});
