import { describe, expect, it } from 'vitest';
import { clientKey, createWindowCounter } from './rate-limits.js';

describe('clientKey', () => {
  it('is the address for IPv4 and the /64 prefix for IPv6, however it is written', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('createWindowCounter', () => {
  it('allows max a window per address, then answers the seconds left', () => {
    let now = 0;
    const counter = createWindowCounter(2, 60_000, () => now);
    expect(counter.hit('203.0.113.7')).toBe(0);
    expect(counter.hit('203.0.113.7')).toBe(0);
    now = 15_000;
    expect(counter.hit('203.0.113.7')).toBe(45);
    expect(counter.hit('2001:db8:0:1::1')).toBe(0);
    expect(counter.hit('2001:db8:0:1::2')).toBe(0);
    expect(counter.hit('2001:db8:0:1:abcd::9')).toBeGreaterThan(0); // the same /64
    now = 60_000;
    expect(counter.hit('203.0.113.7')).toBe(0);
  });

  it('counts the addresses beyond its bound together instead of growing', () => {
    const counter = createWindowCounter(1, 60_000, () => 0);
    for (let i = 0; i < 100_000; i++) counter.hit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(counter.hit('192.0.2.1')).toBe(0);
    expect(counter.hit('192.0.2.2')).toBeGreaterThan(0); // shares the overflow count with 192.0.2.1
  });
});
