import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/session/auth-provider';

/**
 * The session, around every route. The query cache is not here: pages that use it get it from
 * routes.tsx (QueryProvider), so it stays out of the first load of the static public pages.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
