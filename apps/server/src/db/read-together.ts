import { CompiledQuery } from 'kysely';
import type { Dialect, Executor } from './database.js';

type RowsOf<Q> = Q extends CompiledQuery<infer R> ? R[] : never;

/** A compiled PostgreSQL statement's `$n` placeholders, moved `by` places (its parameters follow another statement's). */
export function shiftPlaceholders(text: string, by: number): string {
  if (by === 0) return text;
  // a quoted literal or identifier (a constant written with sql.lit) is passed over whole
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => (n === undefined ? match : `$${Number(n) + by}`));
}

/**
 * Reads a request needs at once, as one round trip on PostgreSQL (docs/decisions.md 180). Each
 * statement sent to PostgreSQL costs the server's one thread and PostgreSQL a wake-up, a bind and
 * a reply, however little it reads: on this machine a second statement of a few rows cost the server
 * about 180 µs and PostgreSQL 120 µs, a third of the bell's whole cost. So the reads go as one
 * statement, each one's rows gathered by `json_agg` in a column of its own, in the order its own
 * ORDER BY gives (the aggregate reads the sorted subquery as it comes).
 *
 * The rows come back as JSON: text, integers and nulls as the driver would give them (BIGINT is
 * read as a number there too: database.ts). A statement whose columns hold anything else (a
 * boolean, a date type, JSON) must not be read this way.
 *
 * On SQLite each read is its own statement, as before: they run side by side in the read workers,
 * and there is no round trip to save.
 */
export async function readTogether<Q extends readonly CompiledQuery<unknown>[]>(
  db: Executor,
  dialect: Dialect,
  queries: readonly [...Q],
): Promise<{ [K in keyof Q]: RowsOf<Q[K]> }> {
  type Result = { [K in keyof Q]: RowsOf<Q[K]> };
  if (dialect === 'sqlite' || queries.length < 2) {
    return (await Promise.all(queries.map(async (q) => (await db.executeQuery(q)).rows))) as Result;
  }
  const parameters: unknown[] = [];
  const columns = queries.map((q, i) => {
    const text = shiftPlaceholders(q.sql, parameters.length);
    parameters.push(...q.parameters);
    return `coalesce((select json_agg(r) from (${text}) r), '[]') as r${i}`;
  });
  const { rows } = await db.executeQuery<Record<string, unknown[]>>(CompiledQuery.raw(`select ${columns.join(', ')}`, parameters));
  return queries.map((_, i) => rows[0]![`r${i}`]) as Result;
}
