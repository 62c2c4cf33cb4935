/** Reserves `count` ids and resolves with the first of them. */
export type ReserveIds = (count: number) => Promise<number>;

/**
 * One sequence of ids handed out from blocks reserved in the database (see db/id-blocks.ts), so
 * a submit is numbered without a round trip and ids stay unique across restarts and across
 * processes sharing the database. The next block is asked for while half of the current one is
 * left; ids of a block left unused (a restart) or of a batch that failed to commit are never used.
 */
export class IdSequence {
  /** Reserved ranges not yet used up, oldest first: [next, end). */
  private readonly ranges: [next: number, end: number][] = [];
  private left = 0;
  private reserving: Promise<void> | undefined;

  constructor(
    private readonly reserve: ReserveIds,
    private readonly blockSize: number,
  ) {}

  /** Ids that can be handed out at once. */
  get available(): number {
    return this.left;
  }

  /** The next id; only while `available` > 0. */
  next(): number {
    const range = this.ranges[0];
    if (!range) throw new Error('no reserved ids left');
    const id = range[0]++;
    this.left -= 1;
    if (range[0] === range[1]) this.ranges.shift();
    if (this.left < this.blockSize / 2) void this.refill().catch(() => undefined);
    return id;
  }

  /** Reserves the next block unless one is on its way; rejects when the reservation fails. */
  refill(): Promise<void> {
    this.reserving ??= this.reserve(this.blockSize)
      .then((first) => {
        this.ranges.push([first, first + this.blockSize]);
        this.left += this.blockSize;
      })
      .finally(() => {
        this.reserving = undefined;
      });
    return this.reserving;
  }
}

/** Message and part ids of the ESME side. */
export class IdAllocator {
  constructor(
    readonly messages: IdSequence,
    readonly parts: IdSequence,
  ) {}

  /** Whether `count` messages of one part each can be numbered at once. */
  has(count: number): boolean {
    return this.messages.available >= count && this.parts.available >= count;
  }

  /** Asks for the blocks that are short of `count` ids. */
  refill(count: number): Promise<void> {
    const short = [this.messages, this.parts].filter((sequence) => sequence.available < count);
    return Promise.all(short.map((sequence) => sequence.refill())).then(() => undefined);
  }

  /** A property, so that it can be handed on as it is (no closure per submit). */
  readonly nextMessage = (): number => this.messages.next();

  nextPart(): number {
    return this.parts.next();
  }
}
