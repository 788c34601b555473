import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = () => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? undefined : window.matchMedia(QUERY));

/** True when the visitor asked the system for less motion (read now, e.g. in an effect). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * prefersReducedMotion() for rendering; follows changes live. A pre-rendered page
 * (scripts/prerender.mjs) was rendered without knowing it, as `false`: hydration starts from that
 * answer and React renders again at once with the visitor's, so the HTML and the first render always
 * match (no hydration error).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
