import { describe, expect, it } from 'vitest';
import { formatPriceCsv, parsePriceCsv } from './price-csv.js';

describe('price list CSV', () => {
  it('reads prefixes and USD prices exactly, with or without a header, + or ;', () => {
    const csv = 'prefix,price_usd\n+380,0.0123\n44;0.004\n\n1,2\n';
    expect(parsePriceCsv(csv)).toEqual({
      ok: true,
      prices: [
        { prefix: '380', price_micros: 12_300 },
        { prefix: '44', price_micros: 4_000 },
        { prefix: '1', price_micros: 2_000_000 },
      ],
    });
  });

  it('reports every bad line by number', () => {
    const csv = 'prefix,price_usd\n38a,0.01\n44,0.0000001\n44,0.01\n44,0.02\n7\n';
    expect(parsePriceCsv(csv)).toEqual({
      ok: false,
      errors: [
        { line: 2, reason: 'prefix' },
        { line: 3, reason: 'price' },
        { line: 5, reason: 'duplicate' },
        { line: 6, reason: 'columns' },
      ],
    });
  });

  it('writes what it reads', () => {
    const prices = [
      { prefix: '44', price_micros: 4_000 },
      { prefix: '380', price_micros: 12_345 },
      { prefix: '1', price_micros: 2_000_000 },
    ];
    const csv = formatPriceCsv(prices);
    expect(csv).toBe('prefix,price_usd\n1,2\n380,0.012345\n44,0.004\n');
    const read = parsePriceCsv(csv);
    expect(read.ok && read.prices).toEqual(
      [...prices].sort((a, b) => a.prefix.localeCompare(b.prefix)),
    );
  });
});
