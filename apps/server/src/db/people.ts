import { sql, type QueryExecutorProvider, type SqlBool } from 'kysely';
import type { Dialect } from './database.js';

/**
 * One person, many applications (issue 15, amended by issue 41): applications with the same e-mail
 * (stored lower-cased) belong to one person, identified by the id of their first application
 * (`candidates.person_id`; the person's row in the staff search is that application). A shared
 * phone number alone joins nobody: it is a suggestion ('Possible duplicate') that staff answer,
 * and 'Same person' links the new application to the person named (`linkPerson`'s `samePersonAs`);
 * a wrong link is undone by `separateEmail`. Linking is transitive: an application with the
 * e-mail of one person, linked by staff to another, joins the two (decision 90).
 */
export const phoneKey = (digits: string) => digits.replace(/\D/g, '').slice(-10);

/** SQL for the phone key of `mobile_number` (digits only, stored so by the contract). */
const phoneKeySql = (dialect: Dialect) => (dialect === 'postgres' ? sql`right(mobile_number, 10)` : sql`substr(mobile_number, -10)`);

/**
 * The row `alias` is its person's first application (person_id = id). On PostgreSQL it is said through
 * the generated `is_later` column: PostgreSQL estimates `person_id = id` at 0.5 % of rows (it keeps
 * no statistics on a comparison of two columns) and then sorts the whole table instead of walking
 * an index. On SQLite `is_later` is a virtual column, and a query that reads one cannot be served
 * by an index alone, so there it is said on the stored columns: the walks then read
 * `candidates_applied_walk_idx` alone (migration 017) instead of looking up every row they pass.
 */
export function isFirstApplication(dialect: Dialect, alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return dialect === 'sqlite'
    ? sql<SqlBool>`(${column('person_id')} = ${column('id')})`
    : sql<SqlBool>`(${column('is_later')} = 0 and ${column('person_id')} is not null)`;
}

interface Row {
  id: number;
  email: string;
  person_id: number | null;
}

/**
 * Link every application to its person from scratch, by the e-mail alone (any case): fills
 * `phone_key` where missing, gives each application the first application with its e-mail as its
 * person. Rewrites only rows whose person changes. For migrations: it forgets links staff made.
 */
export async function linkPeople(db: QueryExecutorProvider, dialect: Dialect): Promise<void> {
  await sql`update candidates set phone_key = ${phoneKeySql(dialect)} where phone_key is null`.execute(db);
  const rows = (await sql<Row>`select id, lower(email) as email, person_id from candidates order by id`.execute(db)).rows;
  const firstOf = new Map<string, number>();
  const moves = new Map<number, number[]>();
  for (const r of rows) {
    const first = firstOf.get(r.email) ?? r.id;
    if (first === r.id) firstOf.set(r.email, r.id);
    if (r.person_id !== first) moves.set(first, [...(moves.get(first) ?? []), r.id]);
  }
  for (const [person, ids] of moves) {
    for (let i = 0; i < ids.length; i += 500) {
      await sql`update candidates set person_id = ${person} where id in (${sql.join(ids.slice(i, i + 500))})`.execute(db);
    }
  }
}

/**
 * Link one new application (in the transaction that inserts it): it joins the person (or persons,
 * who then become one) whose applications have its e-mail, and the person of `samePersonAs` (an
 * application staff said is the same person).
 */
export async function linkPerson(db: QueryExecutorProvider, id: number, email: string, samePersonAs: number | null = null): Promise<number> {
  const found = (
    await sql<{ person_id: number }>`select distinct person_id from candidates
      where (email = ${email}${samePersonAs === null ? sql`` : sql` or id = ${samePersonAs}`}) and id <> ${id} and person_id is not null`.execute(db)
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
 * Undo a link (issue 41): the applications with this application's e-mail leave its person and
 * become a person of their own; the rest stay one person. Each part is identified by its first
 * application, and `has_later` is set anew on both. Answers the two parts' first applications, or
 * null when the person has no other e-mail (one e-mail is one person: nothing to separate).
 */
export async function separateEmail(db: QueryExecutorProvider, id: number): Promise<{ separated: number; remaining: number } | null> {
  const rows = (
    await sql<Row>`select id, email, person_id from candidates
      where person_id = (select c.person_id from candidates c where c.id = ${id}) order by id`.execute(db)
  ).rows;
  const email = rows.find((r) => r.id === id)?.email;
  const own = rows.filter((r) => r.email === email).map((r) => r.id);
  const rest = rows.filter((r) => r.email !== email).map((r) => r.id);
  if (!own.length || !rest.length) return null;
  const parts = [own, rest].map((ids) => ({ person: Math.min(...ids), ids }));
  for (const { person, ids } of parts) {
    await sql`update candidates set person_id = ${person} where id in (${sql.join(ids)})`.execute(db);
    await sql`update candidates set has_later = ${ids.length > 1 ? 1 : 0} where id = ${person}`.execute(db);
  }
  return { separated: parts[0]!.person, remaining: parts[1]!.person };
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
