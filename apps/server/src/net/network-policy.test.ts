import { describe, expect, it } from 'vitest';
import { HOSTED_DENIED_NETWORKS } from '../config.js';
import { NetworkPolicy } from './network-policy.js';

const EVERYTHING = ['0.0.0.0/0', '::/0'];

describe('NetworkPolicy', () => {
  const hosted = new NetworkPolicy({ allowed: EVERYTHING, denied: HOSTED_DENIED_NETWORKS });

  it('denies a denied IPv4 address in each IPv6 form that leads to it', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::169.254.169.254',
      '0:0:0:0:0:0:0:1',
    ]) {
      expect(hosted.allows(address), address).toBe(false);
    }
    for (const address of ['::ffff:cb00:7105', '64:ff9b::203.0.113.5', '2001:db8::5']) {
      expect(hosted.allows(address), address).toBe(true);
    }
  });

  it('takes an IPv4-mapped address as its IPv4 address in an IPv4 allow-list', () => {
    const policy = new NetworkPolicy({ allowed: ['10.0.0.0/8'], denied: [] });
    expect(policy.allows('::ffff:a01:101')).toBe(true);
    expect(policy.allows('::ffff:b01:101')).toBe(false);
    // NAT64 is an IPv6 address: an IPv4 allow-list does not reach it.
    expect(policy.allows('64:ff9b::a01:101')).toBe(false);
  });
});
