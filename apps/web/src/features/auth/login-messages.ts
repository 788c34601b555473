import { MSG, ROLE_HOME, type Role } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { UnknownRoleError } from '../../lib/session/auth-context';

const LOGIN_FAILED = 'Login failed. Check your credentials or server.';
const UNAUTHORIZED_ROLE = 'Unauthorized role';

/** The login error catalogue (staff-portal.md §8); a lock-out (429) keeps the server's own words. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof UnknownRoleError) return UNAUTHORIZED_ROLE;
  if (error instanceof ApiError && error.status === 401) return MSG.invalidCredentials;
  if (error instanceof ApiError && error.status === 429) return error.message;
  return LOGIN_FAILED;
}

/** After login: back to the staff page that sent the user here if it is in their area, else their home. */
export function landingFor(role: Role, from: unknown): string {
  const home = ROLE_HOME[role];
  if (typeof from === 'string') {
    const lower = from.toLowerCase();
    if (lower === home || lower.startsWith(`${home}/`)) return from;
  }
  return home;
}
