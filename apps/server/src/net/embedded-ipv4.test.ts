import { describe, expect, it } from 'vitest';
import { carriedIpv4, mappedIpv4 } from './embedded-ipv4.js';

describe('mappedIpv4', () => {
  it('reads IPv4-mapped addresses in every spelling', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '0000:0000:0000:0000:0000:FFFF:7F00:0001',
    ]) {
      expect(mappedIpv4(address), address).toBe('127.0.0.1');
    }
    expect(mappedIpv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
  });

  it('leaves every other address alone', () => {
    for (const address of [
      '::1',
      '::',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      '127.0.0.1',
    ]) {
      expect(mappedIpv4(address), address).toBeUndefined();
    }
    expect(mappedIpv4('localhost')).toBeUndefined();
  });
});

describe('carriedIpv4', () => {
  it('reads IPv4-compatible and NAT64 addresses', () => {
    expect(carriedIpv4('::127.0.0.1')).toBe('127.0.0.1');
    expect(carriedIpv4('::7f00:1')).toBe('127.0.0.1');
    expect(carriedIpv4('64:ff9b::169.254.169.254')).toBe('169.254.169.254');
    expect(carriedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(carriedIpv4('0064:FF9B:0:0:0:0:7F00:1')).toBe('127.0.0.1');
  });

  it('does not read :: and ::1, mapped or other IPv6 addresses as IPv4', () => {
    for (const address of [
      '::',
      '::1',
      '::ffff:7f00:1',
      '64:ff9b:1::7f00:1',
      'fe80::1',
      '10.0.0.1',
    ]) {
      expect(carriedIpv4(address), address).toBeUndefined();
    }
  });
});
