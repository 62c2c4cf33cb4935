import type { FlowGate, SmppSession } from '@routelab/smpp';
import { RatePacer } from './rate-pacer.js';
import { Wakeup } from './wakeup.js';

/** A wait for a free slot is re-checked this often even without a response (a safety net). */
const RECHECK_MS = 1000;

/**
 * How many submit_sm may be written on a session now: free window slots, the sends the
 * throughput limit has due, and the PDU log's flow gate open. A link marks exactly that many
 * parts as possibly sent before writing them, so a part that the window or the rate holds back
 * is never marked. One caller at a time (the link's send loop).
 */
export class SendAllowance {
  private readonly freed = new Wakeup();
  /** The throughput limit, paced here rather than in the session so it survives stalls. */
  private readonly pacer: RatePacer | undefined;

  constructor(
    private readonly windowSize: number,
    ratePerSecond: number,
    private readonly flowGate: FlowGate,
  ) {
    this.pacer = ratePerSecond > 0 ? new RatePacer(ratePerSecond) : undefined;
  }

  /** A submit_sm was answered or given up: its window slot is free. Also ends a wait early. */
  slotFreed(): void {
    this.freed.notify();
  }

  /**
   * Waits until at least one submit_sm may go on `session`, then returns how many may (at most
   * `max`); 0 once `gone()` says the session may no longer send.
   */
  async take(session: SmppSession, max: number, gone: () => boolean): Promise<number> {
    for (;;) {
      if (gone()) return 0;
      if (this.flowGate.held) {
        await this.flowGate.whenReleased();
        continue;
      }
      const free = this.windowSize - session.outstanding;
      if (free > 0)
        return this.pacer ? this.pacer.takeDue(Math.min(free, max)) : Math.min(free, max);
      await this.freed.wait(RECHECK_MS);
      // The responses of one read settle one after another: let them all free their slots, so
      // that one burst (one commit) takes them together.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
