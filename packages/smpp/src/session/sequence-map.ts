const MIN_CAPACITY = 16;

/**
 * The table of a map that never held an entry: one free slot, shared by all of them and never
 * written (the first `set` grows the map first). A bound session keeps several maps, most of
 * them empty for its whole life (the control and probe windows of an idle bind).
 */
const UNUSED_KEYS = new Float64Array(1);
const UNUSED_VALUES: undefined[] = [undefined];

/** Fibonacci hashing: spreads consecutive and strided sequence numbers alike over the table. */
function slotOf(sequenceNumber: number, shift: number): number {
  return Math.imul(sequenceNumber, 0x9e3779b1) >>> shift;
}

/**
 * A map keyed by sequence number (any uint32) for the traffic of a window: entries come and go
 * by the hundred every event-loop turn. Open addressing with linear probing and backward-shift
 * deletion: a delete leaves no tombstone and the table is never reallocated while the number of
 * entries stays below half its capacity. (A Map or Set under this traffic shrinks its table as
 * it empties and grows it again as it fills, turn after turn.)
 */
export class SequenceMap<V> {
  /** The sequence number plus one in each used slot; 0 marks a free slot. */
  private keys: Float64Array = UNUSED_KEYS;
  private values: (V | undefined)[] = UNUSED_VALUES;
  private mask = 0;
  private shift = 32;
  private count = 0;
  /** The table's size once something is stored. */
  private readonly firstSize: number;

  constructor(capacity = MIN_CAPACITY) {
    this.firstSize = 2 ** Math.ceil(Math.log2(Math.max(capacity, MIN_CAPACITY)));
  }

  get size(): number {
    return this.count;
  }

  has(sequenceNumber: number): boolean {
    return this.find(sequenceNumber) >= 0;
  }

  get(sequenceNumber: number): V | undefined {
    const slot = this.find(sequenceNumber);
    return slot < 0 ? undefined : this.values[slot];
  }

  set(sequenceNumber: number, value: V): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const key = sequenceNumber + 1;
    const { keys, mask } = this;
    let slot = slotOf(sequenceNumber, this.shift);
    for (;;) {
      const at = keys[slot] as number;
      if (at === key) break;
      if (at === 0) {
        keys[slot] = key;
        this.count += 1;
        break;
      }
      slot = (slot + 1) & mask;
    }
    this.values[slot] = value;
  }

  /** Removes the entry and returns its value; undefined when there was none. */
  take(sequenceNumber: number): V | undefined {
    let slot = this.find(sequenceNumber);
    if (slot < 0) return undefined;
    const { keys, values, mask, shift } = this;
    const value = values[slot];
    // Backward shift: pull later entries of the probe run into the hole when their home slot
    // lies at or before it, so every entry stays reachable from its home without tombstones.
    for (let next = (slot + 1) & mask; ; next = (next + 1) & mask) {
      const key = keys[next] as number;
      if (key === 0) break;
      const home = slotOf(key - 1, shift);
      const movable = slot <= next ? home <= slot || home > next : home <= slot && home > next;
      if (movable) {
        keys[slot] = key;
        values[slot] = values[next];
        slot = next;
      }
    }
    keys[slot] = 0;
    values[slot] = undefined;
    this.count -= 1;
    return value;
  }

  clear(): void {
    if (this.count === 0) return;
    this.keys.fill(0);
    this.values.fill(undefined);
    this.count = 0;
  }

  private find(sequenceNumber: number): number {
    if (this.count === 0) return -1;
    const key = sequenceNumber + 1;
    const { keys, mask } = this;
    for (let slot = slotOf(sequenceNumber, this.shift); ; slot = (slot + 1) & mask) {
      const at = keys[slot] as number;
      if (at === key) return slot;
      if (at === 0) return -1;
    }
  }

  private grow(): void {
    const { keys, values } = this;
    const size = keys === UNUSED_KEYS ? this.firstSize : keys.length * 2;
    this.keys = new Float64Array(size);
    this.values = new Array<V | undefined>(size).fill(undefined);
    this.mask = size - 1;
    this.shift = 32 - Math.log2(size);
    this.count = 0;
    for (let slot = 0; slot < keys.length; slot++) {
      const key = keys[slot] as number;
      if (key !== 0) this.set(key - 1, values[slot] as V);
    }
  }
}
