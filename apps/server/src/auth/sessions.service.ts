import { createHash, randomBytes } from 'node:crypto';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  MSG,
  ROLES,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  type Role,
  type SessionUser,
} from '@talentra/contract';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Db, Dialect } from '../db/database.js';
import { lockKey } from '../db/locks.js';
import { TooManyRequests, Unauthorized } from '../http/errors.js';
import { createDeviceCookies } from './device-cookie.js';
import { burnVerify, verifyPassword } from './password.js';
import { sessionsRepository } from './sessions.repository.js';
import { usersRepository } from './users.repository.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * What failed sign-ins count against, as stored: a hash of the account's username or of a trusted
 * device, never the username as typed (issue 14: the table must not become a list of addresses and
 * of passwords typed into the username field).
 */
export const failureKey = (kind: 'account' | 'device', value: string) => createHash('sha256').update(`${kind}:${value}`).digest('hex');

/** Don't write last_used_at on every request: once a minute is precise enough for an 8 h idle limit. */
const TOUCH_EVERY_MS = 60_000;

/**
 * A session read from the database is trusted for this long before it is read again, when this
 * process is the only one writing (SQLite): every revocation and every other write drops the copies
 * at once. With several servers on PostgreSQL another server's logout is announced through the
 * change feed, but the announcement lands a moment after that server has answered, so a session is
 * read on every request there: a logout or role change on one server holds on all at the next request.
 */
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_ENTRIES = 10_000;

/** What a session lookup found, as the guard needs it: `user` is null for an unknown, revoked or inactive one. */
interface KnownSession {
  user: SessionUser | null;
  sessionId: number;
  expiresAt: number;
  lastUsedAt: number;
  /** When it was read (ms of the app's clock). */
  readAt: number;
}

export function createSessionsService(db: Db, dialect: Dialect, clock: () => Date = () => new Date(), changes?: ChangeFeed) {
  const devices = createDeviceCookies(db, clock);
  const keepsSessions = !changes?.shared;
  /** token -> the session as read a moment ago: the lookup every staff request would repeat. */
  const recent = new Map<string, KnownSession>();
  let generation = 0;
  const forgetAll = () => {
    generation++;
    recent.clear();
  };
  // what other servers announce reaches forgetAll through app.dropCachedReads (http/write-announcements.ts);
  // `changes` is used here only to announce this server's revocations

  /** The user of a known session now, or undefined when its last_used_at is due to be written. */
  function verdict(known: KnownSession): SessionUser | null | undefined {
    if (!known.user) return null;
    const now = clock().getTime();
    if (now >= known.expiresAt || now - known.lastUsedAt >= SESSION_IDLE_MS) return null;
    if (now - known.lastUsedAt > TOUCH_EVERY_MS) return undefined;
    return known.user;
  }

  /** The user of a session read a moment ago, without the database; undefined when it must be read. */
  function fromMemory(token: string): SessionUser | null | undefined {
    const known = keepsSessions ? recent.get(token) : undefined;
    if (!known) return undefined;
    // the app's clock (tests move it); a clock set back reads again rather than trusting the copy longer
    const age = clock().getTime() - known.readAt;
    if (age < 0 || age >= SESSION_CACHE_MS) return undefined;
    return verdict(known);
  }

  return {
    /** Drop every session read from the database (after any write that may change one). */
    forgetCached: forgetAll,
    fromMemory,

    /**
     * Check the password and open a session; the token is returned once and stored only as a hash,
     * with a new device cookie for this browser. Failures count against the account (5 in 15
     * minutes lock it for new devices) or, from a browser whose device cookie names this account,
     * against that device alone (device-cookie.ts).
     */
    async login(usernameRaw: string, password: string, deviceCookie?: string): Promise<{ user: SessionUser; token: string; device: string }> {
      const username = usernameRaw.trim().toLowerCase();
      const now = clock();
      const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      const [user, device] = await Promise.all([usersRepository.findByUsername(db, username), devices.verify(deviceCookie)]);
      const trusted = user && device?.userId === user.id ? device : null;
      const key = trusted ? failureKey('device', `${trusted.userId}.${trusted.nonce}`) : failureKey('account', username);
      // The attempt is counted as a failure before its password is checked, and the count and that
      // record are one step per key (`lockKey`): attempts sent all at once each see the ones
      // before them, so a burst gets 5 password checks, not one each. A right password takes the
      // record back.
      const attempt = await db.transaction().execute(async (trx) => {
        await lockKey(trx, dialect, `sign-in:${key}`);
        const failures = await sessionsRepository.countRecentFailures(trx, key, windowStart);
        if (Number(failures.n) >= LOGIN_FAILURES_PER_ACCOUNT)
          return { lockedSince: failures.oldest ? new Date(String(failures.oldest)).getTime() : now.getTime() };
        return { id: await sessionsRepository.recordFailure(trx, key, now.toISOString()) };
      });
      if (attempt.id === undefined) {
        throw new TooManyRequests(
          'Too many failed sign-in attempts. Please try again later.',
          (attempt.lockedSince + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000,
        );
      }
      const ok = user ? await verifyPassword(user.password_hash, password) : (await burnVerify(password), false);
      if (!user || !ok || !user.is_active || !(ROLES as readonly string[]).includes(user.user_role)) {
        throw new Unauthorized(MSG.invalidCredentials);
      }
      await sessionsRepository.forgetFailure(db, attempt.id);
      const token = randomBytes(32).toString('base64url');
      await sessionsRepository.insert(db, {
        token_hash: hashToken(token),
        user_id: user.id,
        created_at: now.toISOString(),
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
      });
      return {
        token,
        device: await devices.issue(user.id),
        user: { id: user.id, email: user.username, username: user.username, user_role: user.user_role as Role, created_at: user.created_at },
      };
    },

    /** The signed-in user for a token, or null when it is unknown, revoked, expired or the user is inactive. */
    async resolve(token: string): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const quick = fromMemory(token);
      if (quick !== undefined) return quick;
      const readAt = clock().getTime();
      const generationAtRead = generation;
      const row = await sessionsRepository.findActiveByHash(db, hashToken(token));
      const known: KnownSession =
        row && !row.revoked_at && row.is_active
          ? {
              user: { id: row.id, email: row.username, username: row.username, user_role: row.user_role as Role, created_at: row.created_at },
              sessionId: row.session_id,
              expiresAt: Date.parse(row.expires_at),
              lastUsedAt: Date.parse(row.last_used_at),
              readAt,
            }
          : { user: null, sessionId: 0, expiresAt: 0, lastUsedAt: 0, readAt };
      if (verdict(known) === undefined) {
        const now = clock();
        await sessionsRepository.touch(db, known.sessionId, now.toISOString());
        known.lastUsedAt = now.getTime();
      }
      // a revocation that landed while we read must not be undone by keeping what we read before it
      if (keepsSessions && generationAtRead === generation) {
        if (recent.size >= SESSION_CACHE_ENTRIES) recent.delete(recent.keys().next().value!);
        recent.set(token, known);
      }
      return verdict(known) ?? null;
    },

    async logout(token: string): Promise<void> {
      await sessionsRepository.revokeByHash(db, hashToken(token), clock().toISOString());
      forgetAll();
      await changes?.announce();
    },

    /** Delete what can never be used again: failed sign-ins past their window, dead sessions. */
    async prune(): Promise<{ failures: number; sessions: number }> {
      const now = clock().getTime();
      const failures = await sessionsRepository.pruneFailures(db, new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString());
      const sessions = await sessionsRepository.pruneSessions(db, new Date(now).toISOString(), new Date(now - SESSION_IDLE_MS).toISOString());
      return { failures, sessions };
    },

    async revokeAllForUser(userId: number): Promise<void> {
      await sessionsRepository.revokeAllForUser(db, userId, clock().toISOString());
      forgetAll();
      await changes?.announce();
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
