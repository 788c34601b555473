import { describe, expect, it } from 'vitest';
import { postedAgo } from './posted-ago';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();

describe('postedAgo (issue 46: the card says when a job was posted)', () => {
  it('reads in whole days, then weeks, then months', () => {
    expect(postedAgo(daysAgo(0), NOW)).toBe('Today');
    expect(postedAgo(daysAgo(1), NOW)).toBe('Yesterday');
    expect(postedAgo(daysAgo(3), NOW)).toBe('3 days ago');
    expect(postedAgo(daysAgo(20), NOW)).toBe('2 weeks ago');
    expect(postedAgo(daysAgo(90), NOW)).toBe('3 months ago');
  });
  it('a date in the future (clock skew) reads as today; an unreadable one as N/A', () => {
    expect(postedAgo(daysAgo(-2), NOW)).toBe('Today');
    expect(postedAgo('not a date', NOW)).toBe('N/A');
  });
});
