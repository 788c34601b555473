import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { COUNTER_ANIMATION_MS } from '@talentra/contract';
import { StatCard } from './stat-card';
import { countUpValue } from '../../hooks/use-count-up';
import { Building2 } from 'lucide-react';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('countUpValue', () => {
  it('starts at the old value, ends exactly on the new one after 2 seconds', () => {
    expect(countUpValue(0, 40, 0)).toBe(0);
    const half = countUpValue(0, 40, COUNTER_ANIMATION_MS / 2);
    expect(half).toBeGreaterThan(20); // ease-out: more than half way at half time
    expect(half).toBeLessThan(40);
    expect(countUpValue(0, 40, COUNTER_ANIMATION_MS)).toBe(40);
    expect(countUpValue(10, 4, COUNTER_ANIMATION_MS * 3)).toBe(4);
  });
});

describe('StatCard', () => {
  it('shows the final value at once when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    render(<StatCard label="No. of Clients" value={1234} icon={Building2} />);
    expect(screen.getByTestId('stat-value').textContent).toBe('1,234');
  });

  it('counts up to the value over 2 seconds', () => {
    preferReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    render(<StatCard label="No. of Clients" value={40} icon={Building2} />);
    expect(screen.getByTestId('stat-value').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(COUNTER_ANIMATION_MS / 4));
    const early = Number(screen.getByTestId('stat-value').textContent);
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(40);
    act(() => vi.advanceTimersByTime(COUNTER_ANIMATION_MS));
    expect(screen.getByTestId('stat-value').textContent).toBe('40');
  });

  it('is a button named by its label and final value only when it opens a modal', () => {
    preferReducedMotion(true);
    const { rerender } = render(<StatCard label="Interviews Scheduled" value={3} icon={Building2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<StatCard label="No. of Clients" value={6} icon={Building2} onOpen={() => undefined} />);
    expect(screen.getByRole('button')).toHaveTextContent('No. of Clients');
    expect(screen.getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
