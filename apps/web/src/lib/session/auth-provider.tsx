import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ROLES, type Role, type SessionUser } from '@talentra/contract';
import { onUnauthorized } from '../../api/unauthorized';
import { clearQueryCache } from '../query-cache-registry';
import { AuthContext, UnknownRoleError, type AuthValue, type SessionStatus } from './auth-context';
import { clearStoredSession, readStoredUser, removeStoredUser, writeStoredUser } from './stored-user';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * The session calls (and the API client under them) load on first use: anonymous visitors of public
 * pages never make one, so they stay out of every page's first load (issue 9).
 */
const sessionApi = () => import('../../api/session');

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Paths whose 401 means "wrong password" or "no session yet", not "your session just expired". */
const SESSION_PATHS = new Set(['/login', '/logout', '/me']);

/**
 * Holds the signed-in user. The session itself is the httpOnly cookie; the truth about it comes
 * only from the server (GET /me). Anonymous visitors are not asked at start, so public pages make no
 * failing /me call; guarded pages and /login ask through restore().
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'unknown', user: null });
  const statusRef = useRef<SessionStatus>('unknown');
  // Bumped by every sign-in and sign-out, so a late /me answer cannot undo them.
  const generation = useRef(0);

  const apply = useCallback((next: SessionState) => {
    statusRef.current = next.status;
    setState(next);
  }, []);

  const forget = useCallback(() => {
    generation.current += 1;
    apply({ status: 'signed-out', user: null });
    clearStoredSession();
    clearQueryCache(); // staff data must not survive a logout (back button, next user)
  }, [apply]);

  const restore = useCallback(() => {
    if (statusRef.current !== 'unknown') return;
    const asked = generation.current;
    apply({ status: 'checking', user: null });
    sessionApi()
      .then(({ getMe }) => getMe())
      .then(
        (user) => {
          if (asked !== generation.current) return;
          if (!isRole(user.user_role)) {
            removeStoredUser();
            apply({ status: 'signed-out', user: null });
            return;
          }
          writeStoredUser(user);
          apply({ status: 'signed-in', user });
        },
        () => {
          if (asked !== generation.current) return;
          removeStoredUser(); // a stale or forged mirror
          apply({ status: 'signed-out', user: null });
        },
      );
  }, [apply]);

  // A stored user suggests a live session: confirm it with the server right away.
  useEffect(() => {
    if (readStoredUser() !== null) restore();
  }, [restore]);

  // Any other call answered 401 while signed in: the session has expired or was revoked.
  useEffect(
    () =>
      onUnauthorized((path) => {
        if (!SESSION_PATHS.has(path) && statusRef.current === 'signed-in') forget();
      }),
    [forget],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { postLogin, postLogout } = await sessionApi();
      const user = await postLogin(email, password);
      if (!isRole(user.user_role)) {
        await postLogout().catch(() => undefined);
        throw new UnknownRoleError();
      }
      generation.current += 1;
      clearQueryCache(); // nothing cached for a previous user may show
      writeStoredUser(user);
      apply({ status: 'signed-in', user });
      return user;
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    // the server first: forgetting the user sends the guard to /login, a page load of its own
    // (an island), which would cancel a logout call still on its way
    await sessionApi()
      .then(({ postLogout }) => postLogout())
      .catch(() => undefined); // an already expired session (or no network) is fine: forget it here anyway
    forget();
  }, [forget]);

  const value = useMemo<AuthValue>(() => ({ status: state.status, user: state.user, restore, signIn, signOut }), [state, restore, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
