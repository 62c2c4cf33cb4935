import { HEADER_LENGTH } from './header.js';
import { SmppFramingError } from './errors.js';

export const DEFAULT_MAX_PDU_LENGTH = 64 * 1024;

export interface PduFramerOptions {
  /** Largest command_length accepted; anything above it is a fatal framing error. */
  maxPduLength?: number;
}

const LENGTH_BYTES = 4;
const EMPTY = Buffer.alloc(0);

/**
 * Cuts a TCP byte stream into PDU frames. Push each chunk, then drain with `next()` (or iterate)
 * until it returns null. A frame lying inside one chunk is a zero-copy view of it; a frame split
 * across chunks is assembled in a buffer allocated once at its exact length. At most one partial
 * frame (<= maxPduLength) is held, plus whatever was pushed and not yet drained.
 * A command_length below 16 or above the maximum throws SmppFramingError, now and on every later
 * call: the stream cannot be resynchronised and the connection must be closed.
 */
export class PduFramer implements Iterable<Buffer> {
  readonly maxPduLength: number;
  private chunk: Buffer = EMPTY;
  private offset = 0;
  private partial: Buffer | null = null;
  private partialFilled = 0;
  private readonly lengthBytes = Buffer.alloc(LENGTH_BYTES);
  private lengthFilled = 0;
  private failure: SmppFramingError | null = null;

  constructor(options: PduFramerOptions = {}) {
    const max = options.maxPduLength ?? DEFAULT_MAX_PDU_LENGTH;
    if (!Number.isInteger(max) || max < HEADER_LENGTH || max > 0xffffffff) {
      throw new RangeError(`maxPduLength ${max} must be an integer from ${HEADER_LENGTH}`);
    }
    this.maxPduLength = max;
  }

  /** Bytes received but not yet returned as frames. */
  get bufferedBytes(): number {
    return this.chunk.length - this.offset + this.partialFilled + this.lengthFilled;
  }

  push(chunk: Buffer): void {
    if (this.failure) throw this.failure;
    const rest = this.chunk.length - this.offset;
    this.chunk = rest === 0 ? chunk : Buffer.concat([this.chunk.subarray(this.offset), chunk]);
    this.offset = 0;
  }

  /** The next complete frame, or null when more bytes are needed. */
  next(): Buffer | null {
    if (this.failure) throw this.failure;
    if (this.partial) return this.fillPartial();
    const { chunk } = this;
    const available = chunk.length - this.offset;
    if (this.lengthFilled > 0 || (available > 0 && available < LENGTH_BYTES)) {
      return this.fillLength();
    }
    if (available === 0) {
      // Drop the drained chunk so a socket buffer is not kept alive between reads.
      this.chunk = EMPTY;
      this.offset = 0;
      return null;
    }
    const length = this.checkLength(chunk.readUInt32BE(this.offset));
    if (available >= length) {
      const start = this.offset;
      this.offset += length;
      return chunk.subarray(start, this.offset);
    }
    this.startPartial(length);
    return this.fillPartial();
  }

  *[Symbol.iterator](): Iterator<Buffer> {
    for (let frame = this.next(); frame !== null; frame = this.next()) yield frame;
  }

  private checkLength(length: number): number {
    if (length < HEADER_LENGTH || length > this.maxPduLength) {
      this.failure = new SmppFramingError(length, this.maxPduLength);
      this.chunk = EMPTY;
      this.offset = 0;
      this.partial = null;
      this.partialFilled = 0;
      throw this.failure;
    }
    return length;
  }

  private fillLength(): Buffer | null {
    const take = Math.min(LENGTH_BYTES - this.lengthFilled, this.chunk.length - this.offset);
    this.chunk.copy(this.lengthBytes, this.lengthFilled, this.offset, this.offset + take);
    this.offset += take;
    this.lengthFilled += take;
    if (this.lengthFilled < LENGTH_BYTES) return null;
    this.lengthFilled = 0;
    this.startPartial(this.checkLength(this.lengthBytes.readUInt32BE(0)));
    this.lengthBytes.copy(this.partial as Buffer, 0);
    this.partialFilled = LENGTH_BYTES;
    return this.fillPartial();
  }

  private startPartial(length: number): void {
    this.partial = Buffer.allocUnsafe(length);
    this.partialFilled = 0;
  }

  private fillPartial(): Buffer | null {
    const partial = this.partial as Buffer;
    const take = Math.min(partial.length - this.partialFilled, this.chunk.length - this.offset);
    this.chunk.copy(partial, this.partialFilled, this.offset, this.offset + take);
    this.offset += take;
    this.partialFilled += take;
    if (this.partialFilled < partial.length) return null;
    this.partial = null;
    this.partialFilled = 0;
    return partial;
  }
}
