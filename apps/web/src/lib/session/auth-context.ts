import { createContext, useContext } from 'react';
import type { SessionUser } from '@talentra/contract';

/**
 * unknown: the server has not been asked yet (anonymous visitors of public pages never ask);
 * checking: GET /me is on its way; signed-in / signed-out: the server has answered.
 */
export type SessionStatus = 'unknown' | 'checking' | 'signed-in' | 'signed-out';

export interface AuthValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Ask the server who is signed in, unless it is known already. Safe to call often. */
  restore: () => void;
  /** Throws ApiError (401 'Invalid credentials', ...) or UnknownRoleError. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** Ends the session on the server and forgets everything kept in the browser. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The server answered with a role the web app does not know (staff-portal.md §4). */
export class UnknownRoleError extends Error {
  override readonly name = 'UnknownRoleError';
  constructor() {
    super('Unauthorized role');
  }
}

export const isRestoring = (status: SessionStatus) => status === 'unknown' || status === 'checking';
