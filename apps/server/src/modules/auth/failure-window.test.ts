import { describe, expect, it } from 'vitest';
import { FailureWindow } from './failure-window.js';

describe('FailureWindow', () => {
  it('counts per key within the window from the first failure', () => {
    let now = 1_000;
    const window = new FailureWindow(10_000, () => now);
    window.record('k');
    now = 5_000;
    window.record('k');
    expect(window.count('k')).toBe(2);
    expect(window.secondsLeft('k')).toBe(6);
    now = 11_000;
    expect(window.count('k')).toBe(0);
    expect(window.secondsLeft('k')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const window = new FailureWindow(10_000, () => 0, 2);
    window.record('a');
    window.record('b');
    window.record('c');
    expect([window.count('a'), window.count('b'), window.count('c')]).toEqual([0, 1, 1]);
  });
});
