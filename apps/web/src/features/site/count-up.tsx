import { useEffect, useState } from 'react';
import { COUNTER_ANIMATION_MS } from '@talentra/contract';
import { prefersReducedMotion, useReducedMotion, useRevealOnce } from './motion';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A marketing figure that counts up from 0 in 2 s once it is in view (public-site.md §9); with
 * reduced motion it shows the final value at once. Screen readers get the final value only.
 */
export function CountUp({ value, suffix = '', durationMs = COUNTER_ANIMATION_MS }: { value: number; suffix?: string; durationMs?: number }) {
  const [ref, inView] = useRevealOnce<HTMLSpanElement>(0.5);
  // with reduced motion the final value from the first render on (useReducedMotion: safe to hydrate)
  const reduced = useReducedMotion();
  const [counted, setShown] = useState(0);
  const shown = reduced ? value : counted;

  useEffect(() => {
    if (!inView) return;
    if (prefersReducedMotion() || durationMs <= 0) {
      setShown(value);
      return;
    }
    let frame = 0;
    // the clock starts at the first frame: a frame's timestamp may be earlier than performance.now() here
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, value, durationMs]);

  return (
    <span ref={ref} className="tabular-nums">
      <span aria-hidden="true" data-testid="count-up">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </span>
  );
}
