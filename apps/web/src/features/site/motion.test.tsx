import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HERO_SLIDES } from '../../content/home';
import { CountUp } from './count-up';
import { HeroCarousel } from './hero-carousel';
import { preferReducedMotion, renderSite } from '../../test/site-test-utils';

describe('CountUp', () => {
  it('counts up from 0 to the value', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSite(<CountUp value={98} suffix="%" durationMs={60} />);
    const shown = screen.getByTestId('count-up');
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(shown.textContent ?? ''));
    observer.observe(shown, { subtree: true, characterData: true, childList: true });
    expect(shown.textContent).toBe('0%');
    await act(() => vi.advanceTimersByTimeAsync(250));
    observer.disconnect();
    expect(shown.textContent).toBe('98%');
    const values = [...seen].map((text) => Number(text.replace('%', '')));
    expect(values.every((n) => n >= 0 && n <= 98)).toBe(true);
  });

  it('shows the final value at once when motion is reduced', () => {
    preferReducedMotion();
    renderSite(<CountUp value={17} />);
    expect(screen.getByTestId('count-up').textContent).toBe('17');
  });

  it('gives screen readers the final value only', () => {
    renderSite(<CountUp value={98} suffix="%" />);
    expect(screen.getByTestId('count-up')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('98%', { selector: '.sr-only' })).toBeInTheDocument();
  });
});

describe('HeroCarousel', () => {
  const slide = (n: number) => document.querySelector(`[aria-roledescription="slide"][aria-label="${n} of 2"]`)!;

  it('shows one slide at a time; the pagination dots choose the slide; next loops back to the first', async () => {
    const user = userEvent.setup();
    renderSite(<HeroCarousel slides={HERO_SLIDES} heading="Talentra" />);
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
    expect(slide(2)).toHaveAttribute('aria-hidden', 'true');
    expect(slide(2).hasAttribute('inert')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
  });

  it('has a Contact Us link to /contact on each slide', () => {
    renderSite(<HeroCarousel slides={HERO_SLIDES} heading="Talentra" />);
    const links = screen.getAllByRole('link', { name: 'Contact Us', hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/contact', '/contact']);
  });

  it('does not turn by itself when motion is reduced', () => {
    preferReducedMotion();
    renderSite(<HeroCarousel slides={HERO_SLIDES} heading="Talentra" />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });
});
