import { describe, expect, it } from 'vitest';
import { addressNetwork } from './address-network.ts';

describe('addressNetwork', () => {
  it('names the /24 of an IPv4 address, also written as IPv6', () => {
    expect(addressNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('names the /64 of an IPv6 address however it is shortened', () => {
    expect(addressNetwork('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(addressNetwork('2001:0db8:0000:0012:abcd::9')).toBe('2001:db8:0:12::/64');
    expect(addressNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressNetwork('not-an-address')).toBe('not-an-address');
  });
});
