import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.js';

/**
 * One text field of a JSON text column (the candidate events' `detail`), on both engines: SQLite's
 * json_extract, PostgreSQL's ->> on the text read as json. Null when the field is missing.
 */
export function jsonTextField(dialect: Dialect, column: string, key: string): RawBuilder<string | null> {
  if (!/^[a-z_]+$/.test(key)) throw new Error(`jsonTextField: unexpected key ${key}`);
  return dialect === 'sqlite'
    ? sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`
    : sql<string | null>`(${sql.ref(column)}::json ->> ${sql.lit(key)})`;
}
