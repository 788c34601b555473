import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Issues 15 and 19, SQLite: the text searches in their default order (newest application first)
 * walk the applications along (created_at, id) and match each row's name, e-mail, phone and
 * location (the people search) or name, e-mail and phone (the staff candidate search), about twenty
 * rows walked for each row found. Along the old index each row walked cost a look-up of its table
 * row; this index holds every column the two walks read, so they read the index alone (SQLite's
 * plan: USING COVERING INDEX), and the walk's statement took about 40 % less time (docs/performance.md
 * "Stop 33"). PostgreSQL is left as it is: there an index-only walk made the scan itself faster
 * but not the statement, whose time goes to the LIKEs and the rows it returns (decision 179).
 */
export function appliedWalkIndexMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await sql`create index candidates_applied_walk_idx on candidates
        (created_at, id, person_id, name_lower, email, mobile_number, current_location, job_id, has_later, candidate_name, status)`.execute(db);
    },
  };
}
