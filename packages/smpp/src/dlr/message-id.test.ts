import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageIdKeys, normalizeMessageId } from './message-id.js';
import { PROPERTY_BUDGET_MS, propertyRuns } from '../testing/property-runs.js';

/** The matching rule of messageIdKeys: index under all keys, look up by keys in order. */
function buildIndex(submittedIds: readonly string[]): (receiptId: string) => string | undefined {
  const index = new Map<string, string>();
  for (const id of submittedIds) {
    for (const key of messageIdKeys(id)) if (!index.has(key)) index.set(key, id);
  }
  return (receiptId) => {
    for (const key of messageIdKeys(receiptId)) {
      const found = index.get(key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
}

describe('normalizeMessageId', () => {
  it('reads the numbers an id can stand for', () => {
    expect(normalizeMessageId(' 00002591\0')).toEqual({
      text: '00002591',
      decimal: '2591',
      hexValue: String(0x2591),
    });
    expect(normalizeMessageId('0A1F')).toEqual({ text: '0A1F', hexValue: '2591' });
    expect(normalizeMessageId('0x0a1f')).toEqual({ text: '0x0a1f', hexValue: '2591' });
    expect(normalizeMessageId('msg-17')).toEqual({ text: 'msg-17' });
  });
});

describe('messageIdKeys', () => {
  it('lists the exact spelling, then the decimal, then the hexadecimal reading', () => {
    expect(messageIdKeys('2591')).toEqual(['s:2591', 'n:2591', `n:${0x2591}`]);
    expect(messageIdKeys('0A1F')).toEqual(['s:0A1F', 'n:2591']);
    expect(messageIdKeys('7')).toEqual(['s:7', 'n:7']);
    expect(messageIdKeys('  ')).toEqual([]);
  });

  it('finds the submitted message whichever way a provider writes its id', () => {
    const find = buildIndex(['2591', '9617', 'b7c1-X', '0x1F']);
    expect(find('0A1F')).toBe('2591');
    expect(find('0a1f')).toBe('2591');
    expect(find('2591')).toBe('2591');
    expect(find('00002591')).toBe('2591');
    expect(find(' 2591\0')).toBe('2591');
    // An exact spelling beats the hexadecimal reading of "2591" (0x2591 = 9617).
    expect(find('9617')).toBe('9617');
    expect(find('1f')).toBe('0x1F');
    expect(find('31')).toBe('0x1F');
    expect(find('b7c1-X')).toBe('b7c1-X');
    expect(find('B7C1-x')).toBeUndefined();
    expect(find('4242')).toBeUndefined();
  });

  it(
    'always matches a decimal id with its zero-padded and hexadecimal forms',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n }), fc.nat(8), (value, zeros) => {
          const find = buildIndex([value.toString(10)]);
          const hex = value.toString(16);
          for (const variant of [
            '0'.repeat(zeros) + value.toString(10),
            hex.toUpperCase(),
            '0'.repeat(zeros) + hex,
          ]) {
            expect(find(variant)).toBe(value.toString(10));
          }
        }),
        propertyRuns(100, 0x4d534749),
      );
    },
  );
});
