import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SequenceMap } from './sequence-map.js';
import { PROPERTY_BUDGET_MS, propertyRuns } from '../testing/property-runs.js';

type Operation = { kind: 'set' | 'take' | 'get'; key: number };

// Keys from a few neighbourhoods so that operations hit the same keys again and probe runs form;
// strides of powers of two would collide in a table indexed by the low bits.
const key = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.integer({ min: 0, max: 40 }).map((n) => n * 4096),
  fc.integer({ min: 0xffffffe0, max: 0xffffffff }),
);
const operation: fc.Arbitrary<Operation> = fc.record({
  kind: fc.constantFrom('set', 'take', 'get'),
  key,
});

describe('SequenceMap', () => {
  it(
    'behaves like a Map under any sequence of set, take and get',
    { timeout: PROPERTY_BUDGET_MS },
    () => {
      fc.assert(
        fc.property(fc.array(operation, { maxLength: 400 }), (operations) => {
          const map = new SequenceMap<number>();
          const model = new Map<number, number>();
          operations.forEach(({ kind, key: k }, index) => {
            if (kind === 'set') {
              map.set(k, index);
              model.set(k, index);
            } else if (kind === 'take') {
              expect(map.take(k)).toBe(model.get(k));
              model.delete(k);
            } else {
              expect(map.get(k)).toBe(model.get(k));
              expect(map.has(k)).toBe(model.has(k));
            }
            expect(map.size).toBe(model.size);
          });
          for (const [k, value] of model) expect(map.get(k)).toBe(value);
        }),
        propertyRuns(100, 0x5345514d),
      );
    },
  );

  it('keeps every entry through growth and a window moving over a million sequence numbers', () => {
    const map = new SequenceMap<number>();
    let wrong = 0;
    for (let sequence = 1; sequence <= 1_000_000; sequence++) {
      map.set(sequence, sequence);
      if (sequence > 100 && map.take(sequence - 100) !== sequence - 100) wrong++;
    }
    expect(wrong).toBe(0);
    expect(map.size).toBe(100);
    for (let sequence = 999_901; sequence <= 1_000_000; sequence++) {
      expect(map.get(sequence)).toBe(sequence);
    }
    map.clear();
    expect(map.size).toBe(0);
    expect(map.has(1_000_000)).toBe(false);
  });

  it('answers while it has never held an entry, and maps made so stay apart once used', () => {
    const first = new SequenceMap<string>();
    const second = new SequenceMap<string>(200);
    expect(first.get(0)).toBeUndefined();
    expect(first.has(0xffffffff)).toBe(false);
    expect(first.take(7)).toBeUndefined();
    first.clear();
    expect(first.size).toBe(0);
    first.set(7, 'first');
    expect(second.has(7)).toBe(false);
    second.set(7, 'second');
    expect([first.get(7), second.get(7)]).toEqual(['first', 'second']);
    expect(new SequenceMap<string>().has(7)).toBe(false);
  });
});
