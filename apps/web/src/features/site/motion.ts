import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';

/**
 * Becomes true once, when `threshold` of the element is in view (public-site.md §9: testimonial cards
 * at 25 %, vision/mission blocks at 50 %, animate once). True at once after the first render when
 * motion is reduced or the browser has no IntersectionObserver, so nothing ever stays hidden.
 */
export function useRevealOnce<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  // not revealed in the first render everywhere: the server (pre-rendered pages, issue 17) and the
  // browser's hydration must agree; an attribute that differs would silently stay as the server wrote it
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // an element taller than the viewport never reaches the ratio: count the share of the viewport it fills too
          const viewport = entry.rootBounds?.height ?? window.innerHeight;
          if (entry.isIntersecting && (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= viewport * threshold)) {
            setRevealed(true);
            observer.disconnect();
          }
        }
      },
      { threshold: [0, threshold, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed, threshold]);
  return [ref, revealed] as const;
}
