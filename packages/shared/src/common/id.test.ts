import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canonicalId, idParamSchema, idSchema } from './id.js';

describe('idSchema', () => {
  it('takes JSON numbers and canonical decimal text', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('refuses every other spelling of an id as not found', () => {
    const aliases = ['0x1', ' 1', '1 ', '00001', '01', '1e0', '+1', '1.0', '0', '-1', '', '١'];
    for (const alias of aliases) {
      const result = idSchema.safeParse(alias);
      expect(result.success, JSON.stringify(alias)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Not found.');
    }
    for (const wrong of [0, -1, 1.5, true, null, [], '9'.repeat(17), '9007199254740992']) {
      expect(idSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

describe('canonicalId', () => {
  it('refuses the aliases of a referenced id with its own message', () => {
    const gateway = canonicalId(z.number({ error: 'Choose a gateway' }).int().positive());
    expect(gateway.parse('12')).toBe(12);
    for (const alias of ['0xc', ' 12', '012', '1.2e1', '+12']) {
      expect(gateway.safeParse(alias).error?.issues[0]?.message, alias).toBe('Choose a gateway');
    }
  });
});
