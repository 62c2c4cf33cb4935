/**
 * Message and part ids, handed out by this process (the only writer of the ESME tables) so a
 * submit is answered without waiting for the database to number it. Starts above the highest
 * stored ids; ids of a batch that failed to commit are simply never used.
 */
export class IdAllocator {
  constructor(
    private lastMessage: number,
    private lastPart: number,
  ) {}

  nextMessage(): number {
    return ++this.lastMessage;
  }

  nextPart(): number {
    return ++this.lastPart;
  }
}
