import { useCallback, useState } from 'react';

/**
 * A callback ref for a scrolling frame, and whether its content is wider than it (so it scrolls
 * sideways): measured as it mounts, and again whenever the frame or its content changes size.
 */
export function useScrollsSideways<T extends HTMLElement>(): [(element: T | null) => (() => void) | undefined, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}
