import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@talentra/contract';
import { isRestoring, useAuth } from '../lib/session/auth-context';

export const CHECKING_SESSION_TEXT = 'Checking session...';

/**
 * The guarded-route wrapper (public-site.md §6). It decides only from the server's answer to /me,
 * never from local storage. No user: to /login. A role not allowed: to /login, replacing history.
 * The no-user redirect also replaces, so the back button does not bounce into the guard again.
 */
export function RequireRole({ allow }: { allow?: readonly Role[] }) {
  const { status, user, restore } = useAuth();
  const location = useLocation();

  useEffect(() => restore(), [restore]);

  if (isRestoring(status)) {
    return (
      <p role="status" className="p-8 text-center text-ink-700">
        {CHECKING_SESSION_TEXT}
      </p>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (allow && !allow.includes(user.user_role)) return <Navigate to="/login" replace />;
  return <Outlet />;
}
