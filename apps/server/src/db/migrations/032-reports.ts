import type { Kysely } from 'kysely';

/**
 * Reports (issue 47, decisions 280–283). A client's owner: the Bdm whose client it is (Bdm reads the
 * reports of their own clients only); null for a client no Bdm owns. The stage history is read by
 * kind and time (time in stage, recruiter activity), so its entries get an index on both.
 */
export function reportsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('clients').addColumn('owner_user_id', 'integer').execute();
      await db.schema.createIndex('clients_owner_idx').on('clients').column('owner_user_id').execute();
      await db.schema.createIndex('candidate_events_kind_created_idx').on('candidate_events').columns(['kind', 'created_at']).execute();
    },
  };
}
