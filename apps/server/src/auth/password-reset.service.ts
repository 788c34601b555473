import { randomBytes } from 'node:crypto';
import { MAIL_MSG, PASSWORD_RESET_TTL_MS, PASSWORD_RESETS_PER_HOUR } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import { lockKey } from '../db/locks.js';
import { Invalid } from '../http/errors.js';
import { passwordReset } from '../mail/templates.js';
import { hashPassword } from './password.js';
import { passwordResetsRepository } from './password-resets.repository.js';
import { sessionsRepository } from './sessions.repository.js';
import { failureKey, hashToken } from './sessions.service.js';
import { usersRepository } from './users.repository.js';
import { afterAnswer } from '../background/after-answer.js';

/**
 * Password reset by e-mail (issue 16): a single-use token, 30 minutes, stored only as its SHA-256;
 * the same answer whether the address has an account or not; at most 3 mails an hour per account
 * (and the route's per-address limit); a new password ends every session of the account and lifts
 * the account's sign-in lock. Only the newest token of an active account works, and a password change
 * by anyone ends every open one (issue 41).
 */
export function createPasswordResets(ctx: AppContext) {
  /** The account's token and mail, if it is active and below the hourly limit (off the request path). */
  async function issue(email: string, now: number): Promise<void> {
    const user = await usersRepository.findByUsername(ctx.db, email.trim().toLowerCase());
    if (!user || !user.is_active) return;
    const token = randomBytes(32).toString('base64url');
    await ctx.db.transaction().execute(async (trx) => {
      // requests are worked on side by side now: the count and the insert are one step per account
      await lockKey(trx, ctx.dialect, `password-reset:${user.id}`);
      if ((await passwordResetsRepository.countSince(trx, user.id, new Date(now - 60 * 60 * 1000).toISOString())) >= PASSWORD_RESETS_PER_HOUR) return;
      await passwordResetsRepository.insert(trx, {
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
        created_at: new Date(now).toISOString(),
      });
      await ctx.outbox.enqueue(
        trx,
        passwordReset({ to: user.username, url: `${ctx.config.publicUrl}/reset-password?token=${token}`, minutes: PASSWORD_RESET_TTL_MS / 60_000 }),
      );
    });
  }

  return {
    /**
     * Accept a reset request and return at once: the account is looked up, and its token and mail
     * made, after the answer (issue 41, decision in docs/decisions/), so the answer takes the same
     * time whether the address has an account or not. A failure is only logged: the requester is
     * told the same either way.
     */
    request(email: string, onError: (err: unknown) => void): void {
      const now = ctx.clock().getTime();
      afterAnswer(ctx, () => issue(email, now), onError);
    },

    async confirm(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const now = ctx.clock().toISOString();
      const userId = await ctx.db.transaction().execute(async (trx) => {
        const id = await passwordResetsRepository.use(trx, hashToken(token), now);
        if (id === null) return null;
        await passwordResetsRepository.endOpen(trx, id, now);
        await usersRepository.update(trx, id, { password_hash: passwordHash, updated_at: now });
        // whoever read the mail owns the account: the sign-in lock that guesses may have set is lifted
        const user = await usersRepository.findById(trx, id);
        if (user) await sessionsRepository.clearFailures(trx, failureKey('account', user.username));
        return id;
      });
      if (userId === null) throw Invalid.field('token', MAIL_MSG.resetTokenInvalid);
      await ctx.sessions.revokeAllForUser(userId);
    },
  };
}
