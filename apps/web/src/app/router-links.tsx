import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LinkProvider, type LinkComponents } from '../components/link';

/** react-router's Link and NavLink behind components/link.tsx: client-side navigation in the routed app. */
export const routerLinks: LinkComponents = { Link, NavLink };

/** Around the routed app (AppProviders): the shared header, footer, menus and buttons navigate without a reload. */
export function RouterLinks({ children }: { children: ReactNode }) {
  return <LinkProvider links={routerLinks}>{children}</LinkProvider>;
}
