import { describe, expect, it } from 'vitest';
import { partUdh } from './part-udh.js';

describe('partUdh', () => {
  it('reads concatenation, port addressing and other elements', () => {
    // 8-bit concatenation ref 0x12, 1 of 3; 16-bit ports 2948 <- 9200; element 0x24 (1 octet).
    expect(partUdh('0e' + '0003120301' + '0504' + '0b8423f0' + '2401aa' + 'cafe', 0x40)).toEqual({
      length: 15,
      concatenation: { reference: 0x12, total: 3, seq: 1, bits: 8 },
      ports: { destination: 0x0b84, source: 0x23f0, bits: 16 },
      others: [{ id: 0x24, hex: 'aa' }],
    });
  });

  it('is null without UDHI or with a malformed header', () => {
    expect(partUdh('050003120301cafe', 0x00)).toBeNull();
    expect(partUdh('0900031203', 0x40)).toBeNull();
  });
});
