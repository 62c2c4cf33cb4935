import { describe, expect, it } from 'vitest';
import { smscMessageCreateSchema } from './schemas.js';

describe('smscMessageCreateSchema', () => {
  it('accepts a minimal text message with defaults', () => {
    const m = smscMessageCreateSchema.parse({
      gateway: 1,
      destinations: ['4915112345678'],
      text: 'Hi',
    });
    expect(m).toMatchObject({
      coding: 'auto',
      concatenation: 'udh8',
      registered_delivery: 1,
      load_test: null,
    });
  });
  it('requires text unless the coding is binary, and hex for binary', () => {
    expect(
      smscMessageCreateSchema.safeParse({ gateway: 1, destinations: ['1'] }).error?.issues[0]?.path,
    ).toEqual(['text']);
    expect(
      smscMessageCreateSchema.safeParse({
        gateway: 1,
        destinations: ['1'],
        coding: 'binary',
        hex: '0A0b',
      }).success,
    ).toBe(true);
    expect(
      smscMessageCreateSchema.safeParse({
        gateway: 1,
        destinations: ['1'],
        coding: 'binary',
        hex: 'ABC',
      }).success,
    ).toBe(false);
  });
  it('checks the SMPP time format', () => {
    const base = { gateway: 1, destinations: ['1'], text: 'x' };
    expect(
      smscMessageCreateSchema.safeParse({ ...base, validity_period: '000001000000000R' }).success,
    ).toBe(true);
    expect(
      smscMessageCreateSchema.safeParse({ ...base, validity_period: 'tomorrow' }).success,
    ).toBe(false);
  });
});

describe('destinations', () => {
  it('reports an empty destination once, as required', () => {
    const result = smscMessageCreateSchema.safeParse({ gateway: 1, destinations: [''], text: 'x' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Destination is required']);
  });
});
