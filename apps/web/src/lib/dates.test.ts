import { afterEach, describe, expect, it } from 'vitest';
import {
  agencyTimeZone,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMediumCalendarDate,
  formatMediumDate,
  formatMediumDateTime,
  setAgencyTimeZone,
} from './dates';

/**
 * Issue 41: one written form of a date, with the month's name, in the agency's time zone, whatever
 * the browser's locale and zone: 10/11/2026 is 10 November in India and 11 October in an en-US
 * browser; '10 Nov 2026' is the same day for everyone, and for the server's HTML.
 */
describe('dates as the agency reads them', () => {
  afterEach(() => {
    setAgencyTimeZone(null);
    document.head.querySelector('meta[name="time-zone"]')?.remove();
  });

  it("are written with the month's name, in India's time by default", () => {
    // 20:00 UTC on 25 Nov is 01:30 on 26 Nov in India
    expect(agencyTimeZone()).toBe('Asia/Kolkata');
    expect(formatDate('2026-11-25T20:00:00.000Z')).toBe('26 Nov 2026');
    expect(formatMediumDate('2026-11-25T20:00:00.000Z')).toBe('26 Nov 2026');
    expect(formatDateTime('2026-11-25T20:00:00.000Z')).toBe('26 Nov 2026, 01:30');
    expect(formatMediumDateTime('2026-11-10T09:05:00.000Z')).toBe('10 Nov 2026, 14:35');
    expect(formatDate('2026-11-10T09:05:00.000Z')).not.toMatch(/\d+\/\d+\/\d+/);
  });

  it('keep a calendar date as it is, never shifted by a time zone', () => {
    expect(formatCalendarDate('2026-11-10')).toBe('10 Nov 2026');
    expect(formatMediumCalendarDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('take the time zone the server sends in the page (<meta name="time-zone">)', () => {
    const meta = document.createElement('meta');
    meta.name = 'time-zone';
    meta.content = 'America/New_York';
    document.head.append(meta);
    expect(agencyTimeZone()).toBe('America/New_York');
    expect(formatDate('2026-11-25T20:00:00.000Z')).toBe('25 Nov 2026');
  });

  it('show the fallback for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDateTime('not a date', '—')).toBe('—');
  });
});
