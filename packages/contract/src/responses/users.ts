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

export const MeBodySchema = okBody(SessionUserSchema);
export const LoginBodySchema = okBody(LoginAnswerSchema);
export const StaffUsersBodySchema = okBody(z.array(StaffUserSchema));
export const StaffUserBodySchema = okBody(StaffUserSchema);
