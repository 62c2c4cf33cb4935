import { describe, expect, it } from 'vitest';
import { Reassembler, type IncomingPart } from './reassembler.js';

const part = (
  seq: number,
  overrides: Partial<IncomingPart<string>> = {},
): IncomingPart<string> => ({
  source: '4912345',
  destination: '100',
  ref: 7,
  total: 3,
  seq,
  data: `part ${seq}`,
  ...overrides,
});

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('Reassembler', () => {
  it('completes when every part is in, whatever the order', () => {
    const reassembler = new Reassembler<string>({ timeoutMs: 60_000, maxPending: 10 });
    expect(reassembler.accept(part(3))).toEqual({ status: 'pending', received: 1, total: 3 });
    expect(reassembler.accept(part(1))).toEqual({ status: 'pending', received: 2, total: 3 });
    expect(reassembler.accept(part(2))).toEqual({
      status: 'complete',
      parts: ['part 1', 'part 2', 'part 3'],
    });
    expect(reassembler.pendingCount).toBe(0);
  });

  it('ignores a repeated part and keeps the first copy', () => {
    const reassembler = new Reassembler<string>({ timeoutMs: 60_000, maxPending: 10 });
    reassembler.accept(part(1));
    expect(reassembler.accept(part(1, { data: 'again' }))).toEqual({ status: 'duplicate' });
    reassembler.accept(part(2));
    expect(reassembler.accept(part(3))).toMatchObject({
      status: 'complete',
      parts: ['part 1', 'part 2', 'part 3'],
    });
  });

  it('keeps messages apart by source, destination, reference and total', () => {
    const reassembler = new Reassembler<string>({ timeoutMs: 60_000, maxPending: 10 });
    const variants = [{}, { source: 'other' }, { destination: 'other' }, { ref: 8 }, { total: 4 }];
    for (const variant of variants) reassembler.accept(part(1, variant));
    expect(reassembler.pendingCount).toBe(variants.length);
    reassembler.accept(part(2, { ref: 8 }));
    expect(reassembler.accept(part(3, { ref: 8 }))).toMatchObject({ status: 'complete' });
    expect(reassembler.pendingCount).toBe(variants.length - 1);
  });

  it('passes a single-part message straight through', () => {
    const reassembler = new Reassembler<string>({ timeoutMs: 60_000, maxPending: 10 });
    expect(reassembler.accept(part(1, { total: 1 }))).toEqual({
      status: 'complete',
      parts: ['part 1'],
    });
    expect(reassembler.pendingCount).toBe(0);
  });

  it('rejects impossible numbering', () => {
    const reassembler = new Reassembler<string>({ timeoutMs: 60_000, maxPending: 10 });
    expect(reassembler.accept(part(0)).status).toBe('invalid');
    expect(reassembler.accept(part(4)).status).toBe('invalid');
    expect(reassembler.accept(part(1, { total: 0 })).status).toBe('invalid');
    expect(reassembler.accept(part(1, { total: 256 })).status).toBe('invalid');
    expect(reassembler.pendingCount).toBe(0);
  });

  it('gives up incomplete messages after the timeout and returns them', () => {
    const time = clock();
    const reassembler = new Reassembler<string>({
      timeoutMs: 5_000,
      maxPending: 10,
      now: time.now,
    });
    reassembler.accept(part(2));
    time.advance(3_000);
    reassembler.accept(part(1, { ref: 99 }));
    expect(reassembler.sweep()).toEqual([]);
    time.advance(2_000);
    const expired = reassembler.sweep();
    expect(expired).toEqual([
      {
        source: '4912345',
        destination: '100',
        ref: 7,
        total: 3,
        parts: [undefined, 'part 2', undefined],
        received: 1,
        firstPartAt: 1_000,
      },
    ]);
    expect(reassembler.pendingCount).toBe(1);
    expect(reassembler.sweep(time.now() + 3_000)).toHaveLength(1);
    expect(reassembler.pendingCount).toBe(0);
  });

  it('holds at most maxPending messages, giving up the oldest to make room', () => {
    const reassembler = new Reassembler<string>({ timeoutMs: 60_000, maxPending: 2 });
    reassembler.accept(part(1, { ref: 1 }));
    reassembler.accept(part(1, { ref: 2 }));
    const result = reassembler.accept(part(1, { ref: 3 }));
    expect(result).toMatchObject({ status: 'pending', evicted: { ref: 1, received: 1 } });
    expect(reassembler.pendingCount).toBe(2);
    expect(reassembler.accept(part(2, { ref: 2 }))).not.toHaveProperty('evicted');
  });

  it('refuses a configuration without bounds', () => {
    expect(() => new Reassembler({ timeoutMs: 0, maxPending: 1 })).toThrow(RangeError);
    expect(() => new Reassembler({ timeoutMs: 1, maxPending: 0 })).toThrow(RangeError);
  });
});
