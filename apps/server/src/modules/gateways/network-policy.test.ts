import { describe, expect, it } from 'vitest';
import { HOSTED_DENIED_NETWORKS } from '../../config.js';
import { ValidationError } from '../../errors/domain-errors.js';
import { GatewayNetworkPolicy, HOST_NOT_ALLOWED } from './network-policy.js';

const EVERYTHING = ['0.0.0.0/0', '::/0'];

describe('GatewayNetworkPolicy', () => {
  it('keeps a hosted server, its link-local neighbours and the metadata service out of reach', () => {
    const policy = new GatewayNetworkPolicy({
      allowed: EVERYTHING,
      denied: HOSTED_DENIED_NETWORKS,
    });
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
    ]) {
      expect(policy.allows(address), address).toBe(false);
    }
    for (const address of ['203.0.113.5', '10.1.2.3', '192.168.1.10', '2001:db8::5']) {
      expect(policy.allows(address), address).toBe(true);
    }
  });

  it('allows only the allowed networks, and a denied block wins inside them', () => {
    const policy = new GatewayNetworkPolicy({
      allowed: ['10.0.0.0/8'],
      denied: ['10.9.0.0/16'],
    });
    expect(policy.allows('10.1.1.1')).toBe(true);
    expect(policy.allows('10.9.1.1')).toBe(false);
    expect(policy.allows('203.0.113.5')).toBe(false);
  });

  it('refuses a denied literal host with a message on the host field; names pass', () => {
    const policy = new GatewayNetworkPolicy({
      allowed: EVERYTHING,
      denied: HOSTED_DENIED_NETWORKS,
    });
    let error: unknown;
    try {
      policy.assertHost('169.254.169.254');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ host: [HOST_NOT_ALLOWED] });
    expect(() => policy.assertHost('localhost')).not.toThrow();
    expect(() => policy.assertHost('203.0.113.5')).not.toThrow();
  });
});
