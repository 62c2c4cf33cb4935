import { describe, expect, it } from 'vitest';
import { hex32, hexDumpRows } from './hex-dump';

describe('hexDumpRows', () => {
  it('prints 16 bytes a row with offset, hex (gap after 8) and ascii', () => {
    // enquire_link header (16 bytes) followed by "Hi!\n"
    const rows = hexDumpRows('00000010000000150000000000000007' + '4869210a');
    expect(rows).toEqual([
      {
        offset: '0000',
        hex: '00 00 00 10 00 00 00 15  00 00 00 00 00 00 00 07',
        ascii: '................',
      },
      { offset: '0010', hex: '48 69 21 0a', ascii: 'Hi!.' },
    ]);
  });

  it('ignores whitespace and case, and gives no rows for no bytes', () => {
    expect(hexDumpRows('7E 7f\n20')).toEqual([{ offset: '0000', hex: '7e 7f 20', ascii: '~. ' }]);
    expect(hexDumpRows('')).toEqual([]);
  });

  it('widens the offset past 64 KiB', () => {
    const rows = hexDumpRows('ab'.repeat(0x10010));
    expect(rows.at(-1)?.offset).toBe('00010000');
    expect(rows).toHaveLength(0x1001);
  });
});

describe('hex32', () => {
  it('formats a command id or status as 8 uppercase hex digits', () => {
    expect(hex32(0x80000004)).toBe('0x80000004');
    expect(hex32(11)).toBe('0x0000000B');
  });
});
