import { describe, expect, it } from 'vitest';
import { detectAddressType, resolveAddress } from './address-type.js';

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
