import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectStatus, barWidthPercent } from './project-status';

describe('barWidthPercent', () => {
  it('is the rounded share of all buckets', () => {
    expect(barWidthPercent(1, 3)).toBe(33);
    expect(barWidthPercent(2, 3)).toBe(67);
    expect(barWidthPercent(4, 16)).toBe(25);
    expect(barWidthPercent(5, 5)).toBe(100);
  });

  it('is 0% when there are no jobs at all', () => {
    expect(barWidthPercent(0, 0)).toBe(0);
    expect(barWidthPercent(0, 7)).toBe(0);
  });
});

describe('ProjectStatus', () => {
  it('draws each bar at its share and opens the bucket it names', async () => {
    const onOpen = vi.fn();
    render(<ProjectStatus counts={{ warning: 1, caution: 1, good: 2 }} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Project Status' })).toBeInTheDocument();
    expect(screen.getByTestId('bar-warning').style.width).toBe('25%');
    expect(screen.getByTestId('bar-caution').style.width).toBe('25%');
    expect(screen.getByTestId('bar-good').style.width).toBe('50%');

    await userEvent.setup().click(screen.getByRole('button', { name: /^Caution/ }));
    expect(onOpen).toHaveBeenCalledWith('caution');
  });

  it('shows empty bars when no job is active', () => {
    render(<ProjectStatus counts={{ warning: 0, caution: 0, good: 0 }} onOpen={() => undefined} />);
    for (const bucket of ['warning', 'caution', 'good']) expect(screen.getByTestId(`bar-${bucket}`).style.width).toBe('0%');
    expect(screen.getByRole('button', { name: /^Good/ })).toHaveTextContent('0 jobs (0%)');
  });
});
