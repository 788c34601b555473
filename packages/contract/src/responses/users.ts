import { z } from 'zod';
import { ROLES } from '../constants.js';
import { okBody } from './envelope.js';

const int = z.number().int();

/** The signed-in user (GET /me, POST /login without the token). */
export const SessionUserSchema = z.strictObject({
  id: int,
  email: z.string(),
  username: z.string(),
  user_role: z.enum(ROLES),
  created_at: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** POST /login: the user and the session token (for Bearer clients; the web uses the cookie). */
export const LoginAnswerSchema = SessionUserSchema.extend({ token: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** A staff account as Admin manages it (GET /users). */
export const StaffUserSchema = z.strictObject({
  id: int,
  username: z.string(),
  email: z.string(),
  user_role: z.enum(ROLES),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** A colleague as Bdm and Hrteam see them in GET /users: active staff only, for joining tasks with names (issue 41). */
export const StaffDirectoryEntrySchema = z.strictObject({
  id: int,
  username: z.string(),
  user_role: z.enum(ROLES),
});
export type StaffDirectoryEntry = z.infer<typeof StaffDirectoryEntrySchema>;

export const MeBodySchema = okBody(SessionUserSchema);
export const LoginBodySchema = okBody(LoginAnswerSchema);
/** GET /users: every account in full for Admin; the active staff directory for Bdm and Hrteam. */
export const StaffUsersBodySchema = okBody(z.union([z.array(StaffUserSchema), z.array(StaffDirectoryEntrySchema)]));
export const StaffUserBodySchema = okBody(StaffUserSchema);
