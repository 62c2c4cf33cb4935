/** The largest sequence_number SMPP allows; the next one after it is 1 again. */
export const MAX_SEQUENCE_NUMBER = 0x7fffffff;

/** Hands out sequence numbers 1..0x7FFFFFFF in order and wraps back to 1. */
export class SequenceGenerator {
  private current: number;

  constructor(start = 1) {
    if (!Number.isInteger(start) || start < 1 || start > MAX_SEQUENCE_NUMBER) {
      throw new RangeError(`sequence start must be 1..${MAX_SEQUENCE_NUMBER}, got ${start}`);
    }
    this.current = start - 1;
  }

  next(): number {
    this.current = this.current >= MAX_SEQUENCE_NUMBER ? 1 : this.current + 1;
    return this.current;
  }
}
