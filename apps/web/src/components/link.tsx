import { createContext, use, useSyncExternalStore, type ComponentProps, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { navigate } from '../lib/location';

/**
 * Links for the pieces shared by the home page and the routed app (header, footer, drawer, menus,
 * ButtonLink, the home page itself). They never import react-router: the home page is a React island
 * without it (home.html, app/home-main.tsx; decision 41), where a link is a plain <a href>
 * and a click loads the next page. The routed app puts react-router's Link and NavLink in the context
 * (app/router-links.tsx, through AppProviders), so navigation inside the SPA stays client-side.
 */

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** An absolute path of the site, e.g. '/careers' or '/contact#feedback'. */
  to: string;
  /** Router only: replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the next page (a plain link carries it through the full load on a plain click; a new tab has none). */
  state?: unknown;
}

interface NavLinkState {
  isActive: boolean;
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A function of the active state, or a string that gets `active` added when the link is active. */
  className?: string | ((state: NavLinkState) => string | undefined);
  /** Active on this exact path only, not on the paths below it. */
  end?: boolean;
}

export interface LinkComponents {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
}

/**
 * Whether a NavLink to `to` is active on `pathname`, as react-router's NavLink decides it: letter case
 * ignored, the link's own path or (unless `end`) a path below it.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const location = pathname.toLowerCase();
  const target = (to.split(/[?#]/, 1)[0] || '/').toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === '/');
}

/** The rendered state of a NavLink: aria-current and classes exactly as react-router's NavLink gives them. */
function navLinkAttributes(isActive: boolean, className: NavLinkProps['className'], ariaCurrent: LinkProps['aria-current'] = 'page') {
  return {
    'aria-current': isActive ? ariaCurrent : undefined,
    className: typeof className === 'function' ? className({ isActive }) : [className ?? '', isActive ? 'active' : null].filter(Boolean).join(' '),
  };
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserPathname = () => window.location.pathname;

/**
 * Plain anchors. `serverPathname` is the page being pre-rendered (NavLink's active state in the HTML);
 * in the browser the current pathname counts, read with useSyncExternalStore so hydration starts from
 * the pre-rendered answer and never mismatches.
 */
export function createAnchorLinks(serverPathname: string): LinkComponents {
  const serverSnapshot = () => serverPathname;

  // `replace` means something to a router only. `state` (a job carried to its form) survives the
  // full load: a plain click writes it into the next history entry, which the load keeps
  function AnchorLink({ to, replace: _replace, state, onClick, ...props }: LinkProps) {
    const carryState = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || props.target) return;
      event.preventDefault();
      navigate(to, { state });
    };
    return <a href={to} onClick={state === undefined ? onClick : carryState} {...props} />;
  }

  function AnchorNavLink({ to, end = false, className, 'aria-current': ariaCurrent, ...props }: NavLinkProps) {
    const pathname = useSyncExternalStore(subscribeToHistory, browserPathname, serverSnapshot);
    return <AnchorLink to={to} {...props} {...navLinkAttributes(isActivePath(pathname, to, end), className, ariaCurrent)} />;
  }

  return { Link: AnchorLink, NavLink: AnchorNavLink };
}

/** The default: plain anchors; only the home page (`/`) is pre-rendered with them. */
const anchorLinks = createAnchorLinks('/');

const LinkContext = createContext<LinkComponents>(anchorLinks);

/** Gives the links below it another implementation (react-router's, in the routed app). */
export function LinkProvider({ links, children }: { links: LinkComponents; children: ReactNode }) {
  return <LinkContext value={links}>{children}</LinkContext>;
}

/** A link to a page of the site: react-router's Link in the routed app, a plain <a href> otherwise. */
export function Link(props: LinkProps) {
  const { Link: Implementation } = use(LinkContext);
  return <Implementation {...props} />;
}

/** A link that knows whether its page is the current one (aria-current="page", `className` as a function). */
export function NavLink(props: NavLinkProps) {
  const { NavLink: Implementation } = use(LinkContext);
  return <Implementation {...props} />;
}
