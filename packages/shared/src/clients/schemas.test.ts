import { describe, expect, it } from 'vitest';
import {
  clientCreateSchema,
  DEFAULT_DLR_WEIGHTS,
  dlrPolicySchema,
  ipOrCidrSchema,
} from './schemas.js';

describe('ipOrCidrSchema', () => {
  it.each([
    '203.0.113.7',
    '203.0.113.0/24',
    '0.0.0.0/0',
    '::1',
    '2001:db8::/32',
    '1:2:3:4:5:6:7:8',
  ])('accepts %s', (v) => {
    expect(ipOrCidrSchema.safeParse(v).success).toBe(true);
  });
  it.each(['256.1.1.1', '1.2.3', '1.2.3.4/33', 'example.com', '', '2001:db8::/129'])(
    'rejects %s',
    (v) => {
      expect(ipOrCidrSchema.safeParse(v).success).toBe(false);
    },
  );
});

describe('dlrPolicySchema', () => {
  it('rejects a maximum delay below the minimum, on the maximum field', () => {
    const result = dlrPolicySchema.safeParse({
      mode: 'auto',
      delay_min_ms: 500,
      delay_max_ms: 100,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['delay_max_ms']);
  });
  it('rejects an automatic policy whose weights are all zero', () => {
    const zero = {
      delivered: 0,
      undeliverable: 0,
      expired: 0,
      rejected: 0,
      accepted: 0,
      unknown: 0,
      deleted: 0,
    };
    expect(dlrPolicySchema.safeParse({ mode: 'auto', weights: zero }).success).toBe(false);
    expect(dlrPolicySchema.safeParse({ mode: 'off', weights: zero }).success).toBe(true);
  });
  it("needs no weights when off, and fills in SMPPSim's when none are given", () => {
    expect(dlrPolicySchema.parse({ mode: 'off' }).mode).toBe('off');
    expect(dlrPolicySchema.parse({ mode: 'auto' }).weights).toEqual(DEFAULT_DLR_WEIGHTS);
  });
  it('takes the weights given as the whole distribution: outcomes left out are 0', () => {
    const policy = dlrPolicySchema.parse({ mode: 'auto', weights: { delivered: 100 } });
    expect(policy.weights).toEqual({
      delivered: 100,
      undeliverable: 0,
      expired: 0,
      rejected: 0,
      accepted: 0,
      unknown: 0,
      deleted: 0,
    });
    expect(dlrPolicySchema.safeParse({ mode: 'auto', weights: {} }).success).toBe(false);
  });
  it('refuses a misspelt outcome and weights that are no object, on the weights field', () => {
    for (const weights of [{ delivred: 100 }, 5, [100]]) {
      const result = dlrPolicySchema.safeParse({ mode: 'auto', weights });
      expect(result.error?.issues[0]?.path).toEqual(['weights']);
      expect(result.error?.issues[0]?.message).toMatch(/^Weights must be an object/);
    }
  });
});

describe('clientCreateSchema', () => {
  it('fills SMPPSim-style defaults', () => {
    const client = clientCreateSchema.parse({ name: 'Lab', system_id: 'lab1', password: 'secret' });
    expect(client.dlr_policy.weights.delivered).toBe(90);
    expect(client.max_binds).toBe(5);
    expect(client.allowed_ips).toEqual([]);
  });
  it('limits the SMPP password to 8 characters', () => {
    const result = clientCreateSchema.safeParse({
      name: 'Lab',
      system_id: 'lab1',
      password: '123456789',
    });
    expect(result.error?.issues[0]?.message).toBe('Password cannot be longer than 8 characters');
  });
});
