import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bigIdParamSchema,
  canonicalId,
  idParamSchema,
  idSchema,
  MAX_INTEGER_ID,
  uuidParamSchema,
} from './id.js';

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

describe('path id schemas', () => {
  it('stop at the key column’s range', () => {
    expect(idParamSchema.parse({ id: String(MAX_INTEGER_ID) })).toEqual({ id: MAX_INTEGER_ID });
    expect(idParamSchema.safeParse({ id: String(MAX_INTEGER_ID + 1) }).success).toBe(false);
    expect(bigIdParamSchema.parse({ id: String(MAX_INTEGER_ID + 1) })).toEqual({
      id: MAX_INTEGER_ID + 1,
    });
    expect(bigIdParamSchema.safeParse({ id: '9007199254740992' }).success).toBe(false);
  });

  it('take a UUID only as the server writes it', () => {
    const id = '0b6f3c1e-7a55-4c5e-9d0e-2f4b8c1a9e77';
    expect(uuidParamSchema.parse({ id })).toEqual({ id });
    for (const alias of [id.toUpperCase(), ` ${id}`, id.slice(1), 'x']) {
      expect(uuidParamSchema.safeParse({ id: alias }).success, alias).toBe(false);
    }
  });
});
