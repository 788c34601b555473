import { sql, type QueryExecutorProvider } from 'kysely';
import type { Dialect } from './database.js';

/**
 * One person, many applications (issue 15): applications sharing an e-mail (stored lower-cased) or
 * the last ten digits of a phone number belong to one person, identified by the id of their first
 * application (`candidates.person_id`; the person's row in the staff search is that application).
 * Linking is transitive: an application sharing the e-mail of one person and the phone of another
 * joins the two (docs/decisions.md 90).
 */
export const phoneKey = (digits: string) => digits.replace(/\D/g, '').slice(-10);

/** SQL for the phone key of `mobile_number` (digits only, stored so by the contract). */
const phoneKeySql = (dialect: Dialect) => (dialect === 'postgres' ? sql`right(mobile_number, 10)` : sql`substr(mobile_number, -10)`);

interface Row {
  id: number;
  email: string;
  phone_key: string | null;
  person_id: number | null;
}

/**
 * Link every application to its person: fills `phone_key` where missing (rows written by bulk
 * seeds), gives every unlinked application its own person, then joins applications that share an
 * e-mail or phone key. Rewrites only rows whose person changes, so it is cheap to run again.
 */
export async function linkPeople(db: QueryExecutorProvider, dialect: Dialect): Promise<void> {
  await sql`update candidates set phone_key = ${phoneKeySql(dialect)} where phone_key is null`.execute(db);
  await sql`update candidates set person_id = id where person_id is null`.execute(db);
  const rows = (await sql<Row>`select id, email, phone_key, person_id from candidates order by id`.execute(db)).rows;
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  const byEmail = new Map<string, number>();
  const byPhone = new Map<string, number>();
  for (const r of rows) {
    parent.set(r.id, r.id);
    const e = byEmail.get(r.email);
    if (e === undefined) byEmail.set(r.email, r.id);
    else union(e, r.id);
    if (r.phone_key) {
      const p = byPhone.get(r.phone_key);
      if (p === undefined) byPhone.set(r.phone_key, r.id);
      else union(p, r.id);
    }
  }
  const moves = new Map<number, number[]>();
  for (const r of rows) {
    const root = find(r.id);
    if (r.person_id !== root) moves.set(root, [...(moves.get(root) ?? []), r.id]);
  }
  for (const [root, ids] of moves) {
    for (let i = 0; i < ids.length; i += 500) {
      await sql`update candidates set person_id = ${root} where id in (${sql.join(ids.slice(i, i + 500))})`.execute(db);
    }
  }
}

/**
 * Link one new application (in the transaction that inserts it): it joins the person (or persons,
 * who then become one) whose applications share its e-mail or phone key.
 */
export async function linkPerson(db: QueryExecutorProvider, id: number, email: string, key: string): Promise<number> {
  const found = (
    await sql<{ person_id: number }>`select distinct person_id from candidates
      where (email = ${email} or phone_key = ${key}) and id <> ${id} and person_id is not null`.execute(db)
  ).rows.map((r) => r.person_id);
  const person = Math.min(id, ...found);
  await sql`update candidates set person_id = ${person} where id = ${id}`.execute(db);
  const others = found.filter((p) => p !== person);
  if (others.length) await sql`update candidates set person_id = ${person} where person_id in (${sql.join(others)})`.execute(db);
  // a person of more than one application (the search looks at their later ones too)
  if (found.length) await sql`update candidates set has_later = 1 where id = ${person} and has_later = 0`.execute(db);
  return person;
}

/**
 * Set `has_later` on every person's first application from the rows that exist (after a bulk link:
 * migrations, seeds). A row whose person lost its later applications (an erasure) may keep a 1:
 * that only costs the search a look, it never hides anyone.
 */
export async function markPeopleWithLaterApplications(db: QueryExecutorProvider): Promise<void> {
  await sql`update candidates set has_later = 1
    where has_later = 0 and id in (select person_id from candidates where is_later = 1)`.execute(db);
}
