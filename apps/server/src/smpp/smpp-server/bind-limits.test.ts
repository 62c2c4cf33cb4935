import { describe, expect, it } from 'vitest';
import { addressKey, bindLimitsWith, DEFAULT_BIND_LIMITS } from './bind-limits.js';

describe('addressKey', () => {
  it('counts IPv4 (also IPv4-mapped) per address and IPv6 per /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('');
  });
});

describe('bindLimitsWith', () => {
  it('overrides only what is given', () => {
    const limits = bindLimitsWith({ account: { lockAfter: 3 }, kdfSlots: 1 });
    expect(limits.account).toEqual({ ...DEFAULT_BIND_LIMITS.account, lockAfter: 3 });
    expect(limits.address).toEqual(DEFAULT_BIND_LIMITS.address);
    expect(limits.kdfSlots).toBe(1);
  });
});
