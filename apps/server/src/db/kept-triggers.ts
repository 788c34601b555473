import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database.js';

/**
 * The triggers that keep a set of kept figures made from facts (the reports' counts, migrations 040 and
 * 041): each change to a source row makes the facts of the rows it concerns again, in the writer's
 * statement, on both engines. SQLite's triggers are per row; PostgreSQL's are per row for updates and
 * deletes and per statement for inserts, over the rows it inserted (a transition table), so a bulk
 * load is a few set-based statements rather than a few per row.
 */

/** SQL: any of `columns` differs between a trigger's `old` and `new` row. */
export const changedSql = (dialect: Dialect, columns: string[]) =>
  columns.map((c) => (dialect === 'sqlite' ? `old.${c} is not new.${c}` : `old.${c} is distinct from new.${c}`)).join(' or ');

/** What changes to one table make again. */
export interface RefreshOn {
  /** Whether an insert concerns the kept figures. */
  insert: boolean;
  /** The columns whose update concerns them (none: no update does). */
  update?: string;
  /** The columns whose change moves the row to other facts: then those it left are made again too. */
  moves: string[];
  /** The facts of a row (`new` or `old`): [SQL picking the kept facts, SQL picking the source rows]. */
  refresh: (row: 'new' | 'old') => [string, string];
  /** PostgreSQL's insert: the same pair for the rows a statement inserted (the transition table `new_rows`). */
  inserted?: [string, string];
}

/**
 * Create the triggers named `${prefix}_…` that run `statements` (the SQL making some facts again) on
 * the changes `tables` list, and on an update of the jobs' `jobColumns` for the job's facts.
 */
export async function createRefreshTriggers(
  db: Kysely<unknown>,
  dialect: Dialect,
  prefix: string,
  statements: (refresh: [string, string]) => string,
  tables: Record<string, RefreshOn>,
  jobs: { columns: string[]; refresh: [string, string] },
): Promise<void> {
  const changed = (columns: string[]) => changedSql(dialect, columns);
  if (dialect === 'sqlite') {
    const trigger = (name: string, when: string, refresh: [string, string]) =>
      sql`create trigger ${sql.raw(name)} ${sql.raw(when)} begin
        ${sql.raw(statements(refresh))}
      end`.execute(db);
    for (const [table, t] of Object.entries(tables)) {
      if (t.insert) await trigger(`${prefix}_${table}_ai`, `after insert on ${table}`, t.refresh('new'));
      if (t.update) {
        if (t.moves.length)
          await trigger(`${prefix}_${table}_au_old`, `after update of ${t.update} on ${table} when ${changed(t.moves)}`, t.refresh('old'));
        await trigger(`${prefix}_${table}_au`, `after update of ${t.update} on ${table}`, t.refresh('new'));
      }
      await trigger(`${prefix}_${table}_ad`, `after delete on ${table}`, t.refresh('old'));
    }
    await trigger(`${prefix}_jobs_au`, `after update of ${jobs.columns.join(', ')} on jobs when ${changed(jobs.columns)}`, jobs.refresh);
    return;
  }
  for (const [table, t] of Object.entries(tables)) {
    const old = t.moves.length ? `tg_op = 'DELETE' or (${changed(t.moves)})` : `tg_op = 'DELETE'`;
    await sql`create function ${sql.raw(`${prefix}_${table}`)}() returns trigger language plpgsql as $$
        begin
          if ${sql.raw(old)} then ${sql.raw(statements(t.refresh('old')))} end if;
          if tg_op = 'UPDATE' then ${sql.raw(statements(t.refresh('new')))} end if;
          return null;
        end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${prefix}_${table}`)} after ${sql.raw(t.update ? `update of ${t.update} or ` : '')}delete on ${sql.raw(table)}
        for each row execute function ${sql.raw(`${prefix}_${table}`)}()`.execute(db);
    if (!t.insert || !t.inserted) continue;
    await sql`create function ${sql.raw(`${prefix}_${table}_inserted`)}() returns trigger language plpgsql as $$
        begin
          ${sql.raw(statements(t.inserted))}
          return null;
        end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${prefix}_${table}_inserted`)} after insert on ${sql.raw(table)}
        referencing new table as new_rows for each statement execute function ${sql.raw(`${prefix}_${table}_inserted`)}()`.execute(db);
  }
  await sql`create function ${sql.raw(`${prefix}_jobs`)}() returns trigger language plpgsql as $$
        begin
          if ${sql.raw(changed(jobs.columns))} then ${sql.raw(statements(jobs.refresh))} end if;
          return null;
        end $$`.execute(db);
  await sql`create trigger ${sql.raw(`${prefix}_jobs`)} after update of ${sql.raw(jobs.columns.join(', '))} on jobs for each row execute function ${sql.raw(`${prefix}_jobs`)}()`.execute(
    db,
  );
}
