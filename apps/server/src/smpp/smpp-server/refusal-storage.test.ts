import { describe, expect, it } from 'vitest';
import { RefusalStorage } from './refusal-storage.js';

describe('RefusalStorage', () => {
  it('stores a burst, then the rate, and counts what it did not store', () => {
    let now = 0;
    const storage = new RefusalStorage(() => now, { perSecond: 10, burst: 3 });
    const first = Array.from({ length: 5 }, () => storage.store(1));
    expect(first).toEqual([0, 0, 0, undefined, undefined]);
    // Another account has an allowance of its own.
    expect(storage.store(2)).toBe(0);

    now += 100;
    // The next stored one carries the two answered without a row before it.
    expect(storage.store(1)).toBe(2);
    expect(storage.store(1)).toBeUndefined();
    expect(storage.takeUnlogged(1)).toBe(3);
    expect(storage.takeUnlogged(1)).toBe(0);
    expect(storage.takeUnlogged(3)).toBe(0);

    // A second of 1,000 refusals stores about ten of them.
    let stored = 0;
    for (let n = 0; n < 1_000; n += 1) {
      now += 1;
      if (storage.store(1) !== undefined) stored += 1;
    }
    expect(stored).toBe(10);
  });

  it('never stores more than the burst however long the account was quiet', () => {
    let now = 0;
    const storage = new RefusalStorage(() => now, { perSecond: 10, burst: 3 });
    now = 3_600_000;
    const answers = Array.from({ length: 4 }, () => storage.store(1));
    expect(answers.filter((answer) => answer !== undefined)).toHaveLength(3);
  });
});
