import { describe, expect, it } from 'vitest';
import { FlowGate } from './flow-gate.js';

describe('FlowGate', () => {
  it('is open until held, and wakes every waiter when released', async () => {
    const gate = new FlowGate();
    expect(gate.held).toBe(false);
    await gate.whenReleased();

    gate.hold();
    gate.hold();
    expect(gate.held).toBe(true);
    const woken: number[] = [];
    void gate.whenReleased().then(() => woken.push(1));
    void gate.whenReleased().then(() => woken.push(2));
    await Promise.resolve();
    expect(woken).toEqual([]);

    gate.release();
    expect(gate.held).toBe(false);
    await gate.whenReleased();
    expect(woken).toEqual([1, 2]);
  });

  it('holds again after a release, with a fresh wait', async () => {
    const gate = new FlowGate();
    gate.hold();
    gate.release();
    gate.hold();
    let woken = false;
    void gate.whenReleased().then(() => (woken = true));
    await Promise.resolve();
    expect(woken).toBe(false);
    gate.release();
    await gate.whenReleased();
    expect(woken).toBe(true);
  });
});
