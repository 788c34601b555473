import type { ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A table's own numbered id, as each engine writes it: PostgreSQL `serial primary key`, SQLite
 * `integer primary key autoincrement`. Use it as `.addColumn('id', ...serialId(dialect))`.
 */
export function serialId(dialect: Dialect): ['serial' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'postgres' ? ['serial', (c) => c.primaryKey()] : ['integer', (c) => c.primaryKey().autoIncrement()];
}
