import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bigIdParamSchema,
  canonicalId,
  idParamSchema,
  idSchema,
  MAX_BIGINT_ID,
  MAX_INTEGER_ID,
  NO_ROW_ID,
  uuidParamSchema,
} from './id.js';

/** Past each column's range: int4, a JSON number's exact integers, int8, and far beyond. */
const PAST_INTEGER = ['2147483648', '9007199254740991', '9223372036854775808', '9'.repeat(400)];
const PAST_BIGINT = ['9007199254740992', '9223372036854775808', '9'.repeat(400)];

describe('idSchema', () => {
  it('takes JSON numbers and canonical decimal text', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse(String(MAX_INTEGER_ID))).toBe(MAX_INTEGER_ID);
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('refuses every other spelling of an id as not found', () => {
    const aliases = ['0x1', ' 1', '1 ', '00001', '01', '1e0', '+1', '1.0', '0', '-1', '', '١'];
    for (const alias of aliases) {
      const result = idSchema.safeParse(alias);
      expect(result.success, JSON.stringify(alias)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Not found.']);
    }
    for (const wrong of [0, -1, NO_ROW_ID, 1.5, true, null, [], undefined, '0'.repeat(20)]) {
      expect(idSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });

  it('reads an id past the integer key range as one no row has', () => {
    for (const text of PAST_INTEGER) {
      expect(idSchema.parse(text), text).toBe(NO_ROW_ID);
      expect(idSchema.parse(Number(text)), `${text} as a number`).toBe(NO_ROW_ID);
    }
    expect(idSchema.parse(2 ** 63)).toBe(NO_ROW_ID);
  });
});

describe('canonicalId', () => {
  const gateway = canonicalId(z.number({ error: 'Choose a gateway' }).int().positive());

  it('refuses the aliases of a referenced id with its own message', () => {
    expect(gateway.parse('12')).toBe(12);
    for (const alias of ['0xc', ' 12', '012', '1.2e1', '+12', undefined]) {
      expect(gateway.safeParse(alias).error?.issues[0]?.message, alias).toBe('Choose a gateway');
    }
  });

  it('keeps the message on the field it is in', () => {
    const body = z.object({ gateway });
    const issues = body.safeParse({ gateway: 'x' }).error?.issues;
    expect(issues?.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['gateway'], message: 'Choose a gateway' },
    ]);
  });

  it('stops at the range of the column it names', () => {
    const message = canonicalId(z.number().int().positive(), 'bigint');
    expect(message.parse('2147483648')).toBe(2 ** 31);
    expect(message.parse(String(MAX_BIGINT_ID))).toBe(MAX_BIGINT_ID);
    for (const text of PAST_BIGINT) expect(message.parse(text), text).toBe(NO_ROW_ID);
    expect(gateway.parse(String(MAX_INTEGER_ID + 1))).toBe(NO_ROW_ID);
  });
});

describe('path id schemas', () => {
  it('stop at the key column’s range', () => {
    expect(idParamSchema.parse({ id: String(MAX_INTEGER_ID) })).toEqual({ id: MAX_INTEGER_ID });
    for (const id of PAST_INTEGER) expect(idParamSchema.safeParse({ id }).success, id).toBe(false);
    expect(bigIdParamSchema.parse({ id: String(MAX_INTEGER_ID + 1) })).toEqual({
      id: MAX_INTEGER_ID + 1,
    });
    expect(bigIdParamSchema.parse({ id: String(MAX_BIGINT_ID) })).toEqual({ id: MAX_BIGINT_ID });
    for (const id of PAST_BIGINT) {
      expect(bigIdParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('take a UUID only as the server writes it', () => {
    const id = '0b6f3c1e-7a55-4c5e-9d0e-2f4b8c1a9e77';
    expect(uuidParamSchema.parse({ id })).toEqual({ id });
    for (const alias of [id.toUpperCase(), ` ${id}`, id.slice(1), 'x']) {
      expect(uuidParamSchema.safeParse({ id: alias }).success, alias).toBe(false);
    }
  });
});
