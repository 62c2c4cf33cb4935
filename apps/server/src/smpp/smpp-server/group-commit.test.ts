import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('GroupCommit', () => {
  it('writes items queued in the same turn as one batch and then calls every callback', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number>({
      maxBatch: 100,
      maxDelayMs: 0,
      write: async (items) => void batches.push(items),
    });
    const done: number[] = [];
    for (let i = 0; i < 5; i++) commit.add(i, () => done.push(i));
    expect(done).toEqual([]);
    await commit.drain();
    expect(batches).toEqual([[0, 1, 2, 3, 4]]);
    expect(done).toEqual([0, 1, 2, 3, 4]);
  });

  it('caps batches at maxBatch and queues what arrives while a batch is written', async () => {
    const batches: number[][] = [];
    const gate = deferred();
    const commit = new GroupCommit<number>({
      maxBatch: 3,
      maxDelayMs: 50,
      write: async (items) => {
        batches.push(items);
        if (batches.length === 1) await gate.promise;
      },
    });
    for (let i = 0; i < 3; i++) commit.add(i, () => undefined);
    for (let i = 3; i < 8; i++) commit.add(i, () => undefined);
    expect(batches).toEqual([[0, 1, 2]]);
    gate.resolve();
    await commit.drain();
    expect(batches).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7],
    ]);
  });

  it('passes a failed write to the callbacks of that batch only', async () => {
    let calls = 0;
    const commit = new GroupCommit<string>({
      maxBatch: 2,
      maxDelayMs: 0,
      write: async () => {
        calls++;
        if (calls === 1) throw new Error('disk full');
      },
    });
    const results: (string | undefined)[] = [];
    commit.add('a', (error) => results.push(error?.message));
    commit.add('b', (error) => results.push(error?.message));
    commit.add('c', (error) => results.push(error?.message));
    await commit.drain();
    expect(results).toEqual(['disk full', 'disk full', undefined]);
  });

  it('with overlap, starts the next batch while an earlier one is still being written', async () => {
    const batches: number[][] = [];
    const gate = deferred();
    const commit = new GroupCommit<number>({
      maxBatch: 100,
      maxDelayMs: 0,
      overlap: true,
      write: async (items) => {
        batches.push(items);
        if (batches.length === 1) await gate.promise;
      },
    });
    const done: number[] = [];
    commit.add(0, () => done.push(0));
    await new Promise((resolve) => setImmediate(resolve));
    commit.add(1, () => done.push(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[0], [1]]);
    expect(done).toEqual([1]);
    const drained = commit.drain();
    gate.resolve();
    await drained;
    expect(done).toEqual([1, 0]);
  });

  it('settles once the batches being written are answered, without waiting for later items', async () => {
    const gates = [deferred(), deferred()];
    let writes = 0;
    const commit = new GroupCommit<number>({
      maxBatch: 100,
      maxDelayMs: 0,
      write: () => gates[writes++]!.promise,
    });
    const done: number[] = [];
    commit.add(0, () => done.push(0));
    await new Promise((resolve) => setImmediate(resolve));
    // Queued behind the batch being written: settled() must not wait for it.
    commit.add(1, () => done.push(1));
    let settled = false;
    const settling = commit.settled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    gates[0]!.resolve();
    await settling;
    expect(done).toEqual([0]);
    gates[1]!.resolve();
    await commit.drain();
    expect(done).toEqual([0, 1]);
  });
});
