import type { ConcatenatedPart } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { MoAssembly, type MoStore } from './mo-assembly.js';

/** Rows kept in a Map, as the smsc_messages table would keep them. */
function memoryStore() {
  const rows = new Map<number, { text: string; parts: number }>();
  const completed: { rowId: number; text: string; parts: number }[] = [];
  let nextId = 1;
  const store: MoStore = {
    insert: async (text, parts) => {
      rows.set(nextId, { text, parts });
      return nextId++;
    },
    setText: async (rowId, text) => {
      const row = rows.get(rowId);
      if (row) row.text = text;
    },
    completed: (rowId, text, parts) => completed.push({ rowId, text, parts }),
  };
  return { rows, completed, store };
}

const part = (ref: number, total: number, seq: number, text: string): ConcatenatedPart => ({
  method: 'udh8',
  ref,
  total,
  seq,
  body: Buffer.from(text, 'latin1'),
});

describe('MoAssembly', () => {
  it('stores the parts of a long MO as one message, whole once the last part is in', async () => {
    const assembly = new MoAssembly();
    const { rows, completed, store } = memoryStore();
    const ids = [];
    for (const [seq, text] of [
      [2, 'lo wo'],
      [1, 'Hel'],
      [3, 'rld'],
    ] as const) {
      ids.push(await assembly.store('4917', '123', part(7, 3, seq, text), text, 0, store));
      // Told once, when the last part is in: the outbox's message.received is a whole message.
      if (seq !== 3) expect(completed).toEqual([]);
    }
    expect(new Set(ids)).toEqual(new Set([1]));
    expect([...rows.values()]).toEqual([{ text: 'Hello world', parts: 3 }]);
    expect(completed).toEqual([{ rowId: 1, text: 'Hello world', parts: 3 }]);
  });

  it("puts the whole text together in the link's charset for data_coding 0", async () => {
    const assembly = new MoAssembly(Date.now, 'latin1');
    const { rows, store } = memoryStore();
    await assembly.store('4917', '123', part(8, 2, 1, 'a_b'), 'a_b', 0, store);
    await assembly.store('4917', '123', part(8, 2, 2, '@c'), '@c', 0, store);
    expect([...rows.values()]).toEqual([{ text: 'a_b@c', parts: 2 }]);
  });

  it('keeps messages of other senders, references and totals apart, and repeats once', async () => {
    const assembly = new MoAssembly();
    const { rows, store } = memoryStore();
    await assembly.store('A', '1', part(1, 2, 1, 'a1'), 'a1', 0, store);
    await assembly.store('B', '1', part(1, 2, 1, 'b1'), 'b1', 0, store);
    await assembly.store('A', '1', part(2, 2, 1, 'c1'), 'c1', 0, store);
    expect(await assembly.store('A', '1', part(1, 2, 1, 'a1'), 'a1', 0, store)).toBe(1);
    await assembly.store('A', '1', part(1, 2, 2, 'a2'), 'a2', 0, store);
    expect([...rows.values()].map((row) => row.text)).toEqual(['a1a2', 'b1', 'c1']);
  });

  it('stores an impossible part on its own and starts over after a reset', async () => {
    const assembly = new MoAssembly();
    const { rows, store } = memoryStore();
    await assembly.store('A', '1', part(1, 2, 5, 'bad'), 'bad', 0, store);
    await assembly.store('A', '1', part(3, 2, 1, 'x1'), 'x1', 0, store);
    assembly.reset();
    await assembly.store('A', '1', part(3, 2, 2, 'x2'), 'x2', 0, store);
    expect([...rows.values()]).toEqual([
      { text: 'bad', parts: 1 },
      { text: 'x1', parts: 2 },
      { text: 'x2', parts: 2 },
    ]);
  });

  it('gives up on a message whose parts stopped coming', async () => {
    let now = 0;
    const assembly = new MoAssembly(() => now);
    const { rows, store } = memoryStore();
    await assembly.store('A', '1', part(9, 2, 1, 'old'), 'old', 0, store);
    now += 11 * 60_000;
    await assembly.store('A', '1', part(9, 2, 2, 'new'), 'new', 0, store);
    expect([...rows.values()].map((row) => row.text)).toEqual(['old', 'new']);
  });
});
