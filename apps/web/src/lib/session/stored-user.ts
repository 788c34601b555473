import type { SessionUser } from '@talentra/contract';

/**
 * The local-storage mirror of the signed-in user (public-site.md §3, key 'user'). It holds the user
 * object only, never a token, and it never grants access: the route guard asks the server (/me).
 * The mirror only tells us a session probably exists, so the server is asked at start.
 */
export const STORED_USER_KEY = 'user';

/** The stored user, or null. An unparseable entry is removed silently (public-site.md §8). */
export function readStoredUser(): unknown {
  const raw = safely(() => localStorage.getItem(STORED_USER_KEY), null);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    removeStoredUser();
    return null;
  }
}

export function writeStoredUser(user: SessionUser): void {
  const { id, email, username, user_role, created_at } = user;
  safely(() => localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id, email, username, user_role, created_at })), undefined);
}

export function removeStoredUser(): void {
  safely(() => localStorage.removeItem(STORED_USER_KEY), undefined);
}

/** Logout: the stored user goes, and so does all session storage (public-site.md §4). */
export function clearStoredSession(): void {
  removeStoredUser();
  safely(() => sessionStorage.clear(), undefined);
}

/** Storage can throw (disabled cookies, private modes); the app works without it. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}
