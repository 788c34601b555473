import { sql } from 'kysely';
import type { Dialect, Tx } from './database.js';

/**
 * Serialise changes to who is an active Admin, so two Admins demoting each other at once cannot
 * leave none: PostgreSQL locks the active Admins' rows to the end of the transaction (a second
 * transaction waits, then sees the first one's change); SQLite runs one transaction at a time.
 */
export async function lockActiveAdmins(trx: Tx, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select id from users where user_role = 'Admin' and is_active = 1 for update`.execute(trx);
}

/**
 * Serialise hiring changes to one job (stage updates, closes, reopens) so two offers cannot overfill
 * it. PostgreSQL: a row lock held to the end of the transaction. SQLite: the one connection already
 * runs transactions one at a time, so there is nothing to lock.
 */
export async function lockJobRow(trx: Tx, dialect: Dialect, jobId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select id from jobs where id = ${jobId} for update`.execute(trx);
}

/**
 * Serialise the counting of one job's candidates with the changes to that job (issue 19's
 * counters): like lockJobRow, but in the weaker FOR NO KEY UPDATE mode, which does not conflict
 * with the key-share lock a candidate's insert already holds on its job, so two applications to
 * the same job queue behind each other instead of deadlocking. SQLite: nothing to lock.
 */
export async function lockJobRowForCount(trx: Tx, dialect: Dialect, jobId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select id from jobs where id = ${jobId} for no key update`.execute(trx);
}

/**
 * Serialise a check and the write it allows on one key, where no row exists yet to lock: the
 * sign-in attempts on one failure key (auth/sessions.service.ts), the resends of one mail
 * (mail/outbox.service.ts). PostgreSQL: a lock on the key's hash to the end of the transaction.
 * SQLite: transactions already run one at a time.
 */
export async function lockKey(trx: Tx, dialect: Dialect, key: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Every team's notification counter row, to the end of the transaction of a job's delete or restore
 * (in one order, so two of them queue). A mark read holds its team's row in key-share mode
 * (shareNotificationCounter), which this waits for and which waits for this; a task's insert
 * updates the row, which does not conflict with key share. SQLite: transactions already run one at a time.
 */
export async function lockNotificationCounters(trx: Tx, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select team_role from notification_counters order by team_role for update`.execute(trx);
}

/** The team's notification counter row in key-share mode, to the end of a mark read's transaction (see lockNotificationCounters). */
export async function shareNotificationCounter(trx: Tx, dialect: Dialect, teamRole: string): Promise<void> {
  if (dialect === 'postgres') await sql`select team_role from notification_counters where team_role = ${teamRole} for key share`.execute(trx);
}

/**
 * The end of a select whose rows a writer claims: PostgreSQL skips rows another server has locked
 * (FOR UPDATE SKIP LOCKED), so two servers never take the same row; SQLite has one writer at a time.
 */
export const skipLockedRows = (dialect: Dialect) => (dialect === 'postgres' ? sql`for update skip locked` : sql``);
