import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER } from '../common/address-type.js';
import { esmeMoCreateSchema, smscMessageCreateSchema } from './schemas.js';

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

describe('the advanced fields', () => {
  const base = { gateway: 1, destinations: ['1'], text: 'x' };
  const errorsOf = (body: object) =>
    smscMessageCreateSchema
      .safeParse({ ...base, ...body })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('default to what was sent before they existed', () => {
    expect(smscMessageCreateSchema.parse(base)).toMatchObject({
      message_class: null,
      protocol_id: 0,
      priority_flag: 0,
      esm_class: 0,
      udh: false,
      packed: false,
      validity_period: '',
      schedule_delivery_time: '',
    });
  });

  it('take a time as SMPP text, relative or absolute, with messages on the bad part', () => {
    const relative = { type: 'relative', amount: '90', unit: 'minutes' };
    expect(smscMessageCreateSchema.parse({ ...base, validity_period: relative })).toMatchObject({
      validity_period: { type: 'relative', amount: 90, unit: 'minutes' },
    });
    expect(errorsOf({ validity_period: { type: 'relative', amount: 100, unit: 'hours' } })).toEqual(
      [],
    );
    expect(
      errorsOf({ validity_period: { type: 'relative', amount: 2377, unit: 'hours' } }),
    ).toEqual([['validity_period.amount', 'A relative time cannot exceed 99 days']]);
    expect(errorsOf({ schedule_delivery_time: { type: 'absolute', at: 'soon' } })).toEqual([
      ['schedule_delivery_time.at', 'Use an ISO 8601 date-time'],
    ]);
    expect(errorsOf({ schedule_delivery_time: { type: 'later' } })).toEqual([
      ['schedule_delivery_time', 'Give an SMPP time, or a relative or an absolute time'],
    ]);
  });

  it('refuse a UDH without binary coding and packing without GSM 7-bit', () => {
    expect(errorsOf({ udh: true })).toEqual([['udh', 'A UDH of your own needs binary coding']]);
    expect(errorsOf({ packed: true, coding: 'latin1' })).toEqual([
      ['packed', 'Only GSM 7-bit text can be packed'],
    ]);
  });
});

describe('esmeMoCreateSchema', () => {
  it('leaves TON/NPI to detection unless given', () => {
    const mo = { client: 1, source_addr: 'ACME', destination_addr: '12345', text: 'Hi' };
    expect(esmeMoCreateSchema.parse(mo)).toMatchObject({
      source_addr_ton: null,
      source_addr_npi: null,
      dest_addr_ton: null,
      dest_addr_npi: null,
    });
    expect(
      esmeMoCreateSchema.parse({ ...mo, source_addr_ton: '5', dest_addr_npi: 0 }),
    ).toMatchObject({ source_addr_ton: 5, dest_addr_npi: 0 });
  });

  it('refuses an alphanumeric destination by its line unless allowed', () => {
    const body = { gateway: 1, destinations: ['447700900123', 'abc'], text: 'x' };
    const refused = smscMessageCreateSchema.safeParse(body);
    expect(refused.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['destinations', 1], NOT_A_NUMBER],
    ]);
    expect(smscMessageCreateSchema.safeParse({ ...body, allow_alphanumeric: true }).success).toBe(
      true,
    );
    expect(smscMessageCreateSchema.safeParse({ ...body, dest_addr_ton: 5 }).success).toBe(true);
    expect(smscMessageCreateSchema.parse({ ...body, destinations: ['1'] }).allow_alphanumeric).toBe(
      false,
    );
  });
});
