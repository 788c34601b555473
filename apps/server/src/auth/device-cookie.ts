import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import { sessionsRepository } from './sessions.repository.js';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * signed in to an account before carries a signed cookie naming that account, and its sign-ins are
 * not held up by the account's lock, which counts failures from devices the account has never used.
 * An anonymous address that guesses a password can so lock new devices out for 15 minutes, but not
 * the account's owner on their usual browser (docs/security.md "Sign-in").
 *
 * The value is `<user id>.<random nonce>.<HMAC-SHA256 of both>`; the key is made on first use and
 * kept in the database (`server_secrets`), so every server accepts a cookie any of them issued.
 */
export const DEVICE_COOKIE = 'did';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const SECRET_NAME = 'device_cookie_key';

export interface Device {
  userId: number;
  nonce: string;
}

export function createDeviceCookies(db: Db, clock: () => Date) {
  let key: Promise<Buffer> | undefined;
  const signingKey = () =>
    (key ??= (async () => {
      let stored = await sessionsRepository.findSecret(db, SECRET_NAME);
      if (!stored) {
        try {
          await sessionsRepository.insertSecret(db, SECRET_NAME, randomBytes(32).toString('base64url'), clock().toISOString());
        } catch (err) {
          if (!isUniqueViolation(err)) throw err; // another server made it first: use theirs
        }
        stored = await sessionsRepository.findSecret(db, SECRET_NAME);
      }
      return Buffer.from(stored!, 'base64url');
    })().catch((err) => {
      key = undefined; // try again at the next sign-in
      throw err;
    }));
  const mac = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(payload)
      .digest();

  return {
    /** A new device cookie value for a user who has just signed in. */
    async issue(userId: number): Promise<string> {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${(await mac(payload)).toString('base64url')}`;
    },
    /** The device a cookie value names, or null when it is missing, malformed or not signed by us. */
    async verify(value: string | undefined): Promise<Device | null> {
      const parts = value?.length && value.length < 200 ? value.split('.') : [];
      if (parts.length !== 3 || !/^\d{1,10}$/.test(parts[0]!)) return null;
      const given = Buffer.from(parts[2]!, 'base64url');
      const expected = await mac(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: Number(parts[0]), nonce: parts[1]! };
    },
  };
}
