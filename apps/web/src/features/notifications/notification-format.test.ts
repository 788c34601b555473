import { describe, expect, it } from 'vitest';
import { badgeText, deadlineText, relativeTime } from './notification-format';

describe('badgeText', () => {
  it('shows nothing when everything is read', () => {
    expect(badgeText(0, 9)).toBeNull();
    expect(badgeText(0, 99)).toBeNull();
  });

  it("caps the business badge at '9+'", () => {
    expect(badgeText(1, 9)).toBe('1');
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(10, 9)).toBe('9+');
    expect(badgeText(250, 9)).toBe('9+');
  });

  it("shows '99+' on the HR badge only when over 99", () => {
    expect(badgeText(10, 99)).toBe('10');
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;

  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [-5 * MIN, 'Just now'], // another machine's clock a little ahead
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [1439 * MIN, '23 hours ago'],
    [1440 * MIN, '1 day ago'],
    [3 * 1440 * MIN + 5 * MIN, '3 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('gives nothing for an unreadable time', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('deadlineText', () => {
  it("reads 'No deadline' without one", () => {
    expect(deadlineText(null)).toBe('No deadline');
    expect(deadlineText('')).toBe('No deadline');
  });

  it('shows the calendar day given, whatever the time zone', () => {
    const text = deadlineText('2026-11-24');
    expect(text.startsWith('Deadline: ')).toBe(true);
    expect(text).toContain('24');
    expect(text).toContain('2026');
  });
});
