import { useEffect, useRef, useState } from 'react';
import { COUNTER_ANIMATION_MS } from '@talentra/contract';
import { useReducedMotion } from './use-reduced-motion';

/** The value shown `elapsed` ms into a count from `from` to `to` (ease-out, whole numbers, exact at the end). */
export function countUpValue(from: number, to: number, elapsed: number, duration: number = COUNTER_ANIMATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * Counts up to `target` over 2 seconds (staff-portal.md §9), starting from what is shown now, so a
 * refreshed figure moves from its old value. With reduced motion the final value shows at once.
 */
export function useCountUp(target: number, duration: number = COUNTER_ANIMATION_MS): number {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    const from = shownRef.current;
    if (reduced || from === target) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const value = countUpValue(from, target, now - start, duration);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, reduced]);

  return reduced ? target : shown;
}
