type UnauthorizedListener = (path: string) => void;
const listeners = new Set<UnauthorizedListener>();

/**
 * Lets the session layer hear about a 401 (an expired session) without the client knowing about it.
 * A module of its own, so the session provider (in every page's first load) can listen without
 * loading the API client, which only the pages that call the server need.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthorized(path: string): void {
  listeners.forEach((listener) => listener(path));
}
