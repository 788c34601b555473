import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the HTML rendered ahead (scripts/prerender.mjs, the server's pages) and while it is
 * hydrated; true once the page's script runs the form, and at once on a page rendered in the browser.
 * A pre-rendered form keeps its submit button disabled until then: pressed or submitted with Enter
 * before, the browser would send the fields itself, a GET that puts them, the password included,
 * in the address, the history and the server's logs (decision 154).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
