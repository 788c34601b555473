import { COUNTER_ANIMATION_MS } from '@talentra/contract';
import { useCountUp } from '../../hooks/use-count-up';
import { useRevealOnce } from './motion';

/**
 * A marketing figure that counts up from 0 in 2 s once it is in view (public-site.md §9); with
 * reduced motion it shows the final value at once. Screen readers get the final value only.
 */
export function CountUp({ value, suffix = '', durationMs = COUNTER_ANIMATION_MS }: { value: number; suffix?: string; durationMs?: number }) {
  const [ref, inView] = useRevealOnce<HTMLSpanElement>(0.5);
  const shown = useCountUp(value, { duration: durationMs, active: inView });

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
