import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls to the top: smoothly, or at once for people who ask for less motion. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
