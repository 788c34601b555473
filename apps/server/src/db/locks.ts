import { sql } from 'kysely';
import type { Dialect, Tx } from './database.js';

/**
 * Serialise hiring changes to one job (stage updates, closes, reopens) so two offers cannot overfill
 * it. PostgreSQL: a row lock held to the end of the transaction. SQLite: the one connection already
 * runs transactions one at a time, so there is nothing to lock.
 */
export async function lockJobRow(trx: Tx, dialect: Dialect, jobId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select id from jobs where id = ${jobId} for update`.execute(trx);
}
