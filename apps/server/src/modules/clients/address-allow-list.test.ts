import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from './address-allow-list.js';

describe('isAddressAllowed', () => {
  it('allows every address when the list is empty', () => {
    expect(isAddressAllowed([], '198.51.100.4')).toBe(true);
  });
  it('matches single addresses and CIDR blocks', () => {
    const list = ['203.0.113.7', '198.51.100.0/24'];
    expect(isAddressAllowed(list, '203.0.113.7')).toBe(true);
    expect(isAddressAllowed(list, '198.51.100.200')).toBe(true);
    expect(isAddressAllowed(list, '203.0.113.8')).toBe(false);
    expect(isAddressAllowed(list, undefined)).toBe(false);
  });
  it('reads IPv4-mapped IPv6 peers as IPv4', () => {
    expect(isAddressAllowed(['127.0.0.0/8'], '::ffff:127.0.0.1')).toBe(true);
    expect(isAddressAllowed(['10.0.0.0/8'], '::ffff:127.0.0.1')).toBe(false);
  });
  it('matches IPv6 blocks', () => {
    expect(isAddressAllowed(['2001:db8::/32'], '2001:db8::1')).toBe(true);
    expect(isAddressAllowed(['2001:db8::/32'], '::1')).toBe(false);
  });
});
