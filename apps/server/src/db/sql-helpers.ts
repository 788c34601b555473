import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { PROJECT_STATUS_DEFAULT, PROJECT_STATUS_RULES, type ProjectBucket } from '@talentra/contract';
import type { Database } from './schema.js';

/** A LIKE pattern for a user's text: %, _ and \ match themselves. */
export const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match that treats %, _ and \ literally, on both engines.
 * Use it directly in where()/eb.or(): never compare it with `true` (SQLite cannot bind booleans). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return containsPattern(column, likePattern(text));
}

/** `containsText` with the text's `likePattern` made by the caller. */
export function containsPattern(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * `containsText` for one engine. SQLite's LIKE folds ASCII case, and its lower() folds only ASCII
 * too (no ICU), so `lower(x) like p` and `x like p` match the same rows there: no lower() for each
 * row walked. PostgreSQL keeps lower(), which its trigram indexes are built on.
 */
export function containsTextOn(dialect: 'sqlite' | 'postgres', column: string, text: string): RawBuilder<boolean> {
  return dialect === 'sqlite' ? containsInLowered(column, text) : containsText(column, text);
}

/**
 * A row of a job that is not deleted, by the row's job id: `job_id not in` the deleted jobs' ids.
 * Both engines read the deleted jobs once, along jobs_deleted_created_idx, into a set that each
 * walked row is tested against (PostgreSQL's hashed SubPlan), where a join or EXISTS looked every
 * walked row's job up: PostgreSQL's referrals page 21 window 0.55 → 0.10 ms (decision 192). The
 * columns given are NOT NULL, so NOT IN's rule for nulls never applies.
 */
export function ofLiveJob(jobIdColumn: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(jobIdColumn)} not in (select deleted_job.id from jobs as deleted_job where deleted_job.deleted_at is not null)`;
}

/** `containsText` on a column stored lower-cased already (a name's `name_lower`, digits): no `lower()` per row. */
export function containsInLowered(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${likePattern(text)} escape '\\'`;
}

/**
 * The text a search walks, per application (migration 016): on PostgreSQL `contact_text` holds the
 * lower-cased name, e-mail and phone digits in one stored column, and `location_lower` the
 * lower-cased location, so a row walked costs one or two LIKEs and no lower() (lower() on UTF-8
 * text was a sixth of PostgreSQL's work in the staff search). SQLite's LIKE folds ASCII case by
 * itself, so there the walk reads the columns as they are. These are what a walk's subquery selects.
 */
const WALK_TEXT = {
  sqlite: { contact: ['name_lower', 'email', 'mobile_number'], location: ['current_location'] },
  postgres: { contact: ['contact_text'], location: ['location_lower'] },
} as const;
type WalkColumn = (typeof WALK_TEXT)[keyof typeof WALK_TEXT][keyof (typeof WALK_TEXT)['sqlite']][number];

/** The columns of `alias` that `walkedTextMatch` reads (the location's too with `withLocation`): what a walk's subquery selects. */
export function walkedColumns<A extends string>(dialect: 'sqlite' | 'postgres', alias: A, withLocation: boolean): `${A}.${WalkColumn}`[] {
  return [...WALK_TEXT[dialect].contact, ...(withLocation ? WALK_TEXT[dialect].location : [])].map((c) => `${alias}.${c}` as const);
}

/** Between the parts of `contact_text`: a search holding it would match across two of them (`walkPattern`). */
const WALK_TEXT_SEPARATOR = '\u0001';

/**
 * The LIKE pattern a walk binds for a user's text (`likePattern`). A text holding the separator of
 * `contact_text` gets a pattern that matches nothing, as it would on the columns one by one.
 */
export const walkPattern = (text: string) => (text.includes(WALK_TEXT_SEPARATOR) ? WALK_TEXT_SEPARATOR : likePattern(text));

/**
 * `containsText` on a row a search walks in index order (the people and candidate searches), where
 * no index serves the LIKE: any of the contact columns (name, e-mail, phone), and the location
 * with `withLocation`. On PostgreSQL the pattern is a sub-select the planner cannot look into, so the
 * walk's plan is the same for every pattern; its LIKE escapes with a backslash by default, so no ESCAPE
 * clause (which it ran again for every row). `pattern`: the text's `walkPattern`, made by the caller.
 * `alias`: the walked row's table.
 */
export function walkedTextMatch(dialect: 'sqlite' | 'postgres', alias: string, pattern: string, withLocation: boolean): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    walkedColumns(dialect, alias, withLocation).map((column) => walkedLike(dialect, column, pattern)),
    sql` or `,
  )})`;
}

/** `walkedTextMatch` on the location alone (the location filter). */
export function walkedLocationMatch(dialect: 'sqlite' | 'postgres', alias: string, pattern: string): RawBuilder<boolean> {
  return walkedLike(dialect, `${alias}.${WALK_TEXT[dialect].location[0]}`, pattern);
}

function walkedLike(dialect: 'sqlite' | 'postgres', column: string, pattern: string): RawBuilder<boolean> {
  return dialect === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`
    : sql<boolean>`${sql.ref(column)} like (select ${pattern}::text)`;
}

/**
 * `column in (ids)` with the list as one parameter, so the statement is the same whatever the
 * list's length: an array on PostgreSQL, a JSON list read by json_each on SQLite (which still looks
 * each id up in the column's index). `list` is `idList(ids)`.
 *
 * On PostgreSQL the array is a sub-select the planner cannot look into. Seeing the array, it
 * prices each call's own plan by the list's length and may find the one plan it keeps for the
 * statement (sized for an unknown list) dearer every time: it then plans every call again. The
 * timeline did so for 1.5 ms a call against 0.2 ms of work (decision 160).
 */
export function idInList(dialect: 'sqlite' | 'postgres', column: string, list: IdList): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any((select ${list}::int[])::int[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${list}))`;
}
export type IdList = number[] | string;

/**
 * `column in (ids)` for a subquery of a few ids: on PostgreSQL `= any(array(ids))`, the ids
 * gathered first, so that each is then looked up along the column's index (an `in (subquery)`
 * may become a join that walks the whole index instead). SQLite plans `in (subquery)` so already.
 */
export function inGatheredIds(dialect: 'sqlite' | 'postgres', column: string, ids: RawBuilder<unknown>): RawBuilder<boolean> {
  return dialect === 'postgres' ? sql<boolean>`${sql.ref(column)} = any(array(${ids}))` : sql<boolean>`${sql.ref(column)} in (${ids})`;
}
export const idList = (dialect: 'sqlite' | 'postgres', ids: number[]): IdList => (dialect === 'postgres' ? ids : JSON.stringify(ids));

/** The project-status rule of the contract, run in SQL: lower-cased notice period, first match wins. */
export function projectBucketSql(column: string): RawBuilder<ProjectBucket> {
  const text = sql`lower(coalesce(${sql.ref(column)}, ''))`;
  const whens = PROJECT_STATUS_RULES.map(
    (rule) =>
      sql`when ${sql.join(
        rule.contains.map((s) => sql`${text} like ${sql.lit(likePattern(s))} escape '\\'`),
        sql` or `,
      )} then ${sql.lit(rule.bucket)}`,
  );
  return sql<ProjectBucket>`(case ${sql.join(whens, sql` `)} else ${sql.lit(PROJECT_STATUS_DEFAULT)} end)`;
}

/** A condition no row meets: the branch of an `or` whose list of values is empty. */
export const matchesNothing = sql<boolean>`1 = 0`;

/**
 * A phone matches when the digits are equal or, from ten digits on, when they end the same ten
 * digits (a number typed with and without +91). Stored phones are digits only (the contract's
 * requiredPhone), so a LIKE suffix holds no wildcard.
 */
export function phoneMatch<T extends keyof Database>(eb: ExpressionBuilder<Database, T>, column: string, phones: string[]) {
  const ref = sql.ref(column);
  return eb.or(
    phones.flatMap((p) => {
      const exact = sql<boolean>`${ref} = ${p}`;
      return p.length >= 10 ? [exact, sql<boolean>`${ref} like ${`%${p.slice(-10)}`}`] : [exact];
    }),
  );
}

/**
 * A message a person sent to a public form (feedback, scam reports: their `email` and
 * `phone_number` columns): one of their e-mails, in any case, or one of their phones.
 */
export function sentByPerson<T extends 'feedback' | 'scam_reports'>(eb: ExpressionBuilder<Database, T>, p: { emails: string[]; phones: string[] }) {
  return eb.or([
    p.emails.length ? eb(eb.fn('lower', [sql.ref('email')]), 'in', p.emails) : matchesNothing,
    p.phones.length ? phoneMatch(eb, 'phone_number', p.phones) : matchesNothing,
  ]);
}
