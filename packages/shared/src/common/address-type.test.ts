import { describe, expect, it } from 'vitest';
import {
  destinationProblem,
  detectAddressType,
  NOT_A_NUMBER,
  resolveAddress,
  TOO_MANY_DIGITS,
} from './address-type.js';

describe('detectAddressType', () => {
  it.each([
    ['', '', 0, 0],
    ['RouteLab', 'RouteLab', 5, 0],
    ['Info 24', 'Info 24', 5, 0],
    ['+4915112345678', '4915112345678', 1, 1],
    ['4915112345678', '4915112345678', 1, 1],
    ['12345', '12345', 3, 0],
    ['12345678', '12345678', 3, 0],
    ['123456789', '123456789', 1, 1],
    ['+12ab', '+12ab', 5, 0],
    ['+380 50 111 22 40', '380501112240', 1, 1],
    ['(030) 123-45.67', '0301234567', 1, 1],
    ['112 0', '1120', 3, 0],
    ['- ()', '- ()', 5, 0],
  ])('%j -> %j %i/%i', (input, address, ton, npi) => {
    expect(detectAddressType(input)).toEqual({ address, ton, npi });
  });
});

describe('resolveAddress', () => {
  it('keeps what the caller gave and detects only the rest', () => {
    expect(resolveAddress('+491511', 2, 1)).toEqual({ address: '+491511', ton: 2, npi: 1 });
    expect(resolveAddress('Shop', 5, null)).toEqual({ address: 'Shop', ton: 5, npi: 0 });
    expect(resolveAddress('+491511', null, null)).toEqual({ address: '491511', ton: 1, npi: 1 });
  });
});

describe('destinationProblem', () => {
  const numeric = { allowAlphanumeric: false, ton: null };

  it('takes numbers as people write them', () => {
    for (const typed of ['447700900123', '+447700900123', '+44 7700 900-123', '111', '+1']) {
      expect(destinationProblem(typed, numeric), typed).toBeUndefined();
    }
  });

  it('refuses what is not a number unless alphanumeric is allowed or TON 5 given', () => {
    for (const typed of ['abc', 'Shop 24', '+12ab', '4477OO']) {
      expect(destinationProblem(typed, numeric), typed).toBe(NOT_A_NUMBER);
      expect(destinationProblem(typed, { allowAlphanumeric: true, ton: null })).toBeUndefined();
      expect(destinationProblem(typed, { allowAlphanumeric: false, ton: 5 })).toBeUndefined();
    }
  });

  it('holds international numbers to E.164 length', () => {
    expect(destinationProblem('+' + '1'.repeat(15), numeric)).toBeUndefined();
    expect(destinationProblem('+' + '1'.repeat(16), numeric)).toBe(TOO_MANY_DIGITS);
    expect(destinationProblem('1'.repeat(16), numeric)).toBe(TOO_MANY_DIGITS);
    expect(destinationProblem('1'.repeat(16), { allowAlphanumeric: false, ton: 1 })).toBe(
      TOO_MANY_DIGITS,
    );
    // A national or network-specific number given its TON is not E.164.
    expect(
      destinationProblem('1'.repeat(18), { allowAlphanumeric: false, ton: 2 }),
    ).toBeUndefined();
  });
});
