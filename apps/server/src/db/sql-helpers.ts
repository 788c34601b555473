import { sql, type RawBuilder } from 'kysely';

/** A LIKE pattern for a user's text: %, _ and \ match themselves. */
export const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match that treats %, _ and \ literally, on both engines.
 * Use it directly in where()/eb.or(): never compare it with `true` (SQLite cannot bind booleans). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}

/** `containsText` on a column stored lower-cased already (a name's `name_lower`, digits): no `lower()` per row. */
export function containsInLowered(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${likePattern(text)} escape '\\'`;
}
