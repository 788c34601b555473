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
import type { Db } from '../db/database.js';
import { TooManyRequests, Unauthorized } from '../http/errors.js';
import { burnVerify, verifyPassword } from './password.js';
import { sessionsRepository } from './sessions.repository.js';
import { usersRepository } from './users.repository.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Don't write last_used_at on every request: once a minute is precise enough for an 8 h idle limit. */
const TOUCH_EVERY_MS = 60_000;

export function createSessionsService(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** Check the password and open a session; the token is returned once and stored only as a hash. */
    async login(usernameRaw: string, password: string): Promise<{ user: SessionUser; token: string }> {
      const username = usernameRaw.trim().toLowerCase();
      const now = clock();
      const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      const failures = await sessionsRepository.countRecentFailures(db, username, windowStart);
      if (Number(failures.n) >= LOGIN_FAILURES_PER_ACCOUNT) {
        const oldest = failures.oldest ? new Date(String(failures.oldest)).getTime() : now.getTime();
        throw new TooManyRequests(
          'Too many failed sign-in attempts. Please try again later.',
          (oldest + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000,
        );
      }
      const user = await usersRepository.findByUsername(db, username);
      const ok = user ? await verifyPassword(user.password_hash, password) : (await burnVerify(password), false);
      if (!user || !ok || !user.is_active || !(ROLES as readonly string[]).includes(user.user_role)) {
        await sessionsRepository.recordFailure(db, username, now.toISOString());
        throw new Unauthorized(MSG.invalidCredentials);
      }
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
        user: { id: user.id, email: user.username, username: user.username, user_role: user.user_role as Role, created_at: user.created_at },
      };
    },

    /** The signed-in user for a token, or null when it is unknown, revoked, expired or the user is inactive. */
    async resolve(token: string): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const row = await sessionsRepository.findActiveByHash(db, hashToken(token));
      if (!row || row.revoked_at || !row.is_active) return null;
      const now = clock().getTime();
      const lastUsed = new Date(row.last_used_at).getTime();
      if (now >= new Date(row.expires_at).getTime() || now - lastUsed >= SESSION_IDLE_MS) return null;
      if (now - lastUsed > TOUCH_EVERY_MS) await sessionsRepository.touch(db, row.session_id, new Date(now).toISOString());
      return { id: row.id, email: row.username, username: row.username, user_role: row.user_role as Role, created_at: row.created_at };
    },

    async logout(token: string): Promise<void> {
      await sessionsRepository.revokeByHash(db, hashToken(token), clock().toISOString());
    },

    async revokeAllForUser(userId: number): Promise<void> {
      await sessionsRepository.revokeAllForUser(db, userId, clock().toISOString());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
