import { sql, type Kysely } from 'kysely';

/** A rejection says why (issue 14): the reason given in the tracker, cleared when it is undone. */
export function rejectionReasonMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table process_trackers add column rejection_reason varchar(1000)`.execute(db);
    },
  };
}
