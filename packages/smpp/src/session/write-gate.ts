import type { Socket } from 'node:net';

/**
 * Lets senders wait while the socket holds more unsent bytes than the high-water mark, so a peer
 * that stops reading makes senders wait instead of growing our memory.
 */
export class WriteGate {
  private readonly highWaterMark: number;
  private drained: Promise<void> | undefined;
  private closedWith: Error | undefined;
  private rejectDrained: ((error: Error) => void) | undefined;

  constructor(
    private readonly socket: Socket,
    highWaterMark: number,
    private readonly bufferedBytes: () => number,
  ) {
    // Below the socket's own mark 'drain' might never fire, since write() never returned false.
    this.highWaterMark = Math.max(highWaterMark, socket.writableHighWaterMark);
  }

  get congested(): boolean {
    return this.bufferedBytes() > this.highWaterMark;
  }

  /** Resolves once the socket buffer is below the mark; rejects when the gate closes. */
  async open(): Promise<void> {
    while (this.congested) {
      if (this.closedWith) throw this.closedWith;
      await this.waitForDrain();
    }
    if (this.closedWith) throw this.closedWith;
  }

  close(error: Error): void {
    if (this.closedWith) return;
    this.closedWith = error;
    this.rejectDrained?.(error);
  }

  private waitForDrain(): Promise<void> {
    this.drained ??= new Promise<void>((resolve, reject) => {
      const settle = () => {
        this.drained = undefined;
        this.rejectDrained = undefined;
      };
      this.rejectDrained = (error) => {
        this.socket.off('drain', onDrain);
        settle();
        reject(error);
      };
      const onDrain = () => {
        settle();
        resolve();
      };
      this.socket.once('drain', onDrain);
    });
    return this.drained;
  }
}
