import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Where a public page is, without react-router (decision 214): the public pages are islands
 * (app/public-pages.tsx), each a full page load, so a page reads its address from the window and its
 * `:params` from the entry that matched it. The hooks have react-router's names and shapes, so a page
 * reads the same either way; tests put react-router behind them (test/render-routes.tsx).
 */

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /**
   * History state of this entry. A full load starts with none, but a reload keeps it: the staff
   * app's redirect to /login (react-router's `state`, kept as `usr`) reaches the login page so.
   */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface LocationSource {
  location: PageLocation;
  params: Readonly<Record<string, string | undefined>>;
  /** The same page at another query string (the careers search): a history entry, no page load. */
  setSearch(search: string, options?: { replace?: boolean }): void;
  /** Another page. */
  navigate(to: string, options?: NavigateOptions): void;
}

const LOCATION_CHANGE = 'talentra:location';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE, onChange);
  };
};
const browserHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function parse(href: string, state: unknown): PageLocation {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

/** react-router keeps the state it is given as `usr` (the staff app's redirects write it so). */
const historyState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr ?? null;

function setSearch(search: string, { replace = false }: { replace?: boolean } = {}) {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  const href = `${window.location.pathname}${query}`;
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(LOCATION_CHANGE));
}

/**
 * Another page is a full load: the server sends it pre-rendered or as the shell. With state, the
 * entry is written first and reloaded, since a reload keeps an entry's state (react-router's shape).
 */
export function navigate(to: string, { replace = false, state }: NavigateOptions = {}) {
  if (state === undefined) {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  const entry = { usr: state };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  window.location.reload();
}

/**
 * Loads the page of the address when back or forward leaves this page's path. Entries another page
 * wrote into this tab before a reload can stay with the reloaded document: the staff portal's
 * redirect to /login replaces its own entry and reloads, and back to the dashboard before it is then
 * a `popstate` here, which this island has no page for. A query or hash change keeps the page.
 */
export function reloadOnOtherPath(pathname: string): () => void {
  const onPopState = () => {
    if (window.location.pathname !== pathname) window.location.reload();
  };
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}

const LocationContext = createContext<LocationSource | null>(null);

/**
 * The page's location: the window's in the browser (`url` is the address the server rendered, what
 * hydration starts from), with the `params` the entry matched.
 */
export function PageLocationProvider({ url, params, children }: { url: string; params: LocationSource['params']; children: ReactNode }) {
  const href = useSyncExternalStore(subscribe, browserHref, () => url);
  const source = useMemo<LocationSource>(
    () => ({ location: parse(href, typeof window === 'undefined' ? null : historyState()), params, setSearch, navigate }),
    [href, params],
  );
  return <LocationContext value={source}>{children}</LocationContext>;
}

/** Another source of the location (tests: react-router's, test/render-routes.tsx). */
export function LocationSourceProvider({ source, children }: { source: LocationSource; children: ReactNode }) {
  return <LocationContext value={source}>{children}</LocationContext>;
}

function useSource(): LocationSource {
  const source = use(LocationContext);
  if (!source) throw new Error('a page reads its location inside PageLocationProvider (app/public-app.tsx)');
  return source;
}

export const useLocation = (): PageLocation => useSource().location;

export const useParams = (): LocationSource['params'] => useSource().params;

/** The query string as URLSearchParams, and a setter that keeps the page (react-router's useSearchParams). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const source = useSource();
  const { search } = source.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = source.setSearch;
  const setParams = useMemo(() => (next: URLSearchParams, options?: { replace?: boolean }) => set(next.toString(), options), [set]);
  return [params, setParams];
}

export function useNavigate(): LocationSource['navigate'] {
  return useSource().navigate;
}
