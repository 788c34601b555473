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
 * Counts up to `target` over 2 seconds (public-site.md §9, staff-portal.md §9), starting from what is
 * shown now (0 at first), so a refreshed figure moves from its old value. Nothing moves until `active`
 * (e.g. the figure is in view). With reduced motion the final value shows at once, from the first
 * render on.
 */
export function useCountUp(target: number, { duration = COUNTER_ANIMATION_MS, active = true }: { duration?: number; active?: boolean } = {}): number {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    if (!active) return;
    const from = shownRef.current;
    if (reduced || duration <= 0 || from === target) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    // the clock starts at the first frame: a frame's timestamp may be earlier than performance.now() here
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const value = countUpValue(from, target, now - start, duration);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [active, target, duration, reduced]);

  return reduced ? target : shown;
}
