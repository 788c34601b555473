import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ErasuresTable, RetentionRunsTable } from '../../db/schema.js';

/**
 * The privacy module's own records: the retention runs and the erasures (who erased, how much went,
 * never whom it was about). What is held about a person is read and deleted through the services of
 * the modules that own it (privacy.service).
 */
export const privacyRepository = {
  runs: (db: Executor, limit: number) =>
    db.selectFrom('retention_runs').selectAll().orderBy('ran_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  erasures: (db: Executor, limit: number) =>
    db.selectFrom('erasures').selectAll().orderBy('erased_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),

  async insertRun(db: Executor, row: Insertable<RetentionRunsTable>): Promise<number> {
    return (await db.insertInto('retention_runs').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },
  async insertErasure(db: Executor, row: Insertable<ErasuresTable>): Promise<void> {
    await db.insertInto('erasures').values(row).execute();
  },
};
