import { SequenceMap } from './sequence-map.js';
import { ThroughputLimiter } from './throughput-limiter.js';

/**
 * The per-session limits on what the peer may ask of us: requests handed to the app and not yet
 * answered, and requests per second. A request over either limit is refused, not queued.
 */
export class InboundGuard {
  private readonly unanswered = new SequenceMap<true>();
  private readonly limiter: ThroughputLimiter | undefined;

  constructor(
    private readonly window: number,
    ratePerSecond: number,
  ) {
    this.limiter = Number.isFinite(ratePerSecond)
      ? new ThroughputLimiter({ ratePerSecond })
      : undefined;
  }

  /** Admits a request (and starts tracking its answer) or says no. */
  admit(sequenceNumber: number): boolean {
    if (this.unanswered.size >= this.window) return false;
    if (this.limiter && !this.limiter.tryTake()) return false;
    if (Number.isFinite(this.window)) this.unanswered.set(sequenceNumber, true);
    return true;
  }

  answered(sequenceNumber: number): void {
    this.unanswered.take(sequenceNumber);
  }

  get pending(): number {
    return this.unanswered.size;
  }
}
