import { CompiledQuery } from 'kysely';
import type { Executor } from '../db/database.js';

/** The session lookup runs on every staff request: its SQL is built once per connection, not per call. */
const lookupSql = new WeakMap<Executor, string>();
const lookupQuery = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id',
      'users.username',
      'users.user_role',
      'users.is_active',
      'users.created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash);
type SessionLookupRow = NonNullable<Awaited<ReturnType<ReturnType<typeof lookupQuery>['executeTakeFirst']>>>;

export const sessionsRepository = {
  insert(db: Executor, row: { token_hash: string; user_id: number; created_at: string; last_used_at: string; expires_at: string }) {
    return db
      .insertInto('sessions')
      .values({ ...row, revoked_at: null })
      .execute();
  },
  async findActiveByHash(db: Executor, tokenHash: string): Promise<SessionLookupRow | undefined> {
    let text = lookupSql.get(db);
    if (!text) {
      text = lookupQuery(db, tokenHash).compile().sql;
      lookupSql.set(db, text);
    }
    const result = await db.executeQuery<SessionLookupRow>(CompiledQuery.raw(text, [tokenHash]));
    return result.rows[0];
  },
  touch(db: Executor, sessionId: number, at: string) {
    return db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
  },
  revokeByHash(db: Executor, tokenHash: string, at: string) {
    return db.updateTable('sessions').set({ revoked_at: at }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
  },
  revokeAllForUser(db: Executor, userId: number, at: string) {
    return db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  },
  /** `key`: what the failures count against, already hashed (sessions.service.ts `failureKey`). */
  countRecentFailures(db: Executor, key: string, since: string) {
    return db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('username', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
  },
  /** A failed (or not yet checked) sign-in; its id. */
  async recordFailure(db: Executor, key: string, at: string): Promise<number> {
    const row = await db.insertInto('login_failures').values({ username: key, created_at: at }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },
  /** An attempt recorded before its check that turned out right. */
  forgetFailure(db: Executor, id: number) {
    return db.deleteFrom('login_failures').where('id', '=', id).execute();
  },
  clearFailures(db: Executor, key: string) {
    return db.deleteFrom('login_failures').where('username', '=', key).execute();
  },
  async pruneFailures(db: Executor, before: string): Promise<number> {
    const r = await db.deleteFrom('login_failures').where('created_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  /** Sessions no request can use any more: past their 7 days, idle past 8 h, or revoked. */
  async pruneSessions(db: Executor, now: string, idleBefore: string): Promise<number> {
    const r = await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleBefore), eb('revoked_at', 'is not', null)]))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  async findSecret(db: Executor, name: string): Promise<string | undefined> {
    return (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;
  },
  insertSecret(db: Executor, name: string, value: string, at: string) {
    return db.insertInto('server_secrets').values({ name, value, created_at: at }).execute();
  },
};
