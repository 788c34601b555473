import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The people search's sorts: the column each walks (workspace.repository.ts `SORT_COLUMN`). */
const SORTS = { name: 'name_lower', email: 'email', phone: 'mobile_number', location: 'current_location', applied: 'created_at' } as const;

/** What the people walk reads of each first application: the head's columns, the text it matches, the job and `has_later`. */
const WALKED = {
  sqlite: ['person_id', 'candidate_name', 'name_lower', 'email', 'mobile_number', 'current_location', 'created_at', 'job_id', 'has_later'],
  postgres: [
    'person_id',
    'candidate_name',
    'name_lower',
    'email',
    'mobile_number',
    'current_location',
    'created_at',
    'job_id',
    'has_later',
    'contact_text',
    'location_lower',
  ],
} as const;

/**
 * Issues 15 and 19: the people search walks first applications in the order asked and matches each
 * row it passes (about twenty rows walked for each person found by a text or location). Along the
 * plain (column, id) indexes each row walked cost a look-up of its table row; these indexes hold
 * every column the walk reads, for first applications only (partial: a later application is never
 * walked), so the walk reads the index alone, in every sort the page offers.
 * - SQLite: one for each sort but the date applied, which `candidates_applied_walk_idx` (017)
 *   already serves for both searches. The filtered walk by e-mail: 321 → 224 µs a statement.
 * - PostgreSQL: one for each sort, the date applied included (an index-only scan; 017 left
 *   PostgreSQL out, measured then under load within noise). One statement after another: the text
 *   search 687 → 632 µs, the filtered walk by e-mail 686 → 610 µs (docs/performance.md, "Stop 36").
 * The cost is in writes and space: a first application updates these indexes too, each about the
 * size of the rows it holds (11.5 MB at 100,000 candidates on SQLite).
 */
export function peopleWalkIndexesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [sort, column] of Object.entries(SORTS)) {
        const name = sql.raw(`candidates_people_${sort}_walk_idx`);
        const rest = WALKED[dialect].filter((c) => c !== column);
        if (dialect === 'sqlite') {
          if (sort === 'applied') continue;
          await sql`create index ${name} on candidates (${sql.raw([column, 'id', ...rest].join(', '))}) where person_id = id`.execute(db);
        } else {
          await sql`create index ${name} on candidates (${sql.raw(column)}, id) include (${sql.raw(rest.join(', '))})
            where is_later = 0 and person_id is not null`.execute(db);
        }
      }
    },
  };
}
