import { sql } from 'kysely';
import type { Dialect, Executor } from '../db/database.js';
import { skipLockedRows } from '../db/locks.js';

export interface BackgroundJobRow {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

/** The background job queue's rows (migration 030): written in a caller's transaction, claimed like the outbox. */
export const jobQueueRepository = {
  insert: (db: Executor, row: { kind: string; payload: string; run_after: string; created_at: string }) =>
    db.insertInto('background_jobs').values(row).returning('id').executeTakeFirstOrThrow(),

  /** Claim one due job until `until` (several servers never claim the same one; a lapsed claim is taken again). */
  async claimDue(db: Executor, dialect: Dialect, now: string, until: string): Promise<BackgroundJobRow | undefined> {
    const r = await sql<BackgroundJobRow>`
      update background_jobs set claimed_until = ${until}, attempts = attempts + 1
      where id in (
        select id from background_jobs
        where status = 'queued' and run_after <= ${now} and (claimed_until is null or claimed_until < ${now})
        order by id limit 1 ${skipLockedRows(dialect)}
      )
      returning id, kind, payload, attempts`.execute(db);
    return r.rows[0];
  },

  markDone: (db: Executor, id: number, at: string) =>
    db.updateTable('background_jobs').set({ status: 'done', finished_at: at, claimed_until: null, last_error: null }).where('id', '=', id).execute(),

  markFailed: (db: Executor, id: number, patch: { status: 'queued' | 'failed'; run_after: string; last_error: string; finished_at: string | null }) =>
    db
      .updateTable('background_jobs')
      .set({ ...patch, claimed_until: null })
      .where('id', '=', id)
      .execute(),

  /** Jobs finished before `before` (done or given up), removed so the table holds what is pending and recent. */
  pruneFinished: (db: Executor, before: string) =>
    db.deleteFrom('background_jobs').where('status', 'in', ['done', 'failed']).where('finished_at', '<', before).execute(),

  /** How many jobs of a kind wait to run (the reindex script reports it). */
  async queuedCount(db: Executor, kind: string): Promise<number> {
    const r = await db
      .selectFrom('background_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
