import { describe, expect, it } from 'vitest';
import { AddressBlocks, isAddressAllowed } from './address-blocks.js';

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

describe('AddressBlocks', () => {
  it('holds addresses and blocks of both families, IPv4-mapped peers read as IPv4', () => {
    const blocks = new AddressBlocks(['127.0.0.0/8', '169.254.169.254', '::1', 'fe80::/10']);
    expect(blocks.has('127.0.0.2')).toBe(true);
    expect(blocks.has('::ffff:127.0.0.1')).toBe(true);
    // As the URL parser writes [::ffff:127.0.0.1].
    expect(blocks.has('::ffff:7f00:1')).toBe(true);
    expect(blocks.has('169.254.169.254')).toBe(true);
    expect(blocks.has('169.254.169.253')).toBe(false);
    expect(blocks.has('::1')).toBe(true);
    expect(blocks.has('fe80::1')).toBe(true);
    expect(blocks.has('2001:db8::1')).toBe(false);
    expect(blocks.has('smsc.example.com')).toBe(false);
  });
  it('covers every address with 0.0.0.0/0 and ::/0', () => {
    const everything = new AddressBlocks(['0.0.0.0/0', '::/0']);
    expect(everything.has('203.0.113.9')).toBe(true);
    expect(everything.has('2001:db8::1')).toBe(true);
    expect(new AddressBlocks([]).has('203.0.113.9')).toBe(false);
  });
});
