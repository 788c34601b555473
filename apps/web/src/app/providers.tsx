import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/session/auth-provider';
import { RouterLinks } from './router-links';

/**
 * The session and react-router's links (components/link.tsx), around every route. The query cache is
 * not here: pages that use it get it from routes.tsx (QueryProvider), so it stays out of the first
 * load of the static public pages.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <RouterLinks>{children}</RouterLinks>
    </AuthProvider>
  );
}
