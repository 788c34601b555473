import type { Role, StaffDirectoryEntry, StaffUser } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../auth/password.js';
import { passwordResetsRepository } from '../../auth/password-resets.repository.js';
import { usersRepository } from '../../auth/users.repository.js';
import { isUniqueViolation, type Executor } from '../../db/database.js';
import { lockActiveAdmins } from '../../db/locks.js';
import { Conflict, NotFound } from '../../http/errors.js';

const LAST_ADMIN_MESSAGE = 'The last active Admin cannot be deactivated or demoted.';

type UserRow = { id: number; username: string; user_role: string; is_active: number; created_at: string };
const toUser = (r: UserRow) =>
  ({
    id: r.id,
    username: r.username,
    email: r.username,
    user_role: r.user_role as Role,
    is_active: Boolean(r.is_active),
    created_at: r.created_at,
  }) satisfies StaffUser;

export function createUsersService(ctx: AppContext) {
  return {
    /** Admin: every account in full. Bdm and Hrteam: id, username and role of active staff, to name task assignees (issue 41). */
    async list(role: Role) {
      if (role === 'Admin') return (await usersRepository.list(ctx.db)).map(toUser);
      return (await usersRepository.listActiveDirectory(ctx.db)).map(
        (r) => ({ id: r.id, username: r.username, user_role: r.user_role as Role }) satisfies StaffDirectoryEntry,
      );
    },
    async create(input: { username: string; password: string; user_role: Role }) {
      const now = ctx.clock().toISOString();
      try {
        const row = await usersRepository.insert(ctx.db, {
          username: input.username,
          password_hash: await hashPassword(input.password),
          user_role: input.user_role,
          created_at: now,
        });
        return toUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new Conflict('A user with this e-mail already exists.');
        throw err;
      }
    },
    /** Role change, password reset, (de)activation; deactivation and password reset end the user's sessions and reset links at once. */
    async patch(actorId: number, id: number, input: { user_role?: Role; password?: string; is_active?: boolean }) {
      const existing = await usersRepository.findById(ctx.db, id);
      if (!existing) throw new NotFound('User not found');
      if (actorId === id && (input.is_active === false || (input.user_role && input.user_role !== existing.user_role))) {
        throw new Conflict('You cannot deactivate or demote yourself.');
      }
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const row = await ctx.db.transaction().execute(async (trx) => {
        // the check and the change in one transaction, the active Admins locked: two Admins
        // demoting each other at once cannot leave none (api.md: Admin is never self-demoted either)
        await lockActiveAdmins(trx, ctx.dialect);
        const current = await usersRepository.findById(trx, id);
        const removesAnAdmin =
          current?.user_role === 'Admin' &&
          current.is_active === 1 &&
          (input.is_active === false || (input.user_role !== undefined && input.user_role !== 'Admin'));
        if (removesAnAdmin && (await usersRepository.countActiveAdmins(trx)) <= 1) throw new Conflict(LAST_ADMIN_MESSAGE);
        const now = ctx.clock().toISOString();
        // a new password or a deactivation ends every reset link still open (issue 41)
        if (passwordHash !== undefined || input.is_active === false) await passwordResetsRepository.endOpen(trx, id, now);
        return usersRepository.update(trx, id, {
          user_role: input.user_role,
          password_hash: passwordHash,
          is_active: input.is_active === undefined ? undefined : input.is_active ? 1 : 0,
          updated_at: now,
        });
      });
      if (input.is_active === false || input.password) await ctx.sessions.revokeAllForUser(id);
      return toUser(row!);
    },
    /** A user as stored (another module checks a role or whether the account is active), or undefined. */
    async find(id: number, db: Executor = ctx.db) {
      const row = await usersRepository.findById(db, id);
      return row ? toUser(row) : undefined;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
